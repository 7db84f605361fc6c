import { useState } from 'react';
import { Button, Modal, Price } from '@tour/shared';
import { BookingFields } from './BookingFields';
import { ConsentNote } from './ConsentNote';
import { nightsDays, useBookingRequest, type BookedPackage } from './useBookingRequest';
import styles from './BookNowBar.module.css';

/**
 * Phones: a fixed bar with the price, nights/days and Book Now, which opens the request form in
 * a bottom sheet (spec §2). Fields are marked with a red border only (spec §5).
 */
export function BookNowBar(pkg: BookedPackage) {
  const [open, setOpen] = useState(false);
  const booking = useBookingRequest(pkg, { toastOnSuccess: true });
  return (
    <>
      <div
        className={styles.bar}
        role="region"
        aria-label="Book this package"
        data-fixed-bottom-bar
      >
        <div>
          <Price amount={pkg.price} suffix="per person" />
          <span className={styles.duration}>{nightsDays(pkg.days)}</span>
        </div>
        <Button onClick={() => setOpen(true)}>Book Now</Button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} label="Book Now" variant="sheet">
        <form className={styles.sheet} onSubmit={booking.onSubmit} noValidate>
          <h2 className={styles.title}>{pkg.packageName}</h2>
          <BookingFields
            idPrefix="book-now"
            values={booking.values}
            errors={booking.errors}
            onChange={booking.setField}
            showMessages={false}
          />
          <ConsentNote />
          <Button type="submit" size="lg" block disabled={booking.locked}>
            Submit
          </Button>
          {booking.thanked && (
            <p className={styles.thanks} role="status">
              Thank you! Your request has been submitted.
            </p>
          )}
        </form>
      </Modal>
    </>
  );
}
