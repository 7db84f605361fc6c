import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  CHAT_HISTORY_LIMIT,
  ChatLauncherButton,
  useSiteStore,
  type ChatMessage,
} from '@tour/shared';
import { askAssistant } from '../api/assistant';
import { loadChatHistory, saveChatHistory } from '../hooks/chatHistory';
import { ChatMessageBubble } from './ChatMessageBubble';
import styles from './ChatWidget.module.css';

const GREETING =
  'Namaste! I am Ghumakkad’s travel assistant. Ask me about destinations, themes, budgets or trip lengths, and I will suggest packages from our catalogue.';

const assistantMessage = (text: string): ChatMessage => ({
  type: 'assistant',
  text,
  timestamp: Date.now(),
});

/** The floating AI chat widget of spec §2: on every page, answers from our catalogue. */
export function ChatWidget() {
  const open = useSiteStore((state) => state.chatOpen);
  const setOpen = useSiteStore((state) => state.setChatOpen);
  const [history, setHistory] = useState(loadChatHistory);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const [freshReplyAt, setFreshReplyAt] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => saveChatHistory(history), [history]);

  // The first opening greets the visitor, whoever opened the chat (launcher or another app),
  // also when it was opened before this widget loaded (the shell's stand-in launcher).
  useEffect(() => {
    const greetOnFirstOpening = () =>
      setHistory((current) =>
        current.messages.length > 0
          ? current
          : { openedAt: Date.now(), messages: [assistantMessage(GREETING)] },
      );
    if (useSiteStore.getState().chatOpen) greetOnFirstOpening();
    return useSiteStore.subscribe((state, previous) => {
      if (state.chatOpen && !previous.chatOpen) greetOnFirstOpening();
    });
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [history.messages.length, typing]);

  async function send() {
    const text = draft.trim();
    if (!text || typing) return;
    setDraft('');
    setHistory((current) => ({
      ...current,
      messages: [...current.messages, { type: 'user' as const, text, timestamp: Date.now() }].slice(
        -CHAT_HISTORY_LIMIT,
      ),
    }));
    setTyping(true);
    const reply = assistantMessage(await askAssistant(text));
    setTyping(false);
    setFreshReplyAt(reply.timestamp);
    setHistory((current) => ({
      ...current,
      messages: [...current.messages, reply].slice(-CHAT_HISTORY_LIMIT),
    }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <div className={styles.root}>
      {open && (
        <section className={styles.panel} aria-label="Travel assistant chat">
          <header className={styles.header}>
            <div>
              <h2 className={styles.title}>Travel Assistant</h2>
              <button
                type="button"
                className={styles.beta}
                aria-expanded={infoOpen}
                aria-controls="chat-beta-info"
                onClick={() => setInfoOpen((value) => !value)}
              >
                Beta
                <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
                  <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  <path
                    d="M8 7v4.5M8 4.5v.01"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </div>
            <button
              type="button"
              className={styles.close}
              aria-label="Close chat"
              onClick={() => setOpen(false)}
            >
              ✕
            </button>
          </header>
          {infoOpen && (
            <p id="chat-beta-info" className={styles.info} role="note">
              This assistant is in beta. It suggests packages from our catalogue; please confirm
              prices and dates with our agents before you book.
            </p>
          )}
          <ol
            ref={listRef}
            className={styles.messages}
            aria-live="polite"
            aria-relevant="additions"
          >
            {history.messages.map((message, index) => (
              <ChatMessageBubble
                key={index}
                message={message}
                reveal={message.type === 'assistant' && message.timestamp === freshReplyAt}
              />
            ))}
            {typing && (
              <li className={styles.typing} aria-label="Assistant is typing">
                Typing<span aria-hidden="true">…</span>
              </li>
            )}
          </ol>
          <form
            className={styles.composer}
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <label htmlFor="chat-input" className="visually-hidden">
              Your message
            </label>
            <textarea
              id="chat-input"
              ref={inputRef}
              rows={1}
              className={styles.input}
              placeholder="Ask about a trip…"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="submit" className={styles.send} disabled={!draft.trim() || typing}>
              Send
            </button>
          </form>
        </section>
      )}
      <ChatLauncherButton open={open} onClick={() => setOpen(!open)} />
    </div>
  );
}
