import { CHAT_HISTORY_LIMIT, type ChatMessage } from '@tour/shared';

const STORAGE_KEY = 'ghumakkad.chat';

/** A message as the widget keeps it. */
export interface ChatEntry extends ChatMessage {
  /**
   * Keys the message's bubble: when the 30-message cap drops the oldest, the others keep their
   * bubbles instead of taking over their neighbours' (and re-typing their text).
   */
  id: string;
  /** The failure apology: it offers Retry and the enquiry form. */
  failed?: boolean;
}

export interface ChatHistory {
  messages: ChatEntry[];
  openedAt: number | null;
}

const emptyHistory = (): ChatHistory => ({ messages: [], openedAt: null });

let sequence = 0;
/** Unique within the page and, by time and chance, against ids restored from earlier visits. */
export function newMessageId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function createMessage(type: ChatMessage['type'], text: string, failed = false): ChatEntry {
  return { id: newMessageId(), type, text, timestamp: Date.now(), ...(failed && { failed }) };
}

/**
 * Messages saved before they had ids get one here (kept from then on, as the next save stores
 * it); entries that are not messages at all are dropped rather than break the list.
 */
function restoreMessages(saved: unknown[]): ChatEntry[] {
  const seen = new Set<string>();
  const restored: ChatEntry[] = [];
  for (const item of saved.slice(-CHAT_HISTORY_LIMIT)) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, type, text, timestamp, failed } = item as Partial<ChatEntry>;
    if ((type !== 'user' && type !== 'assistant') || typeof text !== 'string') continue;
    const key = typeof id === 'string' && id && !seen.has(id) ? id : newMessageId();
    seen.add(key);
    restored.push({
      id: key,
      type,
      text,
      timestamp: typeof timestamp === 'number' ? timestamp : Date.now(),
      ...(failed === true && { failed }),
    });
  }
  return restored;
}

/**
 * Restores the chat from localStorage; anything unreadable starts a fresh chat. Storage may be
 * blocked (private modes, cookies off), where even reading `localStorage` throws.
 */
export function loadChatHistory(storage?: Storage): ChatHistory {
  try {
    const raw = (storage ?? localStorage).getItem(STORAGE_KEY);
    const parsed = JSON.parse(raw ?? 'null') as { messages?: unknown; openedAt?: unknown } | null;
    if (!parsed || !Array.isArray(parsed.messages)) return emptyHistory();
    return {
      messages: restoreMessages(parsed.messages),
      openedAt: typeof parsed.openedAt === 'number' ? parsed.openedAt : null,
    };
  } catch {
    return emptyHistory();
  }
}

/** Keeps at most the last 30 messages (spec §4). */
export function saveChatHistory(history: ChatHistory, storage?: Storage): void {
  const trimmed = { ...history, messages: history.messages.slice(-CHAT_HISTORY_LIMIT) };
  try {
    (storage ?? localStorage).setItem(STORAGE_KEY, JSON.stringify(trimmed));
  } catch {
    // Private mode or a full quota: the chat still works, it just won't be remembered.
  }
}

/** Forgets the saved chat, also when a full quota would stop the fresh one from overwriting it. */
export function clearChatHistory(storage?: Storage): void {
  try {
    (storage ?? localStorage).removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored where storage is blocked.
  }
}
