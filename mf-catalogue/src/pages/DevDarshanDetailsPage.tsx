import { PageMeta } from '@tour/shared';
import { PackageCard } from '../components/static/PackageCard';
import { PageIntro } from '../components/static/PageIntro';
import { DEV_DARSHAN_PACKAGES } from '../components/static/staticContent';
import styles from './DevDarshanDetailsPage.module.css';

/**
 * The sample Dev Darshan packages (/details-dev-darshan, spec §2): five fixed packages and a
 * static '50% OFF' badge. Where the spec's Book Now does nothing, ours opens the enquiry form
 * with the package filled in.
 */
export function DevDarshanDetailsPage() {
  return (
    <div className={styles.page}>
      <PageMeta
        title="Dev Darshan"
        description="Dev Darshan: a pilgrimage circuit of temples, with the route, stays and darshan timings planned by our agents."
        canonicalPath="/details-dev-darshan"
      />
      <PageIntro
        eyebrow="Dev Darshan"
        title="Dev Darshan packages"
        lead="Short temple journeys of two nights and three days, with stays, local transfers and darshan arranged. Book Now sends your request to our experts, who confirm dates and the final price."
        aside={<p className={styles.badge}>50% OFF</p>}
      />

      <section className={styles.section} aria-labelledby="dev-darshan-list">
        <h2 id="dev-darshan-list" className="visually-hidden">
          Packages
        </h2>
        <ul className={styles.grid}>
          {DEV_DARSHAN_PACKAGES.map((pkg) => (
            <PackageCard
              key={pkg.id}
              title={pkg.name}
              details={pkg.description}
              duration={pkg.duration}
              price={pkg.price}
              scene={pkg.image.scene}
              sky={pkg.image.sky}
              art={pkg.image.art}
              actionLabel="Book Now"
              headingLevel="h3"
              enquireAbout={pkg.name}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
