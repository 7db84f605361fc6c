/** Response headers, logs without personal data, and sanitised rich text. */
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { sanitiseHtml } from '../../src/content/sanitise-html';
import { RICH_TEXT_COLUMNS, SanitiseRichTextPlugin } from '../../src/db/rich-text';
import { loggerOptions } from '../../src/logging';
import { AUTH_CODE, requests, validBooking, validEnquiry, withAuth, type Suite } from './context';

const XSS =
  '<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
const XSS_CLEANED = '<p>Hi</p><img src="x"><a>x</a>';

export function describeSecurity(suite: Suite): void {
  const { get } = requests(suite);

  describe('security headers', () => {
    it('sends a JSON API’s security headers, and not those meant for HTML pages', async () => {
      const response = await get(withAuth('/package/get-all-cities'));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
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
        trustProxy: true,
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
