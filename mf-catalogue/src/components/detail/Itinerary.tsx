import type { ItineraryEntry } from '@tour/shared';
import { BedIcon, PinIcon } from '../shared/icons';
import styles from './DetailSections.module.css';

function stages(stage: ItineraryEntry['stage']): string[] {
  const list = Array.isArray(stage) ? stage : (stage ?? '').split(/\r?\n|,/);
  return list.map((s) => s.trim()).filter(Boolean);
}

/** Day by day; 'Loading itinerary details...' until the package arrives (and if it never does). */
export function Itinerary({ days }: { days: ItineraryEntry[] | null }) {
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
          {days.map((day, index) => (
            <li key={`${index}-${day.name}`} className={styles.day}>
              <span className={styles.dayNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.dayBody}>
                <h3 className={styles.dayTitle}>{day.name}</h3>
                {day.description && <p className={styles.dayText}>{day.description}</p>}
                {stages(day.stage).length > 0 && (
                  <ul className={styles.stages} aria-label="Places">
                    {stages(day.stage).map((place) => (
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
          ))}
        </ol>
      )}
    </section>
  );
}
