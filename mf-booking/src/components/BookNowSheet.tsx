import { Modal } from '@tour/shared';
import { BookingFields } from './BookingFields';
import { BookingSubmit } from './BookingSubmit';
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
 * and the 10 s lock survive closing and reopening. Fields are marked with a red border only
 * (spec §5).
 */
export default function BookNowSheet({ pkg, open, onClose }: BookNowSheetProps) {
  const booking = useBookingRequest(pkg, { toastOnSuccess: true });
  return (
    <Modal open={open} onClose={onClose} label="Book Now" variant="sheet">
      <form className={styles.sheet} onSubmit={booking.onSubmit} noValidate>
        <h2 className={styles.title}>{pkg.packageName}</h2>
        <BookingFields
          field={(name) => booking.field(name, 'book-now')}
          typedPhone={booking.typedPhone}
          showMessages={false}
        />
        <BookingSubmit
          label="Submit"
          locked={booking.locked}
          thanked={booking.thanked}
          failed={booking.postFailed}
        />
      </form>
    </Modal>
  );
}
