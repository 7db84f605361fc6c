import styles from './SocialLinks.module.css';

const ICONS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z',
  instagram:
    'M12 7.5A4.5 4.5 0 1 0 12 16.5 4.5 4.5 0 0 0 12 7.5zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.5 0-2.8 0-3.7.1C5.6 3.2 3.2 5.6 3.1 8.3 3 9.2 3 9.5 3 12s0 2.8.1 3.7c.1 2.7 2.5 5.1 5.2 5.2.9.1 1.2.1 3.7.1s2.8 0 3.7-.1c2.7-.1 5.1-2.5 5.2-5.2.1-.9.1-1.2.1-3.7s0-2.8-.1-3.7c-.1-2.7-2.5-5.1-5.2-5.2C14.8 3 14.5 3 12 3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  x: 'M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
};

const LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X (Twitter)',
};

/** The agency's social profiles, from the site profile (network → URL). */
export function SocialLinks({ links }: { links: Record<string, string> }) {
  return (
    <ul className={styles.list} aria-label="Follow us">
      {Object.entries(links).map(([network, href]) => (
        <li key={network}>
          <a href={href} className={styles.link} rel="noopener noreferrer" target="_blank">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d={ICONS[network] ?? ''} fill="currentColor" />
            </svg>
            <span className={styles.label}>{LABELS[network] ?? network}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
