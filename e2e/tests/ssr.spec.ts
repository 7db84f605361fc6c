/**
 * Server rendering, end to end: every route's HTML as it arrives (no script run) holds the
 * page's content, the browser hydrates it without an error or warning and without asking the API
 * again for the page's data, unknown pages answer 404, and a remote or API that is down or slow
 * costs a slot or a message, never the page.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { portsFrom } from '../../scripts/apps.mjs';
import { startSite } from '../../scripts/site.mjs';
import Database from 'better-sqlite3';
import { expect, queryDb, test, type Site } from './fixtures';

interface Row {
  dest: string;
  destName: string;
  slug: string;
  name: string;
  id: number;
}

/** A destination with packages, one of its packages (with its days) and one blog, from the DB. */
function catalogueSample(site: Site) {
  const [pkg] = queryDb<Row>(
    site,
    `select d.slug as dest, d.name as destName, p.slug, p.name, p.id from packages p
       join destinations d on d.id = p.destination_id order by p.id limit 1`,
  );
  const days = queryDb<{ name: string }>(
    site,
    'select name from itinerary_days where package_id = ? order by day_number',
    pkg!.id,
  ).map((day) => day.name);
  const [blog] = queryDb<{ id: number; name: string }>(site, 'select id, name from blogs limit 1');
  return { pkg: pkg!, days, blog: blog! };
}

async function serverHtml(site: Site, route: string) {
  const response = await fetch(`${site.siteUrl}${route}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** HTML text as a reader sees it: tags gone, entities of the kinds React writes decoded. */
function visibleText(html: string) {
  return html
    .replace(/<script[^]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** Console errors and warnings of a page, and its uncaught errors. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('every route arrives as HTML with its content, and hydrates without an error or warning', async ({
  page,
  site,
}) => {
  test.setTimeout(120_000);
  const { pkg, days, blog } = catalogueSample(site);
  const routes: [string, string[]][] = [
    ['/', ['100% Personalized Trips', 'Why travellers choose Ghumakkad']],
    [`/${pkg.dest}-tour-packages`, [pkg.name, `${pkg.destName} Tour Package`]],
    [`/${pkg.dest}-tour-packages-details/${pkg.slug}`, [pkg.name, ...days]],
    ['/blogs', ['Latest Blogs']],
    [`/blog-details?id=${blog.id}`, [blog.name]],
    ['/themes?categoryId=5&themeName=Honeymoon', ['Honeymoon']],
    ['/tours', ['Tours']],
    ['/darshan', ['Darshan']],
    ['/details-dev-darshan', ['Darshan']],
    ['/no-result-found', ['No result']],
    ['/about-us', ['About Ghumakkad', 'Our Story', 'Customer First', 'Explore Packages']],
    ['/contact-us', ['Contact Us']],
    ['/customer-support', ['Customer Support']],
    ['/faq', ['Frequently Asked Questions', 'How do I book a tour package with Ghumakkad?']],
    ['/privacy-policy', ['Privacy Policy', 'We do not sell your personal data', 'Last updated']],
    [
      '/terms&conditions',
      ['Terms & Conditions', 'A booking made on this website is a request for a quote'],
    ],
    ['/disclaimer', ['Disclaimer', 'Payments go through third-party providers']],
  ];
  for (const [route, texts] of routes) {
    const { status, html } = await serverHtml(site, route);
    expect(status, route).toBe(200);
    const text = visibleText(html);
    for (const expected of texts) expect(text, `${route} holds “${expected}”`).toContain(expected);
    expect(html, route).toMatch(/<title>[^<]+ \| Ghumakkad<\/title>/);

    const problems = consoleProblems(page);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main [data-testid="remote-fallback"]')).toHaveCount(0);
    expect(problems, `console on ${route}`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test('the page’s data comes with the HTML: hydration asks the API for none of it', async ({
  page,
  site,
}) => {
  const { pkg, blog } = catalogueSample(site);
  const api = new URL(site.apiUrl).origin;
  for (const [route, call] of [
    [`/${pkg.dest}-tour-packages`, '/package/search-by-city-name'],
    [`/${pkg.dest}-tour-packages-details/${pkg.slug}`, '/package/get-package-detail'],
    [`/blog-details?id=${blog.id}`, '/blog/'],
    // The pages of text (content/pages/, content/site/faq.yaml): fetched by the render server.
    ['/terms&conditions', '/site/pages/'],
    ['/about-us', '/site/pages/'],
    ['/faq', '/site/faq'],
  ] as const) {
    const calls: string[] = [];
    const listener = (request: { url: () => string }) => {
      if (request.url().startsWith(`${api}${call}`)) calls.push(request.url());
    };
    page.on('request', listener);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    page.off('request', listener);
    expect(calls, route).toEqual([]);
  }
});

test('the first paint waits for stylesheets only, each linked once; the app is fetched after the page has loaded', async ({
  page,
  site,
}) => {
  const { pkg } = catalogueSample(site);
  for (const route of [
    '/',
    `/${pkg.dest}-tour-packages`,
    `/${pkg.dest}-tour-packages-details/${pkg.slug}`,
  ]) {
    const { html } = await serverHtml(site, route);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, route).not.toMatch(/<script[^>]*\ssrc=/);
    expect(head, route).not.toMatch(/<link[^>]*rel="preload"[^>]*as="script"/);
    const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(sheets.length, route).toBeGreaterThan(0);
    const bodies = await Promise.all(
      sheets.map((href) => fetch(new URL(href, site.siteUrl)).then((r) => r.text())),
    );
    const strip = (css: string) => css.replace(/\/\*# sourceMappingURL=.*?\*\//, '');
    expect(new Set(bodies.map(strip)).size, `${route}: ${sheets.join(', ')}`).toBe(sheets.length);

    await page.goto(route);
    const order = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'css')
        .filter((entry) => /\.js(\?|$)/.test(entry.name));
      return {
        loadEnd: navigation!.loadEventEnd,
        firstScript: Math.min(...scripts.map((e) => e.startTime)),
      };
    });
    expect(order.firstScript, route).toBeGreaterThanOrEqual(order.loadEnd);
  }
});

test('link previews: every page names its own title, URL and a PNG preview image', async ({
  site,
}) => {
  const { pkg, blog } = catalogueSample(site);
  const meta = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`)
      .exec(html)?.[1]
      ?.replace(/&amp;/g, '&');
  for (const [route, title, image] of [
    ['/', 'Tour Packages in India', '/og/default.png'],
    [`/${pkg.dest}-tour-packages`, 'Tour Packages', `/og/destinations/${pkg.dest}.png`],
    [`/${pkg.dest}-tour-packages-details/${pkg.slug}`, pkg.name, `/og/packages/${pkg.slug}.png`],
    [`/blog-details?id=${blog.id}`, blog.name, `/og/blogs/${blog.id}.png`],
  ] as const) {
    const { html } = await serverHtml(site, route);
    expect(meta(html, 'og:title'), route).toContain(title);
    expect(meta(html, 'og:url'), route).toBe(new URL(route, site.siteUrl).href);
    const imageUrl = meta(html, 'og:image') ?? '';
    expect(imageUrl, route).toMatch(new RegExp(`${image.replace(/[.?]/g, '\\$&')}$`));
    const picture = await fetch(imageUrl);
    expect(picture.status, imageUrl).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(html, route).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  }
});

test('robots.txt names the sitemap, which lists every package and blog with its data', async ({
  site,
}) => {
  const robots = await fetch(`${site.siteUrl}/robots.txt`).then((r) => r.text());
  expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  const response = await fetch(`${site.siteUrl}/sitemap.xml`);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  const xml = await response.text();
  const { pkg } = catalogueSample(site);
  const [packages] = queryDb<{ count: number }>(site, 'select count(*) as count from packages');
  const blogs = queryDb<{ id: number; published_at: string }>(
    site,
    'select id, published_at from blogs',
  );
  // The same URLs as the site's own links, one per package.
  expect(xml.match(/-tour-packages-details\//g)).toHaveLength(packages!.count);
  // Packages and listings carry the day their data last changed.
  expect(xml).toMatch(
    new RegExp(
      `<loc>${site.siteUrl}/${pkg.dest}-tour-packages-details/${pkg.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
    ),
  );
  expect(xml).toMatch(
    new RegExp(
      `<loc>${site.siteUrl}/${pkg.dest}-tour-packages</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
    ),
  );
  for (const { id, published_at } of blogs) {
    expect(xml).toContain(
      `<loc>${site.siteUrl}/blog-details?id=${id}</loc><lastmod>${published_at.slice(0, 10)}</lastmod>`,
    );
  }
  expect(xml).toContain(`<loc>${site.siteUrl}/terms&amp;conditions</loc>`);
  expect(xml).toContain(
    `<loc>${site.siteUrl}/themes?categoryId=9&amp;themeName=Water%20Activities</loc>`,
  );
});

test('a burst of page requests is served or shed honestly, and what was shed is served when asked again', async ({
  site,
}) => {
  const packages = queryDb<{ dest: string; slug: string }>(
    site,
    `select d.slug as dest, p.slug from packages p join destinations d on d.id = p.destination_id
       where p.published = 1`,
  );
  // Every package page and every listing in two months, twice over.
  const routes = [
    ...packages.map(({ dest, slug }) => ({
      route: `/${dest}-tour-packages-details/${slug}`,
      data: /Day 1: /,
    })),
    ...[...new Set(packages.map(({ dest }) => dest))].flatMap((dest) =>
      ['?month=2027-01', '?month=2027-05'].map((query) => ({
        route: `/${dest}-tour-packages${query}`,
        data: /Showing \d+ .* Tour Package\(s\)/,
      })),
    ),
  ];
  expect(routes.length).toBeGreaterThan(250);
  // A crawler also follows each page's link preview picture, drawn by the API on first use.
  const pictures = packages.map(({ slug }) => `${site.apiUrl}/og/packages/${slug}.png`);
  // Sustained, as a crawler that fetches every link at once is: 200 clients, each asking for the
  // next page once it has one. More than the render queue holds: some are shed.
  const queue = [...routes, ...pictures, ...routes];
  const dishonest: string[] = [];
  const shed = new Map<string, RegExp>();
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (typeof next === 'string') {
          const picture = await fetch(next);
          if (!picture.ok) dishonest.push(next);
          await picture.arrayBuffer();
          continue;
        }
        const { status, html, headers } = await serverHtml(site, next.route);
        if (status === 200 && next.data.test(visibleText(html))) continue;
        // Unavailable for now and kept by no cache: shed before any work, with the small page
        // that reloads itself in a few seconds; or not rendered with its data in time, with the
        // app's own page to complete it in the browser.
        const shedPage =
          headers.get('retry-after') === '5' && html.includes('Ghumakkad is very busy right now');
        const appPage = headers.get('retry-after') === '60' && html.includes('id="root"');
        const honest =
          status === 503 && headers.get('cache-control') === 'no-store' && (shedPage || appPage);
        if (honest) shed.set(next.route, next.data);
        else dishonest.push(`${status} ${next.route}`);
      }
    }),
  );
  expect(dishonest).toEqual([]);
  // A crawler that comes back gets what it was refused.
  for (const [route, data] of shed) {
    const { status, html } = await serverHtml(site, route);
    expect(`${status} ${data.test(visibleText(html))}`, route).toBe('200 true');
  }
});

test('a campaign link is the page everyone gets: no tracking parameter in its URL, its canonical link or the address bar', async ({
  page,
  site,
}) => {
  const route = '/themes?categoryId=5&themeName=Honeymoon';
  const campaign = `${route}&utm_source=whatsapp&utm_campaign=diwali&fbclid=IwAR0x`;
  const plain = await serverHtml(site, route);
  const tracked = await serverHtml(site, campaign);
  expect(tracked.status).toBe(200);
  expect(tracked.headers.get('etag')).toBe(plain.headers.get('etag'));
  expect(tracked.html).not.toMatch(/fbclid|utm_/);
  const problems = consoleProblems(page);
  await page.goto(campaign);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(new RegExp(`${route.replace(/[?]/g, '\\?')}$`));
  expect(problems).toEqual([]);
});

test('unknown pages answer 404 with a way on; known ones 200', async ({ site }) => {
  const { pkg } = catalogueSample(site);
  for (const route of [
    '/no-such-page',
    '/atlantis-tour-packages',
    `/${pkg.dest}-tour-packages-details/no-such-package`,
    '/blog-details?id=987654',
    '/themes?categoryId=42&themeName=Atlantis',
  ]) {
    const { status, html } = await serverHtml(site, route);
    expect(status, route).toBe(404);
    expect(visibleText(html), route).toMatch(
      /Search tour packages|not found|couldn’t find|could not find|no tour packages|pick a theme|explore by theme|themes/i,
    );
    // Honest: not indexed, nothing that previews or describes the missing thing as ours, no
    // loading text that never ends, no name taken from the address.
    expect(html, route).toMatch(/<meta name="robots" content="noindex"/);
    expect(html, route).not.toContain('application/ld+json');
    expect(html, route).not.toContain('og:image');
    expect(html, route).not.toContain('rel="canonical"');
    expect(visibleText(html), route).not.toMatch(/Loading|Atlantis|No Such Package/i);
    // A link checker asks HEAD first: it gets the page's own status.
    const head = await fetch(`${site.siteUrl}${route}`, { method: 'HEAD' });
    expect(head.status, `HEAD ${route}`).toBe(404);
  }
  for (const route of ['/', `/${pkg.dest}-tour-packages`, '/blogs']) {
    const head = await fetch(`${site.siteUrl}${route}`, { method: 'HEAD' });
    expect(`${head.status} ${head.headers.get('content-type')}`, `HEAD ${route}`).toBe(
      '200 text/html; charset=utf-8',
    );
    expect(await head.text(), `HEAD ${route}`).toBe('');
  }
});

test('a remote that is down on the server costs its slot, not the page, and no cache keeps it', async ({
  page,
  site,
}) => {
  await site.stopRemote('blog');
  try {
    const response = await fetch(`${site.siteUrl}/blogs`);
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('60');
    expect(visibleText(html)).toContain('Contact Us');
    expect(visibleText(html)).not.toContain('Latest Blogs');
    await page.goto('/blogs');
    await expect(
      page.locator('[data-testid="remote-fallback"][data-remote="blog/BlogsPage"]'),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  } finally {
    await site.startRemote('blog');
  }
  // Back, without a reload: the slot's Try again brings the page.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();
});

/** The first port of a site beside the fixture's, `offset` ports above E2E_BASE_PORT. */
const besideBase = (offset: number) => Number(process.env.E2E_BASE_PORT ?? 3100) + offset;
/** Where the API of the site beside (siteBeside) answers. */
const besideApiUrl = (offset: number) => `http://127.0.0.1:${besideBase(offset) + 1000}`;

/**
 * A site of its own beside the fixture's, `offset` ports above E2E_BASE_PORT, whose render server
 * calls the API at `serverApiUrl` (a stand-in, or a way to its own API the test controls).
 */
async function siteBeside(offset: number, serverApiUrl: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-ssr-'));
  const base = besideBase(offset);
  const other = await startSite({
    ports: portsFrom(base),
    apiEnv: { SQLITE_FILE: path.join(dataDir, 'e2e.sqlite'), LOG_LEVEL: 'warn' },
    serverApiUrl,
  });
  return { dataDir, other };
}

/** An API stand-in that answers nothing for `delayMs`, then 503. */
async function slowApi(delayMs: number): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    setTimeout(() => response.writeHead(503).end(), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, server };
}

for (const [label, delayMs] of [
  ['down', 0],
  ['slower than the render’s time bound', 15_000],
] as const) {
  test(`with the API ${label} for the render server, pages answer in time, as 503 no cache keeps`, async () => {
    test.setTimeout(90_000);
    const api = await slowApi(delayMs);
    const { dataDir, other } = await siteBeside(20, api.url);
    try {
      for (const route of ['/', '/goa-tour-packages', '/blogs']) {
        const started = Date.now();
        const response = await fetch(`${other.siteUrl}${route}`);
        // The page without its data: the visitor's browser completes it; a CDN or a crawler
        // must not take it for the page.
        expect(response.status, route).toBe(503);
        expect(response.headers.get('cache-control'), route).toBe('no-store');
        expect(response.headers.get('retry-after'), route).toBe('60');
        const html = await response.text();
        expect(visibleText(html), route).toContain('Contact Us');
        expect(html, route).not.toMatch(/\bat .+\.(m?js|tsx?):\d+/);
        const head = await fetch(`${other.siteUrl}${route}`, { method: 'HEAD' });
        expect(`${head.status} ${head.headers.get('content-type')}`, `HEAD ${route}`).toBe(
          '503 text/html; charset=utf-8',
        );
        // The bound is 3 s; the API answers after 15 s: the page did not wait for it.
        expect(Date.now() - started, route).toBeLessThan(10_000);
      }
    } finally {
      await other.close();
      api.server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/**
 * A way to the API the test can freeze: passes requests on to `target` until `freeze()`, then
 * answers none of them (as an API stuck on its database).
 */
async function freezableApi(target: string) {
  let frozen = false;
  const server = createServer((request, response) => {
    if (frozen) return;
    const upstream = new URL(request.url ?? '/', target);
    fetch(upstream, { headers: { accept: request.headers.accept ?? '*/*' } })
      .then(async (answer) => {
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? '',
        });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    freeze: () => {
      frozen = true;
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

test('with the API frozen, a page kept before is served stale; one never rendered is the honest 503', async () => {
  test.setTimeout(90_000);
  const api = await freezableApi(besideApiUrl(40));
  const { dataDir, other } = await siteBeside(40, api.url);
  try {
    const kept = '/goa-tour-packages';
    for (let i = 0; i < 2; i += 1)
      expect((await fetch(`${other.siteUrl}${kept}`)).status).toBe(200);
    api.freeze();
    // Once the catalogue's version goes unanswered (2 s), kept pages are served stale.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const stale = await fetch(`${other.siteUrl}${kept}`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-page-stale')).toBe('true');
    expect(stale.headers.get('cache-control')).toBe('public, max-age=15');
    expect(visibleText(await stale.text())).toMatch(/Goa/);

    const never = await fetch(`${other.siteUrl}/kerala-tour-packages`);
    expect(never.status).toBe(503);
    expect(never.headers.get('cache-control')).toBe('no-store');
  } finally {
    // The frozen connections first, or the site's close would wait on them.
    api.close();
    await other.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a package the catalogue no longer offers answers 301 to its destination’s listing', async ({
  page,
  site,
}) => {
  const [gone] = queryDb<{ slug: string }>(
    site,
    `select p.slug from packages p join destinations d on d.id = p.destination_id
       where d.slug = 'shimla' order by p.slug desc limit 1`,
  );
  const path = `/shimla-tour-packages-details/${gone!.slug}`;
  // A visitor has the listing open when the import takes the package off the site.
  await page.goto('/shimla-tour-packages');
  const staleCard = page.locator(`a[href="${path}"]`).first();
  await expect(staleCard).toBeVisible();
  // What the catalogue import does to a package the content files no longer list.
  const db = new Database(site.dbFile);
  try {
    db.prepare('update packages set published = 0 where slug = ?').run(gone!.slug);
  } finally {
    db.close();
  }
  await expect
    .poll(async () => {
      const response = await fetch(`${site.siteUrl}${path}`, { redirect: 'manual' });
      return `${response.status} ${response.headers.get('location')}`;
    })
    .toBe('301 /shimla-tour-packages');
  // Inside the app, the stale card leads on to the same place.
  await staleCard.click();
  await expect(page).toHaveURL(`${site.siteUrl}/shimla-tour-packages`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Shimla/);
});
