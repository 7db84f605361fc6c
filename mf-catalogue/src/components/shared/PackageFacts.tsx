/**
 * The facts a package states the same way everywhere it is shown: where travellers
 * sleep, the best months and the difficulty. Shared by the listing cards, the package page and
 * any other catalogue card that shows a package. The price or price range with its GST is
 * @tour/shared's PackagePrice, since the booking remote's forms state it too.
 */
import {
  BedIcon,
  type Difficulty,
  DIFFICULTY_LABELS,
  MONTH_NAMES,
  monthsLabel,
  type StayKind,
  stayParts,
} from '@tour/shared';
import { StarRating } from './StarRating';
import styles from './PackageFacts.module.css';

/**
 * "3-star hotels" with five drawn stars only for the kind of stay the stars rate (hotels, or a
 * resort the content rates), and the other kinds beside it without stars ("Houseboats"), so no
 * star reads as a houseboat's or a camp's. Without `stay` (an API older than the field) it
 * falls back to the stars.
 */
export function StayFact({ stay, rating }: { stay?: readonly StayKind[]; rating: number }) {
  if (!stay || stay.length === 0) return <StarRating rating={rating} />;
  const { rated, others } = stayParts(stay, rating);
  return (
    <>
      {rated !== null && <StarRating rating={rating} label={rated} />}
      {others !== null && (
        <span className={styles.fact}>
          <BedIcon size={16} />
          {others}
        </span>
      )}
    </>
  );
}

/**
 * "Best: Nov–Mar"; nothing when the months are not recorded or the package suits all year. With
 * a searched month (1–12) the package's best months leave out, it says so plainly, "Best months:
 * Nov–Mar (not June)", so a traveller does not take it for a trip that suits their month.
 */
export function BestMonths({
  months,
  searchedMonth = null,
}: {
  months?: readonly number[];
  searchedMonth?: number | null;
}) {
  const label = monthsLabel(months ?? []);
  if (!label || label === 'All year') return null;
  if (searchedMonth !== null && months && !months.includes(searchedMonth)) {
    return (
      <span className={`${styles.fact} ${styles.offSeason}`}>
        Best months: {label} (not {MONTH_NAMES[searchedMonth - 1]})
      </span>
    );
  }
  return <span className={styles.fact}>Best: {label}</span>;
}

/** "Difficulty: Moderate" for treks and yatras that state it. */
export function DifficultyFact({ difficulty }: { difficulty?: Difficulty | null }) {
  if (!difficulty) return null;
  return (
    <span className={`${styles.fact} ${styles.difficulty}`} data-difficulty={difficulty}>
      Difficulty: {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}
