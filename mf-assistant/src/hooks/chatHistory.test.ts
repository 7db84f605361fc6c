import type { ChatMessage } from '@tour/shared';
import {
  clearChatHistory,
  createMessage,
  loadChatHistory,
  saveChatHistory,
  type ChatEntry,
} from './chatHistory';

const message = (i: number): ChatEntry => ({
  id: `id${i}`,
  type: 'user',
  text: `m${i}`,
  timestamp: i,
});

function blockStorage() {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
}

describe('chat history', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('round-trips and keeps only the last 30 messages', () => {
    const messages = Array.from({ length: 35 }, (_, i) => message(i));
    saveChatHistory({ messages, openedAt: 42 });
    const restored = loadChatHistory();
    expect(restored.openedAt).toBe(42);
    expect(restored.messages).toHaveLength(30);
    expect(restored.messages[0]).toEqual(message(5));
  });

  it('starts fresh when storage holds something unreadable', () => {
    localStorage.setItem('ghumakkad.chat', '{not json');
    expect(loadChatHistory()).toEqual({ messages: [], openedAt: null });
  });

  it('gives messages saved before ids existed a unique id, and keeps it', () => {
    const legacy: ChatMessage[] = [
      { type: 'assistant', text: 'Namaste!', timestamp: 1 },
      { type: 'user', text: 'Goa', timestamp: 1 },
    ];
    localStorage.setItem(
      'ghumakkad.chat',
      JSON.stringify({ openedAt: 1, messages: [...legacy, null, { text: 'no type' }] }),
    );
    const restored = loadChatHistory();
    expect(restored.messages.map(({ type, text }) => ({ type, text }))).toEqual([
      { type: 'assistant', text: 'Namaste!' },
      { type: 'user', text: 'Goa' },
    ]);
    const ids = restored.messages.map((entry) => entry.id);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(2);
    saveChatHistory(restored);
    expect(loadChatHistory().messages.map((entry) => entry.id)).toEqual(ids);
  });

  it('gives each new message its own id', () => {
    const ids = Array.from({ length: 50 }, () => createMessage('user', 'hi').id);
    expect(new Set(ids).size).toBe(50);
  });

  it('never throws where storage is blocked', () => {
    blockStorage();
    expect(loadChatHistory()).toEqual({ messages: [], openedAt: null });
    expect(() => saveChatHistory({ messages: [message(1)], openedAt: 1 })).not.toThrow();
    expect(() => clearChatHistory()).not.toThrow();
  });

  it('never throws where even reading localStorage throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(loadChatHistory()).toEqual({ messages: [], openedAt: null });
    expect(() => saveChatHistory({ messages: [message(1)], openedAt: 1 })).not.toThrow();
    expect(() => clearChatHistory()).not.toThrow();
  });
});
