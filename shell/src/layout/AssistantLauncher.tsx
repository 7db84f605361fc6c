import { useState } from 'react';
import { RemoteSlot, useSiteStore } from '@tour/shared';
import { ChatUnavailable } from './ChatUnavailable';
import styles from './AssistantLauncher.module.css';

/**
 * The chat launcher every page shows. The assistant remote (its entry and widget, ~12 KB gzip)
 * loads when a visitor points at the launcher or opens the chat, not with every page; until then
 * this button stands in for the widget's own launcher, looking the same.
 */
export function AssistantLauncher() {
  const chatOpen = useSiteStore((state) => state.chatOpen);
  const setChatOpen = useSiteStore((state) => state.setChatOpen);
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <button
      type="button"
      className={styles.launcher}
      aria-expanded={false}
      aria-label="Chat with our travel assistant"
      data-testid="chat-launcher-stand-in"
      onPointerEnter={() => setWanted(true)}
      onClick={() => setChatOpen(true)}
    >
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M4 5h16v10H8l-4 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="10" r="1.2" fill="currentColor" />
        <circle cx="12" cy="10" r="1.2" fill="currentColor" />
        <circle cx="15" cy="10" r="1.2" fill="currentColor" />
      </svg>
    </button>
  );
  if (!wanted && !chatOpen) return standIn;
  return <RemoteSlot id="assistant/ChatWidget" skeleton={standIn} fallback={<ChatUnavailable />} />;
}
