import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import {
  DEFAULT_THROTTLE_POLICY,
  createSignInThrottle,
  type SignInThrottle,
  type ThrottlePolicy,
} from './sign-in-throttle';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const OFFICE = '203.0.113.7';
const HOME = '198.51.100.20';

/** Whether Redis answers PING, decided before the tests are defined so they can be skipped. */
function redisAnswers(url: string): boolean {
  const script = `
    const { Redis } = require(${JSON.stringify(require.resolve('ioredis'))});
    const client = new Redis(process.env.PROBE_URL, {
      lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    client.connect().then(() => client.ping()).then(() => process.exit(0), () => process.exit(1));`;
  try {
    execFileSync(process.execPath, ['-e', script], {
      env: { ...process.env, PROBE_URL: url },
      stdio: 'ignore',
      timeout: 5_000,
    });
    return true;
  } catch {
    return false;
  }
}

/** A port nobody listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Harness {
  throttle: SignInThrottle;
  advance(ms: number): void;
}

/** The same behaviour, whichever store keeps the counters. */
function describeThrottle(storeName: string, redisOf: () => Redis | null): void {
  describe(`sign-in throttle (${storeName})`, () => {
    const runPrefix = `sign-in-throttle-test:${randomUUID()}:`;
    let tests = 0;
    // A Redis error would quietly move the counting into this process: none may happen here.
    const storeErrors: unknown[] = [];
    afterEach(() => expect(storeErrors).toEqual([]));
    const harness = (policy: Partial<ThrottlePolicy> = {}): Harness => {
      let now = Date.UTC(2026, 0, 1);
      const throttle = createSignInThrottle({
        redis: redisOf(),
        namespace: `${runPrefix}${tests++}:`,
        now: () => now,
        policy,
        onStoreError: (error) => storeErrors.push(error),
      });
      return { throttle, advance: (ms) => (now += ms) };
    };
    const fail = async (throttle: SignInThrottle, account: string, address: string, times = 1) => {
      for (let i = 0; i < times; i += 1) await throttle.recordFailure(account, address);
    };

    afterAll(async () => {
      const redis = redisOf();
      if (!redis) return;
      const keys = await redis.keys(`${runPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    });

    it('gives five free failures, then locks for 30 s, doubling with each failure up to 15 minutes', async () => {
      const { throttle, advance } = harness();
      const account = 'priya@agency.example';
      await fail(throttle, account, HOME, 4);
      expect(await throttle.check(account, HOME)).toEqual({ allowed: true });

      const locks: number[] = [];
      for (let failure = 5; failure <= 11; failure += 1) {
        await fail(throttle, account, HOME);
        const verdict = await throttle.check(account, HOME);
        if (verdict.allowed) throw new Error(`not locked after failure ${failure}`);
        expect(verdict.scope).toBe('account');
        locks.push(verdict.retryAfterSeconds);
        advance(verdict.retryAfterSeconds * SECOND - 1);
        expect((await throttle.check(account, HOME)).allowed).toBe(false);
        advance(1);
        expect(await throttle.check(account, HOME)).toEqual({ allowed: true });
      }
      expect(locks).toEqual([30, 60, 120, 240, 480, 900, 900]);
    });

    it('locks only the guessed account, from every address', async () => {
      const { throttle } = harness();
      await fail(throttle, 'priya@agency.example', OFFICE, 5);
      expect(await throttle.check('priya@agency.example', HOME)).toEqual({
        allowed: false,
        retryAfterSeconds: 30,
        scope: 'account',
      });
      // The same account however its address is typed.
      expect((await throttle.check('  PRIYA@Agency.example ', HOME)).allowed).toBe(false);
      expect(await throttle.check('ravi@agency.example', OFFICE)).toEqual({ allowed: true });
    });

    it('refuses an address after 30 failures across accounts, until its window ends', async () => {
      const { throttle, advance } = harness();
      for (let i = 0; i < 29; i += 1) await fail(throttle, `guess${i}@agency.example`, OFFICE);
      expect(await throttle.check('ravi@agency.example', OFFICE)).toEqual({ allowed: true });
      advance(5 * MINUTE);
      await fail(throttle, 'guess29@agency.example', OFFICE);
      // Every account from that address, including ones it never tried; 10 minutes are left.
      expect(await throttle.check('ravi@agency.example', OFFICE)).toEqual({
        allowed: false,
        retryAfterSeconds: 600,
        scope: 'address',
      });
      expect(await throttle.check('guess0@agency.example', HOME)).toEqual({ allowed: true });
      advance(10 * MINUTE);
      expect(await throttle.check('ravi@agency.example', OFFICE)).toEqual({ allowed: true });
    });

    it('counts an IPv6 client by its /64', async () => {
      const { throttle } = harness({ addressFailures: 2 });
      await fail(throttle, 'a@agency.example', '2001:db8:1:2::10');
      await fail(throttle, 'b@agency.example', '2001:db8:1:2:ffff::1');
      expect((await throttle.check('c@agency.example', '2001:db8:1:2::99')).allowed).toBe(false);
      expect((await throttle.check('c@agency.example', '2001:db8:1:3::10')).allowed).toBe(true);
    });

    it('forgets the account’s failures on a correct sign-in, but not the address’s', async () => {
      const { throttle } = harness({ addressFailures: 8 });
      await fail(throttle, 'priya@agency.example', OFFICE, 4);
      await throttle.recordSuccess('priya@agency.example', OFFICE);
      await fail(throttle, 'priya@agency.example', OFFICE, 4);
      expect(await throttle.check('priya@agency.example', HOME)).toEqual({ allowed: true });
      // Eight failures from the office: its budget is spent, success or not.
      expect((await throttle.check('ravi@agency.example', OFFICE)).allowed).toBe(false);
    });

    it('never counts a correct password', async () => {
      const { throttle } = harness();
      for (let i = 0; i < 100; i += 1) {
        const colleague = `colleague${i % 3}@agency.example`;
        expect(await throttle.check(colleague, OFFICE)).toEqual({ allowed: true });
        await throttle.recordSuccess(colleague, OFFICE);
      }
      expect(await throttle.check('colleague0@agency.example', OFFICE)).toEqual({ allowed: true });
    });

    it('forgets an account’s failures 24 hours after the last one', async () => {
      const { throttle, advance } = harness();
      const { failureMemoryMs } = DEFAULT_THROTTLE_POLICY;
      await fail(throttle, 'priya@agency.example', HOME, 4);
      advance(failureMemoryMs);
      await fail(throttle, 'priya@agency.example', HOME, 4);
      expect(await throttle.check('priya@agency.example', HOME)).toEqual({ allowed: true });
      // Just under a day after the last one, the next failure still counts as the fifth.
      advance(failureMemoryMs - 1);
      await fail(throttle, 'priya@agency.example', HOME);
      expect((await throttle.check('priya@agency.example', HOME)).allowed).toBe(false);
    });
  });
}

describeThrottle('in-process store', () => null);

const redisReachable = redisAnswers(REDIS_URL);
if (redisReachable) {
  let redis: Redis | null = null;
  beforeAll(() => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(() => redis?.disconnect());
  describeThrottle('Redis store', () => redis);

  describe('sign-in throttle on Redis', () => {
    const namespace = `sign-in-throttle-test:${randomUUID()}:`;
    afterAll(async () => {
      const keys = await redis!.keys(`${namespace}*`);
      if (keys.length > 0) await redis!.del(...keys);
    });

    it('keeps no email in the Redis keys', async () => {
      const throttle = createSignInThrottle({ redis, namespace: `${namespace}email:` });
      await throttle.recordFailure('Priya@Agency.example', OFFICE);
      const keys = await redis!.keys(`${namespace}email:*`);
      expect(keys).toHaveLength(2);
      expect(keys.join(' ')).not.toMatch(/priya|agency/i);
    });

    it('still applies what it counted during an outage once Redis is back, and tells of each outage once', async () => {
      let down = false;
      // The real client, but failing every call while `down`.
      const flaky = new Proxy(redis!, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) =>
            down
              ? Promise.reject(new Error('Connection is closed.'))
              : (value as (...a: unknown[]) => unknown).apply(target, args);
        },
      });
      const outages: unknown[] = [];
      const throttle = createSignInThrottle({
        redis: flaky,
        namespace: `${namespace}outage:`,
        onStoreError: (error) => outages.push(error),
      });
      await throttle.recordFailure('priya@agency.example', OFFICE);
      down = true;
      for (let i = 0; i < 4; i += 1) await throttle.recordFailure('priya@agency.example', OFFICE);
      expect(outages).toHaveLength(1);
      down = false;
      // Four failures in this process during the outage, one in Redis: the lock holds.
      expect((await throttle.check('priya@agency.example', HOME)).allowed).toBe(false);
      down = true;
      await throttle.check('priya@agency.example', HOME);
      expect(outages).toHaveLength(2);
    });
  });
} else {
  process.stderr.write(`Redis throttle tests skipped: nothing answers at ${REDIS_URL}.\n`);
  it.skip('sign-in throttle (Redis store): Redis unreachable', () => undefined);
}

describe('sign-in throttle with Redis down', () => {
  let broken: Redis;
  beforeAll(async () => {
    broken = new Redis(await closedPort(), '127.0.0.1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    broken.on('error', () => undefined);
    // Refused and not retried: closed for good before the first call.
    await new Promise((resolve) => broken.once('end', resolve));
  });

  it('keeps counting in this process and refuses after the limits (fails closed), telling once', async () => {
    const outages: unknown[] = [];
    const throttle = createSignInThrottle({
      redis: broken,
      namespace: 'sign-in-throttle-test:down:',
      onStoreError: (error) => outages.push(error),
    });
    await throttle.recordFailure('priya@agency.example', OFFICE);
    for (let i = 0; i < 4; i += 1) {
      expect(await throttle.check('priya@agency.example', OFFICE)).toEqual({ allowed: true });
      await throttle.recordFailure('priya@agency.example', OFFICE);
    }
    expect(await throttle.check('priya@agency.example', HOME)).toMatchObject({
      allowed: false,
      scope: 'account',
    });
    for (let i = 0; i < 25; i += 1)
      await throttle.recordFailure(`guess${i}@agency.example`, OFFICE);
    expect(await throttle.check('ravi@agency.example', OFFICE)).toMatchObject({
      allowed: false,
      scope: 'address',
    });
    expect(await throttle.check('ravi@agency.example', HOME)).toEqual({ allowed: true });
    expect(outages).toHaveLength(1);
  });
});
