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
  /** Bearer token of the admin routes; null keeps them closed (503). */
  adminToken: string | null;
  /** Shares rate-limit counters between API processes when set. */
  redisUrl: string | null;
  rateLimits: RateLimits;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For (client IP) and -Proto (HTTPS) to believe. */
  trustProxy: TrustProxy;
  /** Longest time a cached catalogue answer is served; 0 turns the cache off. */
  catalogueCacheTtlMs: number;
}

export const DEFAULT_AUTH_CODE = 'ghumakkad-public';
const DEFAULT_PORT = 4000;
/** Anything shorter could be guessed; refuse to start rather than open the leads export. */
const MIN_ADMIN_TOKEN_LENGTH = 16;

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
    host: env.HOST || '0.0.0.0',
    authCode: env.AUTH_CODE || DEFAULT_AUTH_CODE,
    database: databaseConfig(env, entryScript),
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    logLevel: env.LOG_LEVEL || 'info',
    adminToken: parseAdminToken(env.ADMIN_TOKEN),
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
  };
}

function parseAdminToken(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < MIN_ADMIN_TOKEN_LENGTH) {
    throw new Error(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters long`);
  }
  return value;
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

/** "true" (trust every proxy), or a comma-separated list of proxy addresses/CIDRs. */
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

function parsePort(value: string | undefined): number {
  if (!value) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
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
  /** POST each lead here, signed with the secret; null: no webhook. */
  webhook: { url: string; secret: string } | null;
  /** smtp:// or smtps:// URL of the mail server (with user:pass@ if it wants them); null: no mail. */
  smtpUrl: string | null;
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
/** A shorter webhook secret is too easy to guess for signatures to mean anything. */
const MIN_WEBHOOK_SECRET_LENGTH = 16;

/** Kept apart from loadConfig's settings: only the server's delivery worker and lead routes read these. */
export function loadNotificationConfig(env: NodeJS.ProcessEnv): NotificationConfig {
  const smtpUrl = parseUrlSetting('SMTP_URL', env.SMTP_URL, /^smtps?:$/);
  const agencyEmail = env.LEAD_NOTIFY_EMAIL?.trim() || null;
  const mailFrom = env.MAIL_FROM?.trim() || agencyEmail;
  if (smtpUrl && !mailFrom) {
    throw new Error('SMTP_URL needs MAIL_FROM (or LEAD_NOTIFY_EMAIL) for the From address');
  }
  return {
    webhook: parseWebhook(env.LEAD_WEBHOOK_URL, env.LEAD_WEBHOOK_SECRET),
    smtpUrl,
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

function parseWebhook(url: string | undefined, secret: string | undefined) {
  const parsed = parseUrlSetting('LEAD_WEBHOOK_URL', url, /^https?:$/);
  if (!parsed) return null;
  if (!secret || secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    throw new Error(
      `LEAD_WEBHOOK_URL needs LEAD_WEBHOOK_SECRET of at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`,
    );
  }
  return { url: parsed, secret };
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
