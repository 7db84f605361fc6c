import type { Locator, Page } from '@playwright/test';
import { REMOTES } from '../../scripts/ports.mjs';
import { expect, openEnquiryModal, queryDb, test, type Site } from './fixtures';

type RemoteName = keyof typeof REMOTES;

/** The text the shell gives a page's own slot (the route slot) when its remote cannot load. */
const PAGE_FALLBACK = 'This page is unavailable right now.';

/** Where each remote's slot shows, which module fills it, and how to reach it. */
const SLOTS: Record<
  RemoteName,
  { path: string; module: string; reveal?: (page: Page) => Promise<unknown> }
> = {
  catalogue: { path: '/', module: 'catalogue/HomePage' },
  blog: { path: '/blogs', module: 'blog/BlogsPage' },
  booking: { path: '/', module: 'booking/EnquiryForm', reveal: openEnquiryModal },
  // The chat remote is mounted when a visitor opens the chat.
  assistant: {
    path: '/',
    module: 'assistant/ChatWidget',
    reveal: (page) => page.getByRole('button', { name: 'Chat with our travel assistant' }).click(),
  },
};

/** Something each remote renders where the page has it, to show that remote still works. */
const RENDERED: Record<RemoteName, (page: Page) => Locator> = {
  catalogue: (page) => page.getByRole('form', { name: 'Search packages' }),
  blog: (page) => page.getByRole('heading', { name: 'Latest Blogs' }),
  booking: (page) => page.getByRole('form', { name: 'Newsletter' }),
  assistant: (page) => page.getByRole('button', { name: 'Chat with our travel assistant' }),
};

/** Waits for a remote's piece on the page; the footer's newsletter loads once in view. */
async function expectRendered(page: Page, remote: RemoteName) {
  if (remote === 'booking') await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(RENDERED[remote](page)).toBeVisible();
}

/** A client-side navigation from the home page to Puri's listing (its Devotional plans card). */
async function openPuriFromHome(page: Page) {
  await page
    .getByRole('region', { name: 'Devotional plans' })
    .getByRole('link', { name: 'Puri', exact: true })
    .click();
}

/** The remotes each page shows. */
const HOME_PAGE: RemoteName[] = ['catalogue', 'booking', 'assistant'];
const BLOG_PAGE: RemoteName[] = ['blog', 'booking', 'assistant'];

const slotFallback = (page: Page, module: string) =>
  page.locator(`[data-testid="remote-fallback"][data-remote="${module}"]`);

/** The failed remote's own fallback, with the words the shell gives it. */
async function expectFallback(page: Page, remote: RemoteName) {
  const fallback = slotFallback(page, SLOTS[remote].module);
  switch (remote) {
    case 'booking': {
      await expect(fallback).toContainText('Our enquiry form is unavailable right now.');
      const call = fallback.getByRole('link', { name: /^\+91/ });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', /^tel:\+91\d+$/);
      break;
    }
    case 'assistant':
      await expect(
        fallback.getByRole('link', { name: 'Chat is offline. Call us 24/7' }),
      ).toHaveAttribute('href', /^tel:/);
      break;
    default:
      await expect(fallback).toContainText(PAGE_FALLBACK);
      await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  }
}

/** Only the failed remote's slots fall back; the shell and the other remotes still work. */
async function expectRestOfPageWorks(page: Page, failed: RemoteName) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(/© \d{4} Ghumakkad/)).toBeVisible();
  const fallbacks = await page
    .locator('[data-testid="remote-fallback"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-remote')));
  expect(fallbacks.length).toBeGreaterThan(0);
  for (const id of fallbacks) expect(id).toMatch(new RegExp(`^${failed}/`));

  const others = (SLOTS[failed].path === '/blogs' ? BLOG_PAGE : HOME_PAGE).filter(
    (remote) => remote !== failed,
  );
  for (const remote of others) await expectRendered(page, remote);

  // Navigation still works: on to a page that another remote renders.
  await page.keyboard.press('Escape');
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (failed === 'blog') {
    await page.getByRole('link', { name: 'Ghumakkad home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectRendered(page, 'catalogue');
  } else {
    await nav.getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expectRendered(page, 'blog');
  }
}

for (const remote of Object.keys(SLOTS) as RemoteName[]) {
  const slot = SLOTS[remote];

  test(`with the ${remote} server down the page still works and shows that slot's fallback`, async ({
    page,
    site,
    pageErrors,
  }) => {
    await site.stopRemote(remote);
    try {
      await page.goto(slot.path);
      await slot.reveal?.(page);
      await expectFallback(page, remote);
      await expectRestOfPageWorks(page, remote);
      expect(pageErrors).toEqual([]);
    } finally {
      await site.startRemote(remote);
    }
  });

  test(`with ${slot.module} throwing while rendering the slot falls back and the page still works`, async ({
    page,
    site,
    pageErrors,
  }) => {
    const broken = await breakRemoteComponent(page, site, slot.module);
    await page.goto(slot.path);
    await slot.reveal?.(page);
    await expectFallback(page, remote);
    expect(broken.served).toBe(true);
    await expectRestOfPageWorks(page, remote);
    expect(pageErrors).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('with the booking server down, Book Now on a package page offers a call instead', async ({
    page,
    site,
    pageErrors,
  }) => {
    const [pkg] = queryDb<{ slug: string; dest: string }>(
      site,
      `select p.slug, d.slug as dest from packages p join destinations d on d.id = p.destination_id
        where d.slug = 'kerala' limit 1`,
    );
    await site.stopRemote('booking');
    try {
      await page.goto(`/${pkg!.dest}-tour-packages-details/${pkg!.slug}`);
      const bar = page.getByRole('region', { name: 'Book this package' });
      await bar.getByRole('button', { name: 'Book Now' }).click();
      const fallback = slotFallback(page, 'booking/BookNowBar');
      const call = fallback.getByRole('link', { name: 'Call to book' });
      await expect(call).toHaveAttribute('href', /^tel:\+91\d+$/);
      // The chat launcher moves up above the call bar, as it does above the real one.
      const launcher = page.getByRole('button', { name: 'Chat with our travel assistant' });
      const [launcherBox, callBox] = [await launcher.boundingBox(), await call.boundingBox()];
      expect(launcherBox!.y + launcherBox!.height).toBeLessThanOrEqual(callBox!.y);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(pageErrors).toEqual([]);
    } finally {
      await site.startRemote('booking');
    }
  });
});

test('a half-typed enquiry survives the booking remote failing and coming back', async ({
  page,
  site,
  pageErrors,
}) => {
  await page.goto('/');
  let dialog = await openEnquiryModal(page);
  await dialog.getByLabel('Your name').fill('Rohan Das');
  await dialog.getByLabel('Destination').fill('Meghalaya');
  await breakRemoteComponent(page, site, 'booking/EnquiryForm');
  await page.reload();
  dialog = await openEnquiryModal(page);
  await expectFallback(page, 'booking');

  await page.unrouteAll();
  await page.reload();
  dialog = await openEnquiryModal(page);
  await expect(dialog.getByLabel('Your name')).toHaveValue('Rohan Das');
  await expect(dialog.getByLabel('Destination')).toHaveValue('Meghalaya');
  expect(pageErrors).toEqual([]);
});

test('a remote that comes back is used again on the next page load', async ({ page, site }) => {
  await site.stopRemote('blog');
  await page.goto('/blogs');
  await expect(page.locator('[data-remote="blog/BlogsPage"]')).toBeAttached();
  await site.startRemote('blog');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();
});

/**
 * Serves `remote/Module` from its real build, except that the exposed module's default export
 * is a component that throws when React renders it: the module loads, the render fails. Finds
 * the module's id in the remote's remoteEntry.js and patches whichever chunk defines it.
 */
async function breakRemoteComponent(page: Page, site: Site, module: string) {
  const [remote, expose] = module.split('/') as [RemoteName, string];
  const origin = `${site.siteUrl}${site.remotePrefix(remote)}`.replace(/\/$/, '');
  const entry = await (await fetch(`${origin}/remoteEntry.js`)).text();
  const moduleId = new RegExp(`"\\./${expose}":\\(\\)=>[^]*?\\(\\)=>[\\w$]+\\((\\d+)\\)`).exec(
    entry,
  )?.[1];
  expect(moduleId, `the ${expose} expose in ${remote}'s remoteEntry.js`).toBeTruthy();
  // Rspack writes each module as `id(module,exports,require){...}` in a chunk's module map.
  const factory = new RegExp(`([{,]${moduleId}\\(\\w+,(\\w+),(\\w+)\\)\\{)`);
  const state = { served: false };
  await page.route(`${origin}/**/*.js`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!factory.test(body)) return route.fulfill({ response, body });
    state.served = true;
    const thrower = `function(){throw new Error("e2e: ${module} failed while rendering")}`;
    return route.fulfill({
      response,
      // Not kept in the HTTP cache: a later load without the route gets the real chunk.
      headers: { ...response.headers(), 'cache-control': 'no-store' },
      body: body.replace(
        factory,
        (head: string, _: string, exports: string, require: string) =>
          `${head}${require}.d(${exports},{default:()=>${thrower}});`,
      ),
    });
  });
  return state;
}

const leadsFor = (site: Site, email: string) =>
  queryDb<{ kind: string; payload: string }>(
    site,
    'select kind, payload from leads where payload like ?',
    `%${email}%`,
  );

/** Every call to the API fails as if its server were down. */
const apiDown = (page: Page, site: Site) =>
  page.route(`${site.apiUrl}/**`, (route) => route.abort('connectionrefused'));

const apiUp = (page: Page, site: Site) => page.unroute(`${site.apiUrl}/**`);

/** Every API response arrives `ms` late. */
async function slowApi(page: Page, site: Site, ms = 5_000) {
  await page.route(`${site.apiUrl}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    // The test may be over and the page closed by now.
    await route.continue().catch(() => undefined);
  });
}

/** Opens the home page's enquiry modal and fills it with a unique email (`<tag>-<time>@…`). */
async function startEnquiry(page: Page, tag: string) {
  await page.goto('/');
  const dialog = await openEnquiryModal(page);
  const email = `${tag}-${Date.now()}@example.com`;
  await fillEnquiry(dialog, email);
  return { dialog, email };
}

async function fillEnquiry(dialog: Locator, email: string) {
  await dialog.getByLabel('Your name').fill('Kavya Reddy');
  await dialog.getByLabel('Phone number').fill('9845012345');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Destination').fill('Spiti');
  await dialog.getByLabel('Departure city').fill('Hyderabad');
  await dialog.getByLabel('Departure date').fill('2030-06-12');
  await dialog.getByLabel('Number of people').fill('4');
}

async function expectEnquiryKept(dialog: Locator, email: string) {
  await expect(dialog.getByLabel('Your name')).toHaveValue('Kavya Reddy');
  await expect(dialog.getByLabel('Phone number')).toHaveValue('9845012345');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByLabel('Destination')).toHaveValue('Spiti');
  await expect(dialog.getByLabel('Departure city')).toHaveValue('Hyderabad');
  await expect(dialog.getByLabel('Departure date')).toHaveValue('2030-06-12');
  await expect(dialog.getByLabel('Number of people')).toHaveValue('4');
}

test.describe('with the API down', () => {
  test('the home page renders, and a search says "Something went wrong!" and keeps the terms', async ({
    page,
    site,
    pageErrors,
  }) => {
    await apiDown(page, site);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectRendered(page, 'catalogue');
    await expectRendered(page, 'booking');
    await expectRendered(page, 'assistant');

    await page.getByRole('combobox', { name: 'Destination' }).fill('Goa');
    await page.getByRole('combobox', { name: 'Category' }).fill('Adventure');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Something went wrong!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('Goa');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Adventure');
    expect(pageErrors).toEqual([]);
  });

  test('a search when the API drops after the page loaded says "Something went wrong!"', async ({
    page,
    site,
    pageErrors,
  }) => {
    await page.goto('/');
    const destination = page.getByRole('combobox', { name: 'Destination' });
    await destination.fill('Goa');
    await page.getByRole('listbox', { name: 'Destination' }).getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Category' }).fill('Adventure');
    await apiDown(page, site);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Something went wrong!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(destination).toHaveValue('Goa');

    // Once the API is back the same search goes through.
    await apiUp(page, site);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/goa-tour-packages/);
    expect(pageErrors).toEqual([]);
  });

  test('a destination listing shows its empty state instead of breaking', async ({
    page,
    site,
    pageErrors,
  }) => {
    // The server renders the listing with its data; a visitor moving on from another page is
    // the one whose browser asks the API.
    await page.goto('/');
    await apiDown(page, site);
    await openPuriFromHome(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Puri Tour Packages' })).toBeVisible();
    await expect(page.getByText(/We could not show packages for Puri just now/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Plan my trip' })).toBeVisible();
    await expect(page.getByText(/© \d{4} Ghumakkad/)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the blog list shows the spec’s toasts and a message', async ({
    page,
    site,
    pageErrors,
  }) => {
    await page.goto('/about-us');
    await apiDown(page, site);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();
    await expect(page.getByText('Something went wrong while fetching blogs!')).toBeVisible();
    await expect(page.getByText('Failed to load destinations.')).toBeVisible();
    await expect(page.getByText(/We couldn’t load the blogs just now/)).toBeVisible();
    await expectRendered(page, 'booking');
    await expectRendered(page, 'assistant');
    expect(pageErrors).toEqual([]);
  });

  test('an enquiry keeps everything typed, and once the API is back is stored once', async ({
    page,
    site,
    pageErrors,
  }) => {
    const { dialog, email } = await startEnquiry(page, 'api-down');
    await apiDown(page, site);
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Failed to connect. Please check your internet.',
    );
    await expectEnquiryKept(dialog, email);
    expect(leadsFor(site, email)).toHaveLength(0);

    await apiUp(page, site);
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog.getByRole('status')).toContainText('Thank you!');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(leadsFor(site, email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('an enquiry whose answer is lost is stored once when sent again', async ({
    page,
    site,
    pageErrors,
  }) => {
    const { dialog, email } = await startEnquiry(page, 'lost-answer');
    // The API stores the lead, but the connection drops before the answer arrives.
    await page.route(`${site.apiUrl}/request-book/add**`, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Failed to connect. Please check your internet.',
    );
    await expectEnquiryKept(dialog, email);

    await page.unroute(`${site.apiUrl}/request-book/add**`);
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(dialog.getByRole('status')).toContainText('Thank you!');
    expect(leadsFor(site, email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('the chat answers with the spec’s failure text and keeps the question', async ({
    page,
    site,
    pageErrors,
  }) => {
    await apiDown(page, site);
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with our travel assistant' }).click();
    const chat = page.getByRole('region', { name: 'Travel assistant chat' });
    await chat.getByLabel('Your message').fill('Any Kerala houseboat packages?');
    await chat.getByLabel('Your message').press('Enter');
    await expect(
      chat.getByText('Oops! Something went wrong. Please try again later.'),
    ).toBeVisible();
    await expect(chat.getByText('Any Kerala houseboat packages?')).toBeVisible();

    // The chat is still usable: with the API back, the next question is answered.
    await apiUp(page, site);
    await chat.getByLabel('Your message').fill('Show me Goa packages');
    await chat.getByLabel('Your message').press('Enter');
    const replies = chat.getByRole('listitem').filter({ hasText: 'Assistant said:' });
    await expect(replies).toHaveCount(3);
    await expect(replies.last()).toContainText(/Goa/);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('with the API answering after 5 s', () => {
  test('a home search goes through while the API is slow', async ({ page, site, pageErrors }) => {
    await slowApi(page, site);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expectRendered(page, 'catalogue');
    await page.getByRole('combobox', { name: 'Destination' }).fill('Goa');
    await page.getByRole('combobox', { name: 'Category' }).fill('Adventure');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/goa-tour-packages/, { timeout: 15_000 });
    await expect(page.getByText(/^Showing \d+ Goa Tour Package\(s\)$/)).toBeVisible({
      timeout: 15_000,
    });
    expect(pageErrors).toEqual([]);
  });

  test('a destination listing shows a skeleton, then the packages', async ({
    page,
    site,
    pageErrors,
  }) => {
    await page.goto('/');
    await slowApi(page, site);
    await openPuriFromHome(page);
    await expect(page.getByLabel('Loading packages')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText(/^Showing \d+ Puri Tour Package\(s\)$/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('Loading packages')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('the blog list shows skeleton cards, then the blogs', async ({ page, site, pageErrors }) => {
    await page.goto('/about-us');
    await slowApi(page, site);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' })
      .click();
    const latest = page.getByRole('region', { name: 'Latest Blogs' });
    await expect(latest).toHaveAttribute('aria-busy', 'true');
    await expect(latest.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 });
    await expect(latest).toHaveAttribute('aria-busy', 'false');
    expect(pageErrors).toEqual([]);
  });

  test('an enquiry shows Please wait..., cannot be sent twice and is stored once', async ({
    page,
    site,
    pageErrors,
  }) => {
    const { dialog, email } = await startEnquiry(page, 'slow');
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/request-book/add')) posts += 1;
    });
    await slowApi(page, site);
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    const pending = dialog.getByRole('button', { name: 'Please wait...' });
    await expect(pending).toBeDisabled();
    await pending.click({ force: true });
    await dialog.getByLabel('Your name').press('Enter');
    await expectEnquiryKept(dialog, email);
    await expect(dialog.getByRole('status')).toContainText('Thank you!', { timeout: 15_000 });
    expect(posts).toBe(1);
    expect(leadsFor(site, email)).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('the chat shows Typing… and answers', async ({ page, site, pageErrors }) => {
    await slowApi(page, site);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Chat with our travel assistant' }).click();
    const chat = page.getByRole('region', { name: 'Travel assistant chat' });
    await chat.getByLabel('Your message').fill('Show me Goa packages');
    await chat.getByLabel('Your message').press('Enter');
    await expect(chat.getByLabel('Assistant is typing')).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(chat.getByText('Show me Goa packages')).toBeVisible();
    const replies = chat.getByRole('listitem').filter({ hasText: 'Assistant said:' });
    await expect(replies).toHaveCount(2, { timeout: 15_000 });
    await expect(chat.getByLabel('Assistant is typing')).toHaveCount(0);
    await expect(replies.last()).toContainText(/Goa/);
    expect(pageErrors).toEqual([]);
  });
});
