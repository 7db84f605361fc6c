import type { ItineraryEntry } from '@tour/shared';
import { PackageImage } from '../shared/PackageImage';
import styles from './DetailSections.module.css';
import { BedIcon, PinIcon } from '@tour/shared';

function stages(stage: ItineraryEntry['stage']): string[] {
  const list = Array.isArray(stage) ? stage : (stage ?? '').split(/\r?\n|,/);
  return list.map((s) => s.trim()).filter(Boolean);
}

export interface ItineraryDaysProps {
  days: ItineraryEntry[] | null;
  /** The page sizes and places each day's picture (it knows how wide its column is). */
  imageClassName?: string;
}

/**
 * Day by day, each day with the picture the API sends for it (`image`); 'Loading itinerary
 * details...' until the package arrives (and if it never does, spec §8). The pictures are below
 * the fold, so they load lazily, at a fixed size so nothing jumps as they arrive.
 */
export function ItineraryDays({ days, imageClassName }: ItineraryDaysProps) {
  return (
    <section className={styles.section} aria-labelledby="itinerary-title">
      <h2 id="itinerary-title" className={styles.heading}>
        Itinerary
      </h2>
      {days === null ? (
        <p className={styles.pending} role="status">
          Loading itinerary details...
        </p>
      ) : days.length === 0 ? (
        <p className={styles.muted}>Our experts will share the day-by-day plan with your quote.</p>
      ) : (
        <ol className={styles.days}>
          {days.map((day, index) => {
            const places = stages(day.stage);
            return (
              <li key={`${index}-${day.name}`} className={styles.day}>
                <span className={styles.dayNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div className={styles.dayBody}>
                  <h3 className={styles.dayTitle}>{day.name}</h3>
                  {/* A day without a picture shows none, rather than the same placeholder
                      again and again down the list. */}
                  {day.image?.trim() && (
                    <PackageImage
                      src={day.image}
                      alt={day.name}
                      width={640}
                      height={360}
                      className={imageClassName}
                    />
                  )}
                  {day.description && <p className={styles.dayText}>{day.description}</p>}
                  {places.length > 0 && (
                    <ul className={styles.stages} aria-label="Places">
                      {places.map((place) => (
                        <li key={place} className={styles.stage}>
                          <PinIcon size={14} />
                          {place}
                        </li>
                      ))}
                    </ul>
                  )}
                  {day.accommodation && (
                    <p className={styles.stay}>
                      <BedIcon size={16} />
                      <span>
                        <span className={styles.stayLabel}>Stay: </span>
                        {day.accommodation}
                      </span>
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
