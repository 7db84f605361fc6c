import { Button, LEAD_SENT_TEXT } from '@tour/shared';
import { BOOKING_FAILED } from './useBookingRequest';
import { ConsentNote } from './ConsentNote';
import { FormOutcome } from './FormOutcome';

interface BookingSubmitProps {
  label: string;
  /** While the request is on its way, and the 10 s after it succeeded. */
  locked: boolean;
  /** Set once a request succeeded, with the reference the API gave it. */
  thanked: { reference?: string } | null;
  /** A plain post of the form (without the app) that the server could not store. */
  failed: boolean;
}

/** The end of both booking forms: the consent note, the submit button and the §4 thank-you. */
export function BookingSubmit({ label, locked, thanked, failed }: BookingSubmitProps) {
  return (
    <>
      <ConsentNote />
      {failed && <FormOutcome kind="failed">{BOOKING_FAILED}</FormOutcome>}
      <Button type="submit" size="lg" block disabled={locked}>
        {label}
      </Button>
      {thanked && (
        <FormOutcome kind="sent">
          {LEAD_SENT_TEXT['request-to-book']}
          {thanked.reference && <> Your reference: {thanked.reference}.</>}
        </FormOutcome>
      )}
    </>
  );
}
