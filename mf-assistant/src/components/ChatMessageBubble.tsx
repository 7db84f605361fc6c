import type { ChatMessage } from '@tour/shared';
import { useWordReveal } from '../hooks/useWordReveal';
import { ReplyText } from './ReplyText';
import styles from './ChatWidget.module.css';

interface Props {
  message: ChatMessage;
  /** Only a reply that just arrived is revealed word by word; restored ones show whole. */
  reveal: boolean;
}

export function ChatMessageBubble({ message, reveal }: Props) {
  const text = useWordReveal(message.text, reveal);
  const mine = message.type === 'user';
  return (
    <li className={mine ? styles.userMessage : styles.assistantMessage}>
      <span className="visually-hidden">{mine ? 'You said:' : 'Assistant said:'}</span>
      <ReplyText text={text} />
    </li>
  );
}
