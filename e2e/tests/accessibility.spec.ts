/**
 * axe-core over every route of the site at a phone and a desktop width, and over the states that
 * only exist after an interaction (dialogs, menus, the chat). Nothing is excluded and no rule is
 * disabled: a violation is fixed in the source.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { disclosureToggle, expect, openEnquiryModal, queryDb, test, type Site } from './fixtures';

// WCAG 2.2 AA is 2.0 + 2.1 + 2.2 criteria, and axe tags each rule with the version that added
// it, so all of them; and axe's best practices (landmarks, heading order), which pass as well.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
// Slideshows and fades hold still, so axe judges the colours a visitor reads, not a frame
// halfway through a cross-fade (white text at half opacity over the next slide).
test.use({ reducedMotion: 'reduce' });

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** One line per rule and one per offending node, with what axe says is wrong with it. */
function describe(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const target = node.target.map((part) => JSON.stringify(part)).join(' › ');
          const why = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
          const html = node.html.replace(/\s+/g, ' ').slice(0, 160);
          return `    - ${target}\n      ${html}\n      ${why}`;
        })
        .join('\n');
      return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.nodes.length} node(s))\n${nodes}`;
    })
    .join('\n');
}

/**
 * The remotes have rendered: no loading slot, skeleton or busy region is left in `scope` (the
 * page, or only its main part before scrolling: the footer's form loads once it is in view).
 */
async function waitForContent(page: Page, scope = 'body') {
  await page.waitForLoadState('networkidle');
  await expect(page.locator(`${scope} [data-testid="remote-loading"]`)).toHaveCount(0);
  await expect(page.locator(`${scope} [aria-busy="true"]`)).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
}

/** Scrolls to the bottom a screen at a time, so every reveal-on-scroll section has appeared. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 60; step += 1) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.7));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(60);
    if (done) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // Let the reveal transitions (--motion-base) finish.
  await page.waitForTimeout(400);
}

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const report = describe(results.violations);
  expect(results.violations.length, `axe violations on ${label}:\n${report}`).toBe(0);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForContent(page, 'main');
  await scrollThrough(page);
  await waitForContent(page);
}

function packageDetailPath(site: Site): string {
  const [row] = queryDb<{ slug: string; dest: string }>(
    site,
    `select p.slug, d.slug as dest from packages p join destinations d on d.id = p.destination_id
      where d.slug = 'kerala' order by p.id limit 1`,
  );
  return `/${row!.dest}-tour-packages-details/${row!.slug}`;
}

function blogDetailPath(site: Site): string {
  const [row] = queryDb<{ id: number }>(site, 'select id from blogs order by id limit 1');
  return `/blog-details?id=${row!.id}`;
}

/** Every route of shell/src/routes/siteRoutes.ts (/search-results only redirects to /). */
const ROUTES: { name: string; path: (site: Site) => string }[] = [
  { name: 'home', path: () => '/' },
  { name: 'tours', path: () => '/tours' },
  { name: 'themes', path: () => '/themes?categoryId=7&themeName=Religious' },
  { name: 'themes without a theme', path: () => '/themes' },
  { name: 'destination listing', path: () => '/goa-tour-packages?category=FAMILY' },
  { name: 'package detail', path: packageDetailPath },
  { name: 'darshan', path: () => '/darshan' },
  { name: 'dev darshan details', path: () => '/details-dev-darshan' },
  { name: 'no result', path: () => '/no-result-found' },
  { name: 'blogs', path: () => '/blogs' },
  { name: 'blog details', path: blogDetailPath },
  { name: 'category blogs', path: () => '/category/RELIGIOUS/blog' },
  { name: 'about', path: () => '/about-us' },
  { name: 'contact', path: () => '/contact-us' },
  { name: 'customer support', path: () => '/customer-support' },
  { name: 'faq', path: () => '/faq' },
  { name: 'enquiry', path: () => '/enquiry' },
  { name: 'chat', path: () => '/chat' },
  { name: 'privacy', path: () => '/privacy-policy' },
  { name: 'terms', path: () => '/terms&conditions' },
  { name: 'disclaimer', path: () => '/disclaimer' },
  { name: '404', path: () => '/no-such-page' },
  { name: 'remotes', path: () => '/__remotes' },
  { name: 'thank you', path: () => '/thank-you?form=enquiry&reference=GK-7QX4M2PA' },
];

for (const [width, viewport] of [
  ['375', PHONE],
  ['1280', DESKTOP],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport });

    for (const route of ROUTES) {
      test(`${route.name} has no axe violations`, async ({ page, site }) => {
        const path = route.path(site);
        await visit(page, path);
        await expectNoViolations(page, `${path} at ${width} px`);
      });
    }

    test('the open enquiry modal has no axe violations', async ({ page }) => {
      await visit(page, '/');
      const dialog = await openEnquiryModal(page);
      await expect(dialog.getByLabel('Your name')).toBeVisible();
      await waitForContent(page);
      await expectNoViolations(page, `the enquiry modal at ${width} px`);
    });

    test('the open chat widget has no axe violations', async ({ page }) => {
      await visit(page, '/about-us');
      await page.getByRole('button', { name: 'Chat with our travel assistant' }).click();
      const chat = page.getByRole('region', { name: 'Travel assistant chat' });
      await expect(chat.getByText(/Namaste!/)).toBeVisible();
      await expectNoViolations(page, `the chat widget at ${width} px`);
    });
  });
}

test.describe('at 375 px, states', () => {
  test.use({ viewport: PHONE });

  test('the open mobile menu has no axe violations', async ({ page }) => {
    await visit(page, '/');
    await disclosureToggle(page, 'Open menu').click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Blogs' })).toBeVisible();
    await expectNoViolations(page, 'the mobile menu at 375 px');
  });

  test('the Book Now bottom sheet has no axe violations', async ({ page, site }) => {
    await visit(page, packageDetailPath(site));
    const bar = page.getByRole('region', { name: 'Book this package' });
    await bar.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Book Now' })).toBeVisible();
    await page.waitForTimeout(400);
    await expectNoViolations(page, 'the Book Now bottom sheet at 375 px');
  });
});

test.describe('at 1280 px, states', () => {
  test.use({ viewport: DESKTOP });

  test('the open themes menu has no axe violations', async ({ page }) => {
    await visit(page, '/blogs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await disclosureToggle(nav, 'Themes').hover();
    await expect(nav.getByRole('link', { name: 'Honeymoon' })).toBeVisible();
    await expectNoViolations(page, 'the themes menu at 1280 px');
  });
});
