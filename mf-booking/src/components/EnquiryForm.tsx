import { indiaToday } from '@tour/shared/contracts';
import { Button, PHONE_PREFIX } from '@tour/shared';
import { ConsentNote } from './ConsentNote';
import { FormField } from './FormField';
import { useEnquiryForm } from './useEnquiryForm';
import styles from './EnquiryForm.module.css';

/** The enquiry lead form of spec §2–§5, shown in the shell's enquiry modal. */
export function EnquiryForm() {
  const { values, errors, status, failure, setField, onSubmit } = useEnquiryForm();
  // The spec's summary speaks of missing fields; format problems are explained under each field.
  const missingFields = Object.values(errors).includes('Required');
  const field = (name: keyof typeof values) => ({
    id: `enquiry-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setField(name, event.target.value),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="enquiry-title">
      <h2 id="enquiry-title" className={styles.title}>
        Get free quotes for your trip
      </h2>
      <div className={styles.grid}>
        <FormField label="Your name" autoComplete="name" {...field('name')} />
        <FormField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          adornment={PHONE_PREFIX}
          {...field('phone')}
        />
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
        <FormField label="Number of people" type="number" min={1} max={50} {...field('people')} />
      </div>
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
      {status === 'success' && (
        <p className={styles.success} role="status">
          Thank you! Our travel experts will call you shortly with quotes.
        </p>
      )}
      <Button type="submit" size="lg" block disabled={status === 'pending'}>
        {status === 'pending' ? 'Please wait...' : 'Send Enquiry'}
      </Button>
    </form>
  );
}
