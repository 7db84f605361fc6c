/**
 * Canary releases, end to end, on a CDN folder of its own: every app is released (really built)
 * once; then an mf-blog that throws when it renders in the browser goes out to half the visitors
 * with `--auto` and is rolled back by itself on its visitors' signed beacons, and a healthy one is promoted by itself. Visitors are fresh
 * browser contexts (each its own cookie jar, so its own side of the split) that open the blogs
 * page, as people do; the site counts what its render server saw and what their browsers
 * reported, and decides every half second.
 *
 * Both builds are copies of the live mf-blog's folder with the blogs page's heading changed: in
 * the browser's files to an expression that throws, or in both builds to another text.
 */
import { expect, test, type Browser } from '@playwright/test';
import { HEADING, useCanarySite, type VersionFigures } from './canarySite';

const basePort = Number(process.env.E2E_BASE_PORT ?? 3100);
const HEALTHY_HEADING = `${HEADING} (canary)`;
const BROKEN = 'the canary blog throws when rendered';
/** Visitors at most before a decision must have come. */
const MAX_VISITORS = 80;

const canarySite = useCanarySite('canary', { shell: basePort + 20, api: basePort + 1020 });
const { cliOk, blog, blogFigures } = canarySite;

/**
 * A copy of the live mf-blog with its heading's text replaced by `replacement` (JavaScript): in
 * the browser's build and the server's, or with `browserOnly` in the browser's alone.
 */
const blogBuild = (name: string, replacement: string, { browserOnly = false } = {}) =>
  canarySite.blogBuild(name, replacement, {
    files: browserOnly ? /^(?!server\/).*\.js$/ : /\.js$/,
    atLeast: browserOnly ? 1 : 2,
  });

/**
 * One visitor: a fresh context opens the blogs page, waits for the app to start, and leaves (the
 * shell sends its beacon as the page is hidden). Says which version the server composed it from.
 */
async function visit(browser: Browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${canarySite.site.siteUrl}/blogs`);
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    const versions = (await response?.headerValue('x-site-versions')) ?? '';
    // Leaving the page hides it: its page view goes out.
    await page.goto('about:blank');
    return versions;
  } finally {
    await context.close();
  }
}

/** Visitors come until `decided()` says the canary is over; gives the versions they got. */
async function visitUntil(browser: Browser, decided: () => boolean) {
  const seen: string[] = [];
  for (let n = 0; n < MAX_VISITORS && !decided(); n += 1) {
    seen.push(await visit(browser));
    // The server's reports go every 2 s; let them out now and then.
    if (n % 5 === 4) await canarySite.site.flushRenderHealth();
  }
  await expect.poll(decided, { timeout: 20_000 }).toBe(true);
  return seen;
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('a canary that throws is rolled back by itself, with its reason and figures', async ({
  browser,
}) => {
  const stable = blog().live;
  // It renders on the server and throws in the browser: only the visitors' beacons, on the
  // tokens the server put in their pages, can tell.
  const broken = blogBuild(
    'mf-blog-broken',
    `(()=>{throw new Error(${JSON.stringify(BROKEN)})})()`,
    { browserOnly: true },
  );
  const out = cliOk(
    'release',
    'blog',
    '--from',
    broken,
    '--canary',
    '50',
    '--auto',
    '--min-views',
    '20',
    '--promote-after',
    '10m',
  );
  expect(out).toMatch(/canary: mf-blog \S+ for 50 % of visitors, \S+ for the rest/);
  const canary = blog().canary!.version;
  expect(blog().live).toBe(stable);
  await canarySite.site.renderReady();

  // A visitor keeps their side across reloads: the same versions every time.
  const context = await browser.newContext();
  const page = await context.newPage();
  const sides = [];
  for (let i = 0; i < 3; i += 1) {
    const response = await page.goto(`${canarySite.site.siteUrl}/blogs`);
    sides.push(await response?.headerValue('x-site-versions'));
    expect(await response?.headerValue('vary')).toMatch(/cookie/i);
    // Never kept by a shared cache: private to the visitor, or (the canary's page failed) no-store.
    expect(await response?.headerValue('cache-control')).toMatch(/^(private, no-cache|no-store)$/);
  }
  expect(new Set(sides).size).toBe(1);
  const onCanary = sides[0]!.includes(`blog@${canary}`);
  // Their page is composed of their versions: the canary's slot fails and shows its fallback.
  if (onCanary) await expect(page.getByTestId('remote-fallback').first()).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  const remotes = (await (
    await context.request.get(`${canarySite.site.siteUrl}/remotes.json`)
  ).json()) as Record<string, string>;
  expect(remotes.blog).toBe(`/mf-blog/${onCanary ? canary : stable}/remoteEntry.js`);
  expect(
    await (await context.request.get(`${canarySite.site.siteUrl}/canaries.json`)).json(),
  ).toMatchObject({
    blog: { stable, canary, share: 50, auto: true },
  });

  // The release manager's page shows both sides, with the canary's share and figures.
  await canarySite.site.flushRenderHealth();
  await page.goto(`${canarySite.site.siteUrl}/__remotes`);
  const canaryRow = page.locator(
    '[data-testid="health-row"][data-remote="blog"][data-role="canary"]',
  );
  await expect(canaryRow).toContainText(canary);
  await expect(canaryRow).toContainText('50');
  await expect(
    page.locator('[data-testid="health-row"][data-remote="blog"][data-role="stable"]'),
  ).toContainText(stable);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`remotes-${width}.png`), fullPage: true });
  }

  const seen = await visitUntil(browser, () => !blog().canary);
  // Both sides were served, and the canary's was rolled back: everyone is on the live version.
  expect(seen.some((versions) => versions.includes(`blog@${canary}`))).toBe(true);
  expect(seen.some((versions) => versions.includes(`blog@${stable}`))).toBe(true);
  expect(blog().live).toBe(stable);
  await canarySite.site.renderReady();
  await page.goto(`${canarySite.site.siteUrl}/blogs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await context.close();

  const listed = cliOk('releases', 'blog');
  expect(listed).toMatch(new RegExp(`${canary} .*\\(rolled back\\)`));
  expect(listed).toMatch(
    new RegExp(
      `canary ${canary} rolled back: automatically: failure rate above the live version's: canary \\d+/\\d+ failed \\(\\d+\\.\\d %\\)`,
    ),
  );

  // The browsers' beacons were counted beside the server's renders, per version.
  const figures = await blogFigures();
  const of = (version: string): VersionFigures => figures.find((v) => v.version === version)!;
  expect(of(stable).renders).toBeGreaterThan(0);
  expect(of(canary).renders).toBeGreaterThan(0);
  expect(of(canary).renderFailures).toBe(0);
  expect(of(canary).slotFailures).toBeGreaterThan(0);
});

test('a healthy canary is promoted by itself once its time is up', async ({ browser, page }) => {
  const stable = blog().live;
  const healthy = blogBuild('mf-blog-healthy', JSON.stringify(HEALTHY_HEADING));
  cliOk(
    'release',
    'blog',
    '--from',
    healthy,
    '--canary',
    '50',
    '--auto',
    '--min-views',
    '10',
    // Ten clean showings cannot prove a failure rate under the default 0.2 points: a wide margin.
    '--absolute-margin',
    '0.3',
    '--promote-after',
    '5s',
  );
  const canary = blog().canary!.version;
  await canarySite.site.renderReady();

  await visitUntil(browser, () => blog().live === canary);
  expect(blog().canary ?? null).toBeNull();
  const listed = cliOk('releases', 'blog');
  expect(listed).toMatch(new RegExp(`\\* ${canary} .*\\(live\\)`));
  expect(listed).toMatch(
    new RegExp(
      `canary ${canary} promoted: automatically: shown to fail no more than .* over \\d+ s`,
    ),
  );

  // Every visitor gets it now, in the server's HTML and in the browser.
  await canarySite.site.renderReady();
  await page.goto(`${canarySite.site.siteUrl}/blogs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEALTHY_HEADING);
  expect(stable).not.toBe(canary);
});
