import { Button, Modal } from '@tour/shared';
import { BookingFields } from './BookingFields';
import { BookingSubmit, BookingThanks } from './BookingSubmit';
import type { BookedPackage } from '@tour/shared';
import { useBookingRequest } from './useBookingRequest';
import styles from './BookNowBar.module.css';

export interface BookNowSheetProps {
  pkg: BookedPackage;
  open: boolean;
  onClose: () => void;
}

/**
 * The request form in a bottom sheet (spec §2). It stays mounted while closed, so what was typed
 * and the 10 s lock survive closing and reopening. Once sent, the sheet holds the thank-you and
 * its reference instead of the emptied form (which would look as if nothing had been sent), until
 * it is closed; the next opening shows the form again.
 */
export default function BookNowSheet({ pkg, open, onClose }: BookNowSheetProps) {
  const booking = useBookingRequest(pkg, { toastOnSuccess: true });
  const close = () => {
    onClose();
    booking.forgetThanks();
  };
  return (
    <Modal open={open} onClose={close} label="Book Now" variant="sheet">
      {booking.thanked ? (
        <div className={styles.sheet}>
          <h2 className={styles.title}>{pkg.packageName}</h2>
          <BookingThanks reference={booking.thanked.reference} />
          <Button className={styles.done} size="lg" block onClick={close}>
            Back to the package
          </Button>
        </div>
      ) : (
        <form className={styles.sheet} onSubmit={booking.onSubmit} noValidate>
          <h2 className={styles.title}>{pkg.packageName}</h2>
          <BookingFields
            field={(name) => booking.field(name, 'book-now')}
            typedPhone={booking.typedPhone}
          />
          <BookingSubmit
            label="Submit"
            locked={booking.locked}
            // The thank-you takes the form's place (above), not a line under its button.
            thanked={null}
            failed={booking.postFailed}
          />
        </form>
      )}
    </Modal>
  );
}
