/**
 * Safe defaults: the API listens on loopback unless told otherwise; /staff answers credentialed
 * CORS only for the site's configured origin; webhooks are signed the Standard Webhooks way and a
 * receiver's library verifies them (and refuses them tampered with or replayed late); events that
 * are not a lead (subject.erased) are delivered like leads; mail insists on TLS; each lead records
 * the privacy notice version its form showed. On a database of its own, so that its deliveries
 * and outbox rows meet no other section's.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { PRIVACY_NOTICE_VERSIONS } from '@tour/shared/contracts';
import { buildApp } from '../../src/app';
import { loadConfig, type NotificationConfig } from '../../src/config';
import type { AppDatabase } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import { prepareDatabase } from '../../src/prepare-database';
import { outboxChannels } from '../../src/notifications/channels';
import { enableWebhookEvents, enqueueWebhookEvent } from '../../src/notifications/outbox';
import { NotificationWorker } from '../../src/notifications/worker';
import type { TestDatabaseTarget } from '../support/database-targets';
import { webhookReceiver } from '../support/webhook-receiver';
import {
  AUTH_CODE,
  CONSENT,
  dayFromToday,
  storedFields,
  validBooking,
  validEnquiry,
  withAuth,
} from './context';
import {
  config,
  FAST_RETRIES,
  memoryLogger,
  SECRET,
  signatureHeaders,
  smtpReceiver,
} from './notifications';

const UNLIMITED = { perIp: 1_000_000, leads: 1_000_000, namespace: 'unused:' };
const SITE = 'https://www.ghumakkad.example';
/** Far enough ahead that every retry is due: tests step time instead of sleeping. */
const LATER = () => new Date(Date.now() + 24 * 60 * 60_000);

export function describeSafeDefaults(createTarget: () => Promise<TestDatabaseTarget>): void {
  describe('safe defaults', () => {
    let target: TestDatabaseTarget;
    let database: AppDatabase;
    const apps: FastifyInstance[] = [];

    const appWith = async (
      options: { corsOrigins?: string[] | null; publicSiteUrl?: string | null } = {},
      notifications: NotificationConfig = config({}),
    ) => {
      const app = buildApp({
        database,
        authCode: AUTH_CODE,
        corsOrigins: options.corsOrigins ?? null,
        publicSiteUrl: options.publicSiteUrl ?? null,
        rateLimits: UNLIMITED,
        leadChannels: outboxChannels(notifications),
      });
      await app.ready();
      apps.push(app);
      return app;
    };
    const postLead = (app: FastifyInstance, url: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url: withAuth(url),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const outboxRow = (id: number) =>
      database.db
        .selectFrom('lead_outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const pendingIds = async () =>
      (
        await database.db
          .selectFrom('lead_outbox')
          .select('id')
          .where('status', '=', 'pending')
          .execute()
      ).map((row) => row.id);
    /** Runs the worker, stepping time forward, until nothing is pending. */
    const drain = async (worker: NotificationWorker) => {
      for (let round = 0; round < 20 && (await pendingIds()).length > 0; round++) {
        await worker.runOnce(LATER());
      }
    };
    /** Rows an earlier test left pending must not reach this test's receiver. */
    const setAsidePending = () =>
      database.db
        .updateTable('lead_outbox')
        .set({ status: 'dead', last_error: 'set aside by a test' })
        .where('status', '=', 'pending')
        .execute();

    beforeAll(async () => {
      target = await createTarget();
      database = openDatabase(target.config);
      await prepareDatabase(database);
    });
    afterAll(async () => {
      enableWebhookEvents(false);
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
      await target.cleanup();
    });

    describe('listen address', () => {
      const entry = path.join(__dirname, '..', '..', 'src', 'server.ts');

      it('is loopback unless HOST names another', () => {
        expect(loadConfig({}, entry).host).toBe('127.0.0.1');
        expect(loadConfig({ HOST: '0.0.0.0' }, entry).host).toBe('0.0.0.0');
      });
    });

    describe('credentialed CORS', () => {
      const preflight = (app: FastifyInstance, origin: string, url: string, method = 'GET') =>
        app.inject({
          method: 'OPTIONS',
          url,
          headers: { origin, 'access-control-request-method': method },
        });
      const grants = async (app: FastifyInstance, origin: string, method = 'GET') => {
        const response = await preflight(app, origin, '/staff/me', method);
        return {
          origin: response.headers['access-control-allow-origin'],
          credentials: response.headers['access-control-allow-credentials'],
          methods: String(response.headers['access-control-allow-methods'] ?? ''),
        };
      };

      it('answers no origin on /staff without CORS_ORIGINS or PUBLIC_SITE_URL, not even a local port', async () => {
        const app = await appWith();
        for (const origin of ['http://localhost:3000', 'http://127.0.0.1:5173', SITE]) {
          expect(await grants(app, origin)).toEqual({
            origin: undefined,
            credentials: undefined,
            methods: '',
          });
        }
        // The public routes keep the local development default; they carry no credentials.
        const local = await preflight(app, 'http://localhost:3000', '/contact/add', 'POST');
        expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3000');
        expect(local.headers['access-control-allow-credentials']).toBeUndefined();
      });

      it('answers the origin of PUBLIC_SITE_URL alone, with credentials and DELETE', async () => {
        const app = await appWith({ publicSiteUrl: `${SITE}/` });
        expect(await grants(app, SITE, 'DELETE')).toEqual({
          origin: SITE,
          credentials: 'true',
          methods: expect.stringContaining('DELETE'),
        });
        for (const origin of [
          'http://localhost:3000',
          'http://www.ghumakkad.example',
          'https://evil.example',
        ]) {
          expect((await grants(app, origin)).origin).toBeUndefined();
        }
      });

      it('answers exactly the CORS_ORIGINS when set, and nobody for "*"', async () => {
        const named = await appWith({
          corsOrigins: ['https://admin.ghumakkad.example'],
          publicSiteUrl: SITE,
        });
        expect((await grants(named, 'https://admin.ghumakkad.example')).credentials).toBe('true');
        expect((await grants(named, SITE)).origin).toBeUndefined();
        const open = await appWith({ corsOrigins: ['*'], publicSiteUrl: SITE });
        expect((await grants(open, SITE)).origin).toBeUndefined();
      });
    });

    describe('Standard Webhooks', () => {
      beforeEach(setAsidePending);

      it('signs each delivery so the receiver’s library verifies it, with one id for every retry', async () => {
        const receiver = await webhookReceiver();
        await receiver.up();
        receiver.answer(503);
        const settings = config({ webhook: { url: receiver.url, secret: SECRET } });
        const app = await appWith({}, settings);
        const worker = new NotificationWorker({
          database,
          config: settings,
          logger: memoryLogger().logger,
          ...FAST_RETRIES,
        });
        expect((await postLead(app, '/request-book/add', validEnquiry())).statusCode).toBe(200);
        await worker.runOnce(LATER());
        receiver.answer(200);
        await drain(worker);
        await receiver.down();

        expect(receiver.received).toHaveLength(2);
        const [failed, delivered] = receiver.received.map((r) => ({
          body: r.body,
          headers: signatureHeaders(r.headers),
        }));
        // A retry is the same message: the same webhook-id, its own timestamp and signature.
        expect(delivered!.headers['webhook-id']).toBe(failed!.headers['webhook-id']);
        expect(delivered!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
        expect(receiver.received[0]!.headers).not.toHaveProperty('x-ghumakkad-signature');

        const receiverSide = new Webhook(SECRET);
        const { body, headers } = delivered!;
        const message = receiverSide.verify(body, headers) as {
          type: string;
          data: { payload: Record<string, unknown> };
        };
        expect(message.type).toBe('lead.created');
        expect(message.data.payload).toMatchObject({ name: 'Asha Verma' });
        expect(message.data.payload).not.toHaveProperty('privacyNoticeVersion');

        // Tampered with: the body, the id or the timestamp.
        expect(() => receiverSide.verify(body.replace('Asha', 'Usha'), headers)).toThrow();
        expect(() =>
          receiverSide.verify(body, { ...headers, 'webhook-id': 'msg_other' }),
        ).toThrow();
        const earlier = String(Number(headers['webhook-timestamp']) - 1);
        expect(() =>
          receiverSide.verify(body, { ...headers, 'webhook-timestamp': earlier }),
        ).toThrow();
        // Replayed after the receiver's 5-minute tolerance.
        const sixMinutesOn = Date.now() + 6 * 60_000;
        const clock = jest.spyOn(Date, 'now').mockReturnValue(sixMinutesOn);
        try {
          expect(() => receiverSide.verify(body, headers)).toThrow('Message timestamp too old');
        } finally {
          clock.mockRestore();
        }
      });

      it('delivers a subject.erased event through the same worker, erasure of its leads notwithstanding', async () => {
        const receiver = await webhookReceiver();
        await receiver.up();
        const settings = config({ webhook: { url: receiver.url, secret: SECRET } });
        const app = await appWith({}, settings);
        const sent = await postLead(app, '/contact/add', {
          name: 'Ira',
          email: 'ira@example.com',
          message: 'Please forget me.',
          ...CONSENT,
        });
        const { reference } = sent.json().data as { reference: string };
        const lead = await database.db
          .selectFrom('leads')
          .select('id')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow();
        const data = { subject: 'hmac-sha256:ab12', leadIds: [lead.id], references: [reference] };
        const erasedAt = new Date('2026-11-28T09:30:00.000Z');

        enableWebhookEvents(true);
        try {
          // Queued in the erasure's transaction: a rolled-back erasure leaves no event.
          await database.db
            .transaction()
            .execute(async (trx) => {
              await enqueueWebhookEvent(trx, { type: 'subject.erased', data }, erasedAt);
              throw new Error('erasure failed');
            })
            .catch(() => undefined);
          expect(await pendingIds()).toHaveLength(1);
          await database.db.transaction().execute(async (trx) => {
            await enqueueWebhookEvent(trx, { type: 'subject.erased', data }, erasedAt);
            await trx.deleteFrom('leads').where('id', '=', lead.id).execute();
          });
        } finally {
          enableWebhookEvents(false);
        }
        // Off (no webhook configured), nothing is kept.
        await enqueueWebhookEvent(database.db, { type: 'subject.erased', data });

        // The lead's own row went with the lead; the event about it stays.
        const pending = await pendingIds();
        expect(pending).toHaveLength(1);
        const eventRow = await outboxRow(pending[0]!);
        expect(eventRow).toMatchObject({
          lead_id: null,
          channel: 'webhook',
          event_type: 'subject.erased',
          created_at: erasedAt.toISOString(),
        });

        const worker = new NotificationWorker({
          database,
          config: settings,
          logger: memoryLogger().logger,
          ...FAST_RETRIES,
        });
        await drain(worker);
        await receiver.down();
        expect((await outboxRow(eventRow.id)).status).toBe('delivered');
        expect(receiver.received).toHaveLength(1);
        const [delivery] = receiver.received;
        const message = new Webhook(SECRET).verify(
          delivery!.body,
          signatureHeaders(delivery!.headers),
        );
        expect(message).toEqual({
          type: 'subject.erased',
          timestamp: erasedAt.toISOString(),
          data,
        });
        expect(delivery!.headers['webhook-id']).toBe(eventRow.message_id);
      });

      it('dead-letters an event its receiver keeps refusing', async () => {
        const receiver = await webhookReceiver();
        await receiver.up();
        receiver.answer(500);
        const settings = config({
          webhook: { url: receiver.url, secret: SECRET },
          maxAttempts: 2,
        });
        enableWebhookEvents(true);
        try {
          await enqueueWebhookEvent(database.db, {
            type: 'subject.erased',
            data: { leadIds: [] },
          });
        } finally {
          enableWebhookEvents(false);
        }
        const [id] = await pendingIds();
        const log = memoryLogger();
        await drain(
          new NotificationWorker({
            database,
            config: settings,
            logger: log.logger,
            ...FAST_RETRIES,
          }),
        );
        await receiver.down();
        expect(await outboxRow(id!)).toMatchObject({
          status: 'dead',
          attempts: 2,
          last_error: 'webhook answered 500',
        });
        expect(log.text()).toContain('"event":"subject.erased"');
      });
    });

    describe('SMTP', () => {
      beforeEach(setAsidePending);

      it('sends nothing to a server without STARTTLS unless SMTP_ALLOW_PLAINTEXT', async () => {
        const smtp = await smtpReceiver();
        const settings = config({
          smtpUrl: smtp.url,
          agencyEmail: 'agency@ghumakkad.test',
          smtpAllowPlaintext: false,
        });
        const app = await appWith({}, settings);
        expect((await postLead(app, '/request-book/add', validEnquiry())).statusCode).toBe(200);
        const worker = new NotificationWorker({
          database,
          config: settings,
          logger: memoryLogger().logger,
          ...FAST_RETRIES,
        });
        await worker.runOnce(LATER());
        await worker.stop();
        const rows = await Promise.all((await pendingIds()).map(outboxRow));
        expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'visitor-email']);
        for (const row of rows) {
          expect(row.attempts).toBe(1);
          expect(row.last_error).toMatch(/STARTTLS/i);
        }
        expect(smtp.mails).toHaveLength(0);

        const plaintext = new NotificationWorker({
          database,
          config: { ...settings, smtpAllowPlaintext: true },
          logger: memoryLogger().logger,
          ...FAST_RETRIES,
        });
        await drain(plaintext);
        await plaintext.stop();
        await smtp.close();
        expect(smtp.mails).toHaveLength(2);
      });
    });

    describe('privacy notice version', () => {
      const storedVersion = async (reference: string) =>
        await database.db
          .selectFrom('leads')
          .select(['privacy_notice_version', 'privacy_notice_at', 'created_at', 'payload'])
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow();

      it.each(PRIVACY_NOTICE_VERSIONS)(
        'stores the version %s as the form sent it',
        async (version) => {
          const app = await appWith();
          const response = await postLead(app, '/newsletter/subscribe', {
            email: `reader-${version}@example.com`,
            privacyNoticeVersion: version,
          });
          expect(response.statusCode).toBe(200);
          const lead = await storedVersion(response.json().data.reference as string);
          expect(lead.privacy_notice_version).toBe(version);
          expect(lead.privacy_notice_at).toBe(lead.created_at);
          expect(JSON.parse(lead.payload)).toEqual({ email: `reader-${version}@example.com` });
        },
      );

      it.each([
        ['enquiry', () => storedFields(validEnquiry())],
        ['request-to-book', () => storedFields(validBooking())],
        [
          'short booking',
          () => ({
            name: 'Meera Iyer',
            person: 4,
            departingCity: 'Chennai',
            date: dayFromToday(10),
            email: 'meera@example.com',
            phone: '08765432109',
          }),
        ],
      ])('takes the spec’s %s payload as it is, with no notice version', async (_, form) => {
        const app = await appWith();
        const response = await postLead(app, '/request-book/add', form());
        expect(response.statusCode).toBe(200);
        const lead = await storedVersion(response.json().data.reference as string);
        expect(lead.privacy_notice_version).toBeNull();
      });

      it.each([
        ['missing', {}, null],
        ['empty', { privacyNoticeVersion: '  ' }, null],
        ['not text', { privacyNoticeVersion: 20261128 }, null],
        ['too long to be a version', { privacyNoticeVersion: 'x'.repeat(41) }, null],
        ['unknown', { privacyNoticeVersion: '2020-01-01' }, '2020-01-01'],
      ])(
        'keeps a lead whose version is %s, storing the version as sent',
        async (_, consent, stored) => {
          const app = await appWith();
          // The spec's enquiry as it is, with no notice version, or with one the site never had.
          const response = await postLead(app, '/request-book/add', {
            ...storedFields(validEnquiry()),
            ...consent,
          });
          expect(response.statusCode).toBe(200);
          const lead = await storedVersion(response.json().data.reference as string);
          expect(lead.privacy_notice_version).toBe(stored);
          expect(lead.privacy_notice_at).toBe(lead.created_at);
          expect(JSON.parse(lead.payload)).not.toHaveProperty('privacyNoticeVersion');
        },
      );
    });
  });
}
