/**
 * The main journey with the keyboard alone: no clicks, no fill. Focus moves only by Tab and
 * Shift+Tab; text is typed; lists are worked with the arrow keys, Enter, Space and Escape.
 * Locators are used only to read where focus is and what the page shows.
 */
import type { Locator, Page } from '@playwright/test';
import { disclosureToggle, expect, queryDb, test } from './fixtures';

const MAX_TABS = 120;

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) {
      return presses;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/**
 * What a sighted keyboard user relies on: the focused element, or the field frame around it
 * (`:focus-within`, as the booking fields draw it round the +91 prefix), has a 2 px or wider
 * outline.
 */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const node = document.activeElement as HTMLElement | null;
    if (!node || node === document.body) return null;
    const ringOf = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
        ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
        : null;
    };
    let outline = ringOf(node);
    for (let frame = node.parentElement, depth = 0; !outline && frame && depth < 2; depth += 1) {
      outline = ringOf(frame);
      frame = frame.parentElement;
    }
    return {
      focusVisible: node.matches(':focus-visible'),
      outline,
      what: node.outerHTML.slice(0, 120),
    };
  });
  expect(ring, 'something has focus').not.toBeNull();
  expect(ring!.focusVisible, `:focus-visible on ${ring!.what}`).toBe(true);
  expect(ring!.outline, `a 2 px outline on or round ${ring!.what}`).not.toBeNull();
}

test('search, listing, detail and a request to book, by keyboard alone', async ({
  page,
  site,
  pageErrors,
}) => {
  await page.goto('/');
  const destination = page.getByRole('combobox', { name: 'Destination' });
  await expect(destination).toBeVisible();

  // The first Tab reaches the skip link, and it shows.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectVisibleFocus(page);

  // Destination: type to filter, arrow to the option, Enter to choose.
  await tabTo(page, destination);
  await expectVisibleFocus(page);
  await page.keyboard.type('go');
  const destinations = page.getByRole('listbox', { name: 'Destination' });
  await expect(destinations.getByRole('option')).toHaveText(['Goa']);
  await page.keyboard.press('ArrowDown');
  await expect(destinations.getByRole('option', { name: 'Goa' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(destination).toHaveValue('Goa');
  await expect(destinations).toBeHidden();

  // Category: open the list with the arrow keys and walk it.
  const category = page.getByRole('combobox', { name: 'Category' });
  await page.keyboard.press('Tab');
  await expect(category).toBeFocused();
  await expectVisibleFocus(page);
  const categories = page.getByRole('listbox', { name: 'Category' });
  await page.keyboard.press('ArrowDown');
  await expect(categories).toBeVisible();
  const family = categories.getByRole('option', { name: 'Family' });
  for (let i = 0; i < 12; i += 1) {
    if ((await family.getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(family).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(category).toHaveValue('Family');

  // Back to the destination (its list opens on focus) and on again: Tab leaves the list for the
  // next field, and the list closes rather than cover the fields below it.
  await page.keyboard.press('Shift+Tab');
  await expect(destination).toBeFocused();
  await expect(destinations).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(category).toBeFocused();
  await expect(destinations).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(categories).toBeHidden();

  // Month: from "Any month" to this month, with the arrow key.
  const month = page.getByRole('combobox', { name: 'Month' });
  await page.keyboard.press('Tab');
  await expect(month).toBeFocused();
  await expect(categories).toBeHidden();
  await expect(month).toHaveValue('');
  await page.keyboard.press('ArrowDown');
  await expect(month).toHaveValue(/^\d{4}-\d{2}$/);

  const search = page.getByRole('button', { name: 'Search' });
  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/goa-tour-packages\?category=FAMILY&month=\d{4}-\d{2}$/);
  await expect(page.getByText(/Showing \d+ Goa Tour Package\(s\)/)).toBeVisible();

  // Listing: on to the first package's name, and into its detail page.
  const first = page.getByRole('heading', { level: 3 }).getByRole('link').first();
  await expect(first).toBeVisible();
  const name = (await first.textContent())!.trim();
  await tabTo(page, first);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const [chosen] = queryDb<{ id: number }>(site, 'select id from packages where name = ?', name);

  // Request to Book: every field typed into, then submitted with Enter on the button.
  const form = page.getByRole('form', { name: 'Request to Book' });
  const email = `keys-${Date.now()}@example.com`;
  await tabTo(page, form.getByLabel('Your name'));
  await expectVisibleFocus(page);
  await page.keyboard.type('Kavya Menon');
  await tabTo(page, form.getByLabel('Travellers'));
  await page.keyboard.type('2');
  await tabTo(page, form.getByLabel('Departure city'));
  await page.keyboard.type('Pune');
  await tabTo(page, form.getByLabel('Travel date'));
  // A date field takes its parts in the browser's order (en-US here): month, day, year.
  await page.keyboard.type('11052030');
  await expect(form.getByLabel('Travel date')).toHaveValue('2030-11-05');
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, form.getByLabel('Phone number'));
  await page.keyboard.type('9822012345');
  const submit = form.getByRole('button', { name: 'Request to Book' });
  await tabTo(page, submit);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(
    /^Thank you! Your request has been submitted\. Your reference: GK-[0-9A-Z]{8}\.$/,
  );

  const leads = queryDb<{ kind: string; payload: string }>(
    site,
    'select kind, payload from leads where payload like ?',
    `%${email}%`,
  );
  expect(leads).toHaveLength(1);
  expect(leads[0]!.kind).toBe('booking');
  expect(JSON.parse(leads[0]!.payload)).toMatchObject({
    packageDetailId: chosen!.id,
    leadName: 'Kavya Menon',
    noOfPerson: 2,
    departureCity: 'Pune',
    email,
    phone: '+919822012345',
  });
  expect(pageErrors).toEqual([]);
});

test('the enquiry modal opens from the keyboard, traps focus, and gives it back on Escape', async ({
  page,
}) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  const opener = page.getByRole('button', { name: 'Enquiry Now' });
  // The floating button comes late in the page: go round backwards from the top.
  await tabTo(page, opener, { backwards: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Enquiry' });
  await expect(dialog).toBeVisible();
  const focusInDialog = () => dialog.evaluate((node) => node.contains(document.activeElement));
  await expect.poll(focusInDialog).toBe(true);

  // Round the dialog both ways, well past its number of controls: focus never leaves it.
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `${key} × ${i + 1} stays in the dialog`).toBe(true);
    }
  }
  await expectVisibleFocus(page);

  // Typing works in the dialog's fields, and Escape closes it with focus back on the opener.
  await tabTo(page, dialog.getByLabel('Your name'));
  await page.keyboard.type('Arjun');
  await expect(dialog.getByLabel('Your name')).toHaveValue('Arjun');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectVisibleFocus(page);

  // Space opens it as well.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
});

test('the themes menu and the chat widget work from the keyboard', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  const themes = disclosureToggle(nav, 'Themes');
  await tabTo(page, themes);
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  const honeymoon = nav.getByRole('link', { name: 'Honeymoon' });
  await expect(honeymoon).toBeVisible();
  await tabTo(page, honeymoon);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/themes\?categoryId=5&themeName=Honeymoon$/);

  const launcher = page.getByRole('button', { name: 'Chat with our travel assistant' });
  await tabTo(page, launcher, { backwards: true });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const chat = page.getByRole('region', { name: 'Travel assistant chat' });
  await expect(chat.getByText(/Namaste!/)).toBeVisible();
  const message = chat.getByLabel('Your message');
  await tabTo(page, message);
  await page.keyboard.type('Show me Goa packages');
  await page.keyboard.press('Enter');
  await expect(
    chat.getByRole('link', { name: /^\/goa-tour-packages-details\// }).first(),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu and the Book Now bottom sheet work from the keyboard', async ({ page, site }) => {
    const [pkg] = queryDb<{ id: number; slug: string; dest: string }>(
      site,
      `select p.id, p.slug, d.slug as dest from packages p
         join destinations d on d.id = p.destination_id where d.slug = 'kerala' order by p.id limit 1`,
    );
    await page.goto(`/${pkg!.dest}-tour-packages-details/${pkg!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The menu opens from its toggle, and Escape folds it with focus back on the toggle.
    const toggle = disclosureToggle(page, 'Open menu');
    await tabTo(page, toggle);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const blogs = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' });
    await expect(blogs).toBeVisible();
    await tabTo(page, blogs);
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(blogs).toBeHidden();
    await expect(disclosureToggle(page, 'Open menu')).toBeFocused();

    // Book Now opens the bottom sheet; it is filled and sent from the keyboard.
    const bar = page.getByRole('region', { name: 'Book this package' });
    const bookNow = bar.getByRole('button', { name: 'Book Now' });
    await tabTo(page, bookNow);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Book Now' });
    await expect(sheet).toBeVisible();
    const email = `sheet-${Date.now()}@example.com`;
    for (const [label, text] of [
      ['Your name', 'Devika Rao'],
      ['Travellers', '4'],
      ['Departure city', 'Kochi'],
      ['Travel date', '01202031'],
      ['Email', email],
      ['Phone number', '9847012345'],
    ] as const) {
      await tabTo(page, sheet.getByLabel(label));
      await page.keyboard.type(text);
    }
    await expect(sheet.getByLabel('Travel date')).toHaveValue('2031-01-20');
    await tabTo(page, sheet.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await expect(sheet.getByRole('status')).toHaveText(
      /^Thank you! Your request has been submitted\. Your reference: GK-[0-9A-Z]{8}\.$/,
    );
    const leads = queryDb<{ payload: string }>(
      site,
      "select payload from leads where kind = 'booking' and payload like ?",
      `%${email}%`,
    );
    expect(leads).toHaveLength(1);
    expect(JSON.parse(leads[0]!.payload)).toMatchObject({
      packageDetailId: pkg!.id,
      noOfPerson: 4,
    });

    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(bookNow).toBeFocused();
  });
});
