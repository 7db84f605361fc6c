import { Button, LEAD_SENT_TEXT, LeadReference } from '@tour/shared';
import { BOOKING_FAILED } from './useBookingRequest';
import { ConsentNote } from './ConsentNote';
import { FormOutcome } from './FormOutcome';

interface BookingSubmitProps {
  label: string;
  /** While the request is on its way, and the 10 s after it succeeded. */
  locked: boolean;
  /** Set once a request succeeded, with the reference the API gave it; null where it shows elsewhere. */
  thanked: { reference?: string } | null;
  /** A plain post of the form (without the app) that the server could not store. */
  failed: boolean;
}

/** The §4 thank-you of a request to book, with the lead's reference. */
export function BookingThanks({ reference }: { reference: string | undefined }) {
  return (
    <FormOutcome kind="sent">
      {LEAD_SENT_TEXT['request-to-book']}
      <LeadReference reference={reference} />
    </FormOutcome>
  );
}

/** The end of both booking forms: the consent note, the submit button and the thank-you. */
export function BookingSubmit({ label, locked, thanked, failed }: BookingSubmitProps) {
  return (
    <>
      <ConsentNote />
      {failed && <FormOutcome kind="failed">{BOOKING_FAILED}</FormOutcome>}
      <Button type="submit" size="lg" block disabled={locked}>
        {label}
      </Button>
      {thanked && <BookingThanks reference={thanked.reference} />}
    </>
  );
}
