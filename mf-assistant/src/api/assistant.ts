import { apiClient } from '@tour/shared';

export const CHAT_FAILURE_TEXT = 'Oops! Something went wrong. Please try again later.';
export const CHAT_UNREADABLE_TEXT = "Sorry, I didn't get that.";

export interface AssistantAnswer {
  text: string;
  /** The call failed (network, server, time limit): the widget offers Retry. */
  failed: boolean;
}

/**
 * Asks GET /ai/package; turns every kind of failure into the spec's §8 replies. apiClient gives
 * every call a time limit and rejects when it passes, so a stuck reply ends here as a failure
 * instead of leaving 'Typing' up for ever.
 */
export async function askAssistant(inputText: string): Promise<AssistantAnswer> {
  try {
    const envelope = await apiClient.askAssistant(inputText);
    // A 2xx whose body is not JSON arrives here as undefined.
    const content = envelope?.data?.content;
    const readable = typeof content === 'string' && content.trim();
    return { text: readable ? content : CHAT_UNREADABLE_TEXT, failed: false };
  } catch (error) {
    console.error('[assistant] reply failed', error);
    return { text: CHAT_FAILURE_TEXT, failed: true };
  }
}
