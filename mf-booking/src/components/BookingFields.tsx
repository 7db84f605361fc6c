import { indiaToday } from '@tour/shared/contracts';
import { PHONE_PREFIX } from '@tour/shared';
import { FormField } from './FormField';
import type { BookingField } from './useBookingRequest';

interface Props {
  idPrefix: string;
  values: Record<BookingField, string>;
  errors: Partial<Record<BookingField, string>>;
  onChange: (field: BookingField, value: string) => void;
  /** The sheet marks errors with a red border only (spec §5). */
  showMessages: boolean;
}

/** The six fields every request-to-book form asks for (spec §3, §5). */
export function BookingFields({ idPrefix, values, errors, onChange, showMessages }: Props) {
  const field = (name: BookingField) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    hideMessage: !showMessages,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
  });
  return (
    <>
      <FormField label="Your name" autoComplete="name" {...field('leadName')} />
      <FormField
        label="Travellers"
        type="number"
        min={1}
        max={50}
        inputMode="numeric"
        {...field('noOfPerson')}
      />
      <FormField label="Departure city" autoComplete="address-level2" {...field('departureCity')} />
      <FormField label="Travel date" type="date" min={indiaToday()} {...field('date')} />
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <FormField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        adornment={PHONE_PREFIX}
        {...field('phone')}
      />
    </>
  );
}
