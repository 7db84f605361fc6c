import { Button } from '@tour/shared';
import { ConsentNote } from './ConsentNote';
import styles from './BookingSubmit.module.css';

interface BookingSubmitProps {
  label: string;
  /** While the request is on its way, and the 10 s after it succeeded. */
  locked: boolean;
  /** Set once a request succeeded, with the reference the API gave it. */
  thanked: { reference?: string } | null;
}

/** The end of both booking forms: the consent note, the submit button and the §4 thank-you. */
export function BookingSubmit({ label, locked, thanked }: BookingSubmitProps) {
  return (
    <>
      <ConsentNote />
      <Button type="submit" size="lg" block disabled={locked}>
        {label}
      </Button>
      {thanked && (
        <p className={styles.thanks} role="status">
          Thank you! Your request has been submitted.
          {thanked.reference && <> Your reference: {thanked.reference}.</>}
        </p>
      )}
    </>
  );
}
