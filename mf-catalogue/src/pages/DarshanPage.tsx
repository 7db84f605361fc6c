import { PageMeta } from '@tour/shared';
import { Link } from 'react-router-dom';
import { useHomeContent } from '../components/home/useHomeContent';
import { DarshanCarousel } from '../components/static/DarshanCarousel';
import {
  darshanSlides,
  darshanTiles,
  DEV_DARSHAN_PATH,
  type DarshanTile,
} from '../components/static/darshanArt';
import { ContentPending } from '../components/static/PackageCards';
import { PageIntro } from '../components/static/PageIntro';
import { PilgrimArt } from '../components/static/PilgrimArt';
import frame from '../components/static/StaticPage.module.css';
import styles from './DarshanPage.module.css';

/**
 * The religious tours page (/darshan, spec §2): a carousel of five slides leading to the Dev
 * Darshan packages, and 18 destination tiles (their words from content/home.yaml). Each tile
 * leads to what the catalogue has for its place (its destination's packages, or a package that
 * visits it), never to a page that does not list it: a place without one is a tile, not a link.
 */
export function DarshanPage() {
  const content = useHomeContent();
  return (
    <div className={frame.page}>
      <PageMeta
        title="Darshan Tours"
        description="Pilgrimage and darshan tours across India, with travel, stays and temple timings arranged for you."
        canonicalPath="/darshan"
      />
      <PageIntro
        eyebrow="Religious tours"
        title="Dev Darshan"
        lead="Temple visits planned with care: comfortable stays, darshan timings worked out for you, and a pace that suits elders and families."
      />

      {content.status === 'ready' ? (
        <>
          <div className={frame.section}>
            <DarshanCarousel
              slides={darshanSlides(content.home.darshan.slideTitle, content.home.darshan.slides)}
              to={DEV_DARSHAN_PATH}
              label="Dev Darshan highlights"
            />
          </div>

          <section className={frame.section} aria-labelledby="darshan-destinations">
            <h2 id="darshan-destinations" className={styles.heading}>
              {content.home.darshan.heading}
            </h2>
            <p className={styles.intro}>{content.home.darshan.intro}</p>
            <ul className={styles.tiles}>
              {darshanTiles(content.home.darshan.tiles).map((tile) => (
                <li key={tile.id}>
                  {tile.to === undefined ? (
                    <div className={styles.tile}>
                      <TileFace tile={tile} />
                    </div>
                  ) : (
                    <Link className={`${styles.tile} ${styles.linked}`} to={tile.to}>
                      <TileFace tile={tile} />
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : (
        <div className={frame.section}>
          <ContentPending state={content} />
        </div>
      )}
    </div>
  );
}

function TileFace({ tile }: { tile: DarshanTile }) {
  return (
    <>
      <span className={styles.tileArt}>
        <PilgrimArt scene={tile.scene} sky={tile.sky} width={240} height={180} />
      </span>
      <span className={styles.tileText}>
        <span className={styles.tileName}>{tile.name}</span>
        <span className={styles.tileState}>{tile.state}</span>
      </span>
    </>
  );
}
