import { useEffect, useRef, useState, type FormEvent } from 'react';
import { bookingSchema } from '@tour/shared/contracts';
import { FIXED_PAYLOAD, nightsDays, PHONE_PREFIX, showToast, TIMINGS_MS } from '@tour/shared';
import { submitBookingRequest } from '../api/bookings';
import { fieldErrors } from '../hooks/fieldErrors';
import { useFormFields } from '../hooks/useFormFields';
import type { BookedPackage } from '@tour/shared';

const EMPTY = { leadName: '', noOfPerson: '', departureCity: '', date: '', email: '', phone: '' };
export type BookingField = keyof typeof EMPTY;

/** Only what the visitor types; the package and fixed values are added on send. */
const visitorFields = bookingSchema.pick({
  leadName: true,
  noOfPerson: true,
  departureCity: true,
  date: true,
  email: true,
  phone: true,
});

/**
 * One request-to-book lead: the rules of spec §5, the payload of §3 with §9's fixed values, a
 * 10 s lock after a valid submit and the inline thank-you of §4.
 */
export function useBookingRequest(pkg: BookedPackage, { toastOnSuccess = false } = {}) {
  const form = useFormFields<BookingField>(EMPTY, {
    persistKey: `ghumakkad.booking.${pkg.packageId}`,
  });
  const [locked, setLocked] = useState(false);
  const [thanked, setThanked] = useState(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (locked) return;
    const phone = form.values.phone.trim() ? `${PHONE_PREFIX}${form.values.phone.trim()}` : '';
    const found = fieldErrors(visitorFields, { ...form.values, phone });
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;

    setLocked(true);
    unlockTimer.current = setTimeout(() => setLocked(false), TIMINGS_MS.bookingSubmitLock);
    try {
      await submitBookingRequest(
        {
          duration: nightsDays(pkg.days),
          leadName: form.values.leadName.trim(),
          noOfPerson: Number(form.values.noOfPerson),
          packageDetailId: pkg.packageId,
          departureCity: form.values.departureCity.trim(),
          date: form.values.date,
          email: form.values.email.trim(),
          phone,
          productId: FIXED_PAYLOAD.productId,
          websiteId: FIXED_PAYLOAD.websiteId,
        },
        form.idempotencyKey(),
      );
      form.reset();
      setThanked(true);
      if (toastOnSuccess) showToast('success', 'Booking request submitted successfully!');
    } catch (error) {
      console.error('[booking] request-to-book failed', error);
      showToast('error', 'Failed to submit booking request.');
      // Nothing was booked, so the visitor may try again at once (the key stops duplicates).
      clearTimeout(unlockTimer.current);
      setLocked(false);
    }
  }

  return { ...form, locked, thanked, onSubmit };
}
