import type {
  ContactPayload,
  LeadConsent,
  NewsletterPayload,
  SupportPayload,
} from '../contracts/schemas';
import type {
  ApiEnvelope,
  AssistantReply,
  Blog,
  BookingPayload,
  Destination,
  EnquiryPayload,
  LeadReceipt,
  SiteRedirect,
} from '../contracts';
import {
  apiRequestBaseUrl,
  apiRequestHeaders,
  loadRuntimeConfig,
  type RuntimeConfig,
} from './runtimeConfig';
import { API_TIMEOUT_MS, ASSISTANT_TIMEOUT_MS } from '../contracts/constants';

/**
 * Why a call failed: the network, no answer within the time limit, an HTTP status, or an
 * envelope whose code is not 1.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'code';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | null | undefined>;
  body?: unknown;
  idempotencyKey?: string;
  /** The assistant call carries no authCode in the spec. */
  withAuth?: boolean;
  signal?: AbortSignal;
  /** Cookies with a cross-origin call: the staff inbox's session ('include'). */
  credentials?: RequestCredentials;
  /** How long to wait for the whole answer, config lookup included; API_TIMEOUT_MS by default. */
  timeoutMs?: number;
}

/** Settles (by rejecting) only when the signal aborts, so a race with it ends a stuck await. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

function buildUrl(config: RuntimeConfig, path: string, options: RequestOptions): string {
  // A relative apiBaseUrl (e.g. "/api") resolves against the page, an absolute one stands alone.
  const url = new URL(
    `${apiRequestBaseUrl(config).replace(/\/$/, '')}${path}`,
    globalThis.location?.href,
  );
  if (options.withAuth !== false) url.searchParams.set('authCode', config.authCode);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * Sends one call and returns its parsed JSON body, or throws a typed ApiError. Every call has a
 * time limit, so no 'Please wait...' or 'Typing' lasts for ever; a caller's own abort (a query
 * that is no longer wanted) is passed through as the AbortError it is.
 */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const limit = new AbortController();
  const timer = setTimeout(
    () =>
      limit.abort(new ApiError('timeout', 'The server took too long to answer. Please try again.')),
    options.timeoutMs ?? API_TIMEOUT_MS,
  );
  // One signal for both reasons to stop (AbortSignal.any is too new for some phones we serve).
  const callerAbort = () => limit.abort(options.signal?.reason);
  if (options.signal?.aborted) callerAbort();
  else options.signal?.addEventListener('abort', callerAbort, { once: true });
  const { signal } = limit;
  const stopped = whenAborted(signal);
  // The race below may leave this promise rejected with nobody listening; that is expected.
  stopped.catch(() => undefined);
  try {
    const config = await Promise.race([loadRuntimeConfig(), stopped]);
    signal.throwIfAborted();
    const headers: Record<string, string> = {
      ...apiRequestHeaders(),
      Accept: 'application/json',
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let response: Response;
    try {
      response = await fetch(buildUrl(config, path, options), {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
        ...(options.credentials ? { credentials: options.credentials } : {}),
      });
    } catch {
      if (signal.aborted) throw signal.reason;
      throw new ApiError('network', 'Failed to connect. Please check your internet.');
    }
    const body: unknown = await Promise.race([response.json(), stopped]).catch(() => {
      if (signal.aborted) throw signal.reason;
      return undefined;
    });
    if (!response.ok) {
      const message = (body as { message?: string } | undefined)?.message ?? response.statusText;
      throw new ApiError('http', message, response.status, body);
    }
    return body as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', callerAbort);
  }
}

/**
 * Whether the API said the thing asked for does not exist (code 0, 404, or an id it cannot
 * read), as opposed to an outage: a page shows "not found" and answers 404 only then.
 */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'code' ||
      (error.kind === 'http' && (error.status === 404 || error.status === 400)))
  );
}

/** Like requestJson, but also insists on an envelope with code 1 and returns its data. */
export async function requestData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await requestJson<ApiEnvelope<T>>(path, options);
  if (!envelope || envelope.code !== 1) {
    throw new ApiError('code', envelope?.message ?? 'Unexpected response', 200, envelope);
  }
  return envelope.data;
}

/** The typed client for the spec's calls (spec §7); every remote's api/ wraps these. */
export const apiClient = {
  getAllCities: (signal?: AbortSignal) =>
    requestData<Destination[]>('/package/get-all-cities', { signal }),
  getBlogs: (filters: { destinationId?: number | null; categoryId?: number | null } = {}) =>
    requestData<Blog[]>('/blog/get-all', { query: filters }),
  // Every lead carries the privacy notice version its form showed (LeadConsent).
  /** The spec judges an enquiry by HTTP status alone, so no envelope check here. */
  sendEnquiry: (payload: EnquiryPayload & LeadConsent, idempotencyKey: string) =>
    requestJson<ApiEnvelope<LeadReceipt>>('/request-book/add', {
      method: 'POST',
      body: payload,
      idempotencyKey,
    }),
  requestBooking: (payload: BookingPayload & LeadConsent, idempotencyKey: string) =>
    requestData<LeadReceipt>('/request-book/add', {
      method: 'POST',
      body: payload,
      idempotencyKey,
    }),
  subscribeNewsletter: (payload: NewsletterPayload & LeadConsent, idempotencyKey: string) =>
    requestData<LeadReceipt>('/newsletter/subscribe', {
      method: 'POST',
      body: payload,
      idempotencyKey,
    }),
  sendContactMessage: (payload: ContactPayload & LeadConsent, idempotencyKey: string) =>
    requestData<LeadReceipt>('/contact/add', { method: 'POST', body: payload, idempotencyKey }),
  sendSupportMessage: (payload: SupportPayload & LeadConsent, idempotencyKey: string) =>
    requestData<LeadReceipt>('/support/add', { method: 'POST', body: payload, idempotencyKey }),
  /** Where an old catalogue path went; null when it went nowhere (it stays a 404). */
  findRedirect: (path: string, timeoutMs?: number) =>
    requestData<SiteRedirect>('/site/redirect', { query: { path }, timeoutMs }).catch(
      (error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      },
    ),
  askAssistant: (inputText: string) =>
    requestJson<ApiEnvelope<AssistantReply>>('/ai/package', {
      query: { inputText },
      withAuth: false,
      timeoutMs: ASSISTANT_TIMEOUT_MS,
    }),
};
