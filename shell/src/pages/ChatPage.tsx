import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { enquiryPath, useSiteStore } from '@tour/shared';
import { PhoneLink } from '@tour/shared';
import styles from './ChatPage.module.css';
import { withPageMeta } from '../routes/withPageMeta';

/**
 * /chat: where the chat launcher links before the app runs. The chat itself needs JavaScript;
 * once the app runs here it opens the widget, and without it this page offers the other ways.
 */
export function ChatPage() {
  const setChatOpen = useSiteStore((state) => state.setChatOpen);
  useEffect(() => setChatOpen(true), [setChatOpen]);
  return (
    <section className={styles.page} aria-labelledby="chat-page-title">
      <h1 id="chat-page-title">Chat with our travel assistant</h1>
      <p>
        The assistant opens at the bottom right of this page. It needs JavaScript: if it does not
        open, please turn JavaScript on, or reach us another way.
      </p>
      <ul className={styles.ways}>
        <li>
          Call us 24/7 at <PhoneLink />
        </li>
        <li>
          <Link to={enquiryPath()}>Send an enquiry</Link> and our travel experts will call you with
          quotes
        </li>
        <li>
          <Link to="/faq">Read the answers to common questions</Link>
        </li>
      </ul>
    </section>
  );
}

/** The page with its title and description, as the site's routes show it. */
export const ChatRoute = withPageMeta(ChatPage);
