import { nightsDays, Price } from '@tour/shared';
import { BookingFields } from './BookingFields';
import { BookingSubmit } from './BookingSubmit';
import type { BookedPackage } from '@tour/shared';
import { useBookingRequest } from './useBookingRequest';
import styles from './RequestToBookForm.module.css';

/** The package detail page's request-to-book form (desktop; spec §2, §5). */
export function RequestToBookForm(pkg: BookedPackage) {
  const booking = useBookingRequest(pkg);
  return (
    <form
      className={styles.form}
      onSubmit={booking.onSubmit}
      noValidate
      aria-labelledby="request-to-book-title"
    >
      <h2 id="request-to-book-title" className={styles.title}>
        Request to Book
      </h2>
      <p className={styles.summary}>
        <Price amount={pkg.price} prefix="Starting From" suffix="per person" />
        <span className={styles.pill}>{nightsDays(pkg.days)}</span>
      </p>
      <BookingFields
        field={(name) => booking.field(name, 'request-to-book')}
        typedPhone={booking.typedPhone}
        showMessages
      />
      <BookingSubmit label="Request to Book" locked={booking.locked} thanked={booking.thanked} />
    </form>
  );
}
