import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFormPosts, formFields, idempotencyKey, returnPage } from './formPosts.mjs';
import { startStaticServer } from '../static-server.mjs';

/** A stand-in API: answers each call with the next planned answer and records what it got. */
function fakeApi() {
  const calls = [];
  const answers = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls.push({ url: request.url, headers: request.headers, body: JSON.parse(body) });
      const { status = 200, json, headers = {} } = answers.shift() ?? {};
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(json));
    });
  });
  return { server, calls, answers };
}

const api = fakeApi();
let forms;
before(async () => {
  await new Promise((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  forms = createFormPosts({
    apiBaseUrl: `http://127.0.0.1:${api.server.address().port}/`,
    authCode: 'code-1',
    apiToken: 'render-secret',
  });
});
after(() => api.server.close());

const stored = (reference) => ({ json: { code: 1, message: 'ok', data: { reference } } });
const body = (fields) => new URLSearchParams(fields).toString();
const ENQUIRY = {
  name: 'Asha',
  phone: '9876543210',
  email: 'asha@example.com',
  destination: 'Goa',
  departureCity: 'Pune',
  departureDate: '2099-01-15',
  people: '2',
  notes: '',
  privacyNoticeVersion: '2026-11-28',
};

test('a refused post renders its own page again, never another site', () => {
  assert.equal(returnPage('contact', '/contact-us?from=footer'), '/contact-us?from=footer');
  assert.equal(
    returnPage('request-to-book', '/goa-tour-packages-details/x'),
    '/goa-tour-packages-details/x',
  );
  for (const elsewhere of [
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'x',
    '',
    null,
  ]) {
    assert.equal(returnPage('contact', elsewhere), '/contact-us', String(elsewhere));
  }
  assert.equal(returnPage('support', undefined), '/customer-support');
});

test('only the form’s own fields are sent, the first of a repeated one', () => {
  const posted = 'email=a%40b.co&email=c%40d.co&returnTo=%2F&admin=1';
  assert.deepEqual(formFields('newsletter', posted), { email: 'a@b.co' });
  assert.deepEqual(formFields('support', 'fullName=R&message=Hi'), {
    fullName: 'R',
    message: 'Hi',
  });
});

test('the Idempotency-Key follows the form, what was posted and the server’s secret', () => {
  const key = idempotencyKey('enquiry', ENQUIRY, 's');
  assert.match(key, /^form-[0-9a-f]{64}$/);
  assert.equal(idempotencyKey('enquiry', { ...ENQUIRY }, 's'), key);
  assert.notEqual(idempotencyKey('enquiry', { ...ENQUIRY, people: '3' }, 's'), key);
  assert.notEqual(idempotencyKey('enquiry', ENQUIRY, 'other secret'), key);
  assert.notEqual(
    idempotencyKey('contact', { email: ENQUIRY.email }, 's'),
    idempotencyKey('newsletter', { email: ENQUIRY.email }, 's'),
  );
});

test('a stored lead redirects to the thank-you page with its reference', async () => {
  api.calls.length = 0;
  api.answers.push(stored('GK-7QX4M2PA'));
  const outcome = await forms.submit(
    'enquiry',
    body({ ...ENQUIRY, returnTo: '/enquiry', extra: 'x' }),
    '203.0.113.9',
  );
  assert.deepEqual(outcome, { redirect: '/thank-you?form=enquiry&reference=GK-7QX4M2PA' });
  const [call] = api.calls;
  assert.equal(call.url, '/request-book/add?authCode=code-1');
  assert.deepEqual(call.body, ENQUIRY);
  // The visitor's address goes with the render token, so the API's lead limit counts the visitor.
  assert.equal(call.headers['x-render-token'], 'render-secret');
  assert.equal(call.headers['x-render-client-ip'], '203.0.113.9');
  assert.equal(
    call.headers['idempotency-key'],
    idempotencyKey('enquiry', ENQUIRY, 'render-secret'),
  );
});

test('the same post twice is sent under the same key (the API stores it once)', async () => {
  api.calls.length = 0;
  api.answers.push(stored('GK-AAAAAAAA'), stored('GK-AAAAAAAA'));
  const posted = body({ email: 'twice@example.com', returnTo: '/' });
  await forms.submit('newsletter', posted, '203.0.113.9');
  await forms.submit('newsletter', posted, '203.0.113.10');
  assert.equal(api.calls.length, 2);
  assert.equal(api.calls[0].headers['idempotency-key'], api.calls[1].headers['idempotency-key']);
});

test('a second post while the first is being stored waits for it and gets its reference', async () => {
  api.calls.length = 0;
  api.answers.push({
    status: 409,
    json: { code: 0, message: 'busy', data: null },
    headers: { 'retry-after': '1' },
  });
  api.answers.push(stored('GK-BBBBBBBB'));
  const outcome = await forms.submit(
    'support',
    body({ fullName: 'R', email: 'r@x.co', message: 'Hi' }),
    '::1',
  );
  assert.deepEqual(outcome, { redirect: '/thank-you?form=support&reference=GK-BBBBBBBB' });
  assert.equal(api.calls.length, 2);
});

test('a refused post comes back with the API’s message per field and what was typed', async () => {
  api.answers.push({
    status: 400,
    json: {
      code: 0,
      message: 'leadName: This field is required',
      data: {
        errors: [
          { field: 'leadName', message: 'This field is required' },
          { field: 'email', message: 'Enter a valid email address' },
          { field: 'email', message: 'a second message' },
        ],
      },
    },
  });
  const typed = { leadName: ' ', email: 'nope', noOfPerson: '2', packageDetailId: '7' };
  const outcome = await forms.submit(
    'request-to-book',
    body({ ...typed, returnTo: '/goa-tour-packages-details/goa-beach-escape' }),
    '203.0.113.9',
  );
  assert.deepEqual(outcome, {
    status: 400,
    page: '/goa-tour-packages-details/goa-beach-escape',
    submission: {
      form: 'request-to-book',
      values: typed,
      errors: { leadName: 'This field is required', email: 'Enter a valid email address' },
      failed: false,
    },
  });
});

test('the privacy notice version the page showed goes to the API with the fields', () => {
  for (const kind of ['enquiry', 'request-to-book', 'contact', 'support', 'newsletter']) {
    const posted = body({ email: 'a@b.co', privacyNoticeVersion: '2026-11-25' });
    assert.equal(formFields(kind, posted).privacyNoticeVersion, '2026-11-25', kind);
  }
});

test('a limited, failing or absent API keeps what was typed and says the form failed', async () => {
  const posted = body({ email: 'a@b.co', returnTo: '/blogs' });
  api.answers.push({
    status: 429,
    json: { code: 0, message: 'Too many', data: null },
    headers: { 'retry-after': '42' },
  });
  assert.deepEqual(await forms.submit('newsletter', posted, '203.0.113.9'), {
    status: 429,
    page: '/blogs',
    retryAfter: '42',
    submission: { form: 'newsletter', values: { email: 'a@b.co' }, errors: {}, failed: true },
  });
  for (const status of [500, 503, 422, 401]) {
    api.answers.push({ status, json: { code: 0, message: 'no', data: null } });
    const outcome = await forms.submit('newsletter', posted, '203.0.113.9');
    assert.equal(outcome.status, 503, String(status));
    assert.equal(outcome.submission.failed, true);
  }
  const down = createFormPosts({ apiBaseUrl: 'http://127.0.0.1:9', authCode: 'c' });
  const outcome = await down.submit('newsletter', posted, '203.0.113.9');
  assert.equal(outcome.status, 503);
  assert.deepEqual(outcome.submission.values, { email: 'a@b.co' });
});

test('the site server answers POST /forms/<kind>: 303, or the page again, never cached', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'form-posts-'));
  const rendered = [];
  const outcomes = {
    contact: { redirect: '/thank-you?form=contact&reference=GK-CCCCCCCC' },
    support: {
      status: 400,
      page: '/customer-support',
      submission: {
        form: 'support',
        values: { fullName: '' },
        errors: { fullName: 'Required' },
        failed: false,
      },
    },
    newsletter: {
      status: 429,
      page: '/',
      retryAfter: '30',
      submission: { form: 'newsletter', values: {}, errors: {}, failed: true },
    },
  };
  const posted = [];
  const app = await startStaticServer({
    root,
    port: 0,
    host: '127.0.0.1',
    pages: {
      render: async (url, options) => {
        rendered.push({ url, options });
        return {
          status: 200,
          html: `<html>${url}</html>`,
          nonce: 'n',
          versions: 'v1',
          remoteEntries: [],
        };
      },
      sitemap: async () => '',
      apiBaseUrl: 'http://api.example',
      forms: {
        submit: async (kind, formBody, ip) => {
          posted.push({ kind, formBody, ip });
          return outcomes[kind];
        },
      },
    },
  });
  try {
    const post = (url, payload, type = 'application/x-www-form-urlencoded') =>
      app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });

    const sent = await post('/forms/contact', 'name=A&message=Hi');
    assert.equal(sent.statusCode, 303);
    assert.equal(sent.headers.location, '/thank-you?form=contact&reference=GK-CCCCCCCC');
    assert.equal(sent.headers['cache-control'], 'no-store');
    assert.deepEqual(posted[0], {
      kind: 'contact',
      formBody: 'name=A&message=Hi',
      ip: '127.0.0.1',
    });

    const refused = await post('/forms/support', 'fullName=');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.headers['cache-control'], 'no-store');
    assert.equal(refused.headers.etag, undefined);
    assert.match(refused.headers['content-security-policy'], /'nonce-n'/);
    assert.equal(refused.body, '<html>/customer-support</html>');
    assert.deepEqual(rendered.at(-1), {
      url: '/customer-support',
      options: { submission: outcomes.support.submission, visitor: undefined },
    });

    const limited = await post('/forms/newsletter', 'email=a%40b.co');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.headers['retry-after'], '30');

    assert.equal((await post('/forms/unknown', 'a=1')).statusCode, 404);
    assert.equal((await post('/forms/contact', '{}', 'application/json')).statusCode, 404);
    assert.equal(
      (await post('/forms/contact', `message=${'x'.repeat(70 * 1024)}`)).statusCode,
      413,
    );
    assert.equal(posted.length, 3);
  } finally {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  }
});
