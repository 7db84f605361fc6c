import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { bookingSchema } from '@tour/shared/contracts';
import { FIXED_PAYLOAD, nightsDays, showToast, TIMINGS_MS } from '@tour/shared';
import type { BookedPackage } from '@tour/shared';
import { submitBookingRequest } from '../api/bookings';
import { useLeadForm } from '../hooks/useLeadForm';

export const EMPTY_BOOKING = {
  leadName: '',
  noOfPerson: '',
  departureCity: '',
  date: '',
  email: '',
  phone: '',
};
export type BookingField = keyof typeof EMPTY_BOOKING;

/** Spec §8's words for a booking that was not stored: a toast, or under the form after a plain post. */
export const BOOKING_FAILED = 'Failed to submit booking request.';

/** Only what the visitor types; the package and fixed values are added on send. */
const resolver = zodResolver(
  bookingSchema.pick({
    leadName: true,
    noOfPerson: true,
    departureCity: true,
    date: true,
    email: true,
    phone: true,
  }),
);

/**
 * One request-to-book lead: the rules of spec §5, the payload of §3 with §9's fixed values and
 * the inline thank-you of §4 (with the lead's reference). The button is locked while the request
 * is on its way and, as the spec asks, for 10 s after it succeeded.
 */
export function useBookingRequest(pkg: BookedPackage, { toastOnSuccess = false } = {}) {
  const lead = useLeadForm({
    kind: 'request-to-book',
    empty: EMPTY_BOOKING,
    resolver,
    persistKey: `ghumakkad.booking.${pkg.packageId}`,
    send: (fields, key) =>
      submitBookingRequest(
        {
          ...fields,
          duration: nightsDays(pkg.days),
          packageDetailId: pkg.packageId,
          productId: FIXED_PAYLOAD.productId,
          websiteId: FIXED_PAYLOAD.websiteId,
        },
        key,
      ),
  });
  const [lockedAfterSend, setLockedAfterSend] = useState(false);
  const [thanked, setThanked] = useState<{ reference?: string } | null>(null);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const typedPhone = useWatch({ control: lead.form.control, name: 'phone' });

  return {
    field: lead.field,
    typedPhone,
    locked: lead.status === 'pending' || lockedAfterSend,
    thanked,
    /** The thank-you has been read (the sheet closed): the form shows again next time. */
    forgetThanks: () => setThanked(null),
    postFailed: lead.postFailed,
    onSubmit: (event: React.FormEvent) =>
      lead.submit(event, {
        onSent(receipt) {
          setThanked({ reference: receipt?.reference });
          if (toastOnSuccess) showToast('success', 'Booking request submitted successfully!');
          setLockedAfterSend(true);
          clearTimeout(unlockTimer.current);
          unlockTimer.current = setTimeout(
            () => setLockedAfterSend(false),
            TIMINGS_MS.bookingSubmitLock,
          );
        },
        onFailed(error) {
          // Nothing was booked, so the visitor may try again at once (the key stops duplicates).
          console.error('[booking] request-to-book failed', error);
          showToast('error', BOOKING_FAILED);
        },
      }),
  };
}
