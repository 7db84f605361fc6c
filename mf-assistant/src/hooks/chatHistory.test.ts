import type { ChatMessage } from '@tour/shared';
import { loadChatHistory, saveChatHistory } from './chatHistory';

const message = (i: number): ChatMessage => ({ type: 'user', text: `m${i}`, timestamp: i });

describe('chat history', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips and keeps only the last 30 messages', () => {
    const messages = Array.from({ length: 35 }, (_, i) => message(i));
    saveChatHistory({ messages, openedAt: 42 });
    const restored = loadChatHistory();
    expect(restored.openedAt).toBe(42);
    expect(restored.messages).toHaveLength(30);
    expect(restored.messages[0]?.text).toBe('m5');
  });

  it('starts fresh when storage holds something unreadable', () => {
    localStorage.setItem('ghumakkad.chat', '{not json');
    expect(loadChatHistory()).toEqual({ messages: [], openedAt: null });
  });
});
