import path from 'node:path';
import { DEFAULT_AUTH_CODE, findApiPackageDir, loadConfig, parseOrigins } from './config';
import { isAllowedOrigin } from './cors';

// This test file lives in api/src, like server.ts; the bundle lives in api/dist.
const apiDir = path.resolve(__dirname, '..');

describe('loadConfig', () => {
  it('has the documented defaults, with the database under api/data whatever the cwd', () => {
    const config = loadConfig({}, path.join(apiDir, 'dist', 'server.js'));
    expect(config).toEqual({
      port: 4000,
      // Loopback by default: the API is exposed only when HOST says so.
      host: '127.0.0.1',
      authCode: DEFAULT_AUTH_CODE,
      database: { kind: 'sqlite', file: path.join(apiDir, 'data', 'ghumakkad.sqlite') },
      corsOrigins: null,
      logLevel: 'info',
      redisUrl: null,
      rateLimits: {
        perIp: 3000,
        leads: 10,
        assistant: 60,
        namespace: 'ghumakkad-rate-limit:',
        renderToken: '',
      },
      trustProxy: false,
      catalogueCacheTtlMs: 5000,
      publicSiteUrl: null,
      staffAccess: { requireTwoFactor: 'owners', sessionIdleMs: 30 * 60 * 1000, totpKey: null },
      metrics: null,
    });
  });

  it('finds the api package from the source entry too', () => {
    expect(findApiPackageDir(path.join(apiDir, 'src', 'server.ts'))).toBe(apiDir);
  });

  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '4555',
        HOST: '127.0.0.1',
        AUTH_CODE: 'secret',
        DATABASE_URL: 'postgres://u@db:5432/tours',
        CORS_ORIGINS: 'https://a.example, https://b.example',
        LOG_LEVEL: 'warn',
        DATABASE_SCHEMA: 'tours',
        REDIS_URL: 'redis://cache:6379',
        RATE_LIMIT_MAX: '100',
        LEAD_RATE_LIMIT_MAX: '5',
        RATE_LIMIT_NAMESPACE: 'staging:',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        CATALOGUE_CACHE_TTL_MS: '0',
        PUBLIC_SITE_URL: 'https://ghumakkad.example/',
        STAFF_REQUIRE_2FA: '1',
        STAFF_SESSION_IDLE_MINUTES: '15',
        API_METRICS_PORT: '9464',
      },
      path.join(apiDir, 'dist', 'server.js'),
    );
    expect(config).toEqual({
      port: 4555,
      host: '127.0.0.1',
      authCode: 'secret',
      database: { kind: 'postgres', url: 'postgres://u@db:5432/tours', schema: 'tours' },
      corsOrigins: ['https://a.example', 'https://b.example'],
      logLevel: 'warn',
      redisUrl: 'redis://cache:6379',
      rateLimits: { perIp: 100, leads: 5, assistant: 60, namespace: 'staging:', renderToken: '' },
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      catalogueCacheTtlMs: 0,
      publicSiteUrl: 'https://ghumakkad.example',
      staffAccess: { requireTwoFactor: 'owners', sessionIdleMs: 15 * 60 * 1000, totpKey: null },
      // Loopback unless METRICS_HOST says otherwise.
      metrics: { port: 9464, host: '127.0.0.1' },
    });
    const entry = path.join(apiDir, 'src', 'server.ts');
    expect(loadConfig({ TRUST_PROXY: '2' }, entry).trustProxy).toBe(2);
    expect(() => loadConfig({ API_METRICS_PORT: 'x' }, entry)).toThrow(
      'API_METRICS_PORT must be an integer from 0 to 65535, got "x"',
    );
    expect(loadConfig({ TRUST_PROXY: '0' }, entry).trustProxy).toBe(false);
    // Every hop trusted would let a client pick its own address for the per-IP limits.
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, entry)).toThrow(/number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '99' }, entry)).toThrow(/at most 10/);
  });

  it('rejects bad values rather than guessing', () => {
    const entry = path.join(apiDir, 'src', 'server.ts');
    expect(() => loadConfig({ PORT: 'http' }, entry)).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/tours' }, entry)).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' }, entry)).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ CATALOGUE_CACHE_TTL_MS: '-1' }, entry)).toThrow(
      /CATALOGUE_CACHE_TTL_MS/,
    );
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' }, entry)).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ LEAD_RATE_LIMIT_MAX: 'many' }, entry)).toThrow(/LEAD_RATE_LIMIT_MAX/);
  });
});

describe('CORS origins', () => {
  it('allow any local port by default', () => {
    const allowed = parseOrigins(undefined);
    expect(isAllowedOrigin('http://localhost:3000', allowed)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:8080', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost.evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('https://example.com', allowed)).toBe(false);
  });

  it('allow exactly the listed origins when CORS_ORIGINS is set', () => {
    const allowed = parseOrigins('https://ghumakkad.example');
    expect(isAllowedOrigin('https://ghumakkad.example', allowed)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', allowed)).toBe(false);
    expect(isAllowedOrigin('https://any.example', parseOrigins('*'))).toBe(true);
  });
});
