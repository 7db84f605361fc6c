import { FIXED_PAYLOAD, formPostPath, nightsDays, PackagePrice } from '@tour/shared';
import { BookingFields } from './BookingFields';
import { BookingSubmit } from './BookingSubmit';
import { PrivacyNoticeField } from './PrivacyNoticeField';
import { ReturnToField } from './ReturnToField';
import type { BookedPackage } from '@tour/shared';
import { useBookingRequest } from './useBookingRequest';
import styles from './RequestToBookForm.module.css';

/**
 * The package detail page's request-to-book form (desktop; spec §2, §5). Also a plain form
 * posting to the site's server, with what the app adds on send in hidden fields, for a visitor
 * whose app has not started (progressive enhancement).
 */
export function RequestToBookForm(pkg: BookedPackage) {
  const booking = useBookingRequest(pkg);
  return (
    <form
      className={styles.form}
      method="post"
      action={formPostPath('request-to-book')}
      onSubmit={booking.onSubmit}
      noValidate
      aria-labelledby="request-to-book-title"
    >
      <ReturnToField />
      <PrivacyNoticeField />
      <input type="hidden" name="packageDetailId" value={pkg.packageId} />
      <input type="hidden" name="duration" value={nightsDays(pkg.days)} />
      <input type="hidden" name="productId" value={FIXED_PAYLOAD.productId} />
      <input type="hidden" name="websiteId" value={FIXED_PAYLOAD.websiteId} />
      <h2 id="request-to-book-title" className={styles.title}>
        Request to Book
      </h2>
      <p className={styles.summary}>
        {/* The range and GST as the package's cards and page state them. */}
        <PackagePrice
          price={pkg.price}
          maxPrice={pkg.maxPrice}
          gst={pkg.gst}
          prefix="Starting From"
          suffix="per person"
        />
        <span className={styles.pill}>{nightsDays(pkg.days)}</span>
      </p>
      <BookingFields
        field={(name) => booking.field(name, 'request-to-book')}
        typedPhone={booking.typedPhone}
      />
      <BookingSubmit
        label="Request to Book"
        locked={booking.locked}
        thanked={booking.thanked}
        failed={booking.postFailed}
      />
    </form>
  );
}
