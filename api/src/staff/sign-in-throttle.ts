/**
 * Staff sign-in throttling that slows password guessing without getting in colleagues' way.
 * Only failures count: a correct password never uses anything up, so an office of colleagues
 * behind one address can sign in all day. Two counters:
 *
 * - per account (the normalised email, hashed): a few free failures, then the account is locked
 *   for a time that doubles with each further failure, from every address, and only that
 *   account;
 * - per address (an IPv6 client by its /64): a budget of failures across all accounts in a
 *   window, past which the address is refused until the window ends, correct passwords
 *   included, so that a guesser cannot tell a hit by its 200.
 *
 * The counters live in Redis when there is one, so every API process enforces one budget, and in
 * this process as well. When a Redis call fails the throttle keeps counting here, from what this
 * process already knew, and keeps refusing: it fails closed, never open.
 */
import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { normaliseEmail } from './accounts';

export interface ThrottlePolicy {
  /** Failures of one account that cost nothing; the next ones lock it. */
  freeFailures: number;
  /** The first lock; each further failure doubles it. */
  baseLockMs: number;
  /** The longest lock, however many failures. */
  maxLockMs: number;
  /** An account's failures are forgotten this long after its last one. */
  failureMemoryMs: number;
  /** Failures from one address, across all accounts, allowed in each window. */
  addressFailures: number;
  /** The address window, from its first failure. */
  addressWindowMs: number;
}

/**
 * Five free tries covers a forgotten caps lock and a couple of old passwords; then 30 s, 1, 2,
 * 4, 8 minutes, and 15 minutes a guess from the tenth failure on: about a hundred guesses a day
 * at one account. Thirty failures per address per 15 minutes is more than a whole office of
 * mistyped passwords, and lets one address try at most six accounts before it waits.
 */
export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  failureMemoryMs: 24 * 60 * 60_000,
  addressFailures: 30,
  addressWindowMs: 15 * 60_000,
};

export type ThrottleVerdict =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'account' | 'address' };

export interface SignInThrottle {
  /** Before the password is checked. */
  check(account: string, address: string): Promise<ThrottleVerdict>;
  /** A wrong password (or a wrong second-factor code) for this account from this address. */
  recordFailure(account: string, address: string): Promise<void>;
  /** A correct sign-in: forgets the account's failures (the address's stay). */
  recordSuccess(account: string, address: string): Promise<void>;
}

export interface SignInThrottleOptions {
  /** Shared counters; null keeps them in this process. */
  redis: Redis | null;
  /** Prefix of the Redis keys, so several deployments can share one Redis. */
  namespace: string;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
  policy?: Partial<ThrottlePolicy>;
  /** Called once when Redis stops answering (again after it has answered in between). */
  onStoreError?: (error: unknown) => void;
}

interface AccountState {
  failures: number;
  lastFailureAt: number;
  /** 0 when not locked. */
  lockedUntil: number;
}

interface AddressState {
  failures: number;
  windowEndsAt: number;
}

interface Keys {
  account: string;
  address: string;
}

interface Counters {
  account: AccountState | null;
  address: AddressState | null;
}

/** Records this process keeps: enough for a flood of made-up accounts, a few MB at most. */
const LOCAL_MAX_RECORDS = 50_000;
/** A Redis call slower than this counts as failed, so a stalled Redis cannot hold sign-ins up. */
const REDIS_TIMEOUT_MS = 1_000;

const lockFor = (failures: number, policy: ThrottlePolicy) =>
  failures < policy.freeFailures
    ? 0
    : Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** (failures - policy.freeFailures));

function accountAfterFailure(
  state: AccountState | null,
  now: number,
  policy: ThrottlePolicy,
): AccountState {
  const remembered = state && now - state.lastFailureAt < policy.failureMemoryMs;
  const failures = (remembered ? state.failures : 0) + 1;
  const lock = lockFor(failures, policy);
  return { failures, lastFailureAt: now, lockedUntil: lock > 0 ? now + lock : 0 };
}

function addressAfterFailure(
  state: AddressState | null,
  now: number,
  policy: ThrottlePolicy,
): AddressState {
  if (!state || state.windowEndsAt <= now) {
    return { failures: 1, windowEndsAt: now + policy.addressWindowMs };
  }
  return { failures: state.failures + 1, windowEndsAt: state.windowEndsAt };
}

/** The longer of the account's lock and the address's wait; allowed when neither applies. */
function verdictOf(counters: Counters, now: number, policy: ThrottlePolicy): ThrottleVerdict {
  const { account, address } = counters;
  const accountWait = account && account.lockedUntil > now ? account.lockedUntil - now : 0;
  const addressWait =
    address && address.failures >= policy.addressFailures && address.windowEndsAt > now
      ? address.windowEndsAt - now
      : 0;
  if (accountWait === 0 && addressWait === 0) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(Math.max(accountWait, addressWait) / 1000)),
    scope: addressWait >= accountWait ? 'address' : 'account',
  };
}

function stricter(a: ThrottleVerdict, b: ThrottleVerdict): ThrottleVerdict {
  if (a.allowed) return b;
  if (b.allowed) return a;
  return b.retryAfterSeconds > a.retryAfterSeconds ? b : a;
}

/** Where the counters are kept: this process, or Redis. */
interface CounterStore {
  read(keys: Keys): Promise<Counters>;
  recordFailure(keys: Keys, now: number): Promise<void>;
  forgetAccount(accountKey: string): Promise<void>;
}

function localStore(policy: ThrottlePolicy): CounterStore {
  const accounts = new LRUCache<string, AccountState>({ max: LOCAL_MAX_RECORDS });
  const addresses = new LRUCache<string, AddressState>({ max: LOCAL_MAX_RECORDS });
  return {
    read: async (keys) => ({
      account: accounts.get(keys.account) ?? null,
      address: addresses.get(keys.address) ?? null,
    }),
    recordFailure: async (keys, now) => {
      accounts.set(
        keys.account,
        accountAfterFailure(accounts.get(keys.account) ?? null, now, policy),
      );
      addresses.set(
        keys.address,
        addressAfterFailure(addresses.get(keys.address) ?? null, now, policy),
      );
    },
    forgetAccount: async (accountKey) => {
      accounts.delete(accountKey);
    },
  };
}

/**
 * accountAfterFailure and addressAfterFailure in one atomic step, so that failures racing in
 * from several processes are all counted. The TTLs only clear stale keys away; the times in the
 * fields decide, so that the caller's clock rules as it does for the local store.
 * KEYS: account, address. ARGV: now, freeFailures, baseLockMs, maxLockMs, failureMemoryMs,
 * addressWindowMs.
 */
const RECORD_FAILURE_SCRIPT = `
local now = tonumber(ARGV[1])
local free, base, maxLock = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local memory, window = tonumber(ARGV[5]), tonumber(ARGV[6])
local function int(n) return string.format('%.0f', n) end

local account = redis.call('HMGET', KEYS[1], 'failures', 'lastFailureAt')
local failures = tonumber(account[1]) or 0
local last = tonumber(account[2])
if last == nil or now - last >= memory then failures = 0 end
failures = failures + 1
local lockedUntil = 0
if failures >= free then
  lockedUntil = now + math.min(maxLock, base * 2 ^ (failures - free))
end
redis.call('HSET', KEYS[1], 'failures', failures, 'lastFailureAt', int(now),
  'lockedUntil', int(lockedUntil))
redis.call('PEXPIRE', KEYS[1], int(memory))

local address = redis.call('HMGET', KEYS[2], 'failures', 'windowEndsAt')
local count = tonumber(address[1]) or 0
local windowEndsAt = tonumber(address[2]) or 0
if windowEndsAt <= now then
  count = 0
  windowEndsAt = now + window
end
redis.call('HSET', KEYS[2], 'failures', count + 1, 'windowEndsAt', int(windowEndsAt))
redis.call('PEXPIRE', KEYS[2], int(windowEndsAt - now))
return 1
`;

function redisStore(redis: Redis, policy: ThrottlePolicy): CounterStore {
  const number = (value: string | null) => (value === null ? null : Number(value));
  return {
    read: async (keys) => {
      const [account, address] = await Promise.all([
        redis.hmget(keys.account, 'failures', 'lastFailureAt', 'lockedUntil'),
        redis.hmget(keys.address, 'failures', 'windowEndsAt'),
      ]);
      const [failures, lastFailureAt, lockedUntil] = account.map(number);
      const [addressFailures, windowEndsAt] = address.map(number);
      return {
        account:
          failures != null && lastFailureAt != null && lockedUntil != null
            ? { failures, lastFailureAt, lockedUntil }
            : null,
        address:
          addressFailures != null && windowEndsAt != null
            ? { failures: addressFailures, windowEndsAt }
            : null,
      };
    },
    recordFailure: async (keys, now) => {
      await redis.eval(
        RECORD_FAILURE_SCRIPT,
        2,
        keys.account,
        keys.address,
        now,
        policy.freeFailures,
        policy.baseLockMs,
        policy.maxLockMs,
        policy.failureMemoryMs,
        policy.addressWindowMs,
      );
    },
    forgetAccount: async (accountKey) => {
      await redis.del(accountKey);
    },
  };
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Redis did not answer in time')), REDIS_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createSignInThrottle(options: SignInThrottleOptions): SignInThrottle {
  const policy = { ...DEFAULT_THROTTLE_POLICY, ...options.policy };
  const now = options.now ?? Date.now;
  // Every failure this process sees is counted here too, Redis or not: when Redis fails, the
  // counting goes on from what this process already knew instead of from zero, and what it
  // counted during an outage still applies after it. Each store's verdict stands on its own.
  const local = localStore(policy);
  const shared = options.redis ? redisStore(options.redis, policy) : null;
  let inOutage = false;

  /** The Redis store's answer, or undefined when there is none or it failed. */
  async function fromShared<T>(work: (store: CounterStore) => Promise<T>) {
    if (!shared) return undefined;
    try {
      const result = await withTimeout(work(shared));
      inOutage = false;
      return { result };
    } catch (error) {
      if (!inOutage) options.onStoreError?.(error);
      inOutage = true;
      return undefined;
    }
  }

  // Hashed, so Redis holds no email; the namespace keeps deployments sharing a Redis apart.
  const accountKey = (account: string) =>
    `${options.namespace}staff-sign-in:account:${createHash('sha256')
      .update(normaliseEmail(account))
      .digest('hex')}`;
  const keysOf = (account: string, address: string): Keys => ({
    account: accountKey(account),
    address: `${options.namespace}staff-sign-in:address:${normalizeIP(address)}`,
  });

  return {
    async check(account, address) {
      const keys = keysOf(account, address);
      const at = now();
      const [here, there] = await Promise.all([
        local.read(keys),
        fromShared((store) => store.read(keys)),
      ]);
      const verdict = verdictOf(here, at, policy);
      return there ? stricter(verdict, verdictOf(there.result, at, policy)) : verdict;
    },
    async recordFailure(account, address) {
      const keys = keysOf(account, address);
      const at = now();
      await Promise.all([
        local.recordFailure(keys, at),
        fromShared((store) => store.recordFailure(keys, at)),
      ]);
    },
    async recordSuccess(account) {
      const key = accountKey(account);
      await Promise.all([
        local.forgetAccount(key),
        fromShared((store) => store.forgetAccount(key)),
      ]);
    },
  };
}
