import { CameraIcon, CarIcon, HotelIcon, MealIcon } from '../shared/icons';
import styles from './DetailSections.module.css';

const INCLUDES = [
  { label: 'Hotels', icon: <HotelIcon size={28} /> },
  { label: 'Transport', icon: <CarIcon size={28} /> },
  { label: 'Meals', icon: <MealIcon size={28} /> },
  { label: 'Sightseeing', icon: <CameraIcon size={28} /> },
];

/** The 'Package Includes' grid of spec §2. */
export function PackageIncludes() {
  return (
    <section className={styles.section} aria-labelledby="includes-title">
      <h2 id="includes-title" className={styles.heading}>
        Package Includes
      </h2>
      <ul className={styles.includes}>
        {INCLUDES.map((item) => (
          <li key={item.label} className={styles.include}>
            <span className={styles.includeIcon}>{item.icon}</span>
            {item.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
