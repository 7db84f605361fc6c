/**
 * Two API processes on one PostgreSQL schema: they start together, serve the same data, take a
 * concurrent burst of leads (with and without Idempotency-Keys, some keys sent to both) without
 * loss or duplicates, both deliver the leads' notifications without delivering one twice, two
 * colleagues working one lead through different processes lose neither change, and with
 * REDIS_URL they share one rate-limit budget.
 */
import { Pool } from 'pg';
import { PRIVACY_NOTICE_VERSION } from '@tour/shared/contracts';
import { hashPassword } from '../src/staff/passwords';
import { FROM_SITE } from './suite/context';
import { createPostgresTarget, probePostgres, redactUrl } from './support/database-targets';
import { startApi, stopApi, type ApiProcess } from './support/api-process';
import { probeRedis } from './support/redis-probe';
import { webhookReceiver } from './support/webhook-receiver';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = probePostgres(url);
const AUTH_CODE = 'multi-process-test';
const GENERAL_LIMIT = 30;
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 'multi-process').toString('base64')}`;
const STAFF_PASSWORD = 'saffron ledger pebble monsoon';

interface Sent {
  marker: string;
  key: string | null;
  status: number;
  reference?: string;
}

const lead = (marker: string) => ({
  fullName: marker,
  email: 'burst@example.com',
  message: `Support request ${marker}`,
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
});

async function send(api: ApiProcess, marker: string, key: string | null): Promise<Sent> {
  // A 409 means the other process is storing this key right now: retry, as a client would.
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${api.url}/support/add?authCode=${AUTH_CODE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(lead(marker)),
    });
    const body = (await response.json()) as { data?: { reference?: string } };
    if (response.status !== 409)
      return { marker, key, status: response.status, reference: body.data?.reference };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`Key ${key} stayed in flight`);
}

if (!probe.reachable) {
  process.stderr.write(
    `Multi-process PostgreSQL test skipped: cannot reach ${redactUrl(url)} (${probe.reason}).\n`,
  );
  test.skip('two API processes on one PostgreSQL schema (database unreachable)', () => undefined);
} else {
  describe('two API processes on one PostgreSQL schema', () => {
    let cleanup: () => Promise<void> = async () => undefined;
    let schema = '';
    let pool: Pool;
    let redisReachable = false;
    const apis: ApiProcess[] = [];
    const receiver = webhookReceiver();

    beforeAll(async () => {
      const target = await createPostgresTarget(url);
      cleanup = target.cleanup;
      schema = target.config.kind === 'postgres' ? (target.config.schema ?? '') : '';
      pool = new Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
      await (await receiver).up();
      const redis = await probeRedis(redisUrl);
      redisReachable = redis.reachable;
      if (!redis.reachable) {
        process.stderr.write(
          `Shared rate-limit check skipped: Redis at ${redisUrl} (${redis.reason}).\n`,
        );
      }
      const settings = {
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        AUTH_CODE,
        RATE_LIMIT_MAX: String(GENERAL_LIMIT),
        LEAD_RATE_LIMIT_MAX: '1000000',
        // Both processes run the notification worker, polling often, on one receiver.
        LEAD_WEBHOOK_URL: (await receiver).url,
        LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
        NOTIFY_POLL_MS: '100',
        ...(redisReachable ? { REDIS_URL: redisUrl, RATE_LIMIT_NAMESPACE: `test:${schema}:` } : {}),
      };
      // Started together: migrations and the seed must cope with a twin doing the same.
      apis.push(...(await Promise.all([startApi(settings), startApi(settings)])));
    }, 40_000);

    // An API given SIGTERM may take its whole shutdown grace (10 s, src/server.ts) to finish what
    // it holds; jest's 5 s default once cut this short on a busy machine.
    afterAll(async () => {
      await Promise.all(apis.map(stopApi));
      await (await receiver).down();
      await pool?.end();
      await cleanup();
    }, 30_000);

    it('serve the same catalogue, seeded once', async () => {
      const cities = await Promise.all(
        apis.map(async (api) => {
          const response = await fetch(`${api.url}/package/get-all-cities?authCode=${AUTH_CODE}`);
          return (await response.json()) as { data: unknown[] };
        }),
      );
      expect(cities[0]!.data.length).toBeGreaterThan(0);
      expect(cities[1]).toEqual(cities[0]);
      // Seeded once: a second seed would have doubled the rows or failed on the unique slugs.
      const { rows } = await pool.query('select count(*)::int as n from destinations');
      expect(rows[0].n).toBe(cities[0]!.data.length);
    });

    it('store a concurrent burst of leads once each', async () => {
      const [a, b] = apis as [ApiProcess, ApiProcess];
      const requests: Promise<Sent>[] = [];
      for (let i = 0; i < 40; i++) requests.push(send(i % 2 ? a : b, `plain-${i}`, null));
      for (let i = 0; i < 40; i++) requests.push(send(i % 2 ? a : b, `keyed-${i}`, `keyed-${i}`));
      // The same request to both processes at once, as a client retrying through a load balancer.
      for (let i = 0; i < 20; i++) {
        requests.push(send(a, `shared-${i}`, `shared-${i}`), send(b, `shared-${i}`, `shared-${i}`));
      }
      const sent = await Promise.all(requests);
      expect(sent.every((s) => s.status === 200)).toBe(true);

      const { rows } = await pool.query<{
        reference: string;
        payload: string;
        idempotency_key: string | null;
      }>('select reference, payload, idempotency_key from leads');
      const markerByReference = new Map(
        rows.map((row) => [row.reference, JSON.parse(row.payload).fullName as string]),
      );
      expect(rows).toHaveLength(100);
      expect(new Set(markerByReference.values()).size).toBe(100);
      for (const s of sent) expect(markerByReference.get(s.reference!)).toBe(s.marker);
      for (let i = 0; i < 20; i++) {
        const references = sent.filter((s) => s.key === `shared-${i}`).map((s) => s.reference);
        expect(references).toHaveLength(2);
        expect(references[0]).toBe(references[1]);
      }
    }, 30_000);

    it('deliver every lead’s notification, none twice while both workers run', async () => {
      const { rows: leads } = await pool.query<{ id: number }>('select id from leads');
      expect(leads).toHaveLength(100);
      let outbox: { id: number; status: string }[] = [];
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        outbox = (
          await pool.query<{ id: number; status: string }>('select id, status from lead_outbox')
        ).rows;
        if (outbox.length === 100 && outbox.every((row) => row.status === 'delivered')) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(outbox.filter((row) => row.status === 'delivered')).toHaveLength(100);
      const deliveries = (await receiver).received.map((r) => r.headers['webhook-id']);
      // At least once by design; with both receivers answering at once, exactly once.
      expect(new Set(deliveries).size).toBe(100);
      expect(deliveries).toHaveLength(100);
      const leadIds = (await receiver).received.map(
        (r) => (JSON.parse(r.body) as { data: { leadId: number } }).data.leadId,
      );
      expect(new Set(leadIds)).toEqual(new Set(leads.map((row) => row.id)));
    }, 30_000);

    it('share one rate-limit budget through Redis', async () => {
      if (!redisReachable) return;
      const statuses: number[] = [];
      // Two city-list requests were made above; the budget left is GENERAL_LIMIT - 2.
      for (let i = 0; i < 20; i++) {
        for (const api of apis) {
          const response = await fetch(`${api.url}/blog/get-all?authCode=${AUTH_CODE}`);
          statuses.push(response.status);
          if (response.status === 429)
            expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      // One budget for both: 40 requests against GENERAL_LIMIT (two budgets would let all 40
      // through). The two earlier requests may have fallen into the window before this one (the
      // limit counts per fixed window), leaving up to the whole budget.
      const ok = statuses.filter((status) => status === 200).length;
      expect(ok).toBeGreaterThanOrEqual(GENERAL_LIMIT - 2);
      expect(ok).toBeLessThanOrEqual(GENERAL_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ok);
    });
  });

  // Apart from the budget above: staff calls count against the per-IP limit too.
  describe('two colleagues on two API processes on one PostgreSQL schema', () => {
    let cleanup: () => Promise<void> = async () => undefined;
    let pool: Pool;
    const pair: ApiProcess[] = [];

    beforeAll(async () => {
      const target = await createPostgresTarget(url);
      cleanup = target.cleanup;
      const schema = target.config.kind === 'postgres' ? (target.config.schema ?? '') : '';
      pool = new Pool({ connectionString: url, max: 2, options: `-c search_path=${schema}` });
      const settings = { DATABASE_URL: url, DATABASE_SCHEMA: schema, AUTH_CODE };
      pair.push(...(await Promise.all([startApi(settings), startApi(settings)])));
    }, 40_000);

    afterAll(async () => {
      await Promise.all(pair.map(stopApi));
      await pool?.end();
      await cleanup();
    });

    it('keep both of two colleagues’ changes to one lead, made through different processes', async () => {
      const hash = await hashPassword(STAFF_PASSWORD);
      const now = new Date().toISOString();
      await pool.query(
        `insert into staff (email, name, password_hash, created_at) values
          ('meera@agency.example', 'Meera', $1, $2), ('kabir@agency.example', 'Kabir', $1, $2)`,
        [hash, now],
      );
      const signIn = async (api: ApiProcess, email: string) => {
        const response = await fetch(`${api.url}/staff/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...FROM_SITE },
          body: JSON.stringify({ email, password: STAFF_PASSWORD }),
        });
        expect(response.status).toBe(200);
        return /gk_staff=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!;
      };
      const [a, b] = pair as [ApiProcess, ApiProcess];
      const meera = await signIn(a, 'meera@agency.example');
      const kabir = await signIn(b, 'kabir@agency.example');
      const patch = (api: ApiProcess, cookie: string, id: number, change: object) =>
        fetch(`${api.url}/staff/leads/${id}`, {
          method: 'PATCH',
          headers: {
            'content-type': 'application/json',
            cookie: `gk_staff=${cookie}`,
            ...FROM_SITE,
          },
          body: JSON.stringify(change),
        });
      for (let i = 0; i < 20; i++) {
        expect((await send(i % 2 ? a : b, `staff-${i}`, null)).status).toBe(200);
      }
      const { rows } = await pool.query<{ id: number }>('select id from leads order by id');
      expect(rows).toHaveLength(20);
      // Meera sets each lead's status on one process while Kabir writes its notes on the other.
      const answers = await Promise.all(
        rows.flatMap(({ id }) => [
          patch(a, meera, id, { status: 'contacted' }),
          patch(b, kabir, id, { notes: `Called about ${id}` }),
        ]),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
      const stored = await pool.query<{ id: number; status: string; notes: string }>(
        'select id, status, notes from leads where id = any($1)',
        [rows.map((row) => row.id)],
      );
      for (const lead of stored.rows) {
        expect(lead).toEqual({
          id: lead.id,
          status: 'contacted',
          notes: `Called about ${lead.id}`,
        });
      }
      const audit = await pool.query<{ n: number }>(
        "select count(*)::int as n from audit_log where action = 'change'",
      );
      expect(audit.rows[0]!.n).toBe(40);
    }, 30_000);
  });
}
