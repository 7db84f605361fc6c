/**
 * Every lead form works with JavaScript off (progressive enhancement): it posts as a plain form
 * to the site's server (scripts/render/formPosts.mjs), which stores the lead through the API and
 * redirects to a server-rendered thank-you page, or renders the form's page again with the
 * field messages and what was typed.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, queryDb, test, type Site } from './fixtures';

/**
 * A page with JavaScript off. The fixtures' page waits for the app after each navigation, which
 * never starts here, so each test opens its own.
 */
async function pageWithoutJavaScript(browser: Browser, site: Site): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.siteUrl });
  return context.newPage();
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const leadsWithReference = (site: Site, reference: string) =>
  queryDb<{ kind: string; payload: string; privacy_notice_version: string }>(
    site,
    'select kind, payload, privacy_notice_version from leads where reference = ?',
    reference,
  );
/** The privacy notice version a form's page showed (its hidden field), which the lead records. */
const noticeVersion = (form: Locator) =>
  form.locator('input[name="privacyNoticeVersion"]').inputValue();
const leadsMentioning = (site: Site, text: string) =>
  queryDb<{ reference: string }>(
    site,
    'select reference from leads where payload like ?',
    `%${text}%`,
  );

/** The reference the thank-you page shows, after checking the page says the form's words. */
async function thankYouReference(page: Page, sentText: string): Promise<string> {
  await expect(page).toHaveURL(/\/thank-you\?form=/);
  const status = page.getByRole('status').filter({ hasText: sentText });
  await expect(status).toContainText(/Your reference: GK-[0-9A-Z]{8}\./);
  return /GK-[0-9A-Z]{8}/.exec((await status.textContent()) ?? '')![0];
}

test('from / to a stored enquiry, and its reference', async ({ browser, site }) => {
  const page = await pageWithoutJavaScript(browser, site);
  await page.goto('/');
  await page.getByRole('button', { name: 'Enquiry Now' }).click();
  await expect(page).toHaveURL(/\/enquiry$/);
  const form = page.getByRole('form', { name: 'Get free quotes for your trip' });
  const email = `no-js-enquiry-${Date.now()}@example.com`;
  await form.getByLabel('Your name').fill('Kavya Menon');
  await form.getByLabel('Phone number').fill('98765 43210');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Destination').fill('Kerala');
  await form.getByLabel('Departure city').fill('Bengaluru');
  await form.getByLabel('Departure date').fill(inDays(60));
  await form.getByLabel('Number of people').fill('3');
  const shown = await noticeVersion(form);
  expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();

  const reference = await thankYouReference(
    page,
    'Thank you! Our travel experts will call you shortly with quotes.',
  );
  const rows = leadsWithReference(site, reference);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.kind).toBe('enquiry');
  expect(rows[0]!.privacy_notice_version).toBe(shown);
  expect(JSON.parse(rows[0]!.payload)).toMatchObject({
    email,
    phone: '+919876543210',
    people: 3,
  });
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.context().close();
});

test('from / to a package and a stored request to book', async ({ browser, site }) => {
  const page = await pageWithoutJavaScript(browser, site);
  await page.goto('/');
  // The first one on screen: carousels keep copies of their slides off screen.
  await page.locator('a[href="/goa-tour-packages"]:visible').first().click();
  await expect(page).toHaveURL(/\/goa-tour-packages$/);
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/goa-tour-packages-details\//);
  const form = page.getByRole('form', { name: 'Request to Book' });
  const email = `no-js-booking-${Date.now()}@example.com`;
  await form.getByLabel('Your name').fill('Rohan Mehta');
  await form.getByLabel('Travellers').fill('2');
  await form.getByLabel('Departure city').fill('Delhi');
  await form.getByLabel('Travel date').fill(inDays(45));
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('9123456780');
  await form.getByRole('button', { name: 'Request to Book' }).click();

  const reference = await thankYouReference(page, 'Thank you! Your request has been submitted.');
  const rows = leadsWithReference(site, reference);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.kind).toBe('booking');
  expect(JSON.parse(rows[0]!.payload)).toMatchObject({ email, noOfPerson: 2, productId: 1 });
  expect(JSON.parse(rows[0]!.payload).packageDetailId).toBeGreaterThan(0);
  await page.context().close();
});

test('a contact message without the app needs no captcha, which it cannot show', async ({
  browser,
  site,
}) => {
  const page = await pageWithoutJavaScript(browser, site);
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Leave a message' });
  await expect(form.getByLabel('Type the code')).toBeHidden();
  const email = `no-js-contact-${Date.now()}@example.com`;
  await form.getByLabel('Your name').fill('Farah Khan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Four adults, Ladakh in June: can you quote?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const reference = await thankYouReference(page, 'Form submitted successfully.');
  expect(leadsWithReference(site, reference).map((row) => row.kind)).toEqual(['contact']);
  await page.context().close();
});

test('a refused form comes back with the spec’s messages and what was typed', async ({
  browser,
  site,
}) => {
  const page = await pageWithoutJavaScript(browser, site);
  await page.goto('/enquiry');
  const form = page.getByRole('form', { name: 'Get free quotes for your trip' });
  await form.getByLabel('Your name').fill('Kavya Menon');
  await form.getByLabel('Email').fill('kavya@');
  await form.getByLabel('Number of people').fill('4');
  const answer = page.waitForResponse((response) => response.url().endsWith('/forms/enquiry'));
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  expect((await answer).status()).toBe(400);
  expect((await answer).headers()['cache-control']).toBe('no-store');

  await expect(form.getByText('Highlighted Field is required.')).toBeVisible();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  // Phone, destination, departure city and date: 'Required'; the email: its format.
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(5);
  await expect(form.getByLabel('Your name')).toHaveValue('Kavya Menon');
  await expect(form.getByLabel('Email')).toHaveValue('kavya@');
  await expect(form.getByLabel('Number of people')).toHaveValue('4');
  await expect(form.getByLabel('Destination')).toHaveAttribute('aria-invalid', 'true');
  expect(leadsMentioning(site, 'kavya@"')).toHaveLength(0);
  await page.context().close();
});

test('the same form posted twice stores one lead', async ({ browser, site }) => {
  const page = await pageWithoutJavaScript(browser, site);
  await page.goto('/contact-us');
  const email = `no-js-twice-${Date.now()}@example.com`;
  const footer = page.getByRole('form', { name: 'Newsletter' });
  await footer.getByLabel('Travel ideas and offers, once a month').fill(email);
  // Pressed twice: the browser sends both posts and shows the second answer.
  await footer.getByRole('button', { name: 'Subscribe' }).dblclick();
  const reference = await thankYouReference(page, 'Thank you for subscribing!');
  // And the same post again later, as a browser resending it would.
  const again = await page.request.post('/forms/newsletter', {
    form: { email, returnTo: '/contact-us', privacyNoticeVersion: await noticeVersion(footer) },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(again.headers().location).toBe(`/thank-you?form=newsletter&reference=${reference}`);
  expect(leadsMentioning(site, email)).toEqual([{ reference }]);
  await page.context().close();
});

test('a form posted before the app started comes back, and the app takes it over as it is', async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ baseURL: site.siteUrl });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser's own note of the refused post's 400 is the one expected.
    if (/status of 400 \(Bad Request\)/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/customer-support');
  await page.waitForSelector('html[data-interactive]', { state: 'attached' });
  const form = page.getByRole('form', { name: 'Customer support' });
  await form.getByLabel('Email address').fill('joseph@example.com');
  await form.getByLabel('Message').fill('Please resend the hotel vouchers.');
  // What the browser does with a press before the app has started: the plain post.
  const answer = page.waitForResponse((response) => response.url().endsWith('/forms/support'));
  await form.evaluate((element: HTMLFormElement) => element.submit());
  expect((await answer).status()).toBe(400);
  await page.waitForSelector('html[data-interactive]', { state: 'attached' });

  // The page at its own address again, hydrated with the answer: message, values, no warning.
  await expect(page).toHaveURL(/\/customer-support$/);
  await expect(form.getByText('Required')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue('joseph@example.com');
  await expect(form.getByLabel('Message')).toHaveValue('Please resend the hotel vouchers.');
  // From here the app sends it, as it sends any form.
  await form.getByLabel('Full name').fill('Joseph Mathew');
  await expect(form.getByText('Required')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText(
    'Thank you! Our support team will reply within one working day. Your reference: GK-',
  );
  expect(leadsMentioning(site, 'joseph@example.com')).toHaveLength(1);
  expect(problems).toEqual([]);
  await context.close();
});

interface ListedPackage {
  name: string;
  price: number;
}

test('the search, a listing’s sort and price filter and the themes’ sort work without JavaScript', async ({
  browser,
  site,
}) => {
  const leh = queryDb<ListedPackage>(
    site,
    `select p.name, p.price from packages p join destinations d on d.id = p.destination_id
       where d.slug = 'leh-ladakh' and p.published = 1`,
  );
  expect(leh.length).toBeGreaterThan(2);
  const page = await pageWithoutJavaScript(browser, site);

  // "Leh" typed, no category, next June: the destination's listing for that month.
  await page.goto('/');
  const search = page.getByRole('form', { name: 'Search packages' });
  await search.getByRole('combobox', { name: 'Destination' }).fill('Leh');
  const month = search.getByRole('combobox', { name: 'Month' });
  await expect(month).toHaveValue('');
  const june = await month.locator('option', { hasText: /^June, \d{4}$/ }).getAttribute('value');
  await month.selectOption(june!);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/leh-ladakh-tour-packages\\?month=${june}$`));
  await expect(page.getByText(`Showing ${leh.length} Leh Ladakh Tour Package(s)`)).toBeVisible();

  // Dearest first, by the form's own Sort button; the month stays.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await expect(page).toHaveURL(/\/leh-ladakh-tour-packages\?month=\d{4}-06&sort=price-desc$/);
  const dearest = [...leh].sort((a, b) => b.price - a.price)[0]!;
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(dearest.name);

  // A budget from the filter panel (open without JavaScript, at any width).
  const inBudget = leh.filter((p) => p.price >= 20_000.5 && p.price < 40_000.5);
  await page
    .getByRole('group', { name: /Budget/ })
    .getByRole('checkbox', { name: /^20,000 - 40,000/ })
    .check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/budgets=20000-40000/);
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(
    page.getByText(`Showing ${inBudget.length} Leh Ladakh Tour Package(s)`),
  ).toBeVisible();

  // Another name typed alone, with no month: Pondicherry.
  await page.goto('/?destination=Pondy&category=&month=');
  await expect(page).toHaveURL(/\/pondicherry-tour-packages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pondicherry' })).toBeVisible();

  // Adventure destinations, dearest first, as the API orders them.
  const cards = (await (
    await fetch(
      `${site.apiUrl}/package/search-by-category?authCode=ghumakkad-public&categoryId=2&sort=price-desc`,
    )
  ).json()) as { data: { destinationName: string }[] };
  await page.goto('/themes?categoryId=2');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\/themes\?categoryId=2&budget=&sort=price-desc$/);
  await expect(page.getByRole('heading', { level: 2 }).getByRole('link')).toHaveText(
    cards.data.map((card) => card.destinationName),
  );
  await page.context().close();
});
