import { CHAT_HISTORY_LIMIT, type ChatMessage } from '@tour/shared';

const STORAGE_KEY = 'ghumakkad.chat';

export interface ChatHistory {
  messages: ChatMessage[];
  openedAt: number | null;
}

/** Restores the chat from localStorage; anything unreadable starts a fresh chat. */
export function loadChatHistory(storage: Storage = localStorage): ChatHistory {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as ChatHistory | null;
    if (!parsed || !Array.isArray(parsed.messages)) return { messages: [], openedAt: null };
    return { messages: parsed.messages.slice(-CHAT_HISTORY_LIMIT), openedAt: parsed.openedAt };
  } catch {
    return { messages: [], openedAt: null };
  }
}

/** Keeps at most the last 30 messages (spec §4). */
export function saveChatHistory(history: ChatHistory, storage: Storage = localStorage): void {
  const trimmed = { ...history, messages: history.messages.slice(-CHAT_HISTORY_LIMIT) };
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(trimmed));
  } catch {
    // Private mode or a full quota: the chat still works, it just won't be remembered.
  }
}
