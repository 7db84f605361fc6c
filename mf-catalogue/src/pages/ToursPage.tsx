import { buttonClassName, EnquiryLink, PageMeta, telHref, useRuntimeConfig } from '@tour/shared';
import { PhoneIcon } from '../components/shared/ControlIcons';
import { PackageCard } from '../components/static/PackageCard';
import { PageIntro } from '../components/static/PageIntro';
import { POPULAR_TOURS } from '../components/static/staticContent';
import styles from './ToursPage.module.css';

/**
 * Popular tours (/tours, spec §2): 18 fixed pilgrimage tours with duration and price. Where the
 * spec's View Details does nothing, ours opens the enquiry form with that tour filled in.
 */
export function ToursPage() {
  const { phone } = useRuntimeConfig();

  return (
    <div className={styles.page}>
      <PageMeta
        title="Tours"
        description="Guided tours across India by Ghumakkad: pick a region, a pace and a budget, and an agent plans the rest."
        canonicalPath="/tours"
      />
      <PageIntro
        eyebrow="Pilgrimage tours"
        title="Popular tours"
        lead="Eighteen yatras our travellers book most, from a weekend at Vaishno Devi to the full Char Dham. Prices are per person and include stays, transfers and darshan planning."
      />

      <section className={styles.section} aria-labelledby="tours-list">
        <h2 id="tours-list" className="visually-hidden">
          All popular tours
        </h2>
        <ul className={styles.grid}>
          {POPULAR_TOURS.map((tour) => (
            <PackageCard
              key={tour.id}
              title={tour.title}
              details={tour.places}
              duration={tour.duration}
              price={tour.price}
              scene={tour.scene}
              sky={tour.sky}
              art={tour.art}
              actionLabel="View Details"
              headingLevel="h3"
              enquireAbout={tour.title}
            />
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="tours-help">
        <div className={styles.help}>
          <div>
            <h2 id="tours-help" className={styles.helpTitle}>
              Planning a different yatra?
            </h2>
            <p className={styles.helpText}>
              Tell us your dates, group size and the temples you wish to visit; our experts will
              send you a plan and a quote.
            </p>
          </div>
          <div className={styles.helpActions}>
            <EnquiryLink className={buttonClassName({})}>Send an enquiry</EnquiryLink>
            <a className={styles.phone} href={telHref(phone)}>
              <PhoneIcon /> {phone}
            </a>
          </div>
        </div>
      </section>
    </div>
  );
}
