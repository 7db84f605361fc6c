/** Response headers, logs without personal data, and sanitised rich text. */
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { sanitiseHtml } from '../../src/content/sanitise-html';
import { RICH_TEXT_COLUMNS, SanitiseRichTextPlugin } from '../../src/db/rich-text';
import { loggerOptions } from '../../src/logging';
import { AUTH_CODE, requests, validBooking, validEnquiry, withAuth, type Suite } from './context';

const XSS =
  '<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src="https://tracker.example/p.gif">';
const XSS_CLEANED = '<p>Hi</p><a>x</a>';

export function describeSecurity(suite: Suite): void {
  const { get } = requests(suite);

  describe('security headers', () => {
    it('sends a JSON API’s security headers, and not those meant for HTML pages', async () => {
      const response = await get(withAuth('/package/get-all-cities'));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    });

    it('sends HSTS only over HTTPS, as RFC 6797 asks, and believes only a trusted proxy about it', async () => {
      const plain = await get(withAuth('/package/get-all-cities'));
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const spoofed = await get(withAuth('/package/get-all-cities'), {
        'x-forwarded-proto': 'https',
      });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();

      const behindProxy = buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        trustProxy: 1,
      });
      try {
        const viaTls = await behindProxy.inject({
          url: withAuth('/package/get-all-cities'),
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(viaTls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(viaTls.headers['x-content-type-options']).toBe('nosniff');
      } finally {
        await behindProxy.close();
      }
    });

    it('gives no fresh rate-limit bucket for a made-up X-Forwarded-For', async () => {
      const limits = { perIp: 5, leads: 5, namespace: 'unused:' };
      const build = (trustProxy: false | number | string[]) =>
        buildApp({
          database: suite().database,
          authCode: AUTH_CODE,
          corsOrigins: null,
          rateLimits: limits,
          trustProxy,
        });
      const statuses = async (
        trustProxy: false | number | string[],
        remoteAddress: string,
        forwardedFor: (i: number) => string,
      ) => {
        const app = build(trustProxy);
        try {
          const answers: number[] = [];
          for (let i = 0; i < 8; i++) {
            const response = await app.inject({
              url: withAuth('/package/get-all-cities'),
              remoteAddress,
              headers: { 'x-forwarded-for': forwardedFor(i) },
            });
            answers.push(response.statusCode);
          }
          return answers;
        } finally {
          await app.close();
        }
      };
      const fiveThenRefused = [200, 200, 200, 200, 200, 429, 429, 429];
      // No proxy trusted: the header is ignored, the socket's address is the client.
      expect(await statuses(false, '198.51.100.7', (i) => `203.0.113.${i}`)).toEqual(
        fiveThenRefused,
      );
      // A client that is not the trusted proxy is not believed either.
      expect(await statuses(['10.0.0.1'], '198.51.100.7', (i) => `203.0.113.${i}`)).toEqual(
        fiveThenRefused,
      );
      // Behind one proxy, only the entry that proxy appended counts, whatever the client added.
      expect(await statuses(1, '10.0.0.1', (i) => `203.0.113.${i}, 198.51.100.7`)).toEqual(
        fiveThenRefused,
      );
      // ...while different visitors behind that proxy keep buckets of their own.
      expect(await statuses(1, '10.0.0.1', (i) => `198.51.100.${i + 10}`)).toEqual(
        Array(8).fill(200),
      );
    });

    it('cuts off a client that sends its headers a byte at a time (slowloris)', async () => {
      const app = buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        timeouts: { headersMs: 300, requestMs: 1_000, keepAliveMs: 1_000, checkEveryMs: 100 },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      let trickle: NodeJS.Timeout | undefined;
      try {
        const answer = await new Promise<string>((resolve) => {
          let received = '';
          socket.on('data', (chunk) => (received += String(chunk)));
          socket.on('close', () => resolve(received));
          socket.write('GET /health HTTP/1.1\r\nHost: api.test\r\nX-Slow: ');
          // A byte every 100 ms, never ending the headers: alive, but never a request.
          trickle = setInterval(() => socket.writable && socket.write('a'), 100);
        });
        expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      } finally {
        clearInterval(trickle);
        socket.destroy();
        await app.close();
      }
    }, 15_000);

    it('leaves the rate-limit counters out of answers under the limit', async () => {
      const response = await get(withAuth('/package/get-all-cities'));
      expect(response.headers['x-ratelimit-remaining']).toBeUndefined();
    });

    it('lets the site on another origin embed the illustrations', async () => {
      const response = await get('/images/beach.svg');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
    });
  });

  describe('logs', () => {
    it('carry no names, emails, phone numbers, queries or IPs', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = buildApp({
        database: suite().database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        logger: loggerOptions('debug', stream),
      });
      app.post('/boom', async () => {
        throw Object.assign(new Error('insert failed'), {
          detail: 'Key (email)=(asha@example.com) already exists.',
        });
      });
      const post = (url: string, body: unknown) =>
        app.inject({
          method: 'POST',
          url,
          remoteAddress: '203.0.113.9',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      await post(withAuth('/request-book/add'), validEnquiry());
      await post(withAuth('/request-book/add'), { ...validBooking(), phone: '12' });
      await post(withAuth('/boom'), validEnquiry());
      await app.inject({ method: 'GET', url: '/ai/package?inputText=I%20am%20Asha%20Verma' });
      await app.close();

      const log = lines.join('');
      expect(log).toContain('"path":"/request-book/add"');
      expect(log).toContain('insert failed');
      for (const personal of [
        'Asha',
        'asha@example.com',
        '9876543210',
        'Rohan',
        'rohan@example.com',
        '203.0.113.9',
        AUTH_CODE,
      ]) {
        expect(log).not.toContain(personal);
      }
    });
  });

  describe('rich text', () => {
    it('is cleaned of scripts, handlers and javascript: links on insert and update', async () => {
      const db = suite().database.db.withPlugin(new SanitiseRichTextPlugin());
      const { id } = await db
        .insertInto('destinations')
        .values({ name: 'XSS Land', slug: 'xss-land', description: XSS, landscape: 'city' })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const read = () =>
          db
            .selectFrom('destinations')
            .select(['name', 'description'])
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
        expect(await read()).toEqual({ name: 'XSS Land', description: XSS_CLEANED });
        await db
          .updateTable('destinations')
          .set({ description: `<p onclick="steal()">Again</p>${XSS}`, name: '<b>plain</b>' })
          .where('id', '=', id)
          .execute();
        // Only rich-text columns are touched: names stay exactly as written.
        expect(await read()).toEqual({
          name: '<b>plain</b>',
          description: `<p>Again</p>${XSS_CLEANED}`,
        });
      } finally {
        await db.deleteFrom('destinations').where('id', '=', id).execute();
      }
    });

    it('reached the database through the sanitiser when the seed ran', async () => {
      const { db } = suite().database;
      const stored = [
        ...(await db.selectFrom('destinations').select('description as html').execute()),
        ...(await db.selectFrom('packages').select('information as html').execute()),
        ...(await db.selectFrom('blogs').select('description as html').execute()),
      ];
      expect(Object.keys(RICH_TEXT_COLUMNS).sort()).toEqual(['blogs', 'destinations', 'packages']);
      expect(stored.length).toBeGreaterThan(0);
      for (const { html } of stored) {
        expect(sanitiseHtml(html)).toBe(html);
        expect(html).not.toMatch(/<script|\son\w+=|javascript:/i);
      }
    });
  });
}
