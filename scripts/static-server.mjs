/**
 * The static file server `pnpm start` uses for the shell and the remotes: Fastify with
 * @fastify/static and @fastify/compress (gzip and brotli), cache headers by kind of file,
 * and an SPA fallback for the shell's routes.
 */
import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { CANARY_COOKIE, newVisitorToken, VISITOR_TOKEN } from './release/canary.mjs';
import {
  BUSY_PAGE,
  BUSY_RETRY_AFTER_SECONDS,
  contentSecurityPolicy,
  etagMatches,
  PAGE_CACHE_CONTROL,
  RETRY_AFTER_SECONDS,
  STALE_PAGE_CACHE_CONTROL,
} from './render/pageHeaders.mjs';
import { FORM_BODY_LIMIT, FORM_KINDS } from './render/formPosts.mjs';
import { LISTEN_HOST } from './ports.mjs';

/** A canary token lasts a month: a visitor keeps their side through a canary of any length. */
const CANARY_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

// The shell's files carry a 10-hex content hash in their names (see createAppConfig.ts).
const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css|svg|webp)(\.map)?$/;

/**
 * Entry points must be revalidated on every load; hashed assets never change. A remote's chunks
 * are named by id only (the CDN's versioned folders keep them apart), so straight from a dist
 * folder they are revalidated too.
 */
export function cacheControlFor(filePath) {
  const name = path.basename(filePath);
  if (HASHED_ASSET.test(name)) return 'public, max-age=31536000, immutable';
  if (/\.(html|json|js|css)$/.test(name)) return 'no-cache';
  return 'public, max-age=3600';
}

/** proxy-addr's names for address ranges, which Fastify's trustProxy takes as the API's does. */
const NAMED_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, `address/prefix` or IPv4 `address/netmask` (a prefix of 0 would trust anyone). */
function isProxyEntry(entry) {
  if (NAMED_PROXY_RANGES.includes(entry)) return true;
  const slash = entry.lastIndexOf('/');
  const version = isIP(slash === -1 ? entry : entry.slice(0, slash));
  if (!version) return false;
  if (slash === -1) return true;
  const range = entry.slice(slash + 1);
  if (/^\d+$/.test(range)) return Number(range) >= 1 && Number(range) <= (version === 4 ? 32 : 128);
  if (version !== 4 || isIP(range) !== 4) return false;
  const bits = range
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return /^1+0*$/.test(bits);
}

/**
 * TRUST_PROXY for the site's server, read as the API reads its own (parseTrustProxy in
 * api/src/config.ts; static-server.test.mjs holds the two to the same cases): off (unset, `false`,
 * `0`), the number of proxies in front of the server (at most 10), or their comma-separated
 * addresses/CIDRs. Only then are X-Forwarded-Proto (a Secure canary cookie) and X-Forwarded-For
 * (the visitor's address a form post hands the API) believed, and only from those proxies.
 * @param {string | undefined} value
 * @returns {false | number | string[]}
 */
export function parseTrustProxy(value) {
  const text = value?.trim();
  if (!text || text === 'false' || text === '0') return false;
  if (text === 'true') {
    // Trusting every hop lets any client name its own address in X-Forwarded-For, and so get a
    // fresh lead rate-limit bucket at the API with each form it posts.
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends; set the number of proxies in front of the site (e.g. 1) or their addresses',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY must be at most 10 proxies, got "${text}"`);
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isProxyEntry(entry)) {
      throw new Error(
        `TRUST_PROXY must be a number of proxies or their addresses/CIDRs (e.g. 1, or 10.0.0.0/8,127.0.0.1), got "${entry}"`,
      );
    }
  }
  return entries;
}

/**
 * @param {object} options
 * @param {string} options.root folder to serve
 * @param {number} options.port
 * @param {string} [options.host] the address to listen on (default loopback: see LISTEN_HOST)
 * @param {boolean} [options.spa] answer unknown GETs that want HTML with index.html
 * @param {(visitor?: string) => string} [options.appPage] the index.html to answer with, when it is
 *   not the root's own file (the site following a release registry makes it from the live shell)
 * @param {boolean} [options.cors] allow any origin (remotes are fetched cross-origin)
 * @param {Record<string, (visitor?: string) => unknown>} [options.generated] JSON answered per
 *   request, never cached
 * @param {() => boolean} [options.visitorSplit] whether visitors are split now (a canary runs):
 *   each then carries a random token in a cookie (set here on their first request; no personal
 *   data), handed to `appPage`, `generated` and `pages.render` as `visitor`, and their pages are
 *   private to them (a shared cache must not hand one visitor's versions to another)
 * @param {(filePath: string) => string} [options.cacheControl] Cache-Control by file path (default: by kind of file)
 * @param {string[]} [options.preconnect] origins the pages will call (the API): each HTML answer
 *   carries a `Link: rel=preconnect` for them, so the browser opens those connections while it
 *   is still loading the scripts that will make the first request
 * @param {Record<string, string>} [options.proxies] path prefix → origin it is fetched from, so
 *   the e2e site serves every remote from its own server yet under the site's origin, as a CDN does
 * @param {{ render: (url: string, options?: { submission?: object }) => Promise<object>, sitemap: () => Promise<string>, apiBaseUrl: string, publicSiteUrl?: string, forms?: ReturnType<typeof import('./render/formPosts.mjs').createFormPosts> }} [options.pages]
 *   server rendering (scripts/render/): pages are answered by it; if it fails, the SPA fallback.
 *   With `forms`, the lead forms' plain posts (`POST /forms/<kind>`) are answered too
 * @param {string[]} [options.privateFiles] names of files at `root` never served (404): the
 *   release registry's own, when root is the CDN folder
 * @param {false | number | string[]} [options.trustProxy] the proxies whose X-Forwarded-Proto and
 *   X-Forwarded-For are believed (request.protocol, request.ip), as parseTrustProxy reads
 *   TRUST_PROXY; by default none, and those headers are ignored
 * @param {(urlPath: string) => Promise<string | null>} [options.missingVersionFile] asked for a
 *   GET or HEAD that found no file: the absolute path of one under `root` to send instead (a
 *   version's file fetched from the artifact store meanwhile, render/versionFiles.mjs), or null
 *   for the usual answer; a rejection is answered 503 (its details are the option's to log)
 * @param {(kind: 'page' | 'form' | 'file', status: number, seconds: number) => void} [options.onAnswered]
 *   told of every answer once sent (metrics): a page (a path without an extension), a lead
 *   form's post, or anything else
 */
export async function startStaticServer({
  root,
  port,
  host = LISTEN_HOST,
  spa = false,
  appPage,
  cors = false,
  generated = {},
  cacheControl = cacheControlFor,
  preconnect = [],
  proxies = {},
  pages,
  visitorSplit,
  trustProxy = false,
  privateFiles = [],
  missingVersionFile,
  onAnswered,
}) {
  const app = Fastify({
    logger: false,
    // As the API does (api/src/app.ts): a hop count becomes Fastify's documented trust function,
    // hop 0 being the socket's peer (Fastify itself trusts no one for a bare number).
    trustProxy: typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy,
  });
  if (visitorSplit) await app.register(fastifyCookie);
  if (onAnswered) {
    app.addHook('onResponse', async (request, reply) => {
      const [pathname] = request.url.split('?');
      const kind = pathname.startsWith('/forms/')
        ? 'form'
        : request.method === 'GET' || request.method === 'HEAD'
          ? path.extname(pathname)
            ? 'file'
            : 'page'
          : 'file';
      onAnswered(kind, reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  /** The visitor's canary token while visitors are split, set on their first request. */
  const visitorOf = (request, reply) => {
    if (!visitorSplit?.()) return undefined;
    reply.header('Vary', 'Cookie');
    const token = request.cookies[CANARY_COOKIE];
    if (token && VISITOR_TOKEN.test(token)) return token;
    const fresh = newVisitorToken();
    reply.setCookie(CANARY_COOKIE, fresh, {
      path: '/',
      maxAge: CANARY_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
    });
    return fresh;
  };
  const documentLink = preconnectLinks(preconnect);
  const setDocumentHeaders = (reply) => {
    if (documentLink) reply.header('Link', documentLink);
  };
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  if (cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  for (const [route, produce] of Object.entries(generated)) {
    app.get(route, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return produce(visitorOf(request, reply));
    });
  }
  for (const [prefix, origin] of Object.entries(proxies)) {
    app.get(`${prefix}*`, async (request, reply) => {
      try {
        const upstream = await fetch(new URL(request.url.slice(prefix.length), origin));
        reply.code(upstream.status);
        for (const name of ['content-type', 'cache-control']) {
          const value = upstream.headers.get(name);
          if (value) reply.header(name, value);
        }
        return Buffer.from(await upstream.arrayBuffer());
      } catch {
        return reply.code(502).send({ message: `${prefix} is down` });
      }
    });
  }
  if (pages) {
    // A page (a GET or HEAD of a path without an extension, the site's root included) is answered
    // before any route or file is looked up: no file has such a path, and looking for one on disk
    // cost a cached page a fifth of its time. HEAD is answered as GET would be, without the body
    // (Node drops it): a link checker asks HEAD first and must see the page's real status.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (path.extname(request.url.split('?')[0])) return;
      await sendPage(request, reply, visitorOf(request, reply));
      return reply;
    });
    app.get('/sitemap.xml', async (request, reply) => {
      try {
        const xml = await pages.sitemap();
        return reply
          .header('Content-Type', 'application/xml; charset=utf-8')
          .header('Cache-Control', PAGE_CACHE_CONTROL)
          .send(xml);
      } catch (error) {
        request.log.error(error);
        // Crawlers come back later for a 503; a 500 would read as a broken site.
        return reply
          .code(503)
          .header('Retry-After', RETRY_AFTER_SECONDS)
          .send({ message: 'Try again later' });
      }
    });
    if (pages.forms) {
      await app.register(formPostRoutes, { pages, setDocumentHeaders, visitorOf });
    }
    app.get('/robots.txt', async (request, reply) => {
      const origin = pages.publicSiteUrl || `${request.protocol}://${request.host}`;
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', PAGE_CACHE_CONTROL)
        .send(robotsTxt(origin));
    });
  }
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    // Files at the root that are the server's own, not the site's (the release registry's).
    allowedPath: (pathName) => !privateFiles.includes(pathName.split('/')[1]),
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControl(filePath));
      if (filePath.endsWith('.html')) setDocumentHeaders(reply);
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    // A file named here that is not found is Fastify's plain 404: it never re-enters this handler.
    if (missingVersionFile && (request.method === 'GET' || request.method === 'HEAD')) {
      let file;
      try {
        file = await missingVersionFile(request.url);
      } catch {
        return reply
          .code(503)
          .header('Retry-After', RETRY_AFTER_SECONDS)
          .header('Cache-Control', 'no-store')
          .send({ message: 'This file cannot be fetched right now; try again in a minute' });
      }
      const relative = file ? path.relative(path.resolve(root), file) : '';
      if (relative && relative.split(path.sep)[0] !== '..' && !path.isAbsolute(relative)) {
        return reply.sendFile(relative.split(path.sep).join('/'));
      }
    }
    const wantsHtml =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (spa && wantsHtml && !path.extname(request.url.split('?')[0])) {
      reply.header('Cache-Control', 'no-cache');
      setDocumentHeaders(reply);
      return appPage
        ? reply.type('text/html; charset=utf-8').send(appPage(visitorOf(request, reply)))
        : reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });
  await app.listen({ port, host });
  return app;

  /**
   * Sends a page from the render server; if it cannot render one, the app's own index.html, which
   * renders the page in the browser, as 503 (never a stack trace, never kept by a cache).
   */
  async function sendPage(request, reply, visitor) {
    try {
      await sendRenderedPage(request, reply, { pages, setDocumentHeaders, visitor });
    } catch (error) {
      // The render service counts and logs every page it could not answer; a failure's own
      // message is logged here too.
      if (error.reason === 'failed') {
        console.error(`[render] ${request.url} fell back to the browser: ${error.message}`);
      }
      if (error.reason === 'shed') {
        // Turned away before any render work: the same small bytes every time, uncompressed.
        reply
          .code(503)
          .header('Retry-After', BUSY_RETRY_AFTER_SECONDS)
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(BUSY_PAGE);
        return;
      }
      setDocumentHeaders(reply);
      // Read whole rather than streamed: under overload this answer is sent thousands of times a
      // second, and a small read is cheaper than a file stream per answer.
      const html = appPage ? appPage(visitor) : await readFile(path.join(root, 'index.html'));
      reply
        .code(503)
        .header('Retry-After', RETRY_AFTER_SECONDS)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    }
  }
}

/**
 * POST /forms/<kind>: a lead form sent without the app (scripts/render/formPosts.mjs). Its own
 * plugin, so the form body parser serves these routes only: nothing else here takes a body.
 */
async function formPostRoutes(app, { pages, setDocumentHeaders, visitorOf }) {
  // Fastify's documented way to take a body type it does not parse itself; kept as the string.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post('/forms/:kind', async (request, reply) => {
    // Each answer is one visitor's, and a reload must not be served from a cache.
    reply.header('Cache-Control', 'no-store');
    const { kind } = request.params;
    if (!FORM_KINDS.includes(kind) || typeof request.body !== 'string') {
      return reply.code(404).send({ message: 'Not found' });
    }
    // The visitor's address, whose lead limit the API counts this post against: the socket's peer,
    // or behind a trusted proxy (trustProxy) the client that proxy forwarded; never a bare header.
    const outcome = await pages.forms.submit(kind, request.body, request.ip);
    // 303: the browser GETs the thank-you page, so a reload there posts nothing again.
    if (outcome.redirect) return reply.redirect(outcome.redirect, 303);
    if (outcome.retryAfter) reply.header('Retry-After', outcome.retryAfter);
    try {
      await sendRenderedPage(
        request,
        reply,
        { pages, setDocumentHeaders, visitor: visitorOf(request, reply) },
        outcome,
      );
      return reply;
    } catch (error) {
      // No page to show the form again in: say so plainly (the visitor's Back keeps the form).
      console.error(`[forms] ${kind}: the page could not be rendered: ${error.message}`);
      return reply
        .code(503)
        .header('Retry-After', RETRY_AFTER_SECONDS)
        .type('text/plain; charset=utf-8')
        .send('Your form could not be sent right now. Please go back and try again in a minute.');
    }
  });
}

/**
 * Sends one server-rendered page. With `post`, it answers a lead form's post: the page the form is
 * on, rendered with what came back, under the post's status and never cached. Resolves to nothing:
 * a reply is thenable (it waits for the response to end), and awaiting it here would hold the
 * caller until every byte is out.
 */
async function sendRenderedPage(request, reply, { pages, setDocumentHeaders, visitor }, post) {
  const page = post
    ? await pages.render(post.page, { submission: post.submission, visitor })
    : await pages.render(request.url, { visitor });
  // A form's page that moved: the visitor is sent on there (a GET), as a link to it would be.
  if (page.location) {
    // A page that moved is kept moved by caches as a page is kept; never a shared answer that
    // sets a visitor's canary cookie, and never a form's answer.
    reply.header(
      'Cache-Control',
      post ? 'no-store' : visitor ? 'private, no-cache' : PAGE_CACHE_CONTROL,
    );
    reply.redirect(page.location, post ? 303 : page.status);
    return;
  }
  reply.header('X-Site-Versions', page.versions);
  if (post) {
    reply.code(post.status);
  } else if (page.degraded || page.status >= 500) {
    // Without its data or a part of it (the app completes it in the browser), or unable to do
    // its work: a visitor gets the page, a CDN does not keep it and a crawler comes back later.
    reply.code(page.status >= 500 ? page.status : 503).header('Cache-Control', 'no-store');
    reply.header('Retry-After', RETRY_AFTER_SECONDS);
  } else if (page.incomplete) {
    // A 404 or a refused search answers as itself, but its data may be what failed: kept by
    // nobody, and a crawler is not told it is gone for good.
    reply.code(page.status).header('Cache-Control', 'no-store');
  } else {
    const { etag } = page;
    // While visitors are split, each one's page is composed from their own versions. A page
    // served stale (its data cannot be read now) is kept briefly, so a cache asks again soon.
    reply.header(
      'Cache-Control',
      visitor ? 'private, no-cache' : page.stale ? STALE_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL,
    );
    if (page.stale) reply.header('X-Page-Stale', 'true');
    reply.header('ETag', etag);
    // A 304 carries no policy: the browser keeps the one stored with its copy, whose nonce is the
    // one in that copy's inline script. This render's new nonce would block that script, and the
    // page would never start.
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304).send();
      return;
    }
    reply.code(page.status);
  }
  reply.header('Content-Type', 'text/html; charset=utf-8').header(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce: page.nonce,
      apiBaseUrl: pages.apiBaseUrl,
      remoteEntries: page.remoteEntries,
    }),
  );
  setDocumentHeaders(reply);
  reply.send(page.html);
}

/** Everything may be crawled but the internal remotes page; the sitemap lists the rest. */
export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\nDisallow: /__remotes\nDisallow: /admin\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

/**
 * One Link header value preconnecting to each origin twice: the API's JSON is fetched with CORS
 * (no credentials) and its images are plain <img> requests, and browsers keep those on separate
 * connections.
 */
export function preconnectLinks(origins) {
  return origins
    .flatMap((origin) => [
      `<${origin}>; rel=preconnect`,
      `<${origin}>; rel=preconnect; crossorigin`,
    ])
    .join(', ');
}
