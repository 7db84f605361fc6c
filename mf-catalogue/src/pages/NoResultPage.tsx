import { Link, useLocation } from 'react-router-dom';
import { PageMeta, PhoneIcon, PhoneLink } from '@tour/shared';
import { PilgrimArt } from '../components/static/PilgrimArt';
import styles from './NoResultPage.module.css';

/** The message a failed search may carry here (spec §2: empty data, code 0 and a message). */
function stateMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  const { message } = state as { message: unknown };
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}

/** No result (/no-result-found, spec §2): the three lines, our phone, and ways back. */
export function NoResultPage() {
  const message = stateMessage(useLocation().state);

  return (
    <div className={styles.page}>
      <PageMeta
        title="No packages found"
        description="No tour package matched this search. Tell us your plan and an agent will put one together for you."
        canonicalPath="/no-result-found"
      />
      <div className={styles.panel}>
        <PilgrimArt
          scene="himalaya"
          sky="day"
          width={240}
          height={180}
          className={styles.art}
          label="A quiet hill shrine under snow peaks"
        />
        <h1 className={styles.title}>Sorry! No results found.</h1>
        <p className={styles.lead}>You can search another package.</p>
        {message && <p className={styles.message}>{message}</p>}

        <div className={styles.links}>
          <Link className={styles.primary} to="/">
            Search again
          </Link>
          <Link className={styles.secondary} to="/blogs">
            Read our travel blogs
          </Link>
        </div>

        <p className={styles.call}>
          <span>Call Our Expert To Book Your Package</span>
          <PhoneLink className={styles.phone}>
            {(phone) => (
              <>
                <PhoneIcon /> {phone}
              </>
            )}
          </PhoneLink>
        </p>
      </div>
    </div>
  );
}
