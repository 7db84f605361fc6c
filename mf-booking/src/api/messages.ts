import {
  API_TIMEOUT_MS,
  apiClient,
  loadRuntimeConfig,
  type ContactPayload,
  type LeadReceipt,
  type SupportPayload,
} from '@tour/shared';
import { withConsent } from './consent';

export function sendContactMessage(payload: ContactPayload, key: string): Promise<LeadReceipt> {
  return apiClient.sendContactMessage(withConsent(payload), key);
}

export function sendSupportMessage(payload: SupportPayload, key: string): Promise<LeadReceipt> {
  return apiClient.sendSupportMessage(withConsent(payload), key);
}

/**
 * The newsletter goes to the endpoint in config: our API by default, or a third-party form
 * service (form data with the email and its access key; success read from its `success` flag).
 */
export async function subscribeToNewsletter(email: string, key: string): Promise<void> {
  const { newsletterUrl, newsletterKey } = await loadRuntimeConfig();
  if (!newsletterUrl) {
    await apiClient.subscribeNewsletter(withConsent({ email }), key);
    return;
  }
  const form = new FormData();
  form.set('email', email);
  form.set('access_key', newsletterKey);
  // The same time limit as our own API's calls, so the button cannot wait for ever.
  const response = await fetch(newsletterUrl, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => ({}))) as { success?: boolean };
  if (!response.ok || body.success !== true) throw new Error('newsletter service refused');
}
