import { memo, type ReactNode } from 'react';
import type { ChatEntry } from '../hooks/chatHistory';
import { useWordReveal } from '../hooks/useWordReveal';
import { ReplyText } from './ReplyText';
import styles from './ChatWidget.module.css';

interface Props {
  message: ChatEntry;
  /** Only a reply that just arrived is revealed word by word; restored ones show whole. */
  reveal: boolean;
  /** Offered under the message, e.g. Retry under a failed reply. */
  actions?: ReactNode;
}

// Memoised: typing a draft or adding a message leaves the bubbles already shown untouched.
export const ChatMessageBubble = memo(function ChatMessageBubble({
  message,
  reveal,
  actions,
}: Props) {
  const text = useWordReveal(message.text, reveal);
  const mine = message.type === 'user';
  return (
    <li className={mine ? styles.userMessage : styles.assistantMessage}>
      <span className="visually-hidden">{mine ? 'You said:' : 'Assistant said:'}</span>
      <ReplyText text={text} />
      {actions}
    </li>
  );
});
