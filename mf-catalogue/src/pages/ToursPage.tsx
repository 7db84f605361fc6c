import { buttonClassName, EnquiryLink, PhoneIcon, PhoneLink } from '@tour/shared';
import {
  PackageCollectionPage,
  PackageCollectionSection,
} from '../components/static/PackageCollectionPage';
import styles from './ToursPage.module.css';

/**
 * Popular tours (/tours, spec §2): the 18 pilgrimage tours content/home.yaml names, each card its
 * catalogue package's name, length and price. Where the spec's View Details does nothing, ours
 * opens the package's page.
 */
export function ToursPage() {
  return (
    <PackageCollectionPage
      collection="tours"
      meta={{
        title: 'Tours',
        description:
          'Guided tours across India by Ghumakkad: pick a region, a pace and a budget, and an agent plans the rest.',
        canonicalPath: '/tours',
      }}
      pendingIntro={{ eyebrow: 'Pilgrimage tours', title: 'Popular tours' }}
      listHeading="All popular tours"
      actionLabel="View Details"
      action="page"
    >
      <PackageCollectionSection labelledBy="tours-help">
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
      </PackageCollectionSection>
    </PackageCollectionPage>
  );
}
