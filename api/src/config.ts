/** Reads the API's settings from the environment, with the documented defaults. */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CATALOGUE_CACHE_TTL_MS } from './catalogue/answer-cache';
import type { DatabaseConfig } from './db/connect';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit';

export interface AppConfig {
  port: number;
  host: string;
  authCode: string;
  database: DatabaseConfig;
  /** Exact allowed origins, or null for "any http://localhost or http://127.0.0.1 port". */
  corsOrigins: string[] | null;
  logLevel: string;
  /** Shares rate-limit counters between API processes when set. */
  redisUrl: string | null;
  rateLimits: RateLimits;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For (client IP) and -Proto (HTTPS) to believe. */
  trustProxy: TrustProxy;
  /** Longest time a cached catalogue answer is served; 0 turns the cache off. */
  catalogueCacheTtlMs: number;
  /** The site's public origin (PUBLIC_SITE_URL); https makes the staff cookie __Host- and Secure. */
  publicSiteUrl: string | null;
  staffAccess: StaffAccessConfig;
  /** Where Prometheus reads this process's metrics (API_METRICS_PORT, METRICS_HOST); null: off. */
  metrics: { port: number; host: string } | null;
}

/** Who must set up a second factor before working in the inbox (STAFF_REQUIRE_2FA). */
export type TwoFactorRequirement = 'nobody' | 'owners' | 'everyone';

/** How staff sign in and stay signed in. */
export interface StaffAccessConfig {
  requireTwoFactor: TwoFactorRequirement;
  /** A session unused this long is over (STAFF_SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  /**
   * Seals the TOTP secrets in the database (STAFF_TOTP_KEY). Null: the start-up reads (or makes)
   * the key file instead (staff/totp-key.ts); an app built without one uses a key of its process.
   */
  totpKey: string | null;
}

/**
 * Where the audit chain keeps what must live outside the database (staff/audit-chain.ts):
 * AUDIT_CHAIN_KEY, its HMAC key (null: a key generated into `audit-chain.key`), and
 * AUDIT_HEAD_LOG, its append-only head copy (null: `audit-head.log` beside that key file).
 */
export interface AuditChainSetting {
  key: string | null;
  headLog: string | null;
}

/** A shorter key is too easy to guess, as for PRIVACY_HASH_KEY. */
const MIN_AUDIT_CHAIN_KEY_LENGTH = 32;

export function auditChainSetting(env: NodeJS.ProcessEnv): AuditChainSetting {
  const key = env.AUDIT_CHAIN_KEY?.trim() || null;
  if (key !== null && key.length < MIN_AUDIT_CHAIN_KEY_LENGTH) {
    throw new Error(
      `AUDIT_CHAIN_KEY must be at least ${MIN_AUDIT_CHAIN_KEY_LENGTH} characters long`,
    );
  }
  return {
    key,
    headLog: env.AUDIT_HEAD_LOG ? path.resolve(env.AUDIT_HEAD_LOG) : null,
  };
}

export const DEFAULT_STAFF_SESSION_IDLE_MINUTES = 30;
/** A shorter key is too easy to guess (32 hex characters are 128 random bits). */
export const MIN_TOTP_KEY_LENGTH = 32;

export const DEFAULT_AUTH_CODE = 'ghumakkad-public';
const DEFAULT_PORT = 4000;

/**
 * The api package folder, found by walking up from the entry script (src/server.ts under tsx,
 * dist/server.js when bundled), so the default database lands in api/data whatever the cwd is.
 */
export function findApiPackageDir(entryScript: string): string {
  let dir = path.dirname(path.resolve(entryScript));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && readPackageName(manifest) === 'api') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No api package.json above ${entryScript}`);
    dir = parent;
  }
}

function readPackageName(manifestPath: string): unknown {
  return (JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { name?: unknown }).name;
}

export function loadConfig(env: NodeJS.ProcessEnv, entryScript: string): AppConfig {
  return {
    port: parsePort(env.PORT),
    // Loopback unless told otherwise: exposing the API is a decision (HOST=0.0.0.0 behind TLS).
    host: env.HOST || '127.0.0.1',
    authCode: env.AUTH_CODE || DEFAULT_AUTH_CODE,
    database: databaseConfig(env, entryScript),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    logLevel: env.LOG_LEVEL || 'info',
    redisUrl: parseRedisUrl(env.REDIS_URL),
    rateLimits: {
      perIp: parseLimit('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, DEFAULT_RATE_LIMITS.perIp),
      leads: parseLimit('LEAD_RATE_LIMIT_MAX', env.LEAD_RATE_LIMIT_MAX, DEFAULT_RATE_LIMITS.leads),
      assistant: parseLimit(
        'ASSISTANT_RATE_LIMIT_MAX',
        env.ASSISTANT_RATE_LIMIT_MAX,
        DEFAULT_RATE_LIMITS.assistant,
      ),
      namespace: env.RATE_LIMIT_NAMESPACE || DEFAULT_RATE_LIMITS.namespace,
      renderToken: env.RENDER_API_TOKEN || '',
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    catalogueCacheTtlMs: parseTtl(env.CATALOGUE_CACHE_TTL_MS),
    publicSiteUrl: withoutTrailingSlash(
      parseUrlSetting('PUBLIC_SITE_URL', env.PUBLIC_SITE_URL, /^https?:$/),
    ),
    staffAccess: staffAccessConfig(env),
    // Their own port, on loopback unless METRICS_HOST says otherwise: never the public one.
    metrics: env.API_METRICS_PORT
      ? {
          port: parsePort(env.API_METRICS_PORT, 'API_METRICS_PORT'),
          host: env.METRICS_HOST || '127.0.0.1',
        }
      : null,
  };
}

export function staffAccessConfig(env: NodeJS.ProcessEnv): StaffAccessConfig {
  const totpKey = env.STAFF_TOTP_KEY || null;
  if (totpKey !== null && totpKey.length < MIN_TOTP_KEY_LENGTH) {
    throw new Error(`STAFF_TOTP_KEY must be at least ${MIN_TOTP_KEY_LENGTH} characters long`);
  }
  return {
    requireTwoFactor: parseTwoFactorRequirement(env.STAFF_REQUIRE_2FA),
    sessionIdleMs:
      parseLimit(
        'STAFF_SESSION_IDLE_MINUTES',
        env.STAFF_SESSION_IDLE_MINUTES,
        DEFAULT_STAFF_SESSION_IDLE_MINUTES,
      ) * 60_000,
    totpKey,
  };
}

/**
 * "1" or unset: owners (ASVS 6.3.3: the accounts that can read every lead and change the team
 * sign in with a second factor unless the agency decides otherwise); "all": every account;
 * "0": nobody.
 */
function parseTwoFactorRequirement(value: string | undefined): TwoFactorRequirement {
  if (value === '0') return 'nobody';
  if (!value || value === '1') return 'owners';
  if (value === 'all') return 'everyone';
  throw new Error(`STAFF_REQUIRE_2FA must be 0, 1 (owners) or all, got "${value}"`);
}

function parseRedisUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^rediss?:\/\//.test(value))
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  return value;
}

function parseLimit(name: string, value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  }
  return limit;
}

function parseTtl(value: string | undefined): number {
  if (!value) return DEFAULT_CATALOGUE_CACHE_TTL_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    throw new Error(
      `CATALOGUE_CACHE_TTL_MS must be a whole number of milliseconds, got "${value}"`,
    );
  }
  return ms;
}

/**
 * Fastify's trustProxy as we allow it: off, the number of proxies in front of the API (their
 * X-Forwarded-For entries, counted from the right, are believed), or the proxies' addresses.
 */
export type TrustProxy = false | number | string[];

function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (text === 'true') {
    // Trusting every hop lets any client name its own address in X-Forwarded-For, and so get a
    // fresh rate-limit bucket with each request.
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends; set the number of proxies in front of the API (e.g. 1) or their addresses',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY must be at most 10 proxies, got "${text}"`);
    return hops;
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function parsePort(value: string | undefined, name = 'PORT'): number {
  if (!value) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

export function databaseConfig(env: NodeJS.ProcessEnv, entryScript: string): DatabaseConfig {
  const url = env.DATABASE_URL;
  if (url) {
    // Fail loudly rather than quietly falling back to SQLite on a mistyped URL.
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    const schema = env.DATABASE_SCHEMA;
    return { kind: 'postgres', url, ...(schema ? { schema } : {}) };
  }
  // An explicit SQLITE_FILE is taken relative to the cwd, like any command-line path.
  const file = env.SQLITE_FILE
    ? path.resolve(env.SQLITE_FILE)
    : path.join(findApiPackageDir(entryScript), 'data', 'ghumakkad.sqlite');
  return { kind: 'sqlite', file };
}

export function parseOrigins(value: string | undefined): string[] | null {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return origins.length > 0 ? origins : null;
}

/** Where lead notifications go and how the delivery worker (src/notifications) retries them. */
export interface NotificationConfig {
  /** POST each lead and event here, signed with the whsec_ secret (Standard Webhooks); null: none. */
  webhook: { url: string; secret: string } | null;
  /** smtp:// or smtps:// URL of the mail server (with user:pass@ if it wants them); null: no mail. */
  smtpUrl: string | null;
  /** smtp:// without STARTTLS allowed (SMTP_ALLOW_PLAINTEXT=1): for a local test server only. */
  smtpAllowPlaintext: boolean;
  /** The agency's address, sent a mail per lead; null: no agency mail. */
  agencyEmail: string | null;
  /** The From of every mail; required with SMTP_URL unless LEAD_NOTIFY_EMAIL can stand in. */
  mailFrom: string | null;
  /** After this many failed attempts a notification is dead-lettered. */
  maxAttempts: number;
  /** How often the worker looks for due notifications. */
  pollMs: number;
  /** The API's public origin, which the newsletter confirm and unsubscribe links point at. */
  publicApiUrl: string;
  /** The site's public origin (named in mails and on the newsletter pages); null if unknown. */
  publicSiteUrl: string | null;
}

export const DEFAULT_NOTIFY_MAX_ATTEMPTS = 8;
export const DEFAULT_NOTIFY_POLL_MS = 5000;
/** Decoded key bytes of the webhook secret: the Standard Webhooks range starts at 24. */
const MIN_WEBHOOK_SECRET_BYTES = 24;
const WEBHOOK_SECRET_FORMAT = /^whsec_([A-Za-z0-9+/]+={0,2})$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAKE_WEBHOOK_SECRET = `node -e "console.log('whsec_'+require('crypto').randomBytes(32).toString('base64'))"`;

/** Kept apart from loadConfig's settings: only the server's delivery worker and lead routes read these. */
export function loadNotificationConfig(env: NodeJS.ProcessEnv): NotificationConfig {
  const smtpUrl = parseUrlSetting('SMTP_URL', env.SMTP_URL, /^smtps?:$/);
  if (smtpUrl) refuseTlsOverrides(smtpUrl);
  const agencyEmail = env.LEAD_NOTIFY_EMAIL?.trim() || null;
  const mailFrom = env.MAIL_FROM?.trim() || agencyEmail;
  if (smtpUrl && !mailFrom) {
    throw new Error('SMTP_URL needs MAIL_FROM (or LEAD_NOTIFY_EMAIL) for the From address');
  }
  return {
    webhook: parseWebhook(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET),
    smtpUrl,
    smtpAllowPlaintext: parseSwitch('SMTP_ALLOW_PLAINTEXT', env.SMTP_ALLOW_PLAINTEXT),
    agencyEmail,
    mailFrom,
    maxAttempts: parseLimit(
      'NOTIFY_MAX_ATTEMPTS',
      env.NOTIFY_MAX_ATTEMPTS,
      DEFAULT_NOTIFY_MAX_ATTEMPTS,
    ),
    pollMs: parseLimit('NOTIFY_POLL_MS', env.NOTIFY_POLL_MS, DEFAULT_NOTIFY_POLL_MS),
    publicApiUrl: withoutTrailingSlash(
      parseUrlSetting('PUBLIC_API_URL', env.PUBLIC_API_URL, /^https?:$/) ??
        `http://localhost:${parsePort(env.PORT)}`,
    ),
    publicSiteUrl: withoutTrailingSlash(
      parseUrlSetting('PUBLIC_SITE_URL', env.PUBLIC_SITE_URL, /^https?:$/),
    ),
  };
}

/**
 * The secret must be a Standard Webhooks one, `whsec_` and the key in base64. A secret of the
 * earlier plain form is refused rather than used as is: receivers decode the part after whsec_
 * as base64, so signatures made with it would never verify there.
 */
function parseWebhook(url: string | undefined, secret: string | undefined) {
  const parsed = parseUrlSetting('LEAD_WEBHOOK_URL', url, /^https?:$/);
  if (!parsed) return null;
  // Leads are personal data: plain http only to a receiver on this machine.
  const { protocol, hostname } = new URL(parsed);
  if (protocol === 'http:' && !LOOPBACK_HOSTS.has(hostname)) {
    throw new Error('LEAD_WEBHOOK_URL must be an https:// URL (http:// only to this machine)');
  }
  const key = secret?.trim().match(WEBHOOK_SECRET_FORMAT)?.[1];
  const bytes = key ? Buffer.from(key, 'base64') : Buffer.alloc(0);
  // Canonical base64 only: what Node decodes leniently, the receiver's library may not.
  if (!key || bytes.toString('base64') !== key || bytes.length < MIN_WEBHOOK_SECRET_BYTES) {
    throw new Error(
      `LEAD_WEBHOOK_URL needs LEAD_WEBHOOK_SECRET in the Standard Webhooks form: whsec_ followed by at least ${MIN_WEBHOOK_SECRET_BYTES} random bytes in base64. Make one with: ${MAKE_WEBHOOK_SECRET} (and give the same secret to the receiver)`,
    );
  }
  return { url: parsed, secret: `whsec_${key}` };
}

/**
 * nodemailer reads options from the URL's query, and they win over the transport's own: one of
 * these would quietly send mail in the clear or to an unverified server.
 */
const TLS_OVERRIDES = [
  'secure',
  'requireTLS',
  'ignoreTLS',
  'opportunisticTLS',
  'tls.rejectUnauthorized',
];

function refuseTlsOverrides(smtpUrl: string): void {
  const query = new URL(smtpUrl).searchParams;
  const named = TLS_OVERRIDES.filter((name) => query.has(name));
  if (named.length > 0) {
    throw new Error(
      `SMTP_URL may not set ${named.join(', ')}: mail goes over TLS (SMTP_ALLOW_PLAINTEXT=1 allows plain smtp:// for a local test server)`,
    );
  }
}

/** "1" on, "0" or unset off; anything else is refused rather than guessed. */
function parseSwitch(name: string, value: string | undefined): boolean {
  if (!value || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

/** The value when it is a URL of one of the protocols; null when unset. The error never quotes it (it may hold a password). */
function parseUrlSetting(name: string, value: string | undefined, protocol: RegExp): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL`);
  }
  if (!protocol.test(url.protocol)) throw new Error(`${name} has an unsupported protocol`);
  return value;
}

function withoutTrailingSlash<T extends string | null>(url: T): T {
  return (url === null ? url : url.replace(/\/+$/, '')) as T;
}
