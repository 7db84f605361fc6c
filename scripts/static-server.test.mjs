import { createServer } from 'node:http';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import ts from 'typescript';
import { parseTrustProxy, startStaticServer } from './static-server.mjs';
import { startCdnSite, startSite } from './site.mjs';
import { createFormPosts } from './render/formPosts.mjs';
import { CANARY_COOKIE } from './release/canary.mjs';
import { REPO_ROOT } from './repoRoot.mjs';

/**
 * The API's own parseTrustProxy, compiled from api/src/config.ts as it stands (the scripts do not
 * depend on the API's build), so both servers are held to the same cases.
 */
function apiParseTrustProxy() {
  const source = readFileSync(path.join(REPO_ROOT, 'api/src/config.ts'), 'utf8');
  const start = source.indexOf('function parseTrustProxy(');
  assert.notEqual(start, -1, 'api/src/config.ts has no parseTrustProxy');
  const end = source.indexOf('\n}\n', start) + 2;
  const { outputText } = ts.transpileModule(source.slice(start, end), {
    compilerOptions: { target: ts.ScriptTarget.ES2022 },
  });
  return new Function(`${outputText}\nreturn parseTrustProxy;`)();
}

describe('TRUST_PROXY', () => {
  const apiParse = apiParseTrustProxy();
  /** What the API makes of a setting: its parse, then Fastify's check of the addresses. */
  const apiTakes = (value) => {
    const trustProxy = apiParse(value);
    if (Array.isArray(trustProxy)) Fastify({ trustProxy });
    return trustProxy;
  };

  test('is read as the API reads it', () => {
    const cases = {
      unset: [undefined, false],
      empty: ['  ', false],
      false: ['false', false],
      zero: ['0', false],
      one: ['1', 1],
      hops: [' 3 ', 3],
      most: ['10', 10],
      address: ['127.0.0.1', ['127.0.0.1']],
      list: ['10.0.0.0/8, 127.0.0.1,', ['10.0.0.0/8', '127.0.0.1']],
      ipv6: ['::1,fd00::/8', ['::1', 'fd00::/8']],
      netmask: ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
      named: ['loopback, uniquelocal', ['loopback', 'uniquelocal']],
    };
    for (const [name, [value, expected]] of Object.entries(cases)) {
      assert.deepEqual(parseTrustProxy(value), expected, name);
      assert.deepEqual(apiTakes(value), expected, `the API: ${name}`);
    }
  });

  test('refuses what the API refuses, naming the setting', () => {
    const refused = {
      true: [/TRUST_PROXY=true would believe any X-Forwarded-For/],
      11: [/TRUST_PROXY must be at most 10 proxies, got "11"/],
      abc: [/TRUST_PROXY must be .* got "abc"/],
      '10.0.0.1, *': [/got "\*"/],
      '0.0.0.0/0': [/got "0.0.0.0\/0"/],
      '10.0.0.0/33': [/got "10.0.0.0\/33"/],
      '::1/129': [/got "::1\/129"/],
      '10.0.0.0/255.0.255.0': [/got "10.0.0.0\/255.0.255.0"/],
      '127.0.0.1:80': [/got "127.0.0.1:80"/],
      localhost: [/got "localhost"/],
      '-1': [/got "-1"/],
    };
    for (const [value, [message]] of Object.entries(refused)) {
      assert.throws(() => parseTrustProxy(value), message, value);
      assert.throws(() => apiTakes(value), undefined, `the API: ${value}`);
    }
    // Stricter than the API on purpose: ipaddr.js takes "1.5" as 1.0.0.5, a typo here.
    assert.throws(() => parseTrustProxy('1.5'), /got "1.5"/);
  });

  test('a bad setting stops the site before anything is started', async () => {
    const before = process.env.TRUST_PROXY;
    try {
      process.env.TRUST_PROXY = 'true';
      await assert.rejects(startSite(), /TRUST_PROXY=true/);
      process.env.TRUST_PROXY = '10.0.0.0/8,nginx';
      await assert.rejects(
        startCdnSite({ cdnDir: path.join(os.tmpdir(), 'unused') }),
        /TRUST_PROXY must be .* got "nginx"/,
      );
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  });
});

/** A stand-in API that stores every lead and records the address the site said it came from. */
const api = { addresses: [] };
api.server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    api.addresses.push(request.headers['x-render-client-ip']);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 1, message: 'ok', data: { reference: 'GK-AAAAAAAA' } }));
  });
});
const root = mkdtempSync(path.join(os.tmpdir(), 'gk-static-'));
writeFileSync(path.join(root, 'index.html'), '<html></html>');
let forms;
before(async () => {
  await new Promise((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  forms = createFormPosts({
    apiBaseUrl: `http://127.0.0.1:${api.server.address().port}`,
    authCode: 'code-1',
    apiToken: 'render-secret',
  });
});
after(() => {
  api.server.close();
  rmSync(root, { recursive: true, force: true });
});

/** The site's server during a canary, with its lead forms, as TRUST_PROXY sets it up. */
async function site(setting) {
  const app = await startStaticServer({
    root,
    port: 0,
    host: '127.0.0.1',
    visitorSplit: () => true,
    generated: { '/config.json': () => ({}) },
    trustProxy: parseTrustProxy(setting),
    pages: {
      render: async () => ({ status: 200, html: '<html></html>', nonce: 'n', versions: 'v' }),
      sitemap: async () => '',
      apiBaseUrl: 'http://api.example',
      forms,
    },
  });
  const url = `http://127.0.0.1:${app.server.address().port}`;
  return {
    app,
    /** The canary cookie a visitor is given on their first request, over real HTTP. */
    async cookie(headers = {}) {
      const response = await fetch(`${url}/config.json`, { headers });
      assert.equal(response.status, 200);
      const cookie = response.headers.get('set-cookie');
      assert.match(cookie, new RegExp(`^${CANARY_COOKIE}=`));
      return cookie;
    },
    /** The address a no-JS newsletter post hands the API, over real HTTP. */
    async postedFrom(headers = {}) {
      const response = await fetch(`${url}/forms/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'email=asha%40example.com&privacyNoticeVersion=2026-11-28',
        redirect: 'manual',
      });
      assert.equal(response.status, 303);
      return api.addresses.at(-1);
    },
  };
}

const secure = /;\s*Secure\b/i;
const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '1.2.3.4' };

test('without TRUST_PROXY, forwarded headers a client sends are ignored', async () => {
  const { app, cookie, postedFrom } = await site(undefined);
  try {
    assert.doesNotMatch(await cookie(forged), secure);
    assert.equal(await postedFrom(forged), '127.0.0.1');
    assert.equal(await postedFrom(), '127.0.0.1');
  } finally {
    await app.close();
  }
});

for (const setting of ['1', '127.0.0.1', 'loopback']) {
  test(`TRUST_PROXY=${setting}: the proxy's X-Forwarded-Proto and -For are believed`, async () => {
    const { app, cookie, postedFrom } = await site(setting);
    try {
      assert.match(await cookie({ 'x-forwarded-proto': 'https' }), secure);
      assert.doesNotMatch(await cookie({ 'x-forwarded-proto': 'http' }), secure);
      // Plain HTTP with no proxy header stays plain, whatever is trusted.
      assert.doesNotMatch(await cookie(), secure);
      assert.equal(await postedFrom({ 'x-forwarded-for': '203.0.113.9' }), '203.0.113.9');
      // A visitor's own X-Forwarded-For comes first; the proxy appends the address it saw.
      assert.equal(
        await postedFrom({ 'x-forwarded-for': '1.2.3.4, 198.51.100.7' }),
        '198.51.100.7',
      );
      // Without the header (a request to the server itself), the socket's peer.
      assert.equal(await postedFrom(), '127.0.0.1');
    } finally {
      await app.close();
    }
  });
}

test('TRUST_PROXY=10.0.0.0/8 believes only proxies in that range', async () => {
  const { app, cookie, postedFrom } = await site('10.0.0.0/8');
  try {
    // A client on 127.0.0.1 is not the proxy: its headers count for nothing.
    assert.doesNotMatch(await cookie(forged), secure);
    assert.equal(await postedFrom(forged), '127.0.0.1');

    // The proxy at 10.0.0.2 is believed (light-my-request sets the socket's peer).
    const fromProxy = await app.inject({
      url: '/config.json',
      remoteAddress: '10.0.0.2',
      headers: forged,
    });
    assert.match(fromProxy.headers['set-cookie'], secure);
    const posted = await app.inject({
      method: 'POST',
      url: '/forms/newsletter',
      remoteAddress: '10.0.0.2',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...forged },
      payload: 'email=asha%40example.com&privacyNoticeVersion=2026-11-28',
    });
    assert.equal(posted.statusCode, 303);
    assert.equal(api.addresses.at(-1), '1.2.3.4');

    // With two hops inside the range, the first address outside it is the visitor.
    await app.inject({
      method: 'POST',
      url: '/forms/newsletter',
      remoteAddress: '10.0.0.2',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.1.1.1',
      },
      payload: 'email=b%40example.com&privacyNoticeVersion=2026-11-28',
    });
    assert.equal(api.addresses.at(-1), '203.0.113.9');
  } finally {
    await app.close();
  }
});

test('the release registry’s own files in the CDN folder are never served', async (t) => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-private-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  for (const name of ['releases.json', 'releases.lock.owner', 'remotes.json']) {
    writeFileSync(path.join(root, name), '{}');
  }
  const server = await startStaticServer({
    root,
    port: 0,
    privateFiles: ['releases.json', 'releases.lock', 'releases.lock.owner'],
  });
  t.after(() => server.close());
  const origin = `http://127.0.0.1:${server.server.address().port}`;
  for (const file of [
    '/releases.json',
    '/releases.lock.owner',
    '/./releases.json',
    '/%72eleases.json',
  ]) {
    assert.equal((await fetch(`${origin}${file}`)).status, 404, file);
  }
  assert.equal((await fetch(`${origin}/remotes.json`)).status, 200);
});

describe('page answers: headers a cache in front can rely on', () => {
  /** A site whose render service answers `answers[url]` (a page, or a RenderUnavailable-like error). */
  async function pageSite(t, answers, { split = false } = {}) {
    const app = await startStaticServer({
      root,
      port: 0,
      host: '127.0.0.1',
      visitorSplit: () => split,
      appPage: () => '<!DOCTYPE html><html><body>the app</body></html>'.repeat(40),
      pages: {
        render: async (url) => {
          const answer = answers[url];
          if (answer instanceof Error) throw answer;
          return { nonce: 'n', versions: 'v', remoteEntries: [], html: '<html></html>', ...answer };
        },
        sitemap: async () => '',
        apiBaseUrl: 'http://api.example',
      },
    });
    t.after(() => app.close());
    const url = `http://127.0.0.1:${app.server.address().port}`;
    return (path, headers = {}) =>
      fetch(`${url}${path}`, {
        headers: { 'accept-encoding': 'gzip, br', ...headers },
        redirect: 'manual',
      });
  }
  const unavailable = (reason) => Object.assign(new Error(reason), { reason });

  test('a page shed under overload is the small busy page, uncompressed, with a short Retry-After', async (t) => {
    const get = await pageSite(t, {
      '/busy': unavailable('shed'),
      '/late': unavailable('deadline'),
    });
    const shed = await get('/busy');
    assert.equal(shed.status, 503);
    assert.equal(shed.headers.get('retry-after'), '5');
    assert.equal(shed.headers.get('cache-control'), 'no-store');
    assert.equal(shed.headers.get('content-encoding'), null);
    const body = await shed.text();
    assert.ok(Buffer.byteLength(body) < 1024);
    assert.match(body, /very busy right now/);
    // Past the deadline the visitor gets the app, which renders the page in the browser.
    const late = await get('/late');
    assert.equal(late.status, 503);
    assert.match(await late.text(), /the app/);
  });

  test('a redirect says how long it may be kept; during a canary it is private', async (t) => {
    const answers = { '/old': { status: 301, location: '/new', html: '' } };
    const moved = await (await pageSite(t, answers))('/old');
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.get('location'), '/new');
    assert.match(moved.headers.get('cache-control'), /^public, /);
    const split = await (await pageSite(t, answers, { split: true }))('/old');
    assert.equal(split.headers.get('cache-control'), 'private, no-cache');
    assert.ok(split.headers.get('set-cookie'));
  });

  test('a 404 whose data failed is not cacheable; one whose data came is', async (t) => {
    const get = await pageSite(t, {
      '/gone': { status: 404, incomplete: true, etag: '"a"' },
      '/really-gone': { status: 404, etag: '"b"' },
    });
    const failed = await get('/gone');
    assert.equal(failed.status, 404);
    assert.equal(failed.headers.get('cache-control'), 'no-store');
    assert.equal(failed.headers.get('etag'), null);
    assert.match((await get('/really-gone')).headers.get('cache-control'), /^public, /);
  });

  test('a page served stale is marked and kept only briefly', async (t) => {
    const get = await pageSite(t, { '/goa': { status: 200, stale: true, etag: '"s"' } });
    const stale = await get('/goa');
    assert.equal(stale.status, 200);
    assert.equal(stale.headers.get('cache-control'), 'public, max-age=15');
    assert.equal(stale.headers.get('x-page-stale'), 'true');
  });

  test('If-None-Match is answered 304 for the tag weak, in a list, or *', async (t) => {
    const get = await pageSite(t, { '/goa': { status: 200, etag: '"abc"' } });
    for (const header of ['"abc"', 'W/"abc"', '"x", W/"abc"', '*']) {
      assert.equal((await get('/goa', { 'if-none-match': header })).status, 304, header);
    }
    for (const header of ['"abcd"', 'W/"x"', '"ab", "c"']) {
      assert.equal((await get('/goa', { 'if-none-match': header })).status, 200, header);
    }
  });
});
