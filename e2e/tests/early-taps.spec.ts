/**
 * A visitor taps what they see as soon as they see it, not when the app says it is ready: every
 * control here is pressed the moment it is visible on a cold load of a server-rendered page, at
 * normal speed and with the CPU slowed 4× (a mid-range phone), and must do what it says every
 * time. Before the app has started, the page's early-input script holds the press and replays it
 * (shell/src/server/earlyInput.inline.ts), or the control works natively (`<details>` menus).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { disclosureToggle, expect, test } from './fixtures';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * A fresh page that does not wait for the app (the fixture's `page` waits for
 * `html[data-interactive]` after every navigation), optionally with a slowed CPU.
 */
async function coldPage(context: BrowserContext, cpuSlowdown: number): Promise<Page> {
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  return page;
}

/** Whether the app had started when the press was made: reported, so a run shows what it tested. */
async function noteStarted(page: Page, control: string) {
  const started = await page.evaluate(() =>
    document.documentElement.hasAttribute('data-interactive'),
  );
  test.info().annotations.push({
    type: 'pressed',
    description: `${control}: ${started ? 'after' : 'before'} the app started`,
  });
}

for (const cpuSlowdown of [1, 4]) {
  test.describe(`pressed as soon as visible, CPU ${cpuSlowdown}×`, () => {
    test.describe('at 1280 px', () => {
      test.use({ viewport: DESKTOP });

      test('Enquiry Now opens the enquiry form', async ({ context }) => {
        const page = await coldPage(context, cpuSlowdown);
        await page.goto('/', { waitUntil: 'commit' });
        const enquiryNow = page.getByRole('button', { name: 'Enquiry Now' });
        await enquiryNow.waitFor({ state: 'visible' });
        await noteStarted(page, 'Enquiry Now');
        await enquiryNow.click();
        await expect(page.getByRole('dialog', { name: 'Enquiry' })).toBeVisible();
        await expect(
          page.getByRole('heading', { name: 'Get free quotes for your trip' }),
        ).toBeVisible();
      });

      test('the Themes menu opens and its choice goes to the theme', async ({ context }) => {
        const page = await coldPage(context, cpuSlowdown);
        await page.goto('/blogs', { waitUntil: 'commit' });
        const nav = page.getByRole('navigation', { name: 'Main' });
        const themes = disclosureToggle(nav, 'Themes');
        await themes.waitFor({ state: 'visible' });
        await noteStarted(page, 'Themes');
        await themes.click();
        const honeymoon = nav.getByRole('link', { name: 'Honeymoon' });
        await expect(honeymoon).toBeVisible();
        await honeymoon.click();
        await expect(page).toHaveURL(/\/themes\?categoryId=5&themeName=Honeymoon$/);
      });

      test('what is typed before the start stays, and the search uses it', async ({ context }) => {
        const page = await coldPage(context, cpuSlowdown);
        await page.goto('/', { waitUntil: 'commit' });
        const search = page.getByRole('form', { name: 'Search packages' });
        const destination = search.getByRole('combobox', { name: 'Destination' });
        await destination.waitFor({ state: 'visible' });
        await noteStarted(page, 'the home search');
        await destination.pressSequentially('Goa');
        await search.getByRole('combobox', { name: 'Category' }).pressSequentially('Family');
        // The visitor looks away; the app starts meanwhile (hydration renders its own state).
        await page.waitForSelector('html[data-interactive]', { state: 'attached' });
        await expect(destination).toHaveValue('Goa');
        await search.getByRole('button', { name: 'Search' }).click();
        await expect(page).toHaveURL(/\/goa-tour-packages\?category=FAMILY$/);
      });

      test('the chat launcher opens the chat', async ({ context }) => {
        const page = await coldPage(context, cpuSlowdown);
        await page.goto('/about-us', { waitUntil: 'commit' });
        const launcher = page.getByRole('button', { name: 'Chat with our travel assistant' });
        await launcher.waitFor({ state: 'visible' });
        await noteStarted(page, 'chat launcher');
        await launcher.click();
        const chat = page.getByRole('region', { name: 'Travel assistant chat' });
        await expect(chat.getByText(/Namaste!/)).toBeVisible({ timeout: 15_000 });
      });
    });

    test.describe('at 375 px', () => {
      test.use({ viewport: PHONE });

      test('the menu opens and its links work', async ({ context }) => {
        const page = await coldPage(context, cpuSlowdown);
        await page.goto('/', { waitUntil: 'commit' });
        const toggle = disclosureToggle(page, 'Open menu');
        await toggle.waitFor({ state: 'visible' });
        await noteStarted(page, 'the menu');
        await toggle.click();
        const blogs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
          name: 'Blogs',
        });
        await expect(blogs).toBeVisible();
        await blogs.click();
        await expect(page).toHaveURL(/\/blogs$/);
      });

      test('Enquiry Now opens the enquiry form', async ({ context }) => {
        const page = await coldPage(context, cpuSlowdown);
        await page.goto('/tours', { waitUntil: 'commit' });
        const enquiryNow = page.getByRole('button', { name: 'Enquiry Now' });
        await enquiryNow.waitFor({ state: 'visible' });
        await noteStarted(page, 'Enquiry Now');
        await enquiryNow.click();
        await expect(page.getByRole('dialog', { name: 'Enquiry' })).toBeVisible();
      });
    });
  });
}

/**
 * Typing and hovering at first paint race the app's start, and a race lost one time in three
 * passes a single run: each case is tried 20 times, with the page's scripts slowed by a different
 * amount each time (none, then up to a slow mobile network's), so the input lands at different
 * points before the start and, now and then, as the app starts. The Destination field must then
 * show its suggestions with focus and caret kept; the Themes list must stay open under the
 * pointer through the start (it closed as CSS stopped showing it, with no hover the app had seen).
 */
const ATTEMPTS = 20;
const SCRIPT_DELAYS_MS = [0, 150, 400, 800, 1500];

/** Holds back every script the page loads by `delayMs`, as a slow network would. */
async function slowScripts(page: Page, delayMs: number) {
  if (delayMs === 0) return;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    },
  );
}

// A desktop at full speed and a phone at a quarter of it: the two ends a visitor comes from (each
// width is also tried at the other speed by the single-tap tests above).
for (const [cpuSlowdown, width, viewport] of [
  [1, '1280', DESKTOP],
  [4, '375', PHONE],
] as const) {
  test.describe(`input at first paint, CPU ${cpuSlowdown}×, at ${width} px`, () => {
    test.use({ viewport });

    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const scriptDelayMs = SCRIPT_DELAYS_MS[attempt % SCRIPT_DELAYS_MS.length] ?? 0;

      test(`“ker” typed into Destination opens its suggestions, focus and caret kept (${attempt})`, async ({
        context,
      }) => {
        const page = await coldPage(context, cpuSlowdown);
        await slowScripts(page, scriptDelayMs);
        await page.goto('/', { waitUntil: 'commit' });
        const search = page.getByRole('form', { name: 'Search packages' });
        const destination = search.getByRole('combobox', { name: 'Destination' });
        await destination.waitFor({ state: 'visible' });
        await noteStarted(page, 'Destination');
        await destination.pressSequentially('ker');
        // Back a letter, as to correct one: the app must leave the caret where the visitor put it.
        await destination.press('ArrowLeft');
        await expect(search.getByRole('option', { name: 'Kerala', exact: true })).toBeVisible();
        await expect(destination).toHaveAttribute('aria-expanded', 'true');
        await expect(destination).toBeFocused();
        await expect(destination).toHaveValue('ker');
        const caret = await destination.evaluate((field: HTMLInputElement) => [
          field.selectionStart,
          field.selectionEnd,
        ]);
        expect(caret).toEqual([2, 2]);
      });

      test(`Themes, hovered, stays open for a theme to be clicked (${attempt})`, async ({
        context,
      }) => {
        const page = await coldPage(context, cpuSlowdown);
        await slowScripts(page, scriptDelayMs);
        await page.goto('/', { waitUntil: 'commit' });
        const nav = page.getByRole('navigation', { name: 'Main' });
        if (viewport === PHONE) {
          const menuToggle = disclosureToggle(page, 'Open menu');
          await menuToggle.waitFor({ state: 'visible' });
          await menuToggle.click();
        }
        const themes = disclosureToggle(nav, 'Themes');
        await themes.waitFor({ state: 'visible' });
        await noteStarted(page, 'Themes');
        await themes.hover();
        // The visitor reads the list while the app starts, then chooses.
        await page.waitForSelector('html[data-interactive]', { state: 'attached' });
        await nav.getByRole('link', { name: 'Honeymoon' }).click({ timeout: 5_000 });
        await expect(page).toHaveURL(/\/themes\?categoryId=5&themeName=Honeymoon$/);
      });
    }
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('Enquiry Now, the menus and the chat launcher lead somewhere useful', async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.goto('/');
    const menu = disclosureToggle(page, 'Open menu');
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await disclosureToggle(nav, 'Themes').click();
    await expect(nav.getByRole('link', { name: 'Honeymoon' })).toBeVisible();
    // The floating buttons step aside while the menu is open (it is a list of options).
    await expect(page.getByRole('button', { name: 'Enquiry Now' })).toBeHidden();

    await menu.click();
    await page.getByRole('button', { name: 'Enquiry Now' }).click();
    await expect(page).toHaveURL(/\/enquiry$/);
    await expect(
      page.getByRole('heading', { name: 'Plan your holiday in 3 easy steps' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Get free quotes for your trip' }),
    ).toBeVisible();

    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Chat with our travel assistant' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByText(/It needs JavaScript/)).toBeVisible();
  });

  test('the home search answers with the listing, or asks for a destination with the values kept', async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.goto('/');
    const search = page.getByRole('form', { name: 'Search packages' });
    await search.getByRole('combobox', { name: 'Category' }).fill('Family');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByRole('alert')).toHaveText('Please enter a destination.');
    await expect(search.getByRole('combobox', { name: 'Category' })).toHaveValue('Family');

    await search.getByRole('combobox', { name: 'Destination' }).fill('Goa');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/goa-tour-packages\?category=FAMILY$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Goa' })).toBeVisible();
  });

  test('the blog search answers with its list, or the spec’s message with the names kept', async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.goto('/blogs');
    const search = page.getByRole('search', { name: 'Search blogs' });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByRole('alert')).toHaveText('Please enter a destination or category.');

    await search.getByRole('combobox', { name: 'Destination' }).fill('Atlantis');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByRole('alert')).toHaveText('No blogs found for your search criteria!');
    await expect(search.getByRole('combobox', { name: 'Destination' })).toHaveValue('Atlantis');

    await search.getByRole('combobox', { name: 'Destination' }).fill('');
    await search.getByRole('combobox', { name: 'Category' }).fill('honeymoon');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blogs\?categoryId=5$/);
    await expect(search.getByRole('combobox', { name: 'Category' })).toHaveValue('Honeymoon');
  });

  test('an enquiry button on a page leads to the enquiry page with its destination', async ({
    context,
  }) => {
    const page = await context.newPage();
    await page.goto('/tours');
    await page.getByRole('button', { name: 'Send an enquiry' }).click();
    await expect(page).toHaveURL(/\/enquiry$/);
    await page.goto('/goa-tour-packages');
    await page.getByRole('button', { name: 'Get free quotes' }).first().click();
    await expect(page).toHaveURL(/\/enquiry\?destination=Goa$/);
    const form = page.getByRole('form', { name: 'Get free quotes for your trip' });
    await expect(form.getByLabel('Destination')).toHaveValue('Goa');
  });
});
