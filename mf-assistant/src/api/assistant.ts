import { apiClient } from '@tour/shared';

export const CHAT_FAILURE_TEXT = 'Oops! Something went wrong. Please try again later.';
export const CHAT_UNREADABLE_TEXT = "Sorry, I didn't get that.";

/** Asks GET /ai/package; turns every kind of failure into the spec's §8 replies. */
export async function askAssistant(inputText: string): Promise<string> {
  try {
    const envelope = await apiClient.askAssistant(inputText);
    // A 2xx whose body is not JSON arrives here as undefined.
    const content = envelope?.data?.content;
    return typeof content === 'string' && content.trim() ? content : CHAT_UNREADABLE_TEXT;
  } catch (error) {
    console.error('[assistant] reply failed', error);
    return CHAT_FAILURE_TEXT;
  }
}
