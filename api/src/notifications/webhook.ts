/**
 * The webhook, the Standard Webhooks way (https://www.standardwebhooks.com): one signed JSON POST
 * per outbox row, its body `{ type, timestamp, data }` ('lead.created' for each new lead, and
 * events that are not a lead, such as 'subject.erased'). Headers:
 *   webhook-id         the row's message id, the same for every retry: a receiver drops repeats
 *                      by it (delivery is at least once);
 *   webhook-timestamp  this attempt's time in Unix seconds, which receivers hold to a tolerance
 *                      (5 minutes in the reference libraries) so a captured request cannot be
 *                      replayed later;
 *   webhook-signature  `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the secret
 *                      (LEAD_WEBHOOK_SECRET, `whsec_<base64>`), made by the reference library.
 */
import { Webhook } from 'standardwebhooks';
import type { OutboxLead, StoredWebhookEvent } from './outbox';

/** A receiver slower than this counts as down; the row is retried. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookMessage {
  /** The webhook-id header. */
  id: string;
  type: string;
  /** When the event happened (ISO timestamp). */
  timestamp: string;
  data: unknown;
}

/** A new lead's message: its data are the fields the webhook carried before it had a type. */
export function leadMessage(messageId: string, lead: OutboxLead): WebhookMessage {
  return {
    id: messageId,
    type: 'lead.created',
    timestamp: lead.createdAt,
    data: {
      leadId: lead.id,
      reference: lead.reference,
      kind: lead.kind,
      createdAt: lead.createdAt,
      payload: lead.payload,
    },
  };
}

export function eventMessage(
  messageId: string,
  event: StoredWebhookEvent,
  createdAt: string,
): WebhookMessage {
  return { id: messageId, type: event.type, timestamp: createdAt, data: event.data };
}

export function webhookBody({ type, timestamp, data }: WebhookMessage): string {
  return JSON.stringify({ type, timestamp, data });
}

/** The three headers of one attempt at `now`, signed with the whsec_ secret. */
export function signedHeaders(
  secret: string,
  messageId: string,
  body: string,
  now: Date,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, now, body),
  };
}

/** Resolves when the receiver answered 2xx; throws otherwise, with a message fit for logs. */
export async function postWebhook(
  webhook: { url: string; secret: string },
  message: WebhookMessage,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<void> {
  const body = webhookBody(message);
  let response: Response;
  try {
    response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Ghumakkad-Webhook/2',
        ...signedHeaders(webhook.secret, message.id, body, new Date()),
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
