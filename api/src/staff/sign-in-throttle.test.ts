import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import {
  DEFAULT_THROTTLE_POLICY,
  createSignInThrottle,
  type SignInReservation,
  type SignInThrottle,
  type ThrottlePolicy,
  type ThrottleRefusal,
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

/** Reserves as a wrong password would: the attempt is let through and stays counted. */
async function fail(throttle: SignInThrottle, account: string, address: string, times = 1) {
  for (let i = 0; i < times; i += 1) {
    const reservation = await throttle.reserve(account, address);
    if (!reservation.allowed) throw new Error(`refused at failure ${i + 1}`);
  }
}

/** Wrong passwords from one address, each at an account of its own. */
async function failAcross(throttle: SignInThrottle, address: string, times: number) {
  for (let i = 0; i < times; i += 1) await fail(throttle, `guess${i}@agency.example`, address);
}

/** What the throttle would answer now, taking nothing: a granted reservation is given back. */
async function verdict(
  throttle: SignInThrottle,
  account: string,
  address: string,
  device?: string,
): Promise<{ allowed: true } | ThrottleRefusal> {
  const reservation = await throttle.reserve(account, address, device);
  if (!reservation.allowed) return reservation;
  await reservation.release();
  return { allowed: true };
}

/** How many of these reservations, all sent at once, were let through. */
async function grantedAtOnce(attempts: Promise<SignInReservation>[]) {
  return (await Promise.all(attempts)).filter((reservation) => reservation.allowed).length;
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
      expect(await verdict(throttle, account, HOME)).toEqual({ allowed: true });

      const locks: number[] = [];
      for (let failure = 5; failure <= 11; failure += 1) {
        await fail(throttle, account, HOME);
        const refused = await verdict(throttle, account, HOME);
        if (refused.allowed) throw new Error(`not locked after failure ${failure}`);
        expect(refused.scope).toBe('account');
        locks.push(refused.retryAfterSeconds);
        advance(refused.retryAfterSeconds * SECOND - 1);
        expect((await verdict(throttle, account, HOME)).allowed).toBe(false);
        advance(1);
        expect(await verdict(throttle, account, HOME)).toEqual({ allowed: true });
      }
      expect(locks).toEqual([30, 60, 120, 240, 480, 900, 900]);
    });

    it('lets through at most five of 200 guesses at one account sent at once', async () => {
      const { throttle } = harness({ addressFailures: 1_000 });
      const granted = await grantedAtOnce(
        Array.from({ length: 200 }, (_, i) =>
          throttle.reserve('priya@agency.example', `10.1.${i % 250}.1`),
        ),
      );
      expect(granted).toBe(DEFAULT_THROTTLE_POLICY.freeFailures);
    });

    it('lets through at most 30 of 200 guesses from one address at once, across accounts', async () => {
      const { throttle } = harness();
      const granted = await grantedAtOnce(
        Array.from({ length: 200 }, (_, i) => throttle.reserve(`guess${i}@agency.example`, OFFICE)),
      );
      expect(granted).toBe(DEFAULT_THROTTLE_POLICY.addressFailures);
    });

    it('tells each attempt its place in the run and the lock it starts should it fail', async () => {
      const { throttle } = harness();
      const seen: [number, number][] = [];
      for (let i = 0; i < 5; i += 1) {
        const reservation = await throttle.reserve('priya@agency.example', HOME);
        if (!reservation.allowed) throw new Error('refused');
        seen.push([reservation.failures, reservation.lockSeconds]);
      }
      expect(seen).toEqual([
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
        [5, 30],
      ]);
    });

    it('locks only the guessed account, from every address', async () => {
      const { throttle } = harness();
      await fail(throttle, 'priya@agency.example', OFFICE, 5);
      expect(await verdict(throttle, 'priya@agency.example', HOME)).toEqual({
        allowed: false,
        retryAfterSeconds: 30,
        scope: 'account',
      });
      // The same account however its address is typed.
      expect((await verdict(throttle, '  PRIYA@Agency.example ', HOME)).allowed).toBe(false);
      expect(await verdict(throttle, 'ravi@agency.example', OFFICE)).toEqual({ allowed: true });
    });

    it('refuses an address after 30 failures across accounts, until its window ends', async () => {
      const { throttle, advance } = harness();
      for (let i = 0; i < 29; i += 1) await fail(throttle, `guess${i}@agency.example`, OFFICE);
      expect(await verdict(throttle, 'ravi@agency.example', OFFICE)).toEqual({ allowed: true });
      advance(5 * MINUTE);
      await fail(throttle, 'guess29@agency.example', OFFICE);
      // Every account from that address, including ones it never tried; 10 minutes are left.
      expect(await verdict(throttle, 'ravi@agency.example', OFFICE)).toEqual({
        allowed: false,
        retryAfterSeconds: 600,
        scope: 'address',
      });
      expect(await verdict(throttle, 'guess0@agency.example', HOME)).toEqual({ allowed: true });
      advance(10 * MINUTE);
      expect(await verdict(throttle, 'ravi@agency.example', OFFICE)).toEqual({ allowed: true });
    });

    it('counts an IPv6 client by its /64', async () => {
      const { throttle } = harness({ addressFailures: 2 });
      await fail(throttle, 'a@agency.example', '2001:db8:1:2::10');
      await fail(throttle, 'b@agency.example', '2001:db8:1:2:ffff::1');
      expect((await verdict(throttle, 'c@agency.example', '2001:db8:1:2::99')).allowed).toBe(false);
      expect((await verdict(throttle, 'c@agency.example', '2001:db8:1:3::10')).allowed).toBe(true);
    });

    it('forgets the account’s failures on a correct sign-in, and gives its address’s back', async () => {
      const { throttle } = harness({ addressFailures: 9 });
      await fail(throttle, 'priya@agency.example', OFFICE, 4);
      const right = await throttle.reserve('priya@agency.example', OFFICE);
      if (!right.allowed) throw new Error('refused');
      await right.succeeded();
      await fail(throttle, 'priya@agency.example', OFFICE, 4);
      expect(await verdict(throttle, 'priya@agency.example', HOME)).toEqual({ allowed: true });
      // Eight failures from the office, the sign-in not among them: one more is left.
      await fail(throttle, 'ravi@agency.example', OFFICE);
      expect((await verdict(throttle, 'ravi@agency.example', OFFICE)).allowed).toBe(false);
    });

    it('never uses up an address with correct sign-ins', async () => {
      const { throttle } = harness();
      for (let i = 0; i < 100; i += 1) {
        const reservation = await throttle.reserve(`colleague${i % 3}@agency.example`, OFFICE);
        if (!reservation.allowed) throw new Error(`refused at sign-in ${i + 1}`);
        await reservation.succeeded();
      }
      await failAcross(throttle, OFFICE, 29);
      expect(await verdict(throttle, 'colleague0@agency.example', OFFICE)).toEqual({
        allowed: true,
      });
    });

    it('gives back a released attempt exactly: not the failures before it, and the lock as it was', async () => {
      const { throttle, advance } = harness();
      const account = 'priya@agency.example';
      await fail(throttle, account, HOME, 4);
      // Any number of right passwords awaiting their code leave the count where it was.
      for (let i = 0; i < 10; i += 1)
        expect((await verdict(throttle, account, HOME)).allowed).toBe(true);
      await fail(throttle, account, HOME);
      expect(await verdict(throttle, account, HOME)).toMatchObject({
        allowed: false,
        scope: 'account',
      });
      advance(30 * SECOND);
      // The sixth attempt would lock for a minute; given back, the expired lock is restored.
      expect(await verdict(throttle, account, HOME)).toEqual({ allowed: true });
      expect(await verdict(throttle, account, HOME)).toEqual({ allowed: true });
    });

    it('lets a known device through a locked account, one try per 15 s, and nobody else', async () => {
      const { throttle, advance } = harness();
      const account = 'priya@agency.example';
      await fail(throttle, account, OFFICE, 5);
      const owner = await throttle.reserve(account, HOME, 'device-of-priya');
      expect(owner).toMatchObject({ allowed: true, lane: 'known-device', failures: 6 });
      expect(await throttle.reserve(account, HOME, 'device-of-priya')).toEqual({
        allowed: false,
        retryAfterSeconds: 15,
        scope: 'device',
      });
      expect(await verdict(throttle, account, HOME)).toMatchObject({ scope: 'account' });
      expect(await verdict(throttle, account, HOME, 'some-other-device')).toMatchObject({
        allowed: true,
      });
      advance(15 * SECOND);
      const again = await throttle.reserve(account, HOME, 'device-of-priya');
      if (!again.allowed) throw new Error('the known device waited its 15 s');
      await again.succeeded();
      // Signed in: the lock is gone, and the device's slot is free again.
      expect(await verdict(throttle, account, OFFICE)).toEqual({ allowed: true });
      expect(await verdict(throttle, account, HOME, 'device-of-priya')).toEqual({ allowed: true });
    });

    it('lets one of 50 tries at once through a known device’s lane', async () => {
      const { throttle } = harness();
      await fail(throttle, 'priya@agency.example', OFFICE, 5);
      const granted = await grantedAtOnce(
        Array.from({ length: 50 }, () =>
          throttle.reserve('priya@agency.example', HOME, 'device-of-priya'),
        ),
      );
      expect(granted).toBe(1);
    });

    it('forgets an account’s failures 24 hours after the last one', async () => {
      const { throttle, advance } = harness();
      const { failureMemoryMs } = DEFAULT_THROTTLE_POLICY;
      await fail(throttle, 'priya@agency.example', HOME, 4);
      advance(failureMemoryMs);
      await fail(throttle, 'priya@agency.example', HOME, 4);
      expect(await verdict(throttle, 'priya@agency.example', HOME)).toEqual({ allowed: true });
      // Just under a day after the last one, the next failure still counts as the fifth.
      advance(failureMemoryMs - 1);
      await fail(throttle, 'priya@agency.example', HOME);
      expect((await verdict(throttle, 'priya@agency.example', HOME)).allowed).toBe(false);
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
      await fail(throttle, 'Priya@Agency.example', OFFICE);
      await fail(throttle, 'Priya@Agency.example', OFFICE, 4);
      // Locked: the known device's lane takes a key of its own.
      expect(
        await throttle.reserve('Priya@Agency.example', OFFICE, 'a-known-device'),
      ).toMatchObject({ allowed: true, lane: 'known-device' });
      const keys = await redis!.keys(`${namespace}email:*`);
      expect(keys).toHaveLength(3);
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
      await fail(throttle, 'priya@agency.example', OFFICE);
      down = true;
      await fail(throttle, 'priya@agency.example', OFFICE, 4);
      expect(outages).toHaveLength(1);
      down = false;
      // Four failures in this process during the outage, one in Redis: the lock holds, and
      // Redis's reservation for the refused attempt was given back (still one failure there).
      expect((await verdict(throttle, 'priya@agency.example', HOME)).allowed).toBe(false);
      const shared = await redis!.keys(`${namespace}outage:staff-sign-in:account:*`);
      expect(await redis!.hget(shared[0]!, 'failures')).toBe('1');
      down = true;
      await verdict(throttle, 'priya@agency.example', HOME);
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
    await fail(throttle, 'priya@agency.example', OFFICE, 5);
    expect(await verdict(throttle, 'priya@agency.example', HOME)).toMatchObject({
      allowed: false,
      scope: 'account',
    });
    await failAcross(throttle, OFFICE, 25);
    expect(await verdict(throttle, 'ravi@agency.example', OFFICE)).toMatchObject({
      allowed: false,
      scope: 'address',
    });
    expect(await verdict(throttle, 'ravi@agency.example', HOME)).toEqual({ allowed: true });
    expect(outages).toHaveLength(1);
  });

  it('lets at most five of 100 guesses at once through while Redis is down', async () => {
    const throttle = createSignInThrottle({
      redis: broken,
      namespace: 'sign-in-throttle-test:down-at-once:',
      policy: { addressFailures: 1_000 },
    });
    const granted = await grantedAtOnce(
      Array.from({ length: 100 }, () => throttle.reserve('priya@agency.example', OFFICE)),
    );
    expect(granted).toBe(DEFAULT_THROTTLE_POLICY.freeFailures);
  });
});
