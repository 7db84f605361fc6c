/**
 * The lead routes: validation with the shared schemas, storage before the answer, idempotency,
 * newsletter deduplication, JSON-only bodies and per-IP rate limits.
 */
import { sql } from 'kysely';
import { PRIVACY_NOTICE_VERSIONS } from '@tour/shared/contracts';
import { buildApp } from '../../src/app';
import { createLeadRecorder } from '../../src/leads/record-lead';
// mf-booking's contract with this API, as its build records it for the release gate.
import { API_REQUESTS } from '../../../mf-booking/src/api/apiRequests';
import {
  AUTH_CODE,
  CONSENT,
  dayFromToday,
  requests,
  storedFields,
  validBooking,
  validEnquiry,
  withAuth,
  type Suite,
} from './context';

export const LEAD_PATHS = [
  '/request-book/add',
  '/contact/add',
  '/support/add',
  '/newsletter/subscribe',
];
export const POST_PATHS = ['/package/search', ...LEAD_PATHS];

const RECEIVED = 'Thank you! We have received your request.';

export function describeLeadRoutes(suite: Suite): void {
  const { inject, postJson, countLeads } = requests(suite);
  const postLead = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(withAuth('/request-book/add'), body, headers);
  const storedLead = (reference: string) =>
    suite()
      .database.db.selectFrom('leads')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();

  describe('POST /request-book/add', () => {
    it('stores an enquiry before replying, phone and date normalised', async () => {
      const enquiry = { ...validEnquiry(), phone: '+91 98765-43210', people: '2' };
      const response = await postLead(enquiry);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        code: 1,
        message: RECEIVED,
        data: { reference: expect.stringMatching(/^GK-[0-9A-Z]{8}$/) },
      });
      const lead = await storedLead(body.data.reference);
      expect(lead.kind).toBe('enquiry');
      expect(JSON.parse(lead.payload)).toEqual(storedFields(validEnquiry()));
      expect(lead.idempotency_key).toBeNull();
      expect(Date.parse(lead.created_at)).not.toBeNaN();
    });

    it('stores a booking, recognised by its fields', async () => {
      const body = (await postLead(validBooking())).json();
      expect(body.code).toBe(1);
      const lead = await storedLead(body.data.reference);
      expect(lead.kind).toBe('booking');
      expect(JSON.parse(lead.payload)).toEqual(storedFields(validBooking()));
    });

    it('stores the short booking form as a booking under the booking field names', async () => {
      const form = {
        name: 'Meera Iyer',
        person: 4,
        departingCity: 'Chennai',
        date: dayFromToday(10),
        email: 'meera@example.com',
        phone: '08765432109',
        ...CONSENT,
      };
      const body = (await postLead(form)).json();
      expect(body).toEqual({
        code: 1,
        message: RECEIVED,
        data: { reference: expect.stringMatching(/^GK-[0-9A-Z]{8}$/) },
      });
      const lead = await storedLead(body.data.reference);
      expect(lead.kind).toBe('booking');
      expect(JSON.parse(lead.payload)).toEqual({
        leadName: 'Meera Iyer',
        noOfPerson: 4,
        departureCity: 'Chennai',
        date: form.date,
        email: 'meera@example.com',
        phone: '+918765432109',
      });
    });

    it('takes the authCode from a JSON body, as the short form sends it', async () => {
      const form = {
        name: 'Kabir Das',
        person: 1,
        departingCity: 'Varanasi',
        date: dayFromToday(0),
        email: 'kabir@example.com',
        phone: '7654321098',
        ...CONSENT,
      };
      const ok = await postJson('/request-book/add', { ...form, authCode: AUTH_CODE });
      expect(ok.statusCode).toBe(200);
      const wrong = await postJson('/request-book/add', { ...form, authCode: 'nope' });
      expect(wrong.statusCode).toBe(401);
      const missing = await postJson('/request-book/add', form);
      expect(missing.statusCode).toBe(401);
    });

    it('rejects an invalid enquiry with 400 naming each bad field, storing nothing', async () => {
      const before = await countLeads();
      const response = await postLead({
        ...validEnquiry(),
        email: '  ',
        people: 0,
        name: undefined,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe(0);
      expect(body.message).toBe('name: Required; email: Required; people: At least 1 person');
      expect(body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
        'email',
        'name',
        'people',
      ]);
      expect(await countLeads()).toBe(before);
    });

    it('uses the booking form’s own required message', async () => {
      const response = await postLead({ ...validBooking(), leadName: ' ', noOfPerson: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors).toEqual([
        { field: 'leadName', message: 'This field is required' },
        { field: 'noOfPerson', message: 'Must be a number' },
      ]);
    });

    it('explains a bad phone, email, date or group size', async () => {
      const response = await postLead({
        ...validEnquiry(),
        phone: '12345 67890',
        email: 'asha@',
        departureDate: dayFromToday(-1),
        people: 1001,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'phone: Enter a valid mobile number (from abroad, start with + and the country code); email: Enter a valid email address; departureDate: Choose a date from today onwards; people: At most 1000 people',
      );
    });

    it.each([
      '9876543210',
      '+919876543210',
      '+91 98765 43210',
      '098765-43210',
      '6000000000',
      '+44 7911 123456',
    ])('accepts the mobile number %j', async (phone) => {
      expect((await postLead({ ...validEnquiry(), phone })).statusCode).toBe(200);
    });

    it.each(['5876543210', '987654321', '98765432100', '+92 9876543210', '98765x3210'])(
      'rejects the mobile number %j',
      async (phone) => {
        const response = await postLead({ ...validEnquiry(), phone });
        expect(response.json().message).toBe(
          'phone: Enter a valid mobile number (from abroad, start with + and the country code)',
        );
      },
    );

    it('accepts today (in India) and rejects an impossible date', async () => {
      expect(
        (await postLead({ ...validEnquiry(), departureDate: dayFromToday(0) })).statusCode,
      ).toBe(200);
      const response = await postLead({ ...validEnquiry(), departureDate: '2030-02-30' });
      expect(response.json().message).toBe('departureDate: Enter a valid date');
    });

    it('rejects a body that is not a JSON object', async () => {
      const response = await postLead([validEnquiry()]);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors).toEqual([
        { field: 'body', message: 'Must be a JSON object' },
      ]);
    });
  });

  describe('other lead routes', () => {
    it('stores a contact message; subject is optional', async () => {
      const message = { name: 'Ravi', email: 'ravi@example.com', message: 'Call me back.' };
      const response = await postJson(withAuth('/contact/add'), {
        ...message,
        subject: '',
        ...CONSENT,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        code: 1,
        message: 'Form submitted successfully.',
        data: { reference: expect.stringMatching(/^GK-[0-9A-Z]{8}$/) },
      });
      const lead = await storedLead(body.data.reference);
      expect(lead.kind).toBe('contact');
      expect(JSON.parse(lead.payload)).toEqual(message);
    });

    it('rejects a contact message without its required fields', async () => {
      const response = await postJson(withAuth('/contact/add'), { email: 'x', ...CONSENT });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'name: Required; email: Enter a valid email address; message: Required',
      );
    });

    it('stores a support message', async () => {
      const message = { fullName: 'Sara Khan', email: 'sara@example.com', message: 'Refund?' };
      const body = (await postJson(withAuth('/support/add'), { ...message, ...CONSENT })).json();
      expect(body.code).toBe(1);
      const lead = await storedLead(body.data.reference);
      expect(lead.kind).toBe('support');
      expect(JSON.parse(lead.payload)).toEqual(message);
    });

    it('rejects a support message with a long text', async () => {
      const response = await postJson(withAuth('/support/add'), {
        fullName: 'Sara',
        email: 'sara@example.com',
        message: 'x'.repeat(5001),
        ...CONSENT,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('message: Must be at most 5000 characters');
    });

    it('subscribes an address once, however often and however capitalised', async () => {
      const subscribe = (email: string) =>
        postJson(withAuth('/newsletter/subscribe'), { email, ...CONSENT });
      const first = await subscribe('news.reader@example.com');
      const before = await countLeads();
      const second = await subscribe('  News.Reader@Example.com ');
      expect(first.json()).toEqual({
        code: 1,
        message: 'Thank you for subscribing!',
        data: { reference: expect.stringMatching(/^GK-[0-9A-Z]{8}$/) },
      });
      expect(second.json()).toEqual(first.json());
      expect(await countLeads()).toBe(before);
    });

    it('rejects a bad newsletter address with the spec’s message', async () => {
      const response = await postJson(withAuth('/newsletter/subscribe'), {
        email: 'reader@',
        ...CONSENT,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('email: Valid email is required *');
    });
  });

  describe('Idempotency-Key', () => {
    it('stores one row for a repeated key and replays the first answer', async () => {
      const before = await countLeads();
      const headers = { 'idempotency-key': 'enquiry-replay-1' };
      const first = await postLead(validEnquiry(), headers);
      // Same content with the keys in another order is the same request.
      const reordered = Object.fromEntries(Object.entries(validEnquiry()).reverse());
      const second = await postLead(reordered, headers);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await countLeads()).toBe(before + 1);
    });

    it('refuses the same key with a different body with 422', async () => {
      const headers = { 'idempotency-key': 'enquiry-conflict-1' };
      expect((await postLead(validEnquiry(), headers)).statusCode).toBe(200);
      const before = await countLeads();
      const response = await postLead({ ...validEnquiry(), people: 5 }, headers);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 0,
        message: 'This Idempotency-Key was already used for a different request.',
        data: null,
      });
      expect(await countLeads()).toBe(before);
    });

    it('refuses the same key with another privacy notice version with 422', async () => {
      const headers = { 'idempotency-key': 'notice-conflict-1' };
      const first = await postLead(validEnquiry(), headers);
      expect(first.statusCode).toBe(200);
      const before = await countLeads();
      // Same fields, but the form says it showed the older notice: another consent, so the key
      // cannot replay the first answer (which recorded the newer one).
      const older = { ...validEnquiry(), privacyNoticeVersion: PRIVACY_NOTICE_VERSIONS[1] };
      const response = await postLead(older, headers);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'This Idempotency-Key was already used for a different request.',
      );
      // Nor with no version at all.
      expect((await postLead(storedFields(validEnquiry()), headers)).statusCode).toBe(422);
      expect(await countLeads()).toBe(before);
      const stored = await storedLead(first.json().data.reference);
      expect(stored.privacy_notice_version).toBe(CONSENT.privacyNoticeVersion);
    });

    it('refuses the same key on another lead route with 422', async () => {
      const headers = { 'idempotency-key': 'cross-route-1' };
      const body = {
        email: 'cross@example.com',
        name: 'X',
        message: 'Hi',
        fullName: 'X',
        ...CONSENT,
      };
      expect((await postJson(withAuth('/contact/add'), body, headers)).statusCode).toBe(200);
      expect((await postJson(withAuth('/support/add'), body, headers)).statusCode).toBe(422);
    });

    it('answers 409 while the first request with the key is still being stored', async () => {
      const record = createLeadRecorder(suite().database);
      const lead = {
        kind: 'enquiry' as const,
        payload: validEnquiry(),
        idempotencyKey: 'in-flight-1',
        requestHash: 'hash-1',
        dedupeKey: null,
        privacyNoticeVersion: CONSENT.privacyNoticeVersion,
      };
      const [first, second] = await Promise.all([record(lead), record(lead)]);
      expect(first.status).toBe('created');
      expect(second).toEqual({ status: 'key-in-flight' });
      expect(await record(lead)).toEqual({ ...first, status: 'replayed' });
    });

    it('gives concurrent HTTP retries one row: a replay or a 409 with Retry-After', async () => {
      const before = await countLeads();
      const headers = { 'idempotency-key': 'burst-1' };
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => postLead(validEnquiry(), headers)),
      );
      const references = new Set<string>();
      for (const response of responses) {
        if (response.statusCode === 409) {
          expect(response.headers['retry-after']).toBe('1');
          expect(response.json().message).toMatch(/still being processed/);
        } else {
          expect(response.statusCode).toBe(200);
          references.add(response.json().data.reference);
        }
      }
      expect(references.size).toBe(1);
      expect(await countLeads()).toBe(before + 1);
    });

    it('rejects a key longer than 200 characters', async () => {
      const response = await postLead(validEnquiry(), { 'idempotency-key': 'k'.repeat(201) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Idempotency-Key: Must be at most 200 characters');
    });
  });

  describe("what mf-booking's build sends", () => {
    it.each(API_REQUESTS.map((request) => [request.name, request] as const))(
      'accepts and stores its %s as it is sent',
      async (_name, { path, body }) => {
        const before = await countLeads();
        const response = await postJson(withAuth(path), body);
        expect(response.statusCode).toBe(200);
        expect(response.json().code).toBe(1);
        // A newsletter address already subscribed by an earlier test stores nothing new.
        expect(await countLeads()).toBeGreaterThanOrEqual(
          before + (path.includes('newsletter') ? 0 : 1),
        );
      },
    );
  });

  describe('POST /leads/check', () => {
    const check = (body: unknown) => postJson('/leads/check', body);

    it("accepts every request of mf-booking's build and stores nothing", async () => {
      const before = await countLeads();
      const response = await check({
        requests: API_REQUESTS.map(({ path, body }) => ({ path, body })),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.results).toEqual(
        API_REQUESTS.map(({ path }) => ({ path, accepted: true, kind: expect.any(String) })),
      );
      expect(await countLeads()).toBe(before);
    });

    it('says what a route would refuse, field by field, as the route says it', async () => {
      const refused = { ...validEnquiry(), email: 'not-an-email', departureDate: '2001-01-01' };
      const [checked, posted] = await Promise.all([
        check({ requests: [{ path: '/request-book/add', body: refused }] }),
        postJson(withAuth('/request-book/add'), refused),
      ]);
      expect(posted.statusCode).toBe(400);
      expect(checked.statusCode).toBe(200);
      expect(checked.json().data.results).toEqual([
        { path: '/request-book/add', accepted: false, errors: posted.json().data.errors },
      ]);
    });

    it.each([
      ['an unknown route', '/request-book/remove'],
      ['a prototype key', '__proto__'],
      ['a route that is not a lead route', '/package/search'],
    ])('does not accept %s', async (_what, path) => {
      const response = await check({ requests: [{ path, body: validEnquiry() }] });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.results).toEqual([
        {
          path,
          accepted: false,
          errors: [{ field: 'path', message: `No lead route is called ${path}` }],
        },
      ]);
    });

    it.each([
      ['no requests', { requests: [] }],
      [
        'more than 20',
        { requests: Array.from({ length: 21 }, () => ({ path: '/contact/add', body: {} })) },
      ],
      ['not a list', { requests: 'all' }],
      ['a path that is not text', { requests: [{ path: 7, body: {} }] }],
      ['not an object', [1, 2]],
    ])('answers 400, never 5xx, to %s', async (_what, body) => {
      const response = await check(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(0);
    });

    it('takes bodies that are not objects as the routes do: not accepted', async () => {
      const response = await check({
        requests: [null, 'text', 42, []].map((body) => ({
          path: '/contact/add',
          body,
        })),
      });
      expect(response.statusCode).toBe(200);
      for (const result of response.json().data.results) expect(result.accepted).toBe(false);
    });
  });

  describe('JSON bodies only', () => {
    it.each(
      POST_PATHS.flatMap((path) => [
        [path, 'text/plain', 'name=Asha'],
        [path, 'application/x-www-form-urlencoded', 'name=Asha'],
        [path, 'multipart/form-data; boundary=x', '--x\r\n\r\nAsha\r\n--x--'],
      ]),
    )('%s answers 415 to %s (a cross-site form post)', async (path, contentType, payload) => {
      const before = await countLeads();
      const response = await inject({
        method: 'POST',
        url: withAuth(path),
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe(0);
      expect(await countLeads()).toBe(before);
    });

    it.each(POST_PATHS)('%s answers 415 to a POST without a body or content type', async (path) => {
      const response = await inject({ method: 'POST', url: withAuth(path) });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Send the request body as application/json.');
    });

    it.each(POST_PATHS)('%s answers 400 to malformed JSON', async (path) => {
      const response = await inject({
        method: 'POST',
        url: withAuth(path),
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 0,
        message: 'Request body is not valid JSON.',
        data: null,
      });
    });

    it.each(POST_PATHS)('%s answers 413 to a body over 64 KB', async (path) => {
      const before = await countLeads();
      const response = await postJson(withAuth(path), {
        ...validEnquiry(),
        name: 'x'.repeat(70 * 1024),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('Request body is too large (the limit is 64 KB).');
      expect(await countLeads()).toBe(before);
    });
  });

  describe('rate limits', () => {
    const limitedApp = (perIp: number, leads: number, renderToken = '') =>
      buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        rateLimits: { perIp, leads, namespace: 'unused:', renderToken },
      });

    it('share one lead budget per IP across every lead route, then answer 429', async () => {
      const app = limitedApp(1000, 3);
      const post = (path: string, body: unknown, ip: string) =>
        app.inject({
          method: 'POST',
          url: withAuth(path),
          remoteAddress: ip,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      const newsletter = { email: 'limit@example.com', ...CONSENT };
      const statuses = [
        (await post('/request-book/add', validEnquiry(), '10.0.0.1')).statusCode,
        (
          await post(
            '/contact/add',
            { name: 'a', email: 'a@b.co', message: 'm', ...CONSENT },
            '10.0.0.1',
          )
        ).statusCode,
        (await post('/newsletter/subscribe', newsletter, '10.0.0.1')).statusCode,
      ];
      const limited = await post(
        '/support/add',
        { fullName: 'a', email: 'a@b.co', message: 'm' },
        '10.0.0.1',
      );
      const otherIp = await post('/newsletter/subscribe', newsletter, '10.0.0.2');
      const search = await app.inject({
        method: 'POST',
        url: withAuth('/package/search'),
        remoteAddress: '10.0.0.1',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ destinationId: 1 }),
      });
      await app.close();
      expect(statuses).toEqual([200, 200, 200]);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({
        code: 0,
        message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
        data: null,
      });
      expect(otherIp.statusCode).toBe(200);
      expect(search.statusCode).toBe(200);
    });

    it('count leads against the lead budget only', async () => {
      const app = limitedApp(1, 1000);
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const response = await app.inject({
          method: 'POST',
          url: withAuth('/newsletter/subscribe'),
          remoteAddress: '10.0.0.4',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'budget@example.com', ...CONSENT }),
        });
        statuses.push(response.statusCode);
      }
      await app.close();
      expect(statuses).toEqual([200, 200, 200]);
    });

    it('limit all requests of an IP together, but never /health or /catalogue/version', async () => {
      const app = limitedApp(2, 1000);
      const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.0.0.3' });
      const cities = [];
      for (let i = 0; i < 3; i++)
        cities.push((await get(withAuth('/package/get-all-cities'))).statusCode);
      const health = [];
      for (let i = 0; i < 3; i++) health.push((await get('/health')).statusCode);
      const version = [];
      for (let i = 0; i < 3; i++) version.push((await get('/catalogue/version')).statusCode);
      const blogs = (await get(withAuth('/blog/get-all'))).statusCode;
      await app.close();
      expect(cities).toEqual([200, 200, 429]);
      expect(health).toEqual([200, 200, 200]);
      expect(version).toEqual([200, 200, 200]);
      expect(blogs).toBe(429);
    });

    it('let the render server past the per-IP limit with its token, and nobody else', async () => {
      const app = limitedApp(1, 1000, 'render-secret');
      const get = (token?: string) =>
        app.inject({
          method: 'GET',
          url: withAuth('/package/get-all-cities'),
          remoteAddress: '10.0.0.4',
          headers: token ? { 'x-render-token': token } : {},
        });
      const rendered = [];
      for (let i = 0; i < 3; i++) rendered.push((await get('render-secret')).statusCode);
      const others = [
        (await get()).statusCode,
        (await get()).statusCode,
        (await get('render-secreT')).statusCode,
        (await get('x')).statusCode,
      ];
      await app.close();
      expect(rendered).toEqual([200, 200, 200]);
      expect(others).toEqual([200, 429, 429, 429]);
    });

    it('count a lead the site server forwards against the visitor it names, with the token only', async () => {
      const app = limitedApp(1000, 2, 'render-secret');
      const post = (remoteAddress: string, headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: withAuth('/newsletter/subscribe'),
          remoteAddress,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify({ email: 'forwarded@example.com', ...CONSENT }),
        });
      const forSiteVisitor = (ip: string) =>
        post('10.0.0.20', { 'x-render-token': 'render-secret', 'x-render-client-ip': ip });
      const visitor = [];
      for (let i = 0; i < 3; i++) visitor.push((await forSiteVisitor('203.0.113.5')).statusCode);
      // Another visitor behind the same site server has a budget of their own.
      const otherVisitor = (await forSiteVisitor('203.0.113.6')).statusCode;
      // Without the token (or with a wrong one) the header is ignored: the sender is counted.
      const naming = [];
      for (let i = 0; i < 3; i++) {
        naming.push(
          (await post('10.0.0.21', { 'x-render-client-ip': `198.51.100.${i}` })).statusCode,
        );
      }
      const wrongToken = [];
      for (let i = 0; i < 3; i++) {
        const headers = {
          'x-render-token': 'render-secreT',
          'x-render-client-ip': `198.51.100.${i}`,
        };
        wrongToken.push((await post('10.0.0.22', headers)).statusCode);
      }
      // With the token, a header that is not an address is no bucket: the sender is counted.
      const notAnAddress = [];
      for (let i = 0; i < 3; i++) {
        const headers = { 'x-render-token': 'render-secret', 'x-render-client-ip': `visitor-${i}` };
        notAnAddress.push((await post('10.0.0.23', headers)).statusCode);
      }
      await app.close();
      expect(visitor).toEqual([200, 200, 429]);
      expect(otherVisitor).toBe(200);
      expect(naming).toEqual([200, 200, 429]);
      expect(wrongToken).toEqual([200, 200, 429]);
      expect(notAnAddress).toEqual([200, 200, 429]);
    });
  });

  describe('durable commits', () => {
    it('commits each lead to disk before the answer is sent', async () => {
      const { database } = suite();
      if (database.dialect === 'sqlite') {
        // WAL with synchronous=FULL syncs the log on every commit.
        const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
        const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
        expect(mode.rows[0]?.journal_mode).toBe('wal');
        expect(sync.rows[0]?.synchronous).toBe(2);
      } else {
        const sync = await sql<{
          synchronous_commit: string;
        }>`show synchronous_commit`.execute(database.db);
        expect(sync.rows[0]?.synchronous_commit).toBe('on');
      }
    });
  });
}
