/**
 * Lead forms without JavaScript (progressive enhancement, as Remix does it): every lead form is
 * also a plain `<form method="post" action="/forms/<kind>">`, and the site's server answers that
 * post here. The fields go to the API's own lead route as JSON, so the API validates them with the
 * same zod schema, stores them under the same idempotency rules and limits, and answers as it
 * answers the app. Then:
 * - stored: 303 to the thank-you page with the lead's reference (Post/Redirect/Get);
 * - refused: the form's page again, 400, with what was typed and the API's message per field;
 * - not stored (the API down, busy or limiting): the form's page again with the form's failure
 *   message and what was typed, 503 or 429.
 *
 * The contact form's captcha is not asked for here: the app draws its code in the browser (the
 * form hides the row without JavaScript). The code is printed as text on the page, so it stops no
 * program that reads the page; what stops a flood is the API's per-visitor lead limit, and that
 * applies to these posts too: the API counts them against the visitor's address, which it
 * believes only beside the render server's token (api/src/rate-limit.ts).
 */
import { createHmac } from 'node:crypto';
import { LEAD_FORM_FIELDS, RETURN_TO_FIELD } from '../../shared/src/forms/leadFormFields.mjs';

/**
 * Each form's API route and the page that shows it; the fields each sends are the form's own
 * (LEAD_FORM_FIELDS, its zod schema's names): anything else posted is dropped.
 */
const FORM_ROUTES = {
  enquiry: { path: '/request-book/add', page: '/' },
  'request-to-book': { path: '/request-book/add', page: '/' },
  contact: { path: '/contact/add', page: '/contact-us' },
  support: { path: '/support/add', page: '/customer-support' },
  newsletter: { path: '/newsletter/subscribe', page: '/' },
};

const FORMS = Object.fromEntries(
  Object.entries(LEAD_FORM_FIELDS).map(([kind, fields]) => [
    kind,
    { ...FORM_ROUTES[kind], fields },
  ]),
);

export const FORM_KINDS = Object.keys(FORMS);

/** The largest form body taken: the API takes 64 KB of JSON, and no lead form needs more. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** How long the API may take: less than a browser waits for a page. */
const API_TIMEOUT_MS = 10_000;
/**
 * A second post of the same form while the first is still being stored (a double click: the
 * browser shows only the last answer) gets 409 from the API; it waits for the first to finish
 * and answers with its reference, within this many tries of the API's Retry-After.
 */
const IN_FLIGHT_RETRIES = 3;
const THANK_YOU_PATH = '/thank-you';

/**
 * The page a refused post renders again: the form's own page when `returnTo` is a path on this
 * site (one leading slash: `//host` and `/\host` name another site), else the form's usual page.
 */
export function returnPage(kind, returnTo) {
  if (typeof returnTo !== 'string' || !/^\/(?![/\\])/.test(returnTo)) return FORMS[kind].page;
  const url = new URL(returnTo, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? url.pathname + url.search : FORMS[kind].page;
}

/** The posted form's own fields, as the strings a form sends (the first of a repeated name). */
export function formFields(kind, body) {
  const posted = new URLSearchParams(typeof body === 'string' ? body : '');
  return Object.fromEntries(
    FORMS[kind].fields.flatMap((name) => {
      const value = posted.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
}

/**
 * The Idempotency-Key of one post: from the form and what was posted, so the browser posting the
 * same form again (a double click, a reload of the answer, the back button) gets the first lead's
 * answer instead of storing a second. Nothing per visitor is in the page (its HTML is cached and
 * shared), so the key is made here; keyed with the server's secret, so nobody can work out the
 * key of someone else's lead and ask the API for its reference.
 */
export function idempotencyKey(kind, fields, secret) {
  const content = JSON.stringify([kind, ...FORMS[kind].fields.map((name) => fields[name] ?? null)]);
  return `form-${createHmac('sha256', secret).update(content).digest('hex')}`;
}

/** The API's field messages by field name, the first for each (the browser shows one too). */
function fieldMessages(body) {
  const errors = Array.isArray(body?.data?.errors) ? body.data.errors : [];
  const messages = {};
  for (const { field, message } of errors) {
    if (typeof field === 'string' && typeof message === 'string' && !(field in messages)) {
      messages[field] = message;
    }
  }
  return messages;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {object} options
 * @param {string} options.apiBaseUrl where this server calls the API
 * @param {string} options.authCode the API's auth code (sent in the query, as the app does)
 * @param {string} [options.apiToken] the render server's RENDER_API_TOKEN: with it the API counts
 *   each post against the visitor's address; it also keys the idempotency hash
 * @param {number} [options.timeoutMs]
 */
export function createFormPosts({
  apiBaseUrl,
  authCode,
  apiToken = '',
  timeoutMs = API_TIMEOUT_MS,
}) {
  async function callApi(kind, fields, clientIp) {
    const url = new URL(`${apiBaseUrl.replace(/\/$/, '')}${FORMS[kind].path}`);
    url.searchParams.set('authCode', authCode);
    const headers = {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': idempotencyKey(kind, fields, apiToken),
      ...(apiToken ? { 'x-render-token': apiToken, 'x-render-client-ip': clientIp } : {}),
    };
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(fields),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.json().catch(() => null);
      if (response.status !== 409 || attempt >= IN_FLIGHT_RETRIES) return { response, body };
      await wait(1000 * Math.min(5, Number(response.headers.get('retry-after')) || 1));
    }
  }

  return {
    /**
     * Sends one posted form to the API and says how to answer the browser.
     * @param {string} kind one of FORM_KINDS
     * @param {string} body the form's urlencoded body
     * @param {string} clientIp the visitor's address, as this server sees it (request.ip: behind
     *   a proxy named by TRUST_PROXY, the client that proxy forwarded; else the socket's peer)
     * @returns {Promise<
     *   | { redirect: string }
     *   | { status: number, page: string, retryAfter?: string, submission: { form: string, values: Record<string, string>, errors: Record<string, string>, failed: boolean } }
     * >}
     */
    async submit(kind, body, clientIp) {
      const fields = formFields(kind, body);
      const posted = new URLSearchParams(typeof body === 'string' ? body : '');
      const page = returnPage(kind, posted.get(RETURN_TO_FIELD));
      const again = (status, errors, failed, retryAfter) => ({
        status,
        page,
        ...(retryAfter ? { retryAfter } : {}),
        submission: { form: kind, values: fields, errors, failed },
      });
      let answer;
      try {
        answer = await callApi(kind, fields, clientIp);
      } catch (error) {
        console.error(`[forms] ${kind}: the API did not answer: ${error.message}`);
        return again(503, {}, true);
      }
      const { response, body: reply } = answer;
      if (response.ok && reply?.code === 1) {
        const query = new URLSearchParams({ form: kind });
        if (typeof reply.data?.reference === 'string') query.set('reference', reply.data.reference);
        return { redirect: `${THANK_YOU_PATH}?${query}` };
      }
      if (response.status === 400) return again(400, fieldMessages(reply), false);
      if (response.status === 429) {
        return again(429, {}, true, response.headers.get('retry-after') ?? undefined);
      }
      console.error(`[forms] ${kind}: the API answered ${response.status}`);
      return again(503, {}, true);
    },
  };
}
