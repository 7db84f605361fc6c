import { lazy, Suspense, useState } from 'react';
import { Button, Modal, Price, Skeleton } from '@tour/shared';
import { nightsDays, type BookedPackage } from './bookedPackage';
import styles from './BookNowBar.module.css';

// The form and its validation (zod, about 25 KB gzip) load when a visitor shows they may book
// (pointing at, focusing or pressing Book Now), not with every package page on a phone.
const BookNowSheet = lazy(() => import('./BookNowSheet'));

/** What the sheet looks like while its form is still on the way. */
function SheetLoading({ pkg, onClose }: { pkg: BookedPackage; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} label="Book Now" variant="sheet">
      <div className={styles.sheet} aria-busy="true">
        <h2 className={styles.title}>{pkg.packageName}</h2>
        <Skeleton height={460} />
      </div>
    </Modal>
  );
}

/** Phones: a fixed bar with the price, nights/days and Book Now, which opens the request sheet. */
export function BookNowBar(pkg: BookedPackage) {
  const [open, setOpen] = useState(false);
  const [formWanted, setFormWanted] = useState(false);
  const wantForm = () => setFormWanted(true);
  const close = () => setOpen(false);
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
        <Button
          onPointerEnter={wantForm}
          onPointerDown={wantForm}
          onFocus={wantForm}
          onClick={() => {
            wantForm();
            setOpen(true);
          }}
        >
          Book Now
        </Button>
      </div>
      {formWanted && (
        <Suspense fallback={open ? <SheetLoading pkg={pkg} onClose={close} /> : null}>
          <BookNowSheet pkg={pkg} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
