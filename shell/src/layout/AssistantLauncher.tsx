import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ChatLauncherLink, RemoteSlot, useRemoteLoader, useSiteStore } from '@tour/shared';
import { matchSiteRoute } from '../routes/siteRoutes';
import { ChatUnavailable } from './ChatUnavailable';
import styles from './AssistantLauncher.module.css';

const CHAT_WIDGET = 'assistant/ChatWidget';

/**
 * The chat launcher every visitors' page shows (not the staff inbox). The assistant remote (its entry and widget, ~12 KB gzip)
 * is fetched when a visitor points at the launcher and mounted when the chat opens, not with
 * every page; until then this button stands in for the widget's own launcher, looking the same.
 * Pointing only fetches (nothing re-renders), so a quick click never lands on a replaced button.
 * The stand-in is a link to /chat, for a press before the app runs or without JavaScript.
 */
export function AssistantLauncher() {
  const { pathname } = useLocation();
  if (matchSiteRoute(pathname).hidesAssistant) return null;
  return <Launcher />;
}

function Launcher() {
  const chatOpen = useSiteStore((state) => state.chatOpen);
  const setChatOpen = useSiteStore((state) => state.setChatOpen);
  const load = useRemoteLoader();
  // Once opened, the widget stays mounted, so closing and reopening keeps its draft.
  const [widgetMounted, setWidgetMounted] = useState(chatOpen);
  if (chatOpen && !widgetMounted) setWidgetMounted(true);
  // A failure here is the slot's to report once the chat opens.
  const prefetch = () => void load(CHAT_WIDGET).catch(() => undefined);
  const standIn = (
    <ChatLauncherLink
      className={styles.standIn}
      data-testid="chat-launcher-stand-in"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onAction={() => setChatOpen(true)}
    />
  );
  if (!widgetMounted) return standIn;
  return <RemoteSlot id={CHAT_WIDGET} skeleton={standIn} fallback={<ChatUnavailable />} />;
}
