import { indiaToday, MAX_PEOPLE } from '@tour/shared/contracts';
import { FormField } from './FormField';
import { PhoneField } from './PhoneField';
import type { RegisteredField } from '../hooks/useLeadForm';
import type { BookingField } from './useBookingRequest';

interface Props {
  /** The registered props of one field (useLeadForm's `field`), under this form's id prefix. */
  field: (name: BookingField) => RegisteredField;
  typedPhone: string | undefined;
}

/**
 * The six fields every request-to-book form asks for (spec §3, §5). The bottom sheet shows each
 * field's message as the desktop form does: the spec's red border alone is colour alone, and a
 * message kept only for screen readers left sighted visitors guessing (a tester's report).
 */
export function BookingFields({ field, typedPhone }: Props) {
  return (
    <>
      <FormField label="Your name" autoComplete="name" {...field('leadName')} />
      <FormField
        label="Travellers"
        type="number"
        min={1}
        max={MAX_PEOPLE}
        inputMode="numeric"
        {...field('noOfPerson')}
      />
      <FormField label="Departure city" autoComplete="address-level2" {...field('departureCity')} />
      <FormField label="Travel date" type="date" min={indiaToday()} {...field('date')} />
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <PhoneField typed={typedPhone} {...field('phone')} />
    </>
  );
}
