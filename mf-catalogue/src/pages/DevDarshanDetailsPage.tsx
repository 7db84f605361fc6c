import { PageMeta } from '@tour/shared';
import { useHomeContent } from '../components/home/useHomeContent';
import { ContentPending, PackageCards } from '../components/static/PackageCards';
import { PageIntro } from '../components/static/PageIntro';
import styles from './DevDarshanDetailsPage.module.css';

/**
 * The Dev Darshan packages (/details-dev-darshan, spec §2): the five packages content/home.yaml
 * names, with their catalogue prices and lengths. A card says 'N% OFF' only when its package
 * states the price before the discount. Where the spec's Book Now does nothing, ours opens the
 * enquiry form with the package filled in.
 */
export function DevDarshanDetailsPage() {
  const content = useHomeContent();
  return (
    <div className={styles.page}>
      <PageMeta
        title="Dev Darshan"
        description="Dev Darshan: a pilgrimage circuit of temples, with the route, stays and darshan timings planned by our agents."
        canonicalPath="/details-dev-darshan"
      />
      {content.status === 'ready' ? (
        <PageIntro
          eyebrow={content.home.devDarshan.eyebrow}
          title={content.home.devDarshan.title}
          lead={content.home.devDarshan.lead}
        />
      ) : (
        <PageIntro eyebrow="Dev Darshan" title="Dev Darshan packages" lead="" />
      )}

      <section className={styles.section} aria-labelledby="dev-darshan-list">
        <h2 id="dev-darshan-list" className="visually-hidden">
          Packages
        </h2>
        {content.status === 'ready' ? (
          <PackageCards
            className={styles.grid}
            cards={content.home.devDarshan.packages}
            actionLabel="Book Now"
            action="enquiry"
          />
        ) : (
          <ContentPending state={content} />
        )}
      </section>
    </div>
  );
}
