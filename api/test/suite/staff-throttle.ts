/**
 * Staff sign-in throttling (staff/sign-in-throttle.ts) through the route: only failed sign-ins
 * count, an account under guessing is locked from everywhere while its colleagues behind the same
 * address carry on, an address that guesses across accounts is refused, and a broken Redis makes
 * the throttle count in-process rather than stop. On a database of its own, with apps of its own,
 * so that no other section's sign-ins use up these budgets.
 */
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import type { AppDatabase } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import { prepareDatabase } from '../../src/prepare-database';
import { loggerOptions } from '../../src/logging';
import { saveStaffAccount } from '../../src/staff/accounts';
import { hashPassword } from '../../src/staff/passwords';
import type { TestDatabaseTarget } from '../support/database-targets';
import { AUTH_CODE, FROM_SITE } from './context';

const UNLIMITED = { perIp: 1_000_000, leads: 1_000_000, namespace: 'unused:' };
const PASSWORD = 'saffron ledger pebble monsoon';
const WRONG = 'not the password at all';
const COLLEAGUES = ['asha', 'bala', 'chitra', 'dev', 'esha', 'farid'].map(
  (name) => `${name}@agency.example`,
);
const [ASHA, BALA, CHITRA, DEV, ESHA, FARID] = COLLEAGUES as [
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

export function describeStaffThrottle(createTarget: () => Promise<TestDatabaseTarget>): void {
  describe('staff throttle', () => {
    let target: TestDatabaseTarget;
    let database: AppDatabase;
    let app: FastifyInstance;
    const lines: string[] = [];

    const build = (redis: Redis | null, log: string[]) =>
      buildApp({
        database,
        authCode: AUTH_CODE,
        corsOrigins: null,
        rateLimits: UNLIMITED,
        redis,
        logger: loggerOptions('warn', { write: (line: string) => void log.push(line) }),
      });
    const signInTo =
      (on: () => FastifyInstance) => (email: string, password: string, remoteAddress: string) =>
        on().inject({
          method: 'POST',
          url: '/staff/sign-in',
          remoteAddress,
          headers: { 'content-type': 'application/json', ...FROM_SITE },
          payload: JSON.stringify({ email, password }),
        });
    const signIn = signInTo(() => app);

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
    }, 30_000); // migrations, the catalogue import and password hashing: seconds on a busy machine

    afterAll(async () => {
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

    it('logs each failure with its address and reason, never the password', async () => {
      await signIn(FARID, 'my secret guess 42', '10.20.0.6');
      const failed = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'staff sign-in failed' && entry.ip === '10.20.0.6');
      expect(failed).toEqual([expect.objectContaining({ reason: 'wrong password' })]);
      const log = lines.join('');
      expect(log).toContain('"reason":"account locked"');
      expect(log).toContain('"reason":"address locked"');
      expect(log).not.toContain('my secret guess');
      expect(log).not.toContain(WRONG);
      expect(log).not.toContain(PASSWORD);
    });

    it('keeps refusing after the limits when Redis is broken, and says so once', async () => {
      const broken = new Redis(await closedPort(), '127.0.0.1', {
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        retryStrategy: () => null,
      });
      broken.on('error', () => undefined);
      // Refused and not retried: closed for good before the first sign-in.
      await new Promise((resolve) => broken.once('end', resolve));
      const log: string[] = [];
      const withoutRedis = build(broken, log);
      const signInWithout = signInTo(() => withoutRedis);
      try {
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
      } finally {
        await withoutRedis.close();
      }
      expect(log.filter((line) => line.includes('sign-in throttle: Redis failed'))).toHaveLength(1);
    });
  });
}
