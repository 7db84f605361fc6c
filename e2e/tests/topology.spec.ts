/**
 * The production topology of deploy/, on loopback: Debian's nginx with deploy/nginx/ghumakkad.conf
 * (rendered by its script; a self-signed certificate) in front of two site servers, run as
 * ghumakkad-site@ runs them (scripts/start.mjs, SITE_ONLY=1), and two API processes on one
 * PostgreSQL schema. Under steady load through nginx one site server and one API process are
 * killed (SIGKILL): the 5xx visitors see, and for how long, are printed and bounded, and every
 * lead acknowledged with a 2xx must be in the database. Also: TLS and HTTP/2, public pages kept
 * by nginx and no-store ones not, and the API counting each client by its own address (through
 * X-Forwarded-For and TRUST_PROXY; clients connect from addresses of their own, 127.x.y.z).
 *
 * Needs nginx (`apt-get install nginx-light`): skipped without it, except under CI.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/repoRoot.mjs';
import { DATABASE_URL, sql } from '../../scripts/release/registry/testDatabase.mjs';
import { NGINX_TEMPLATE, renderNginxConfig } from '../../deploy/nginx/render.mjs';
import { publishBuild } from '../bench/publishBuild.mjs';
import { HEADING } from './canarySite';
import { copyWithReplaced, runReleaseCli } from './releaseArtifacts';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const basePort = Number(process.env.E2E_BASE_PORT ?? 3100);
const PORTS = {
  https: basePort + 50,
  http: basePort + 51,
  internalApi: basePort + 52,
  sites: [basePort + 53, basePort + 54],
  apis: [basePort + 55, basePort + 56],
};
const SITE = 'localhost';
const API = 'api.localhost';
const AUTH_CODE = 'topology-test';
/** Low, so that one client meets it in a few posts; the load's leads each come from an address of their own. */
const LEAD_LIMIT = 3;
/**
 * The longest a kill may show in visitors' answers: nginx marks a server down at its first
 * refused connection (max_fails=1), so only requests in flight at the kill should fail.
 */
const FAILURE_WINDOW_MS = 2_000;

let tmp = '';
let ca = '';
let renderToken = '';
let schema = '';
/** The privacy notice's version the support form sends, read from its page. */
let noticeVersion = '';
const children: ChildProcess[] = [];
const siteServers: ChildProcess[] = [];
const apiProcesses: ChildProcess[] = [];

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** One request to nginx over HTTPS, as `host` (SNI and Host), from `localAddress` if given. */
function call(
  host: string,
  requestPath: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    agent?: https.Agent;
    localAddress?: string;
  } = {},
): Promise<Answer & { body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: PORTS.https,
        servername: host,
        ca,
        path: requestPath,
        method: options.method ?? 'GET',
        headers: { host, ...options.headers },
        agent: options.agent ?? false,
        localAddress: options.localAddress,
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in 15 s')));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** A support request, as the site's form sends it. */
function postLead(
  marker: string,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; reference?: string }> {
  return call(API, `/support/add?authCode=${AUTH_CODE}`, {
    method: 'POST',
    localAddress,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      fullName: `Topology ${marker}`,
      email: 'topology@example.com',
      message: `Support request ${marker}`,
      privacyNoticeVersion: noticeVersion,
    }),
  }).then(({ status, body }) => ({
    status,
    reference:
      status < 300
        ? (JSON.parse(body) as { data: { reference: string } }).data.reference
        : undefined,
  }));
}

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** The status of a plain GET on loopback, 0 while nothing answers. */
const statusOf = (url: string) =>
  fetch(url).then(
    (response) => response.arrayBuffer().then(() => response.status),
    () => 0,
  );

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(
  !NGINX && !process.env.CI,
  'nginx is not installed (apt-get install nginx-light): the topology test needs it',
);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Under CI a missing nginx fails the run rather than skipping the test.
  if (!NGINX) throw new Error('nginx is not installed: .ci/run installs it from Debian');
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-topology-'));
  const file = (name: string) => path.join(tmp, name);
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-addext', `subjectAltName=DNS:${SITE},DNS:${API}`],
      ...['-keyout', file('tls.key'), '-out', file('tls.crt')],
    ],
    { encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
  ca = readFileSync(file('tls.crt'), 'utf8');

  writeFileSync(
    file('ghumakkad.conf'),
    renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), {
      SITE_DOMAIN: SITE,
      API_DOMAIN: API,
      HTTPS_LISTEN: `127.0.0.1:${PORTS.https}`,
      HTTP_LISTEN: `127.0.0.1:${PORTS.http}`,
      SITE_SERVERS: PORTS.sites.map((port) => `127.0.0.1:${port}`).join(' '),
      API_SERVERS: PORTS.apis.map((port) => `127.0.0.1:${port}`).join(' '),
      INTERNAL_API_LISTEN: `127.0.0.1:${PORTS.internalApi}`,
      TLS_CERT: file('tls.crt'),
      TLS_KEY: file('tls.key'),
      ACME_ROOT: file('acme'),
      CACHE_DIR: file('nginx-cache'),
    }),
  );
  // What Debian's /etc/nginx/nginx.conf gives the included file, with every path in the temp
  // folder, so that nginx runs as whoever runs the test. `user` matters only to root, whose
  // workers would otherwise run as nobody, who cannot read the temp folder.
  writeFileSync(
    file('nginx.conf'),
    `user ${os.userInfo().username};
worker_processes 2;
pid ${file('nginx.pid')};
error_log ${file('nginx-error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${file('nginx-body')};
  proxy_temp_path ${file('nginx-proxy')};
  fastcgi_temp_path ${file('nginx-fastcgi')};
  uwsgi_temp_path ${file('nginx-uwsgi')};
  scgi_temp_path ${file('nginx-scgi')};
  include ${file('ghumakkad.conf')};
}
`,
  );
  const nginxArgs = ['-p', tmp, '-c', file('nginx.conf'), '-e', file('nginx-error.log')];
  const checked = spawnSync(NGINX, ['-t', ...nginxArgs], { encoding: 'utf8' });
  expect(checked.status, checked.stderr).toBe(0);
  const nginx = spawn(NGINX, [...nginxArgs, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(nginx);

  schema = `e2e_topology_${randomBytes(4).toString('hex')}`;
  await sql(`CREATE SCHEMA ${schema}`);
  renderToken = randomBytes(24).toString('hex');
  const siteUrl = `https://${SITE}:${PORTS.https}`;
  const shared = {
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    RENDER_API_TOKEN: renderToken,
    PUBLIC_SITE_URL: siteUrl,
    PUBLIC_API_URL: `https://${API}:${PORTS.https}`,
    AUTH_CODE,
    LOG_LEVEL: 'warn',
  };
  // One after the other: each migrates and imports the catalogue on start.
  for (const port of PORTS.apis) {
    apiProcesses.push(
      start(['api/dist/server.js'], {
        ...shared,
        PORT: String(port),
        DATABASE_URL,
        DATABASE_SCHEMA: schema,
        LEAD_RATE_LIMIT_MAX: String(LEAD_LIMIT),
        // Each process counts on its own, as without Redis (CI has none); the limit test allows for it.
        REDIS_URL: '',
      }),
    );
    await expect
      .poll(() => statusOf(`http://127.0.0.1:${port}/health`), { timeout: 60_000 })
      .toBe(200);
  }
  // The site servers' calls go through nginx, as SSR_API_URL says in deploy/systemd/site.env.
  await expect
    .poll(() => statusOf(`http://127.0.0.1:${PORTS.internalApi}/health`), { timeout: 10_000 })
    .toBe(200);

  await publishBuild(cdnDir());
  for (const port of PORTS.sites) {
    siteServers.push(
      start(['scripts/start.mjs'], {
        ...shared,
        SITE_ONLY: '1',
        SHELL_PORT: String(port),
        SSR_API_URL: `http://127.0.0.1:${PORTS.internalApi}`,
        CDN_DIR: cdnDir(),
        // The folder's own registry, shared by both servers (deploy/ uses PostgreSQL and S3).
        RELEASE_REGISTRY_URL: '',
        ARTIFACT_STORE_URL: '',
      }),
    );
  }
  for (const port of PORTS.sites) {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/site-server.json`).then(
            async (response) => ((await response.json()) as { warm: boolean }).warm,
            () => false,
          ),
        { timeout: 90_000 },
      )
      .toBe(true);
  }
  const supportPage = await call(SITE, '/customer-support');
  noticeVersion = supportPage.body.match(/name="privacyNoticeVersion" value="([^"]+)"/)?.[1] ?? '';
  expect(noticeVersion, 'the support form names its privacy notice').not.toBe('');
});

test.afterAll(async () => {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  if (schema) await sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('nginx speaks TLS and HTTP/2, sends plain HTTP to HTTPS, keeps public pages and not no-store ones', async () => {
  const session = http2.connect(`https://127.0.0.1:${PORTS.https}`, { ca, servername: SITE });
  try {
    const status = await new Promise<number>((resolve, reject) => {
      const stream = session.request({ ':path': '/about-us', ':authority': SITE });
      stream.on('response', (headers) => resolve(Number(headers[':status'])));
      stream.on('error', reject);
      stream.resume();
    });
    expect(status).toBe(200);
  } finally {
    session.close();
  }

  // fetch would not send our Host: the request is for the site's name, not the address.
  const redirect = await new Promise<IncomingMessage>((resolve, reject) =>
    http
      .get(
        { host: '127.0.0.1', port: PORTS.http, path: '/blogs', headers: { host: SITE } },
        resolve,
      )
      .on('error', reject),
  );
  redirect.resume();
  expect(redirect.statusCode).toBe(301);
  expect(redirect.headers.location).toBe(`https://${SITE}/blogs`);

  // A page: public, s-maxage=60. Kept by nginx after its first answer.
  const cacheStatuses = async (requestPath: string) => {
    const answers: Answer[] = [];
    for (let i = 0; i < 2; i++) {
      answers.push(await call(SITE, requestPath, { headers: { 'accept-encoding': 'br, gzip' } }));
    }
    return answers.map((answer) => `${answer.status} ${answer.headers['x-cache-status']}`);
  };
  expect(await cacheStatuses('/themes')).toEqual(['200 MISS', '200 HIT']);
  // What a visitor's side decides (a canary) is no-store: asked again, never from the cache.
  const remotes = await call(SITE, '/remotes.json');
  expect(remotes.headers['cache-control']).toBe('no-store');
  expect(await cacheStatuses('/remotes.json')).toEqual(['200 MISS', '200 MISS']);
});

test('the API counts each client by its own address, not by a header the client sends', async () => {
  const statuses: number[] = [];
  // Two API processes, each with its own count without Redis: 2 × limit + 1 is over in one.
  for (let i = 0; i <= 2 * LEAD_LIMIT; i++) {
    statuses.push((await postLead(`limit-${i}`, '127.0.0.2')).status);
  }
  expect(statuses[0]).toBe(200);
  expect(statuses).toContain(429);
  // X-Forwarded-For from the client is kept but not believed: nginx's own entry is the last.
  const forged = await postLead('forged', '127.0.0.2', { 'x-forwarded-for': '198.51.100.7' });
  expect(forged.status).toBe(429);
  // Another client has a budget of its own: the API sees the client, not nginx (127.0.0.1).
  expect((await postLead('other-client', '127.0.0.3')).status).toBe(200);
});

test.describe(() => {
  // The failure windows are times on a 2-core machine where the kill can land mid-request;
  // one run in several saw a window of 5 s once (passing when run again). A second attempt
  // keeps that from failing the whole test command; two failures in a row still fail it.
  test.describe.configure({ retries: 1 });

  test('under load, a killed site server and a killed API process cost only requests in flight, and no acknowledged lead', async () => {
    const began = Date.now();
    const at = () => Date.now() - began;
    const pages: { at: number; status: number }[] = [];
    const leads: { at: number; status: number; reference?: string }[] = [];
    const agent = new https.Agent({ keepAlive: true, maxSockets: 3 });
    let loading = true;

    // Each page asked with a query of its own, so each goes past nginx's cache to a site server,
    // which renders it with the API's data.
    let pageCount = 0;
    const pageWorker = async () => {
      while (loading) {
        const requestPath = `${pageCount % 2 ? '/blogs' : '/'}?load=${pageCount++}`;
        const sent = at();
        const status = await call(SITE, requestPath, {
          agent,
          headers: { 'accept-encoding': 'br, gzip' },
        }).then(
          (answer) => answer.status,
          () => 0,
        );
        pages.push({ at: sent, status });
      }
    };
    // A lead every 100 ms, each from an address of its own (127.1.x.y) so that none meets the limit.
    const pendingLeads: Promise<void>[] = [];
    const leadStream = async () => {
      for (let i = 0; loading; i++) {
        const sent = at();
        const localAddress = `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
        pendingLeads.push(
          postLead(`load-${i}`, localAddress, {
            'idempotency-key': `topology-${schema}-${i}`,
          }).then(
            (answer) => void leads.push({ at: sent, ...answer }),
            () => void leads.push({ at: sent, status: 0 }),
          ),
        );
        await sleep(100);
      }
    };

    const load = Promise.all([pageWorker(), pageWorker(), pageWorker(), leadStream()]);
    await sleep(5_000);
    const siteKilledAt = at();
    siteServers[0]!.kill('SIGKILL');
    await sleep(5_000);
    const apiKilledAt = at();
    apiProcesses[0]!.kill('SIGKILL');
    await sleep(6_000);
    loading = false;
    await load;
    await Promise.all(pendingLeads);
    agent.destroy();

    const failed = <T extends { at: number; status: number }>(answers: T[]) =>
      answers.filter((answer) => answer.status === 0 || answer.status >= 500);
    /** The failures between one kill and the next, and how long after the kill the last one was sent. */
    const afterKill = (answers: { at: number; status: number }[], from: number, to: number) => {
      const failures = failed(answers).filter((answer) => answer.at >= from && answer.at < to);
      const last = failures.at(-1);
      return { count: failures.length, windowMs: last ? last.at - from : 0 };
    };
    const pageSite = afterKill(pages, siteKilledAt, apiKilledAt);
    const pageApi = afterKill(pages, apiKilledAt, Infinity);
    const leadSite = afterKill(leads, siteKilledAt, apiKilledAt);
    const leadApi = afterKill(leads, apiKilledAt, Infinity);
    const acknowledged = leads.filter((lead) => lead.status < 300).map((lead) => lead.reference!);
    // The load's leads stored, acknowledged or not (a post in flight at the kill may be either).
    const { rows } = await sql(
      `SELECT count(*) FILTER (WHERE reference = ANY($1))::int AS acknowledged, count(*)::int AS total
         FROM ${schema}.leads WHERE idempotency_key LIKE 'topology-%'`,
      [acknowledged],
    );
    const stored = rows[0] as { acknowledged: number; total: number };
    console.log(
      [
        `topology: ${pages.length} pages and ${leads.length} leads through nginx in ${(at() / 1000).toFixed(1)} s`,
        `  site server killed: ${pageSite.count} page and ${leadSite.count} lead 5xx/errors, the last sent ${pageSite.windowMs} / ${leadSite.windowMs} ms after the kill`,
        `  API process killed: ${pageApi.count} page and ${leadApi.count} lead 5xx/errors, the last sent ${pageApi.windowMs} / ${leadApi.windowMs} ms after the kill`,
        `  leads acknowledged: ${acknowledged.length}, of them in the database: ${stored.acknowledged}; stored without an answer: ${stored.total - stored.acknowledged}`,
        `  answers: pages ${summary(pages)}; leads ${summary(leads)}`,
      ].join('\n'),
    );

    expect(failed(pages.filter((page) => page.at < siteKilledAt))).toEqual([]);
    expect(failed(leads.filter((lead) => lead.at < siteKilledAt))).toEqual([]);
    for (const window of [pageSite, pageApi, leadSite, leadApi]) {
      expect(window.windowMs).toBeLessThanOrEqual(FAILURE_WINDOW_MS);
    }
    // The load went on past the kills, on the servers left.
    expect(
      pages.filter((page) => page.at > apiKilledAt + FAILURE_WINDOW_MS && page.status === 200)
        .length,
    ).toBeGreaterThan(10);
    expect(stored.acknowledged).toBe(acknowledged.length);
    expect(acknowledged.length).toBeGreaterThan(leads.length * 0.9);
  });
});

test('during a canary nginx keeps no page: new visitors get a cookie, returning ones a private page', async () => {
  const build = path.join(tmp, 'mf-blog-canary');
  copyWithReplaced(path.join(REPO_ROOT, 'mf-blog/dist'), build, {
    from: HEADING,
    to: `${HEADING} (canary)`,
  });
  const released = runReleaseCli(
    {
      CDN_DIR: cdnDir(),
      RELEASE_REGISTRY_URL: '',
      ARTIFACT_STORE_URL: '',
      RELEASE_HEALTH_URL: `http://127.0.0.1:${PORTS.internalApi}`,
      RENDER_API_TOKEN: renderToken,
    },
    ...['release', 'blog', '--from', build, '--canary', '50'],
  );
  expect(released.code, released.err).toBe(0);
  await expect
    .poll(async () => (await call(SITE, '/canaries.json')).body, { timeout: 60_000 })
    .toContain('"blog"');

  const ask = (cookie?: string) =>
    call(SITE, '/faq', {
      headers: { 'accept-encoding': 'br, gzip', ...(cookie ? { cookie } : {}) },
    });
  const newVisitor = [await ask(), await ask()];
  const cookie = newVisitor[0]!.headers['set-cookie']?.[0] ?? '';
  // Secure: the site server believed nginx's X-Forwarded-Proto (TRUST_PROXY).
  expect(cookie).toMatch(/^gk_canary=\w+;.*; Secure/);
  const returning = [await ask(cookie.split(';')[0]), await ask(cookie.split(';')[0])];
  expect(returning[0]!.headers['set-cookie']).toBeUndefined();
  expect(returning[0]!.headers['cache-control']).toContain('private');
  expect(
    [...newVisitor, ...returning].map(
      (answer) => `${answer.status} ${answer.headers['x-cache-status']}`,
    ),
  ).toEqual(['200 MISS', '200 MISS', '200 MISS', '200 MISS']);
});

const cdnDir = () => path.join(tmp, 'cdn');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** "200×140 502×1": how many answers had each status (0: no answer). */
function summary(answers: { status: number }[]) {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}×${count}`).join(' ');
}
