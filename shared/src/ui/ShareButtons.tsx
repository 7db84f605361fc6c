import { useEffect, useState, useSyncExternalStore } from 'react';
import { setPageSubject } from './pageSubject';
import styles from './ShareButtons.module.css';

export interface ShareButtonsProps {
  /** The page's canonical URL (absolute): what every button shares. */
  url: string;
  /** The page's name, sent with the link. */
  title: string;
  /** `dark` over a banner picture. */
  tone?: 'light' | 'dark';
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Whether the browser has a share sheet never changes while the page is open. */
const subscribeToNothing = () => () => undefined;

/**
 * Share this page: to a WhatsApp contact of the visitor's choosing (how most of our visitors pass
 * trips on), copy the link, and the phone's own share sheet where the browser has one. Chatting
 * with the agency on WhatsApp is another action (the shell's "Chat on WhatsApp"). The share sheet button appears only after
 * hydration (the server's answer is "no sheet"), so the server's HTML and hydration agree.
 */
export function ShareButtons({ url, title, tone = 'light' }: ShareButtonsProps) {
  const canShare = useSyncExternalStore(
    subscribeToNothing,
    () => typeof navigator.share === 'function',
    () => false,
  );
  const [copy, setCopy] = useState<CopyState>('idle');
  // What the page is about, for the shell's "Chat on WhatsApp" (it names the package there).
  useEffect(() => {
    setPageSubject({ title, url });
    return () => setPageSubject(null);
  }, [title, url]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  async function openShareSheet() {
    try {
      await navigator.share({ title, url });
    } catch {
      // The visitor closed the sheet: nothing to report.
    }
  }

  return (
    <div className={`${styles.share} ${styles[tone]}`} role="group" aria-label="Share this page">
      <a
        className={styles.button}
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Share on WhatsApp
      </a>
      <button type="button" className={styles.button} onClick={() => void copyLink()}>
        Copy link
      </button>
      {canShare && (
        <button type="button" className={styles.button} onClick={() => void openShareSheet()}>
          Share…
        </button>
      )}
      <span className={styles.status} role="status">
        {copy === 'copied' && 'Link copied'}
        {copy === 'failed' && `Copy this link: ${url}`}
      </span>
    </div>
  );
}
