import { Link } from 'react-router-dom';
import { ActionLink, enquiryPath, useSiteStore } from '@tour/shared';
import styles from './NotFoundPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';

export function NotFoundPage() {
  const openEnquiry = useSiteStore((state) => state.openEnquiry);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title">We couldn’t find that page</h1>
      <p>The link may be old, or the page may have moved. Here is where most travellers go next:</p>
      <ul className={styles.links}>
        <li>
          <Link to="/">Search tour packages</Link>
        </li>
        <li>
          <Link to="/blogs">Read travel stories and guides</Link>
        </li>
        <li>
          <ActionLink href={enquiryPath()} onAction={() => openEnquiry()}>
            Tell us your plan and get a quote
          </ActionLink>
        </li>
      </ul>
    </section>
  );
}

/** The page with its title and description, as the site's routes show it. */
export const NotFoundRoute = withPageMeta(NotFoundPage);
