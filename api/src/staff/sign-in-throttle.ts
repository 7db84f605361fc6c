/**
 * Staff sign-in throttling that holds under concurrent guessing without getting in colleagues'
 * way. Every attempt is reserved, counted as if it were going to fail, BEFORE any password or
 * code is verified: one atomic step checks the budgets and takes from them, so two hundred
 * guesses sent at once get as many verifications as one guesser sending them in turn. A correct
 * sign-in then gives its reservation back, so an office of colleagues behind one address can sign
 * in all day. Two budgets:
 *
 * - per account (the normalised email, hashed): a few free failures, then the account is locked
 *   for a time that doubles with each further failure, from every address, and only that
 *   account;
 * - per address (an IPv6 client by its /64): a budget of failures across all accounts in a
 *   window, past which the address is refused until the window ends, correct passwords
 *   included, so that a guesser cannot tell a hit by its 200.
 *
 * A locked account is not locked for its owner: a browser that signed that account in before
 * (known-device.ts) has a slow lane of its own, one verification per interval, which a guesser
 * without that browser's cookie cannot use.
 *
 * The counters live in Redis when there is one, so every API process enforces one budget, and in
 * this process as well. When a Redis call fails the throttle goes on counting here, from what
 * this process already knew, and keeps refusing: it fails closed, never open.
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
  /** A known device's slow lane: one verification per this long, per account, while refused. */
  knownDeviceIntervalMs: number;
}

/**
 * Five free tries covers a forgotten caps lock and a couple of old passwords; then 30 s, 1, 2,
 * 4, 8 minutes, and 15 minutes a guess from the tenth failure on: about a hundred guesses a day
 * at one account. Thirty failures per address per 15 minutes is more than a whole office of
 * mistyped passwords, and lets one address try at most six accounts before it waits. A known
 * device waits 15 s between tries: its owner hardly notices, and even a stolen device cookie
 * gives a guesser no more than a few thousand tries a day at one account.
 */
export const DEFAULT_THROTTLE_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  failureMemoryMs: 24 * 60 * 60_000,
  addressFailures: 30,
  addressWindowMs: 15 * 60_000,
  knownDeviceIntervalMs: 15_000,
};

export interface ThrottleRefusal {
  allowed: false;
  retryAfterSeconds: number;
  /** What refused: the account's lock, the address's budget, or a known device's slow lane. */
  scope: 'account' | 'address' | 'device';
}

/** An attempt the throttle let through: verify, then say how it went (a failure needs nothing). */
export interface SignInAttempt {
  allowed: true;
  /** 'known-device': the slow lane of a browser that signed this account in before. */
  lane: 'open' | 'known-device';
  /** The account's failed attempts in a row, this one included should it fail. */
  failures: number;
  /** The lock this attempt starts should it fail; 0 when none. */
  lockSeconds: number;
  /** Password (and code) right: forgets the account's failures, gives the address's back. */
  succeeded(): Promise<void>;
  /** Not a failure after all (the password right, its code still to come): gives all back. */
  release(): Promise<void>;
}

export type SignInReservation = SignInAttempt | ThrottleRefusal;

export interface SignInThrottle {
  /** The budgets it keeps. */
  readonly policy: ThrottlePolicy;
  /**
   * Takes one attempt from the account's and the address's budgets before anything is
   * verified, or refuses. knownDevice: the id of a device that signed this account in before
   * (known-device.ts); when the open budgets refuse, it may go through that device's slow lane.
   */
  reserve(
    account: string,
    address: string,
    knownDevice?: string | null,
  ): Promise<SignInReservation>;
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

interface Keys {
  account: string;
  address: string;
  /** The known device's slow lane for this account. */
  device: string | null;
}

/**
 * What one reservation took, so that it can be given back exactly: the lock it set and the one
 * before (restored only if nobody has moved it since), and the address window it counted in.
 */
interface OpenTicket {
  lane: 'open';
  failures: number;
  lockedUntil: number;
  previousLockedUntil: number;
  windowEndsAt: number;
}

/** The slot a known device's attempt holds (freed only if still its own). */
interface DeviceTicket {
  lane: 'known-device';
  failures: number;
  slotEndsAt: number;
}

type Ticket = OpenTicket | DeviceTicket;
type Taken<T extends Ticket> = { allowed: true; ticket: T } | ThrottleRefusal;
type Settlement = 'forget' | 'release';

/** This process's counters: synchronous, so each step is atomic here. */
interface LocalStore {
  reserve(keys: Keys, now: number): Taken<OpenTicket>;
  reserveDevice(keys: Keys & { device: string }, now: number): Taken<DeviceTicket>;
  settle(keys: Keys, ticket: Ticket, how: Settlement): void;
}

/** Redis's counters: each step one Lua script, atomic across processes. */
interface SharedStore {
  reserve(keys: Keys, now: number): Promise<Taken<OpenTicket>>;
  reserveDevice(keys: Keys & { device: string }, now: number): Promise<Taken<DeviceTicket>>;
  settle(keys: Keys, ticket: Ticket, how: Settlement): Promise<void>;
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

/** Records this process keeps: enough for a flood of made-up accounts, a few MB at most. */
const LOCAL_MAX_RECORDS = 50_000;
/** A Redis call slower than this counts as failed, so a stalled Redis cannot hold sign-ins up. */
const REDIS_TIMEOUT_MS = 1_000;

const lockFor = (failures: number, policy: ThrottlePolicy) =>
  failures < policy.freeFailures
    ? 0
    : Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** (failures - policy.freeFailures));

function refusal(accountWait: number, addressWait: number, deviceWait = 0): ThrottleRefusal | null {
  const wait = Math.max(accountWait, addressWait, deviceWait);
  if (wait <= 0) return null;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)),
    scope: deviceWait > 0 ? 'device' : addressWait >= accountWait ? 'address' : 'account',
  };
}

function localStore(policy: ThrottlePolicy): LocalStore {
  const accounts = new LRUCache<string, AccountState>({ max: LOCAL_MAX_RECORDS });
  const addresses = new LRUCache<string, AddressState>({ max: LOCAL_MAX_RECORDS });
  /** A known device's lane: when its current slot ends. */
  const devices = new LRUCache<string, number>({ max: LOCAL_MAX_RECORDS });

  const rememberedAccount = (key: string, now: number): AccountState => {
    const state = accounts.get(key);
    return state && now - state.lastFailureAt < policy.failureMemoryMs
      ? state
      : { failures: 0, lastFailureAt: now, lockedUntil: 0 };
  };

  return {
    reserve(keys, now) {
      const account = rememberedAccount(keys.account, now);
      const stored = addresses.get(keys.address);
      const address =
        stored && stored.windowEndsAt > now
          ? stored
          : { failures: 0, windowEndsAt: now + policy.addressWindowMs };
      const refused = refusal(
        account.lockedUntil - now,
        address.failures >= policy.addressFailures ? address.windowEndsAt - now : 0,
      );
      if (refused) return refused;
      const failures = account.failures + 1;
      const lock = lockFor(failures, policy);
      const lockedUntil = lock > 0 ? now + lock : 0;
      accounts.set(keys.account, { failures, lastFailureAt: now, lockedUntil });
      addresses.set(keys.address, {
        failures: address.failures + 1,
        windowEndsAt: address.windowEndsAt,
      });
      return {
        allowed: true,
        ticket: {
          lane: 'open',
          failures,
          lockedUntil,
          previousLockedUntil: account.lockedUntil,
          windowEndsAt: address.windowEndsAt,
        },
      };
    },
    reserveDevice(keys, now) {
      const slotEndsAt = devices.get(keys.device) ?? 0;
      const refused = refusal(0, 0, slotEndsAt - now);
      if (refused) return refused;
      const ownSlot = now + policy.knownDeviceIntervalMs;
      devices.set(keys.device, ownSlot);
      // Counted with the account's failures (its lock left as it is), for the audit's summary.
      const account = rememberedAccount(keys.account, now);
      const failures = account.failures + 1;
      accounts.set(keys.account, { ...account, failures, lastFailureAt: now });
      return { allowed: true, ticket: { lane: 'known-device', failures, slotEndsAt: ownSlot } };
    },
    settle(keys, ticket, how) {
      if (ticket.lane === 'known-device') {
        if (keys.device && devices.get(keys.device) === ticket.slotEndsAt) {
          devices.delete(keys.device);
        }
      } else {
        const address = addresses.get(keys.address);
        if (address && address.windowEndsAt === ticket.windowEndsAt && address.failures > 0) {
          addresses.set(keys.address, { ...address, failures: address.failures - 1 });
        }
      }
      if (how === 'forget') {
        accounts.delete(keys.account);
        return;
      }
      const account = accounts.get(keys.account);
      if (!account || account.failures === 0) return;
      const restoreLock =
        ticket.lane === 'open' && account.lockedUntil === ticket.lockedUntil
          ? ticket.previousLockedUntil
          : account.lockedUntil;
      accounts.set(keys.account, {
        ...account,
        failures: account.failures - 1,
        lockedUntil: restoreLock,
      });
    },
  };
}

/**
 * The local store's reserve, in one atomic step in Redis, so that attempts racing in from
 * several processes are all counted before any is verified. The TTLs only clear stale keys
 * away; the times in the fields decide, so that the caller's clock rules as in this process.
 * KEYS: account, address. ARGV: now, freeFailures, baseLockMs, maxLockMs, failureMemoryMs,
 * addressFailures, addressWindowMs. Returns {0, accountWait, addressWait} when refused, else
 * {1, failures, lockedUntil, previousLockedUntil, windowEndsAt}.
 */
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local free, base, maxLock = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local memory, budget, window = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local function int(n) return string.format('%.0f', n) end

local account = redis.call('HMGET', KEYS[1], 'failures', 'lastFailureAt', 'lockedUntil')
local failures = tonumber(account[1]) or 0
local last = tonumber(account[2])
local lockedUntil = tonumber(account[3]) or 0
if last == nil or now - last >= memory then
  failures = 0
  lockedUntil = 0
end
local address = redis.call('HMGET', KEYS[2], 'failures', 'windowEndsAt')
local count = tonumber(address[1]) or 0
local windowEndsAt = tonumber(address[2]) or 0
if windowEndsAt <= now then
  count = 0
  windowEndsAt = now + window
end

local accountWait, addressWait = 0, 0
if lockedUntil > now then accountWait = lockedUntil - now end
if count >= budget then addressWait = windowEndsAt - now end
if accountWait > 0 or addressWait > 0 then return {0, int(accountWait), int(addressWait)} end

failures = failures + 1
local newLock = 0
if failures >= free then newLock = now + math.min(maxLock, base * 2 ^ (failures - free)) end
redis.call('HSET', KEYS[1], 'failures', failures, 'lastFailureAt', int(now),
  'lockedUntil', int(newLock))
redis.call('PEXPIRE', KEYS[1], int(memory))
redis.call('HSET', KEYS[2], 'failures', count + 1, 'windowEndsAt', int(windowEndsAt))
redis.call('PEXPIRE', KEYS[2], int(windowEndsAt - now))
return {1, failures, int(newLock), int(lockedUntil), int(windowEndsAt)}
`;

/**
 * The known device's lane: one slot per interval; the attempt is counted with the account's
 * failures, its lock left alone. KEYS: device, account. ARGV: now, knownDeviceIntervalMs,
 * failureMemoryMs. Returns {0, wait} when the slot is taken, else {1, failures, slotEndsAt}.
 */
const RESERVE_DEVICE_SCRIPT = `
local now, interval, memory = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local function int(n) return string.format('%.0f', n) end
local slotEndsAt = tonumber(redis.call('GET', KEYS[1])) or 0
if slotEndsAt > now then return {0, int(slotEndsAt - now)} end
local ownSlot = now + interval
redis.call('SET', KEYS[1], int(ownSlot), 'PX', int(interval))
local account = redis.call('HMGET', KEYS[2], 'failures', 'lastFailureAt')
local failures = tonumber(account[1]) or 0
local last = tonumber(account[2])
if last == nil or now - last >= memory then failures = 0 end
failures = failures + 1
redis.call('HSET', KEYS[2], 'failures', failures, 'lastFailureAt', int(now))
if redis.call('HEXISTS', KEYS[2], 'lockedUntil') == 0 then
  redis.call('HSET', KEYS[2], 'lockedUntil', 0)
end
redis.call('PEXPIRE', KEYS[2], int(memory))
return {1, failures, int(ownSlot)}
`;

/**
 * Gives a reservation back: the address's count (in the same window) or the device's slot (if
 * still its own), and the account's failure (restoring the lock it set, if nobody moved it) or,
 * for a sign-in, all of the account's failures. KEYS: account, address, device (or '').
 * ARGV: how ('forget' | 'release'), lane ('open' | 'known-device'), lockedUntil,
 * previousLockedUntil, windowEndsAt, slotEndsAt.
 */
const SETTLE_SCRIPT = `
local how, lane = ARGV[1], ARGV[2]
if lane == 'known-device' then
  if KEYS[3] ~= '' and redis.call('GET', KEYS[3]) == ARGV[6] then redis.call('DEL', KEYS[3]) end
elseif redis.call('HGET', KEYS[2], 'windowEndsAt') == ARGV[5] then
  local count = tonumber(redis.call('HGET', KEYS[2], 'failures')) or 0
  if count > 0 then redis.call('HSET', KEYS[2], 'failures', count - 1) end
end
if how == 'forget' then
  redis.call('DEL', KEYS[1])
  return 1
end
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures')) or 0
if failures > 0 then
  redis.call('HSET', KEYS[1], 'failures', failures - 1)
  if lane == 'open' and redis.call('HGET', KEYS[1], 'lockedUntil') == ARGV[3] then
    redis.call('HSET', KEYS[1], 'lockedUntil', ARGV[4])
  end
end
return 1
`;

function redisStore(redis: Redis, policy: ThrottlePolicy): SharedStore {
  const numbers = (reply: unknown) => (reply as (string | number)[]).map(Number);
  return {
    async reserve(keys, now) {
      const reply = numbers(
        await redis.eval(
          RESERVE_SCRIPT,
          2,
          keys.account,
          keys.address,
          now,
          policy.freeFailures,
          policy.baseLockMs,
          policy.maxLockMs,
          policy.failureMemoryMs,
          policy.addressFailures,
          policy.addressWindowMs,
        ),
      );
      const [granted, a = 0, b = 0, c = 0, d = 0] = reply;
      if (granted !== 1) return refusal(a, b) ?? refusal(1, 0)!;
      return {
        allowed: true,
        ticket: {
          lane: 'open',
          failures: a,
          lockedUntil: b,
          previousLockedUntil: c,
          windowEndsAt: d,
        },
      };
    },
    async reserveDevice(keys, now) {
      const [granted, a = 0, b = 0] = numbers(
        await redis.eval(
          RESERVE_DEVICE_SCRIPT,
          2,
          keys.device,
          keys.account,
          now,
          policy.knownDeviceIntervalMs,
          policy.failureMemoryMs,
        ),
      );
      if (granted !== 1) return refusal(0, 0, a) ?? refusal(0, 0, 1)!;
      return { allowed: true, ticket: { lane: 'known-device', failures: a, slotEndsAt: b } };
    },
    async settle(keys, ticket, how) {
      await redis.eval(
        SETTLE_SCRIPT,
        3,
        keys.account,
        keys.address,
        keys.device ?? '',
        how,
        ticket.lane,
        ticket.lane === 'open' ? ticket.lockedUntil : 0,
        ticket.lane === 'open' ? ticket.previousLockedUntil : 0,
        ticket.lane === 'open' ? ticket.windowEndsAt : 0,
        ticket.lane === 'known-device' ? ticket.slotEndsAt : 0,
      );
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
  // Every attempt this process lets through is counted here too, Redis or not: when Redis fails,
  // the counting goes on from what this process already knew instead of from zero, and what it
  // counted during an outage still applies after it. An attempt needs both stores' consent.
  const local = localStore(policy);
  const shared = options.redis ? redisStore(options.redis, policy) : null;
  let inOutage = false;

  /** The Redis store's answer, or undefined when there is none or it failed. */
  async function fromShared<T>(work: (store: SharedStore) => Promise<T>) {
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
  const accountHash = (account: string) =>
    createHash('sha256').update(normaliseEmail(account)).digest('hex');
  const keysOf = (account: string, address: string, device: string | null): Keys => {
    const hash = accountHash(account);
    return {
      account: `${options.namespace}staff-sign-in:account:${hash}`,
      address: `${options.namespace}staff-sign-in:address:${normalizeIP(address)}`,
      device: device ? `${options.namespace}staff-sign-in:device:${device}:${hash}` : null,
    };
  };

  /**
   * Redis first (all processes' budget), then this process's in one synchronous step. When this
   * process refuses what Redis granted (it counted an outage Redis never saw), Redis's
   * reservation is given back, so that only verified attempts stay counted.
   */
  async function take<T extends Ticket>(
    keys: Keys,
    there: (store: SharedStore, at: number) => Promise<Taken<T>>,
    here: (at: number) => Taken<T>,
  ): Promise<SignInReservation> {
    const at = now();
    const sharedTaken = await fromShared((store) => there(store, at));
    if (sharedTaken && !sharedTaken.result.allowed) return sharedTaken.result;
    const localTaken = here(now());
    const sharedTicket = sharedTaken?.result.allowed ? sharedTaken.result.ticket : null;
    if (!localTaken.allowed) {
      if (sharedTicket) await fromShared((store) => store.settle(keys, sharedTicket, 'release'));
      return localTaken;
    }
    const localTicket = localTaken.ticket;
    const failures = Math.max(localTicket.failures, sharedTicket?.failures ?? 0);
    const settle = async (how: Settlement) => {
      local.settle(keys, localTicket, how);
      if (sharedTicket) await fromShared((store) => store.settle(keys, sharedTicket, how));
    };
    return {
      allowed: true,
      lane: localTicket.lane,
      failures,
      lockSeconds: localTicket.lane === 'open' ? Math.ceil(lockFor(failures, policy) / 1000) : 0,
      succeeded: () => settle('forget'),
      release: () => settle('release'),
    };
  }

  return {
    policy,
    async reserve(account, address, knownDevice) {
      const keys = keysOf(account, address, knownDevice ?? null);
      const open = await take(
        keys,
        (store, at) => store.reserve(keys, at),
        (at) => local.reserve(keys, at),
      );
      if (open.allowed || !keys.device) return open;
      const laneKeys = { ...keys, device: keys.device };
      return take(
        keys,
        (store, at) => store.reserveDevice(laneKeys, at),
        (at) => local.reserveDevice(laneKeys, at),
      );
    },
  };
}
