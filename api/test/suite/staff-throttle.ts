/**
 * Staff sign-in throttling (staff/sign-in-throttle.ts) through the route: every attempt is
 * reserved before its password or code is verified, so guesses sent at once get no more
 * verifications than guesses sent in turn; only failures stay counted, so colleagues behind one
 * address sign in all day; a guessed account is locked from everywhere but its owner's known
 * browser; an address that guesses across accounts is refused; a broken Redis makes the throttle
 * count in-process rather than stop; failures are summed up in the audit log, and no log line
 * holds the typed email or the address. On a database of its own, with apps of its own, so that
 * no other section's sign-ins use up these budgets.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { generate } from 'otplib';
import { buildApp } from '../../src/app';
import type { AppDatabase } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import { prepareDatabase } from '../../src/prepare-database';
import { loggerOptions } from '../../src/logging';
import { saveStaffAccount } from '../../src/staff/accounts';
import { DEVICE_COOKIE } from '../../src/staff/known-device';
import { hashPassword } from '../../src/staff/passwords';
import type { TestDatabaseTarget } from '../support/database-targets';
import { probeRedis } from '../support/redis-probe';
import { turnOnTwoFactor } from '../support/two-factor';
import { AUTH_CODE, FROM_SITE } from './context';

const UNLIMITED = { perIp: 1_000_000, leads: 1_000_000, namespace: 'unused:' };
const PASSWORD = 'saffron ledger pebble monsoon';
const WRONG = 'not the password at all';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const COLLEAGUES = ['asha', 'bala', 'chitra', 'dev', 'esha', 'farid', 'gita', 'hema', 'ira'].map(
  (name) => `${name}@agency.example`,
);
const [ASHA, BALA, CHITRA, DEV, ESHA, FARID, GITA, HEMA, IRA] = COLLEAGUES as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** A port nobody listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A Redis client whose server refused it for good: every call fails at once. */
async function brokenRedis(): Promise<Redis> {
  const broken = new Redis(await closedPort(), '127.0.0.1', {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  broken.on('error', () => undefined);
  await new Promise((resolve) => broken.once('end', resolve));
  return broken;
}

/** How many answers of each status, e.g. { 401: 5, 429: 195 }. */
function histogram(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

/** An address of its own for each of many requests: only the account's budget binds. */
const spreadAddress = (i: number) => `10.30.${Math.floor(i / 200)}.${(i % 200) + 1}`;

/** The authenticator code of now, and one that none of the allowed steps would take. */
async function codes(secret: string): Promise<{ right: string; wrong: string }> {
  const epoch = Math.floor(Date.now() / 1000);
  const near = await Promise.all(
    [-30, 0, 30].map((shift) => generate({ secret, epoch: epoch + shift })),
  );
  const wrong = ['111111', '222222', '333333', '444444'].find((code) => !near.includes(code))!;
  return { right: near[1]!, wrong };
}

export function describeStaffThrottle(createTarget: () => Promise<TestDatabaseTarget>): void {
  describe('staff throttle', () => {
    let target: TestDatabaseTarget;
    let database: AppDatabase;
    let app: FastifyInstance;
    const lines: string[] = [];
    /** Each password verification (argon2id), the expensive step the throttle guards. */
    const argon2 = createRequire(__filename)('@node-rs/argon2') as { verify: () => unknown };
    let verifications: jest.SpyInstance;
    /** Apps a test built beside the shared one, closed after it. */
    const extraApps: FastifyInstance[] = [];
    const redisNamespaces: string[] = [];
    let redis: Redis | null = null;
    /** The authenticator secret of HEMA's second factor. */
    let hemasSecret: string;

    const build = (client: Redis | null, log: string[], namespace = UNLIMITED.namespace) => {
      const built = buildApp({
        database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        rateLimits: { ...UNLIMITED, namespace },
        redis: client,
        logger: loggerOptions('warn', { write: (line: string) => void log.push(line) }),
      });
      return built;
    };
    /** An app beside the shared one, with a throttle of its own; closed after the test. */
    const buildExtra = (client: Redis | null, log: string[], namespace?: string) => {
      const extra = build(client, log, namespace);
      extraApps.push(extra);
      return extra;
    };
    const signInTo =
      (on: () => FastifyInstance) =>
      (
        email: string,
        password: string,
        remoteAddress: string,
        extra: { code?: string; cookie?: string } = {},
      ) =>
        on().inject({
          method: 'POST',
          url: '/staff/sign-in',
          remoteAddress,
          headers: {
            'content-type': 'application/json',
            ...FROM_SITE,
            ...(extra.cookie ? { cookie: extra.cookie } : {}),
          },
          payload: JSON.stringify({ email, password, ...(extra.code ? { code: extra.code } : {}) }),
        });
    const signIn = signInTo(() => app);
    const failedSignInEntries = (email: string) =>
      database.db
        .selectFrom('audit_log')
        .innerJoin('staff', 'staff.id', 'audit_log.staff_id')
        .select(['audit_log.action', 'audit_log.detail'])
        .where('staff.email', '=', email)
        .where('audit_log.action', '=', 'sign-in-failed')
        .orderBy('audit_log.id')
        .execute();
    /** The known-device cookie a sign-in set, as a Cookie header. */
    const deviceCookieOf = (response: LightMyRequestResponse) => {
      const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
      if (!cookie) throw new Error('no known-device cookie');
      return `${cookie.name}=${cookie.value}`;
    };

    beforeAll(async () => {
      target = await createTarget();
      database = openDatabase(target.config);
      await prepareDatabase(database);
      app = build(null, lines);
      await app.ready();
      const passwordHash = await hashPassword(PASSWORD);
      for (const email of COLLEAGUES) {
        await saveStaffAccount(database.db, { email, name: null, passwordHash });
      }
      const hema = await signIn(HEMA, PASSWORD, '10.20.9.1');
      const session = hema.cookies.find((cookie) => cookie.name === 'gk_staff')!;
      ({ secret: hemasSecret } = await turnOnTwoFactor(app, `gk_staff=${session.value}`));
      const probe = await probeRedis(REDIS_URL);
      if (probe.reachable) redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      else process.stderr.write(`Throttle on Redis skipped: ${REDIS_URL} (${probe.reason}).\n`);
      verifications = jest.spyOn(argon2, 'verify');
    }, 30_000); // migrations, the catalogue import and password hashing: seconds on a busy machine

    afterEach(async () => {
      await Promise.all(extraApps.splice(0).map((extra) => extra.close()));
    });

    afterAll(async () => {
      verifications?.mockRestore();
      for (const namespace of redisNamespaces) {
        const keys = await redis!.keys(`${namespace}*`);
        if (keys.length > 0) await redis!.del(...keys);
      }
      redis?.disconnect();
      await app?.close();
      await database?.close();
      await target?.cleanup();
    });

    it('never counts correct sign-ins: one colleague signs in 20 times, the next still gets in', async () => {
      for (let i = 0; i < 20; i += 1) {
        expect((await signIn(ASHA, PASSWORD, '10.20.0.1')).statusCode).toBe(200);
      }
      expect((await signIn(BALA, PASSWORD, '10.20.0.1')).statusCode).toBe(200);
    });

    it('locks a guessed colleague from every address after 5 failures, not their neighbours', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await signIn(CHITRA, `${WRONG} ${i}`, '10.20.0.2')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);

      const elsewhere = await signIn(CHITRA, PASSWORD, '10.20.0.3');
      expect(elsewhere.statusCode).toBe(429);
      expect(elsewhere.headers['retry-after']).toBe('30');
      expect(elsewhere.json()).toEqual({
        code: 0,
        message: 'Too many failed sign-ins. Please try again in 30 seconds.',
        data: null,
      });
      // A colleague at the guessed colleague's desk is not held up.
      expect((await signIn(DEV, PASSWORD, '10.20.0.2')).statusCode).toBe(200);
      // Five failures, two audit entries: the first of the run and the lock's start.
      expect((await failedSignInEntries(CHITRA)).map((entry) => entry.detail)).toEqual([
        'wrong password: the first in a row (further ones are summed up)',
        'wrong password: 5 failed sign-ins in a row; locked for 30 s',
      ]);
    });

    it('refuses an address after 30 failures across accounts, the right password included; other addresses are fine', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        statuses.push((await signIn(`guess${i}@agency.example`, WRONG, '10.20.0.4')).statusCode);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
      expect(statuses[30]).toBe(429);

      const right = await signIn(ESHA, PASSWORD, '10.20.0.4');
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
      expect((await signIn(ESHA, PASSWORD, '10.20.0.5')).statusCode).toBe(200);
    });

    it('lets a colleague in from an address that has seen many correct sign-ins and some failures', async () => {
      const office = '10.20.0.7';
      for (let i = 0; i < 40; i += 1) {
        const colleague = [ASHA, BALA, DEV][i % 3]!;
        expect((await signIn(colleague, PASSWORD, office)).statusCode).toBe(200);
      }
      for (let i = 0; i < 29; i += 1) {
        expect((await signIn(`typo${i}@agency.example`, WRONG, office)).statusCode).toBe(401);
      }
      expect((await signIn(GITA, PASSWORD, office)).statusCode).toBe(200);
    });

    it('verifies at most 5 of 200 wrong guesses sent at once, the right password last', async () => {
      const fresh = buildExtra(null, []);
      const signInFresh = signInTo(() => fresh);
      verifications.mockClear();
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          signInFresh(FARID, i === 199 ? PASSWORD : `${WRONG} ${i}`, spreadAddress(i)),
        ),
      );
      expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
      expect(histogram(responses)).toEqual({
        401: verifications.mock.calls.length,
        429: 200 - verifications.mock.calls.length,
      });
    });

    it('verifies at most 5 of 200 guesses sent at once with Redis sharing the counters', async () => {
      if (!redis) return;
      const namespace = `staff-throttle-suite:${randomUUID()}:`;
      redisNamespaces.push(namespace);
      const fresh = buildExtra(redis, [], namespace);
      const signInFresh = signInTo(() => fresh);
      verifications.mockClear();
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          signInFresh(FARID, i === 199 ? PASSWORD : `${WRONG} ${i}`, spreadAddress(i)),
        ),
      );
      expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
      expect(histogram(responses)[200]).toBeUndefined();
      expect(histogram(responses)[429]).toBeGreaterThanOrEqual(195);
      // Another API process on the same Redis sees the lock.
      const other = buildExtra(redis, [], namespace);
      expect((await signInTo(() => other)(FARID, PASSWORD, '10.30.9.9')).statusCode).toBe(429);
    });

    it('verifies at most 5 of 100 guesses sent at once while Redis is down', async () => {
      const broken = await brokenRedis();
      const fresh = buildExtra(broken, []);
      const signInFresh = signInTo(() => fresh);
      verifications.mockClear();
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          signInFresh(FARID, i === 99 ? PASSWORD : `${WRONG} ${i}`, spreadAddress(i)),
        ),
      );
      expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
      expect(histogram(responses)[200]).toBeUndefined();
      expect(histogram(responses)[429]).toBeGreaterThanOrEqual(95);
    });

    it('verifies at most 5 of 200 code guesses sent at once with the right password, the right code last', async () => {
      const fresh = buildExtra(null, []);
      const signInFresh = signInTo(() => fresh);
      const { right, wrong } = await codes(hemasSecret);
      verifications.mockClear();
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          signInFresh(HEMA, PASSWORD, spreadAddress(i), { code: i === 199 ? right : wrong }),
        ),
      );
      expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
      expect(histogram(responses)).toEqual({
        401: verifications.mock.calls.length,
        429: 200 - verifications.mock.calls.length,
      });
    });

    it('counts a wrong code like a wrong password, and the right password without a code neither resets nor uses up the count', async () => {
      const fresh = buildExtra(null, []);
      const signInFresh = signInTo(() => fresh);
      const { wrong } = await codes(hemasSecret);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await signInFresh(HEMA, PASSWORD, '10.20.2.1', { code: wrong })).statusCode);
      }
      // Knowing the password: asked for the code as often as it likes, the count stays at 4.
      for (let i = 0; i < 10; i += 1) {
        const noCode = await signInFresh(HEMA, PASSWORD, '10.20.2.1');
        expect(noCode.json()).toMatchObject({ data: { secondFactor: 'required' } });
      }
      statuses.push((await signInFresh(HEMA, PASSWORD, '10.20.2.1', { code: wrong })).statusCode);
      statuses.push((await signInFresh(HEMA, PASSWORD, '10.20.2.1')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('lets the owner’s known browser in while the account is locked, one try per 15 s; no other browser', async () => {
      const fresh = buildExtra(null, []);
      const signInFresh = signInTo(() => fresh);
      const first = await signInFresh(IRA, PASSWORD, '10.20.3.1');
      expect(first.statusCode).toBe(200);
      const known = deviceCookieOf(first);
      expect(first.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
      });
      const colleagues = deviceCookieOf(await signInFresh(GITA, PASSWORD, '10.20.3.2'));

      // A colleague guesses from elsewhere and locks the account.
      for (let i = 0; i < 5; i += 1) await signInFresh(IRA, `${WRONG} ${i}`, '10.20.3.3');
      expect((await signInFresh(IRA, PASSWORD, '10.20.3.1')).statusCode).toBe(429);
      // Another account's device, a made-up one, or the guesser's address: still locked.
      for (const cookie of [colleagues, `${DEVICE_COOKIE}=${'x'.repeat(120)}`, `${known}x`]) {
        expect((await signInFresh(IRA, PASSWORD, '10.20.3.3', { cookie })).statusCode).toBe(429);
      }
      const lane = await signInFresh(IRA, WRONG, '10.20.3.1', { cookie: known });
      expect(lane.statusCode).toBe(401);
      const waiting = await signInFresh(IRA, PASSWORD, '10.20.3.1', { cookie: known });
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['retry-after']).toBe('15');

      // A fresh app (15 s later, as far as its lane is concerned) on the same database.
      const later = buildExtra(null, []);
      for (let i = 0; i < 5; i += 1) await signInTo(() => later)(IRA, `${WRONG} ${i}`, '10.20.3.3');
      const owner = await signInTo(() => later)(IRA, PASSWORD, '10.20.3.1', { cookie: known });
      expect(owner.statusCode).toBe(200);
      // The sign-in ended the run: the guesser's next try is counted from one again.
      expect((await signInTo(() => later)(IRA, WRONG, '10.20.3.3')).statusCode).toBe(401);
      expect((await failedSignInEntries(IRA)).slice(-3).map((entry) => entry.detail)).toEqual([
        'wrong password: 5 failed sign-ins in a row; locked for 30 s',
        '5 failed sign-ins in a row before this sign-in',
        'wrong password: the first in a row (further ones are summed up)',
      ]);
    });

    it('logs failed and refused sign-ins by reason and a keyed account id: never the typed email, the address or the password', async () => {
      const log: string[] = [];
      const fresh = buildExtra(null, log);
      const signInFresh = signInTo(() => fresh);
      // A password typed into the email field, from an IPv6 client.
      const typed = 'MySecretPassw0rd-in-the-wrong-box';
      const address = '2001:db8:77::42';
      for (let i = 0; i < 6; i += 1) await signInFresh(typed, 'my secret guess 42', address);
      await signInFresh(FARID, 'another guess', '10.20.4.4');
      const entries = log.map((line) => JSON.parse(line) as Record<string, unknown>);
      const failed = entries.filter((entry) => entry.msg === 'staff sign-in failed');
      const refused = entries.filter((entry) => entry.msg === 'staff sign-in refused');
      expect(failed).toHaveLength(6);
      expect(failed[0]).toMatchObject({
        account: expect.stringMatching(/^[0-9a-f]{16}$/),
        reason: 'unknown or disabled account',
      });
      expect(failed[5]).toMatchObject({ reason: 'wrong password' });
      expect(refused).toEqual([
        expect.objectContaining({ account: failed[0]!.account, reason: 'account locked' }),
      ]);
      const text = log.join('\n');
      for (const secret of [typed, typed.toLowerCase(), address, '2001:db8', '10.20.4.4', FARID]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toContain('my secret guess');
      expect(text).not.toContain(PASSWORD);
    });

    it('keeps refusing after the limits when Redis is broken, and says so once', async () => {
      const log: string[] = [];
      const withoutRedis = buildExtra(await brokenRedis(), log);
      const signInWithout = signInTo(() => withoutRedis);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await signInWithout(FARID, `${WRONG} ${i}`, '10.20.1.1')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await signInWithout(FARID, PASSWORD, '10.20.1.2')).statusCode).toBe(429);

      for (let i = 0; i < 25; i += 1) {
        await signInWithout(`nobody${i}@agency.example`, WRONG, '10.20.1.1');
      }
      expect((await signInWithout(ESHA, PASSWORD, '10.20.1.1')).statusCode).toBe(429);
      expect((await signInWithout(ESHA, PASSWORD, '10.20.1.3')).statusCode).toBe(200);
      await withoutRedis.close();
      expect(log.filter((line) => line.includes('sign-in throttle: Redis failed'))).toHaveLength(1);
    });
  });
}
