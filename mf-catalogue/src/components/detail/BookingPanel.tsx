import { useState } from 'react';
import {
  BookNowBarView,
  ClockIcon,
  type GstTerm,
  nightsDays,
  type PackageDetail,
  PackagePrice,
  PhoneIcon,
  PhoneLink,
  PRICE_BASIS,
  RemoteSlot,
  ShieldIcon,
  Skeleton,
  useRemoteLoader,
} from '@tour/shared';
import styles from './BookingPanel.module.css';

/** The package as the booking remote's form and bar take it. */
function bookedPackage(pkg: PackageDetail) {
  return {
    packageId: pkg.id,
    packageName: pkg.name,
    price: pkg.price,
    maxPrice: pkg.maxPrice,
    gst: pkg.gst,
    days: pkg.days,
  };
}

/**
 * Duration and the starting per-person price (nights = days − 1), or the price range when the
 * package has a top price, with how GST is charged.
 */
export function DurationBox({
  days,
  price,
  maxPrice,
  gst,
}: {
  days: number;
  price: number;
  maxPrice?: number | null;
  gst?: GstTerm;
}) {
  return (
    <div className={styles.duration}>
      <p className={styles.nights}>
        <ClockIcon size={20} />
        <span>{nightsDays(days)}</span>
      </p>
      <PackagePrice
        price={price}
        maxPrice={maxPrice}
        gst={gst}
        prefix="Starting From"
        suffix={PRICE_BASIS}
      />
    </div>
  );
}

function CallToBook({ packageName }: { packageName: string }) {
  return (
    <div className={styles.fallback}>
      <p className={styles.fallbackTitle}>Book this trip by phone</p>
      <p>
        Our online form is unavailable right now. Call us and quote “{packageName}”: we are
        available 24/7.
      </p>
      <PhoneLink className={styles.call}>
        {(phone) => (
          <>
            <PhoneIcon size={18} />
            Call {phone}
          </>
        )}
      </PhoneLink>
    </div>
  );
}

interface BookingPanelProps {
  pkg: PackageDetail | null;
  /** The desktop request-to-book form; phones get the booking remote's bottom bar instead. */
  showForm: boolean;
}

/** The side panel: duration and price, the request-to-book form, and the customisable note. */
export function BookingPanel({ pkg, showForm }: BookingPanelProps) {
  return (
    <div className={styles.panel}>
      {pkg ? (
        <DurationBox days={pkg.days} price={pkg.price} maxPrice={pkg.maxPrice} gst={pkg.gst} />
      ) : (
        <div className={styles.duration} aria-hidden="true">
          <Skeleton width="55%" height={22} />
          <Skeleton width="80%" height={30} />
        </div>
      )}
      {showForm && (
        <div className={styles.form}>
          {pkg ? (
            <RemoteSlot
              id="booking/RequestToBookForm"
              props={bookedPackage(pkg)}
              skeleton={<Skeleton height={420} />}
              fallback={<CallToBook packageName={pkg.name} />}
              // In the server's HTML, and loaded in the browser once on screen: a phone (form
              // hidden) never loads it, and until then the form posts as a plain form.
              loadWhen="visible"
            />
          ) : (
            <Skeleton height={420} />
          )}
        </div>
      )}
      <p className={styles.note}>
        <ShieldIcon size={20} />
        <span>
          <strong>This travel idea is fully customizable</strong>
          <span className={styles.noteText}>
            Change the hotels, the days or the sightseeing: our experts tailor it to you.
          </span>
        </span>
      </p>
    </div>
  );
}

const BOOK_NOW_BAR = 'booking/BookNowBar';

/**
 * The phone's fixed Book Now bar. Until a visitor presses Book Now, this is the catalogue's
 * stand-in, the same bar from @tour/shared, so a package page on a phone does not load the booking
 * remote (its entry and bar, ~6 KB gzip) for a button. Pointing at, touching or focusing it
 * fetches the remote; pressing it mounts the remote's bar with its sheet open. If the remote
 * cannot load, a call bar takes its place.
 */
export function MobileBookBar({ pkg }: { pkg: PackageDetail }) {
  const load = useRemoteLoader();
  const [pressed, setPressed] = useState(false);
  // A failure here is the slot's to report once Book Now is pressed.
  const prefetch = () => void load(BOOK_NOW_BAR).catch(() => undefined);
  const standIn = (
    <BookNowBarView
      price={pkg.price}
      maxPrice={pkg.maxPrice}
      gst={pkg.gst}
      days={pkg.days}
      onPointerEnter={prefetch}
      onPointerDown={prefetch}
      onFocus={prefetch}
      onClick={() => setPressed(true)}
    />
  );
  if (!pressed) return standIn;
  return (
    <RemoteSlot
      id={BOOK_NOW_BAR}
      props={{ ...bookedPackage(pkg), startOpen: true }}
      skeleton={standIn}
      fallback={
        // Marked like the real bar, so the chat launcher moves up above it.
        <div className={styles.bar} data-fixed-bottom-bar>
          <div>
            <PackagePrice
              price={pkg.price}
              maxPrice={pkg.maxPrice}
              gst={pkg.gst}
              suffix="per person"
            />
            <p className={styles.barDuration}>{nightsDays(pkg.days)}</p>
          </div>
          <PhoneLink className={styles.call}>
            {() => (
              <>
                <PhoneIcon size={18} />
                Call to book
              </>
            )}
          </PhoneLink>
        </div>
      }
    />
  );
}
