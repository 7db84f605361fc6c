import { indiaToday, MAX_PEOPLE } from '@tour/shared/contracts';
import {
  Button,
  formPostPath,
  LEAD_SENT_TEXT,
  LeadReference,
  type RemoteModuleProps,
} from '@tour/shared';
import { ConsentNote } from './ConsentNote';
import { FormOutcome } from './FormOutcome';
import { FormField, TextAreaField } from './FormField';
import { PhoneField } from './PhoneField';
import { PrivacyNoticeField } from './PrivacyNoticeField';
import { ReturnToField } from './ReturnToField';
import { useEnquiryForm } from './useEnquiryForm';
import styles from './EnquiryForm.module.css';

/**
 * The enquiry lead form of spec §2–§5, shown in the shell's enquiry modal and /enquiry page. Also
 * a plain form posting to the site's server, for a visitor whose app has not started (progressive
 * enhancement).
 */
export function EnquiryForm({ prefill }: RemoteModuleProps['booking/EnquiryForm']) {
  const {
    field: registered,
    errors,
    typedPhone,
    typedPeople,
    pending,
    sent,
    failure,
    onSubmit,
  } = useEnquiryForm(prefill);
  const field = (name: Parameters<typeof registered>[0]) => registered(name, 'enquiry');
  // The spec's summary speaks of missing fields; format problems are explained under each field.
  const missingFields = Object.values(errors).some((error) => error?.message === 'Required');
  const group = Number(typedPeople) > MAX_PEOPLE;

  return (
    <form
      className={styles.form}
      method="post"
      action={formPostPath('enquiry')}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="enquiry-title"
    >
      <ReturnToField />
      <PrivacyNoticeField />
      <h2 id="enquiry-title" className={styles.title}>
        Get free quotes for your trip
      </h2>
      <div className={styles.grid}>
        <FormField label="Your name" autoComplete="name" {...field('name')} />
        <PhoneField typed={typedPhone} {...field('phone')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField label="Destination" {...field('destination')} />
        <FormField
          label="Departure city"
          autoComplete="address-level2"
          {...field('departureCity')}
        />
        <FormField
          label="Departure date"
          type="date"
          min={indiaToday()}
          {...field('departureDate')}
        />
        <FormField
          label="Number of people"
          type="number"
          min={1}
          inputMode="numeric"
          {...field('people')}
        />
      </div>
      {group && (
        <p className={styles.note} role="status">
          A group of more than {MAX_PEOPLE}: our group desk will quote for you.
        </p>
      )}
      <TextAreaField
        label="Notes (optional)"
        rows={3}
        placeholder="Ages of children, rooms, budget…"
        {...field('notes')}
      />
      <ConsentNote />
      {missingFields && (
        <p className={styles.error} role="alert">
          Highlighted Field is required.
        </p>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      {sent && (
        <FormOutcome kind="sent">
          {LEAD_SENT_TEXT.enquiry}
          <LeadReference reference={sent.reference} />
        </FormOutcome>
      )}
      <Button type="submit" size="lg" block disabled={pending}>
        {pending ? 'Please wait...' : 'Send Enquiry'}
      </Button>
    </form>
  );
}
