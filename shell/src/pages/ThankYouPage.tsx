import { Link, useSearchParams } from 'react-router-dom';
import {
  isLeadFormKind,
  LEAD_REFERENCE_PATTERN,
  LEAD_SENT_TEXT,
  LeadReference,
} from '@tour/shared';
import styles from './ThankYouPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';

/** For a link to this page without a form's name: the API's own answer to a lead. */
const RECEIVED = 'Thank you! We have received your request.';

/**
 * /thank-you?form=…&reference=…: where a lead form posted without the app (progressive
 * enhancement) lands once its lead is stored (Post/Redirect/Get, scripts/render/formPosts.mjs).
 * It says what the form says when the app sends it, with the lead's reference.
 */
export function ThankYouPage() {
  const [search] = useSearchParams();
  const form = search.get('form');
  const reference = search.get('reference') ?? '';
  return (
    <section className={styles.page} aria-labelledby="thank-you-title">
      {/* One visitor's answer, not a page for search engines. */}
      <meta name="robots" content="noindex" />
      <h1 id="thank-you-title">Thank you</h1>
      <p className={styles.sent} role="status">
        {isLeadFormKind(form) ? LEAD_SENT_TEXT[form] : RECEIVED}
        {/* Only a reference as the API makes them: the query is anyone's to write. */}
        {LEAD_REFERENCE_PATTERN.test(reference) && <LeadReference reference={reference} />}
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}

/** The page with its title and description, as the site's routes show it. */
export const ThankYouRoute = withPageMeta(ThankYouPage);
