/**
 * Everything fits a 375 px phone: no page is wider than the screen, form messages can be read, a
 * sent form shows its reference whole and in view, the floating buttons never cover open options,
 * and Book Now stays on one line beside a 7-digit price.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openEnquiryModal, queryDb, test, type Site } from './fixtures';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const LONG_RANGE = '₹10,49,999 – ₹12,49,999';

/** The remotes in view have rendered: no loading slot or busy region is left. */
async function settle(page: Page) {
  await expect(page.locator('[data-testid="remote-loading"]')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

/** How wide the page is, and the outermost elements that stick out past the screen's right edge. */
function measureWidth(page: Page) {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const past = (element: Element) => element.getBoundingClientRect().right > screenWidth + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => past(element) && !(element.parentElement && past(element.parentElement)))
      .slice(0, 5)
      .map((element) => {
        const { width } = element.getBoundingClientRect();
        const text = element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 50);
        return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(width)} px: ${text}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

/**
 * The shape of a route (shell/src/routes/siteRoutes.ts): its path with the destination, package
 * and category slugs left out, and whether it has a query. A theme with its parameters is a kind
 * of its own: its budget chips are what once made it 1,221 px wide.
 */
function routeKind(route: string): string {
  const url = new URL(route, 'http://site');
  const path = url.pathname
    .replace(/^\/[a-z0-9-]+-tour-packages-details\/[^/]+$/, '/*-tour-packages-details/*')
    .replace(/^\/[a-z0-9-]+-tour-packages$/, '/*-tour-packages')
    .replace(/^\/category\/[^/]+\/blog$/, '/category/*/blog');
  return url.search ? `${path}?` : path;
}

/**
 * One page of each kind, found through the sitemap (so a new kind of page is measured once it is
 * listed there), then the pages no sitemap lists: forms' and chat's pages without the app, the
 * thank-you page, the staff sign-in, the remotes' status and a 404.
 */
async function routesToMeasure(site: Site): Promise<string[]> {
  const sitemap = await (await fetch(`${site.siteUrl}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
  expect(listed.length).toBeGreaterThan(20);
  const [blog] = queryDb<{ id: number }>(site, 'select id from blogs order by id limit 1');
  const unlisted = [
    '/chat',
    '/enquiry',
    '/details-dev-darshan',
    '/no-result-found',
    '/category/RELIGIOUS/blog',
    `/blog-details?id=${blog!.id}`,
    '/thank-you?form=request-to-book&reference=GK-7QX4M2PA',
    '/admin',
    '/__remotes',
    '/no-such-page',
  ];
  const byKind = new Map<string, string>();
  for (const route of [...listed, ...unlisted]) {
    const kind = routeKind(route);
    if (!byKind.has(kind)) byKind.set(kind, route);
  }
  return [...byKind.values()];
}

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE });

  test('no page is wider than the screen', async ({ page, site }) => {
    const routes = await routesToMeasure(site);
    // Each kind of page once: home, tours, themes (with and without a theme), Dev Darshan,
    // listing, package, blogs, a blog, a category, the static pages, the staff sign-in, 404 …
    expect(routes.length).toBeGreaterThanOrEqual(24);
    test.setTimeout(routes.length * 5_000);
    const tooWide: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await settle(page);
      // And once more at the bottom, where the footer's form and late sections load.
      for (const scrolled of [false, true]) {
        if (scrolled) {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await settle(page);
        }
        const { scrollWidth, culprits } = await measureWidth(page);
        if (scrollWidth > PHONE.width) {
          tooWide.push(`${route}: ${scrollWidth} px\n    ${culprits.join('\n    ')}`);
          break;
        }
      }
    }
    expect(tooWide, tooWide.join('\n')).toEqual([]);
  });

  test('the Book Now sheet shows each message, then the thank-you with its reference whole', async ({
    page,
    site,
  }) => {
    await page.goto(packagePath(site));
    const bar = page.getByRole('region', { name: 'Book this package' });
    await bar.getByRole('button', { name: 'Book Now' }).click();
    const sheet = page.getByRole('dialog', { name: 'Book Now' });
    await sheet.getByRole('button', { name: 'Submit' }).click();

    const messages = sheet.getByText('This field is required');
    await expect(messages).toHaveCount(6);
    for (const message of await messages.all()) {
      await message.scrollIntoViewIfNeeded();
      await expect(message).toBeVisible();
      const box = (await message.boundingBox())!;
      // Read at a glance, not a 1 × 1 px box for screen readers only.
      expect(box.width).toBeGreaterThan(100);
      expect(box.height).toBeGreaterThan(12);
    }

    await sheet.getByLabel('Your name').fill('Devika Rao');
    await sheet.getByLabel('Travellers').fill('2');
    await sheet.getByLabel('Departure city').fill('Kochi');
    await sheet.getByLabel('Travel date').fill('2031-01-20');
    await sheet.getByLabel('Email').fill(`fit-${Date.now()}@example.com`);
    await sheet.getByLabel('Phone number').fill('9847012345');
    await sheet.getByRole('button', { name: 'Submit' }).click();

    const thanks = sheet.getByRole('status');
    await expect(thanks).toHaveText(
      /^Thank you! Your request has been submitted\. Your reference: GK-[0-9A-Z]{8}\.$/,
    );
    await expectInViewAndWhole(thanks);
    // The thank-you instead of the emptied form, which looked as if nothing had been sent.
    await expect(sheet.getByLabel('Your name')).toHaveCount(0);

    // Closed and opened again, the sheet offers the form for another request.
    await sheet.getByRole('button', { name: 'Back to the package' }).click();
    await expect(sheet).toBeHidden();
    await bar.getByRole('button', { name: 'Book Now' }).click();
    await expect(sheet.getByLabel('Your name')).toHaveValue('');
  });

  test('the floating buttons never cover open options', async ({ page, site }) => {
    await page.goto('/');
    const floating = page.locator('[data-floating]');
    await expect(floating).toHaveCount(2);
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.click();
    const options = page.getByRole('listbox', { name: 'Category' });
    await expect(options).toBeVisible();
    await expectUncovered(page, options);
    // Back once the options are closed.
    await category.press('Escape');
    await expect(options).toBeHidden();
    for (const button of await floating.all()) await expect(button).toBeVisible();

    // The listing's filters (category, duration, budget), folded behind a button on phones.
    await page.goto('/goa-tour-packages');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expectUncovered(page, page.locator('[aria-label="Filters"] label'));

    // The blog's 'Navigate by Category' list.
    const [blog] = queryDb<{ id: number }>(site, 'select id from blogs order by id limit 1');
    await page.goto(`/blog-details?id=${blog!.id}`);
    const toggle = page.getByRole('button', { name: 'Navigate by Category' });
    await toggle.click();
    await toggle.scrollIntoViewIfNeeded();
    await expectUncovered(
      page,
      page.locator(`[id="${await toggle.getAttribute('aria-controls')}"] a`),
    );
  });

  test('Book Now stays on one line beside a 7-digit price', async ({ page, site }) => {
    await page.goto(packagePath(site));
    const bar = page.getByRole('region', { name: 'Book this package' });
    const button = bar.getByRole('button', { name: 'Book Now' });
    await setPrice(bar, LONG_RANGE);
    await expectOneLine(button);
    // The price gives way within its own column: none of it runs under the button.
    const buttonBox = (await button.boundingBox())!;
    for (const part of await bar.locator('span, strong').all()) {
      expect(overlaps((await part.boundingBox())!, buttonBox), await part.innerText()).toBe(false);
    }
    expect((await measureWidth(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the Dev Darshan cards keep Book Now on one line beside a 7-digit price', async ({
    page,
  }) => {
    await page.goto('/details-dev-darshan');
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Book Now' })
      .first();
    await setPrice(card, LONG_RANGE);
    await expectOneLine(card.getByRole('button', { name: 'Book Now' }));
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the enquiry's thank-you is in view with its reference whole at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const dialog = await openEnquiryModal(page);
    await dialog.getByLabel('Your name').fill('Meera Iyer');
    await dialog.getByLabel('Phone number').fill('9876543210');
    await dialog.getByLabel('Email').fill(`fit-${Date.now()}@example.com`);
    await dialog.getByLabel('Destination').fill('Kerala');
    await dialog.getByLabel('Departure city').fill('Chennai');
    await dialog.getByLabel('Departure date').fill('2030-01-15');
    await dialog.getByLabel('Number of people').fill('3');
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    const thanks = dialog.getByRole('status');
    await expect(thanks).toContainText(/Your reference: GK-[0-9A-Z]{8}\.$/);
    await expectInViewAndWhole(thanks);
  });
}

function packagePath(site: Site): string {
  const [row] = queryDb<{ slug: string; dest: string }>(
    site,
    `select p.slug, d.slug as dest from packages p join destinations d on d.id = p.destination_id
      where d.slug = 'kerala' order by p.id limit 1`,
  );
  return `/${row!.dest}-tour-packages-details/${row!.slug}`;
}

/** Puts a longer price in place of the one shown (the catalogue has none above ₹1 lakh). */
async function setPrice(scope: Locator, text: string) {
  await scope
    .locator('strong')
    .first()
    .evaluate((amount, value) => {
      amount.textContent = value;
    }, text);
  await expect(scope.locator('strong').first()).toHaveText(text);
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Each of the `covered` is clear of every floating button still shown. */
async function expectUncovered(page: Page, covered: Locator) {
  const targets = await covered.all();
  expect(targets.length).toBeGreaterThan(0);
  for (const button of await page.locator('[data-floating]').all()) {
    if (!(await button.isVisible())) continue;
    const buttonBox = (await button.boundingBox())!;
    for (const target of targets) {
      const box = await target.boundingBox();
      if (box) expect(overlaps(box, buttonBox), await target.innerText()).toBe(false);
    }
  }
}

/** The text of `locator` sits on one line (its characters' boxes share one top). */
async function expectOneLine(locator: Locator) {
  const lineTops = await locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lineTops).toBe(1);
}

/** Wholly on screen, with the reference on one line (not broken at its hyphen). */
async function expectInViewAndWhole(thanks: Locator) {
  await expect(thanks).toBeFocused();
  await expect(thanks).toBeInViewport({ ratio: 1 });
  const reference = thanks.getByText(/^GK-[0-9A-Z]{8}$/);
  await expectOneLine(reference);
}
