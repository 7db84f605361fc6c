/**
 * The lead webhook: one signed JSON POST per lead. The receiver checks X-Ghumakkad-Signature
 * (sha256=<hex HMAC-SHA256 of the raw body with LEAD_WEBHOOK_SECRET>) and may use
 * X-Ghumakkad-Delivery (the outbox row id) to drop the rare repeat: delivery is at least once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OutboxLead } from './outbox';

export const SIGNATURE_HEADER = 'x-ghumakkad-signature';
export const DELIVERY_HEADER = 'x-ghumakkad-delivery';
/** A receiver slower than this counts as down; the row is retried. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookBody {
  leadId: number;
  reference: string;
  kind: string;
  createdAt: string;
  payload: unknown;
}

export function webhookBody(lead: OutboxLead): string {
  const body: WebhookBody = {
    leadId: lead.id,
    reference: lead.reference,
    kind: lead.kind,
    createdAt: lead.createdAt,
    payload: lead.payload,
  };
  return JSON.stringify(body);
}

export function sign(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** What a receiver does with the header: compare in constant time. */
export function verifySignature(rawBody: string, secret: string, header: string | undefined) {
  if (!header) return false;
  const expected = Buffer.from(sign(rawBody, secret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Resolves when the receiver answered 2xx; throws otherwise, with a message fit for logs. */
export async function postWebhook(
  webhook: { url: string; secret: string },
  deliveryId: number,
  lead: OutboxLead,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<void> {
  const body = webhookBody(lead);
  let response: Response;
  try {
    response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Ghumakkad-Webhook/1',
        [SIGNATURE_HEADER]: sign(body, webhook.secret),
        [DELIVERY_HEADER]: String(deliveryId),
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // Never the URL (it may carry a token): the cause's code says enough (ECONNREFUSED, …).
    throw new Error(`webhook unreachable: ${causeOf(error)}`);
  }
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status > 299) {
    throw new Error(`webhook answered ${response.status}`);
  }
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  const cause = error.cause;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') {
    return cause.code;
  }
  return error.message;
}
