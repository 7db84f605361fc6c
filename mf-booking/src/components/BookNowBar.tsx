import { lazy, Suspense, useRef, useState } from 'react';
import { BookNowBarView, Modal, Skeleton } from '@tour/shared';
import type { BookedPackage } from '@tour/shared';
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

export interface BookNowBarProps extends BookedPackage {
  /**
   * The visitor already pressed the catalogue's stand-in bar: open the sheet at once, and take
   * the focus from the stand-in so that closing the sheet brings it back to this Book Now.
   */
  startOpen?: boolean;
}

/** Phones: a fixed bar with the price, nights/days and Book Now, which opens the request sheet. */
export function BookNowBar({ startOpen = false, ...pkg }: BookNowBarProps) {
  const [open, setOpen] = useState(startOpen);
  const [formWanted, setFormWanted] = useState(startOpen);
  const takeFocus = useRef(startOpen);
  const wantForm = () => setFormWanted(true);
  const close = () => setOpen(false);
  return (
    <>
      <BookNowBarView
        price={pkg.price}
        maxPrice={pkg.maxPrice}
        gst={pkg.gst}
        days={pkg.days}
        // A ref callback runs before the sheet's effects, so the sheet sees this as its opener.
        ref={(button) => {
          if (button && takeFocus.current) {
            takeFocus.current = false;
            button.focus({ preventScroll: true });
          }
        }}
        onPointerEnter={wantForm}
        onPointerDown={wantForm}
        onFocus={wantForm}
        onClick={() => {
          wantForm();
          setOpen(true);
        }}
      />
      {formWanted && (
        <Suspense fallback={open ? <SheetLoading pkg={pkg} onClose={close} /> : null}>
          <BookNowSheet pkg={pkg} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
