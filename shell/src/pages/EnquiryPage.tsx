import { useLocation } from 'react-router-dom';
import { EnquiryPlanner } from '../layout/EnquiryPlanner';
import styles from './EnquiryPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';

/**
 * /enquiry: the enquiry modal's content as a page, where Enquiry Now and the other "send an
 * enquiry" links lead before the app runs or without JavaScript (`?destination=` prefills).
 */
export function EnquiryPage() {
  const destination = new URLSearchParams(useLocation().search).get('destination')?.trim();
  return (
    <section className={styles.page} aria-labelledby="enquiry-page-title">
      <h1 id="enquiry-page-title" className={styles.title}>
        Enquiry
      </h1>
      <div className={styles.card}>
        <EnquiryPlanner prefill={destination ? { destination } : undefined} />
      </div>
    </section>
  );
}

/** The page with its title and description, as the site's routes show it. */
export const EnquiryRoute = withPageMeta(EnquiryPage);
