/**
 * Notifications that are never lost: each lead's outbox rows are written in its own transaction,
 * and the delivery worker gets them to a webhook that is down for a while, to a real SMTP server,
 * retries with backoff and dead-letters after the limit. The newsletter's confirm and unsubscribe
 * links work and are idempotent.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../../src/app';
import type { NotificationConfig } from '../../src/config';
import type { AppDatabase } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import type { OutboxChannel } from '../../src/db/schema';
import { PRIVACY_NOTICE_VERSION } from '@tour/shared/contracts';
import { createLeadRecorder } from '../../src/leads/record-lead';
import { outboxChannels } from '../../src/notifications/channels';
import { Webhook } from 'standardwebhooks';
import { NotificationWorker, type NotificationLogger } from '../../src/notifications/worker';
import { freePort, webhookReceiver } from '../support/webhook-receiver';
import { AUTH_CODE, CONSENT, validBooking, validEnquiry, withAuth, type Suite } from './context';

/** A Standard Webhooks secret: whsec_ and 32 bytes in base64. */
export const SECRET = `whsec_${Buffer.from('test-webhook-secret-0123456789ab').toString('base64')}`;
const AGENCY = 'agency@ghumakkad.test';
/** Far enough ahead that every retry is due: tests step time instead of sleeping. */
const LATER = () => new Date(Date.now() + 24 * 60 * 60_000);

interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  text: string;
}

/** A local SMTP server (no TLS, no auth) that keeps every message. */
export async function smtpReceiver() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), ...parseMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    mails,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME for our single-part plain-text mails. */
function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let text = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    text = Buffer.from(
      text
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  }
  return { headers, text };
}

/** The three Standard Webhooks headers of a delivery, as a receiver hands them to Webhook#verify. */
export function signatureHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
      name,
      String(headers[name] ?? ''),
    ]),
  );
}

/** Keeps what the worker logs, to check that it never holds personal data or secrets. */
export function memoryLogger() {
  const lines: unknown[] = [];
  const log = (...args: unknown[]) => void lines.push(args);
  const logger: NotificationLogger = { info: log, warn: log, error: log };
  return { logger, text: () => JSON.stringify(lines) };
}

export const config = (overrides: Partial<NotificationConfig>): NotificationConfig => ({
  webhook: null,
  smtpUrl: null,
  // The test SMTP server (smtpReceiver) speaks no TLS.
  smtpAllowPlaintext: true,
  agencyEmail: null,
  mailFrom: 'Ghumakkad <hello@ghumakkad.test>',
  maxAttempts: 8,
  pollMs: 10,
  publicApiUrl: 'https://api.ghumakkad.test',
  publicSiteUrl: 'https://ghumakkad.test',
  ...overrides,
});

export const FAST_RETRIES = { retryBaseMs: 5, retryCapMs: 40, leaseMs: 60_000 };

export function describeNotifications(suite: Suite): void {
  const apps: FastifyInstance[] = [];
  const appWith = async (settings: NotificationConfig) => {
    const app = buildApp({
      database: suite().database,
      authCode: AUTH_CODE,
      corsOrigins: null,
      rateLimits: { perIp: 1_000_000, leads: 1_000_000, namespace: 'notifications:' },
      leadChannels: outboxChannels(settings),
      publicSiteUrl: settings.publicSiteUrl,
    });
    await app.ready();
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  const postLead = async (app: FastifyInstance, path: string, body: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: withAuth(path),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(200);
    const { reference } = response.json().data as { reference: string };
    const { id } = await suite()
      .database.db.selectFrom('leads')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    return { id, reference };
  };
  const outboxOf = (leadIds: number[]) =>
    suite()
      .database.db.selectFrom('lead_outbox')
      .selectAll()
      .where('lead_id', 'in', leadIds)
      .orderBy('id')
      .execute();
  const countRows = async (table: 'leads' | 'lead_outbox') => {
    const { count } = await suite()
      .database.db.selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  };
  /** Runs the worker (stepping time forward) until the rows of these leads are all settled. */
  const drain = async (worker: NotificationWorker, leadIds: number[], rounds = 50) => {
    for (let round = 0; round < rounds; round++) {
      const rows = await outboxOf(leadIds);
      if (rows.every((row) => row.status !== 'pending')) return rows;
      await worker.runOnce(LATER());
    }
    throw new Error('the outbox did not settle');
  };
  /** Other tests' rows must not reach this test's receivers: they are set aside as dead. */
  const setAsidePending = () =>
    suite()
      .database.db.updateTable('lead_outbox')
      .set({ status: 'dead', last_error: 'set aside by a test' })
      .where('status', '=', 'pending')
      .execute();
  const uniqueEmail = (name: string) =>
    `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

  describe('lead outbox', () => {
    it('writes one row per configured channel with the lead, and the privacy notice', async () => {
      const app = await appWith(
        config({
          webhook: { url: 'http://127.0.0.1:9/x', secret: SECRET },
          smtpUrl: 'smtp://127.0.0.1:9',
          agencyEmail: AGENCY,
        }),
      );
      const enquiry = await postLead(app, '/request-book/add', validEnquiry());
      const newsletter = await postLead(app, '/newsletter/subscribe', {
        email: uniqueEmail('outbox'),
        ...CONSENT,
      });
      const rows = await outboxOf([enquiry.id, newsletter.id]);
      const channels = (leadId: number) =>
        rows.filter((row) => row.lead_id === leadId).map((row) => row.channel);
      expect(channels(enquiry.id).sort()).toEqual(['email', 'visitor-email', 'webhook']);
      expect(channels(newsletter.id).sort()).toEqual(['newsletter-confirm', 'webhook']);
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'pending', attempts: 0, delivered_at: null });
      }
      const leads = await suite()
        .database.db.selectFrom('leads')
        .selectAll()
        .where('id', 'in', [enquiry.id, newsletter.id])
        .execute();
      for (const lead of leads) {
        expect(lead.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
        expect(lead.privacy_notice_at).toBe(lead.created_at);
      }
      const subscription = leads.find((lead) => lead.id === newsletter.id)!;
      expect(subscription.subject_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(leads.find((lead) => lead.id === enquiry.id)!.subject_token).toBeNull();
    });

    it('writes nothing more for a replayed Idempotency-Key or a known newsletter address', async () => {
      const app = await appWith(
        config({ webhook: { url: 'http://127.0.0.1:9/x', secret: SECRET } }),
      );
      const headers = { 'content-type': 'application/json', 'idempotency-key': 'outbox-replay-1' };
      const send = (url: string, body: unknown) =>
        app.inject({ method: 'POST', url: withAuth(url), headers, payload: JSON.stringify(body) });
      expect((await send('/request-book/add', validBooking())).statusCode).toBe(200);
      const email = uniqueEmail('again');
      await postLead(app, '/newsletter/subscribe', { email, ...CONSENT });
      const rowsBefore = await countRows('lead_outbox');
      const leadsBefore = await countRows('leads');
      expect((await send('/request-book/add', validBooking())).statusCode).toBe(200);
      await postLead(app, '/newsletter/subscribe', { email: email.toUpperCase(), ...CONSENT });
      expect(await countRows('lead_outbox')).toBe(rowsBefore);
      expect(await countRows('leads')).toBe(leadsBefore);
    });

    it.each([null, 'outbox-rollback-1'])(
      'stores no lead when its outbox rows cannot be written (Idempotency-Key %s)',
      async (idempotencyKey) => {
        // Two rows for one channel break the unique (lead_id, channel): the insert fails after the lead's.
        const record = createLeadRecorder(suite().database, {
          channelsFor: () => ['webhook', 'webhook'] satisfies OutboxChannel[],
        });
        const leadsBefore = await countRows('leads');
        const rowsBefore = await countRows('lead_outbox');
        // Not toThrow(): under --runInBand, better-sqlite3's errors come from another test file's
        // realm and are no Error here (the same holds in the next test).
        await expect(
          record({
            kind: 'contact',
            payload: { name: 'Roll Back', email: 'rollback@example.com', message: 'Hi' },
            idempotencyKey,
            requestHash: 'rollback',
            dedupeKey: null,
            privacyNoticeVersion: CONSENT.privacyNoticeVersion,
          }),
        ).rejects.toHaveProperty('message');
        expect(await countRows('leads')).toBe(leadsBefore);
        expect(await countRows('lead_outbox')).toBe(rowsBefore);
      },
    );

    it('leaves no outbox row when the lead insert itself fails', async () => {
      let asked = 0;
      const record = createLeadRecorder(suite().database, {
        channelsFor: () => {
          asked += 1;
          return ['webhook'];
        },
      });
      const rowsBefore = await countRows('lead_outbox');
      // No payload: the NOT NULL column refuses the row.
      await expect(
        record({
          kind: 'contact',
          payload: undefined,
          idempotencyKey: null,
          requestHash: 'no-payload',
          dedupeKey: null,
          privacyNoticeVersion: CONSENT.privacyNoticeVersion,
        }),
      ).rejects.toHaveProperty('message');
      expect(asked).toBe(1);
      expect(await countRows('lead_outbox')).toBe(rowsBefore);
    });
  });

  describe('delivery worker', () => {
    beforeEach(setAsidePending);

    it('delivers every lead to a webhook that was down for a while, signed, once it is back', async () => {
      const receiver = await webhookReceiver();
      const settings = config({ webhook: { url: receiver.url, secret: SECRET }, maxAttempts: 100 });
      const app = await appWith(settings);
      const log = memoryLogger();
      const worker = new NotificationWorker({
        database: suite().database,
        config: settings,
        logger: log.logger,
        ...FAST_RETRIES,
      });
      const leads = [
        await postLead(app, '/request-book/add', validEnquiry()),
        await postLead(app, '/request-book/add', validBooking()),
        await postLead(app, '/contact/add', {
          name: 'A',
          email: 'a@example.com',
          message: 'Hi',
          ...CONSENT,
        }),
        await postLead(app, '/support/add', {
          fullName: 'B',
          email: 'b@example.com',
          message: 'Hi',
          ...CONSENT,
        }),
        await postLead(app, '/newsletter/subscribe', { email: uniqueEmail('hook'), ...CONSENT }),
      ];
      const ids = leads.map((lead) => lead.id);

      // Not listening at all, then answering 503: nothing is delivered, everything is kept.
      for (let round = 0; round < 3; round++) await worker.runOnce(LATER());
      await receiver.up();
      receiver.answer(503);
      for (let round = 0; round < 3; round++) await worker.runOnce(LATER());
      let rows = await outboxOf(ids);
      expect(rows).toHaveLength(5);
      for (const row of rows) {
        expect(row.status).toBe('pending');
        expect(row.attempts).toBe(6);
        expect(row.last_error).toBe('webhook answered 503');
      }
      expect(receiver.received.length).toBe(15);

      // Back: the polling worker delivers all of them.
      receiver.answer(200);
      await suite()
        .database.db.updateTable('lead_outbox')
        .set({ next_attempt_at: new Date().toISOString() })
        .where('lead_id', 'in', ids)
        .execute();
      worker.start();
      try {
        const deadline = Date.now() + 10_000;
        while (Date.now() < deadline) {
          rows = await outboxOf(ids);
          if (rows.every((row) => row.status === 'delivered')) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await worker.stop();
      }
      expect(rows.map((row) => row.status)).toEqual(Array(5).fill('delivered'));

      const delivered = receiver.delivered();
      const byLead = new Map<number, number>();
      const receiverSide = new Webhook(SECRET);
      const otherSecret = new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`);
      for (const { headers, body } of delivered) {
        const signed = signatureHeaders(headers);
        const message = receiverSide.verify(body, signed) as {
          type: string;
          timestamp: string;
          data: {
            leadId: number;
            reference: string;
            kind: string;
            createdAt: string;
            payload: unknown;
          };
        };
        expect(() => otherSecret.verify(body, signed)).toThrow();
        expect(headers['content-type']).toBe('application/json');
        expect(message.type).toBe('lead.created');
        const parsed = message.data;
        expect(message.timestamp).toBe(parsed.createdAt);
        const row = rows.find((r) => r.lead_id === parsed.leadId)!;
        expect(signed['webhook-id']).toBe(row.message_id);
        const lead = leads.find((l) => l.id === parsed.leadId)!;
        expect(parsed.reference).toBe(lead.reference);
        expect(Date.parse(parsed.createdAt)).not.toBeNaN();
        expect(parsed.payload).toEqual(expect.any(Object));
        byLead.set(parsed.leadId, (byLead.get(parsed.leadId) ?? 0) + 1);
      }
      // At least once; with one worker and a receiver that answers, exactly once.
      expect([...byLead.keys()].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect([...byLead.values()]).toEqual(Array(5).fill(1));
      for (const row of rows) expect(row.delivered_at).not.toBeNull();

      // Logs name rows and leads, never addresses, the webhook URL or its secret.
      const logged = log.text();
      expect(logged).toContain('notification delivered');
      expect(logged).not.toMatch(/example\.com|hidden-in-url/);
      expect(logged).not.toContain(SECRET.slice('whsec_'.length));
      await receiver.down();
    });

    it('dead-letters a notification after NOTIFY_MAX_ATTEMPTS attempts', async () => {
      const receiver = await webhookReceiver();
      await receiver.up();
      receiver.answer(500);
      const settings = config({ webhook: { url: receiver.url, secret: SECRET }, maxAttempts: 3 });
      const app = await appWith(settings);
      const log = memoryLogger();
      const worker = new NotificationWorker({
        database: suite().database,
        config: settings,
        logger: log.logger,
        ...FAST_RETRIES,
      });
      const lead = await postLead(app, '/contact/add', {
        name: 'D',
        email: 'd@example.com',
        message: 'x',
        ...CONSENT,
      });
      const [row] = await drain(worker, [lead.id]);
      expect(row).toMatchObject({
        status: 'dead',
        attempts: 3,
        last_error: 'webhook answered 500',
        delivered_at: null,
      });
      expect(receiver.received).toHaveLength(3);
      // A dead row is not tried again.
      await worker.runOnce(LATER());
      expect(receiver.received).toHaveLength(3);
      expect(log.text()).toContain('notification dead-lettered');
      await receiver.down();
    });

    it('never lets two workers deliver the same row at the same time', async () => {
      const receiver = await webhookReceiver();
      await receiver.up();
      const settings = config({ webhook: { url: receiver.url, secret: SECRET } });
      const app = await appWith(settings);
      const ids: number[] = [];
      for (let index = 0; index < 12; index++) {
        ids.push(
          (
            await postLead(app, '/contact/add', {
              name: `W${index}`,
              email: 'w@example.com',
              message: 'x',
              ...CONSENT,
            })
          ).id,
        );
      }
      // A second connection pool, as a second API process would have.
      const second: AppDatabase = openDatabase(suite().target.config);
      const worker = (database: AppDatabase) =>
        new NotificationWorker({
          database,
          config: settings,
          logger: memoryLogger().logger,
          batchSize: 5,
          ...FAST_RETRIES,
        });
      const workers = [
        worker(suite().database),
        worker(second),
        worker(suite().database),
        worker(second),
      ];
      try {
        for (let round = 0; round < 4; round++) {
          await Promise.all(workers.map((w) => w.runOnce()));
        }
      } finally {
        await second.close();
      }
      const rows = await outboxOf(ids);
      expect(rows.map((row) => row.status)).toEqual(Array(12).fill('delivered'));
      const deliveries = receiver.received.map((r) => r.headers['webhook-id']);
      expect(deliveries).toHaveLength(12);
      expect(new Set(deliveries).size).toBe(12);
      await receiver.down();
    });

    it('mails the agency and the visitor through SMTP, and retries while SMTP is down', async () => {
      const smtp = await smtpReceiver();
      const settings = config({ smtpUrl: smtp.url, agencyEmail: AGENCY });
      const app = await appWith(settings);
      const visitor = uniqueEmail('asha');
      const lead = await postLead(app, '/request-book/add', { ...validEnquiry(), email: visitor });

      // SMTP down first: the rows wait and are retried.
      const down = new NotificationWorker({
        database: suite().database,
        config: { ...settings, smtpUrl: `smtp://127.0.0.1:${await freePort()}` },
        logger: memoryLogger().logger,
        ...FAST_RETRIES,
      });
      await down.runOnce(LATER());
      await down.stop();
      for (const row of await outboxOf([lead.id])) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(row.last_error).toBeTruthy();
      }

      const log = memoryLogger();
      const worker = new NotificationWorker({
        database: suite().database,
        config: settings,
        logger: log.logger,
        ...FAST_RETRIES,
      });
      const rows = await drain(worker, [lead.id]);
      await worker.stop();
      await smtp.close();
      expect(rows.map((row) => [row.channel, row.status]).sort()).toEqual([
        ['email', 'delivered'],
        ['visitor-email', 'delivered'],
      ]);

      const agency = smtp.mails.filter((mail) => mail.to.includes(AGENCY));
      expect(agency).toHaveLength(1);
      expect(agency[0]!.headers.subject).toBe(`New enquiry ${lead.reference}`);
      expect(agency[0]!.headers['reply-to']).toBe(visitor);
      expect(agency[0]!.text).toContain('destination: Kerala');

      const acknowledgement = smtp.mails.filter((mail) => mail.to.includes(visitor));
      expect(acknowledgement).toHaveLength(1);
      expect(acknowledgement[0]!.headers.subject).toContain(lead.reference);
      expect(acknowledgement[0]!.headers.from).toContain('hello@ghumakkad.test');
      expect(acknowledgement[0]!.text).toContain(`Your reference is ${lead.reference}`);
      expect(acknowledgement[0]!.text).toContain('What happens next');
      expect(log.text()).not.toContain('example.com');
    });
  });

  describe('newsletter confirmation and unsubscribe', () => {
    beforeEach(setAsidePending);

    it('mails a confirm link and a one-click unsubscribe; both links work and are idempotent', async () => {
      const smtp = await smtpReceiver();
      const settings = config({ smtpUrl: smtp.url });
      const app = await appWith(settings);
      const email = uniqueEmail('reader');
      const lead = await postLead(app, '/newsletter/subscribe', { email, ...CONSENT });
      const worker = new NotificationWorker({
        database: suite().database,
        config: settings,
        logger: memoryLogger().logger,
        ...FAST_RETRIES,
      });
      await drain(worker, [lead.id]);
      await worker.stop();
      await smtp.close();

      const [mail] = smtp.mails.filter((m) => m.to.includes(email));
      expect(mail).toBeDefined();
      const { subject_token: token } = await suite()
        .database.db.selectFrom('leads')
        .select('subject_token')
        .where('id', '=', lead.id)
        .executeTakeFirstOrThrow();
      const confirmUrl = `https://api.ghumakkad.test/newsletter/confirm?token=${token}`;
      const unsubscribeUrl = `https://api.ghumakkad.test/newsletter/unsubscribe?token=${token}`;
      expect(mail!.text).toContain(confirmUrl);
      expect(mail!.text).toContain(unsubscribeUrl);
      expect(mail!.text).not.toContain(`token=${lead.id}&`);
      expect(mail!.headers['list-unsubscribe']).toBe(`<${unsubscribeUrl}>`);
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      const state = () =>
        suite()
          .database.db.selectFrom('leads')
          .select(['confirmed_at', 'unsubscribed_at'])
          .where('id', '=', lead.id)
          .executeTakeFirstOrThrow();
      const open = (url: string, method: 'GET' | 'POST' = 'GET') =>
        suite().app.inject({
          method,
          url: new URL(url).pathname + new URL(url).search,
          ...(method === 'POST'
            ? {
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: 'List-Unsubscribe=One-Click',
              }
            : {}),
        });

      // Opening a link (as a mail scanner does) only asks; the page's button acts.
      const asked = await open(confirmUrl);
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(asked.body).toContain('Confirm your subscription');
      expect(asked.body).toMatch(/<form method="post"><button type="submit">/);
      expect((await state()).confirmed_at).toBeNull();
      const confirmed = await open(confirmUrl, 'POST');
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('Subscription confirmed');
      const first = await state();
      expect(first.confirmed_at).not.toBeNull();
      expect(first.unsubscribed_at).toBeNull();
      for (const method of ['GET', 'POST'] as const) {
        const again = await open(confirmUrl, method);
        expect(again.statusCode).toBe(200);
        expect(again.body).toContain('Subscription confirmed');
      }
      expect(await state()).toEqual(first);

      const askedToLeave = await open(unsubscribeUrl);
      expect(askedToLeave.statusCode).toBe(200);
      expect(askedToLeave.body).toContain('Unsubscribe from the newsletter');
      expect(await state()).toEqual(first);
      const unsubscribed = await open(unsubscribeUrl, 'POST');
      expect(unsubscribed.statusCode).toBe(200);
      expect(unsubscribed.body).toContain('Unsubscribed');
      const gone = await state();
      expect(gone.unsubscribed_at).not.toBeNull();
      expect((await open(unsubscribeUrl)).body).toContain('Unsubscribed');
      expect((await open(unsubscribeUrl, 'POST')).statusCode).toBe(200);
      expect(await state()).toEqual(gone);
      // A later click on the confirm link, or its button, does not subscribe the address again.
      for (const method of ['GET', 'POST'] as const) {
        const reconfirm = await open(confirmUrl, method);
        expect(reconfirm.statusCode).toBe(200);
        expect(reconfirm.body).toContain('has unsubscribed');
      }
      expect(await state()).toEqual(gone);
    });

    it('answers 404 to an unknown token and 400 to a missing one, changing nothing', async () => {
      const unknown = await suite().app.inject({
        method: 'GET',
        url: '/newsletter/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Link not valid');
      const missing = await suite().app.inject({ method: 'GET', url: '/newsletter/confirm' });
      expect(missing.statusCode).toBe(400);
      const sequential = await suite().app.inject({
        method: 'POST',
        url: '/newsletter/confirm?token=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(sequential.statusCode).toBe(400);
      const unknownConfirm = await suite().app.inject({
        method: 'POST',
        url: '/newsletter/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(unknownConfirm.statusCode).toBe(404);
    });
  });
}
