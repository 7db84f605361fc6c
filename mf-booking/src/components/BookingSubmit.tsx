import { Button } from '@tour/shared';
import { ConsentNote } from './ConsentNote';
import styles from './BookingSubmit.module.css';

interface BookingSubmitProps {
  label: string;
  /** The 10 s lock after a valid submit. */
  locked: boolean;
  thanked: boolean;
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
        </p>
      )}
    </>
  );
}
