import { buttonClassName, EnquiryLink, PageMeta, PhoneIcon, PhoneLink } from '@tour/shared';
import { useHomeContent } from '../components/home/useHomeContent';
import { ContentPending, PackageCards } from '../components/static/PackageCards';
import { PageIntro } from '../components/static/PageIntro';
import styles from './ToursPage.module.css';

/**
 * Popular tours (/tours, spec §2): the 18 pilgrimage tours content/home.yaml names, each card its
 * catalogue package's name, length and price. Where the spec's View Details does nothing, ours
 * opens the package's page.
 */
export function ToursPage() {
  const content = useHomeContent();

  return (
    <div className={styles.page}>
      <PageMeta
        title="Tours"
        description="Guided tours across India by Ghumakkad: pick a region, a pace and a budget, and an agent plans the rest."
        canonicalPath="/tours"
      />
      {content.status === 'ready' ? (
        <PageIntro
          eyebrow={content.home.tours.eyebrow}
          title={content.home.tours.title}
          lead={content.home.tours.lead}
        />
      ) : (
        <PageIntro eyebrow="Pilgrimage tours" title="Popular tours" lead="" />
      )}

      <section className={styles.section} aria-labelledby="tours-list">
        <h2 id="tours-list" className="visually-hidden">
          All popular tours
        </h2>
        {content.status === 'ready' ? (
          <PackageCards
            className={styles.grid}
            cards={content.home.tours.packages}
            actionLabel="View Details"
            action="page"
          />
        ) : (
          <ContentPending state={content} />
        )}
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
            <PhoneLink className={styles.phone}>
              {(phone) => (
                <>
                  <PhoneIcon /> {phone}
                </>
              )}
            </PhoneLink>
          </div>
        </div>
      </section>
    </div>
  );
}
