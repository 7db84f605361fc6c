import { Link } from 'react-router-dom';
import { ThemeIcon } from './art/themeIcons';
import { themeLink } from '@tour/shared';
import { THEME_TILES } from './links';
import { Reveal } from './Reveal';
import { SectionHeading } from './SectionHeading';
import section from './HomeSection.module.css';
import styles from './ThemeGrid.module.css';

/** Travel themes (spec §2): each tile opens /themes with categoryId and themeName. */
export function ThemeGrid() {
  return (
    <Reveal className={section.band} aria-labelledby="themes-title">
      <div className={section.section}>
        <SectionHeading
          id="themes-title"
          eyebrow="Travel your way"
          title="Explore by theme"
          intro="Pick the kind of trip you have in mind and we will show packages that fit."
        />
        <ul className={styles.grid}>
          {THEME_TILES.map((tile) => {
            const link = themeLink(tile.categoryId, tile.name);
            return (
              <li key={tile.name}>
                <Link className={styles.tile} to={link.to} state={link.state}>
                  <ThemeIcon art={tile.art} />
                  <span className={styles.text}>
                    <span className={styles.name}>{tile.name}</span>
                    <span className={styles.blurb}>{tile.blurb}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </Reveal>
  );
}
