import { telLink } from '@tour/shared';
import { useSiteProfile } from '@tour/shared';
import styles from './ChatUnavailable.module.css';

/** Stands where the chat launcher would be when the assistant remote cannot load. */
export function ChatUnavailable() {
  const profile = useSiteProfile();
  // Without the profile there is no number: the support page lists every other way.
  return (
    <a className={styles.pill} href={profile ? telLink(profile.phone) : '/customer-support'}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.6 3.6a1 1 0 0 1-.25 1z"
          fill="currentColor"
        />
      </svg>
      Chat is offline. Call us 24/7
    </a>
  );
}
