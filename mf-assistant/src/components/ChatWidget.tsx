import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_HISTORY_LIMIT, ChatLauncherButton, useSiteStore } from '@tour/shared';
import { askAssistant } from '../api/assistant';
import {
  clearChatHistory,
  createMessage,
  loadChatHistory,
  saveChatHistory,
  type ChatEntry,
  type ChatHistory,
} from '../hooks/chatHistory';
import { ChatMessageBubble } from './ChatMessageBubble';
import styles from './ChatWidget.module.css';

const GREETING =
  'Namaste! I am Ghumakkad’s travel assistant. Ask me about destinations, themes, budgets or trip lengths, and I will suggest packages from our catalogue.';

const TYPING_ANNOUNCEMENT = 'Assistant is typing…';

const greeted = (): ChatHistory => ({
  openedAt: Date.now(),
  messages: [createMessage('assistant', GREETING)],
});

const withMessage = (current: ChatHistory, message: ChatEntry): ChatHistory => ({
  ...current,
  messages: [...current.messages, message].slice(-CHAT_HISTORY_LIMIT),
});

/** An IME turns Enter into "accept this word" while composing (Japanese, Chinese, Hindi…). */
const composing = (event: KeyboardEvent) =>
  event.nativeEvent.isComposing || event.nativeEvent.keyCode === 229;

/** The floating AI chat widget of spec §2: on every page, answers from our catalogue. */
export function ChatWidget() {
  const open = useSiteStore((state) => state.chatOpen);
  const setOpen = useSiteStore((state) => state.setChatOpen);
  const openEnquiry = useSiteStore((state) => state.openEnquiry);
  const [history, setHistory] = useState(loadChatHistory);
  const [draft, setDraft] = useState('');
  const [typing, setTyping] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const [freshReplyId, setFreshReplyId] = useState<string | null>(null);
  // Screen readers hear each reply once, whole, from here; the list itself is not live, or
  // every revealed word would be read out.
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherId = useId();
  const openerRef = useRef<HTMLElement | null>(null);
  // Bumped by Clear chat, so a reply still on its way is not added to the fresh conversation.
  const conversationRef = useRef(0);

  useEffect(() => saveChatHistory(history), [history]);

  // The first opening greets the visitor, whoever opened the chat (launcher or another app),
  // also when it was opened before this widget loaded (the shell's stand-in launcher).
  useEffect(() => {
    const onOpen = () => {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setHistory((current) => (current.messages.length > 0 ? current : greeted()));
    };
    if (useSiteStore.getState().chatOpen) onOpen();
    return useSiteStore.subscribe((state, previous) => {
      if (state.chatOpen && !previous.chatOpen) onOpen();
    });
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The last id, not the length: at the 30-message cap the length stays the same.
  const lastMessage = history.messages.at(-1);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastMessage?.id, typing]);

  /** Closing from inside the panel puts focus back where the visitor opened it from. */
  function close() {
    const opener = openerRef.current;
    setOpen(false);
    // The shell's stand-in launcher is gone once this widget has replaced it: use ours.
    const target = opener?.isConnected ? opener : document.getElementById(launcherId);
    target?.focus();
  }

  async function ask(text: string) {
    const conversation = conversationRef.current;
    setTyping(true);
    setAnnouncement(TYPING_ANNOUNCEMENT);
    const answer = await askAssistant(text);
    if (conversation !== conversationRef.current) return;
    const reply = createMessage('assistant', answer.text, answer.failed);
    setTyping(false);
    setFreshReplyId(reply.id);
    setAnnouncement(`Assistant said: ${answer.text}`);
    setHistory((current) => withMessage(current, reply));
  }

  function send() {
    const text = draft.trim();
    if (!text || typing) return;
    setDraft('');
    setHistory((current) => withMessage(current, createMessage('user', text)));
    void ask(text);
  }

  const lastQuestion = history.messages.findLast((message) => message.type === 'user');
  function retry() {
    if (!lastQuestion || typing) return;
    // The apology makes way for the new answer, so the question is not asked twice on screen.
    setHistory((current) => ({
      ...current,
      messages: current.messages.filter((message) => message.id !== lastMessage?.id),
    }));
    void ask(lastQuestion.text);
  }

  function clearChat() {
    conversationRef.current += 1;
    clearChatHistory();
    setTyping(false);
    setFreshReplyId(null);
    setAnnouncement('');
    setHistory(greeted());
    inputRef.current?.focus();
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !composing(event)) {
      event.preventDefault();
      send();
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && !composing(event)) {
      event.stopPropagation();
      close();
    }
  }

  const failureActions = lastMessage?.failed && lastQuestion && !typing && (
    <div className={styles.failureActions}>
      <button type="button" className={styles.retry} onClick={retry}>
        Retry
      </button>
      <button type="button" className={styles.enquiryLink} onClick={() => openEnquiry()}>
        Send us an enquiry
      </button>
    </div>
  );

  return (
    <div className={styles.root}>
      {open && (
        <section
          className={styles.panel}
          aria-label="Travel assistant chat"
          onKeyDown={onPanelKeyDown}
        >
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
            <div className={styles.headerActions}>
              <button type="button" className={styles.clear} onClick={clearChat}>
                Clear chat
              </button>
              <button
                type="button"
                className={styles.close}
                aria-label="Close chat"
                onClick={close}
              >
                ✕
              </button>
            </div>
          </header>
          {infoOpen && (
            <p id="chat-beta-info" className={styles.info} role="note">
              This assistant is in beta. It suggests packages from our catalogue; please confirm
              prices and dates with our agents before you book.
            </p>
          )}
          <ol ref={listRef} className={styles.messages}>
            {history.messages.map((message) => (
              <ChatMessageBubble
                key={message.id}
                message={message}
                reveal={message.id === freshReplyId}
                actions={message === lastMessage ? failureActions : undefined}
              />
            ))}
            {typing && (
              <li className={styles.typing} aria-label="Assistant is typing">
                Typing<span aria-hidden="true">…</span>
              </li>
            )}
          </ol>
          <div role="status" className="visually-hidden">
            {announcement}
          </div>
          <form
            className={styles.composer}
            onSubmit={(event) => {
              event.preventDefault();
              send();
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
              onKeyDown={onInputKeyDown}
            />
            <button type="submit" className={styles.send} disabled={!draft.trim() || typing}>
              Send
            </button>
          </form>
        </section>
      )}
      <ChatLauncherButton id={launcherId} open={open} onClick={() => setOpen(!open)} />
    </div>
  );
}
