import { expect, openEnquiryModal, queryDb, test } from './fixtures';

test('an enquiry typed in the browser lands in the database, with the reference shown', async ({
  page,
  site,
}) => {
  await page.goto('/');
  const dialog = await openEnquiryModal(page);
  await expect(dialog.getByText('650+')).toBeVisible();

  await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Highlighted Field is required.');

  const email = `e2e-${Date.now()}@example.com`;
  await dialog.getByLabel('Your name').fill('Meera Iyer');
  await dialog.getByLabel('Phone number').fill('9876543210');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Destination').fill('Kerala');
  await dialog.getByLabel('Departure city').fill('Chennai');
  await dialog.getByLabel('Departure date').fill('2030-01-15');
  await dialog.getByLabel('Number of people').fill('3');
  await dialog.getByLabel('Notes (optional)').fill('Two children, aged 6 and 9; one room');
  await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
  const status = dialog.getByRole('status');
  await expect(status).toContainText('Thank you!');
  await expect(status).toContainText(/Your reference: GK-[0-9A-Z]{8}\./);
  const shown = (await status.textContent())!.match(/GK-[0-9A-Z]{8}/)![0];

  const rows = queryDb<{ kind: string; payload: string; reference: string }>(
    site,
    'select kind, payload, reference from leads where payload like ?',
    `%${email}%`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.kind).toBe('enquiry');
  expect(rows[0]!.reference).toBe(shown);
  expect(JSON.parse(rows[0]!.payload)).toMatchObject({
    name: 'Meera Iyer',
    phone: '+919876543210',
    destination: 'Kerala',
    departureCity: 'Chennai',
    people: 3,
    notes: 'Two children, aged 6 and 9; one room',
  });
});

test('a visitor abroad sends a group enquiry with their own country code', async ({
  page,
  site,
}) => {
  await page.goto('/');
  const dialog = await openEnquiryModal(page);
  const email = `group-${Date.now()}@example.com`;
  await fillEnquiry(dialog, email);
  const phone = dialog.getByRole('textbox', { name: 'Phone number +91' });
  await phone.fill('+44 7911 123456');
  // Their own code replaces the fixed +91, in what the field is called too.
  await expect(dialog.getByRole('textbox', { name: 'Phone number', exact: true })).toBeVisible();
  await dialog.getByLabel('Number of people').fill('120');
  await expect(dialog.getByText(/our group desk will quote/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you!');
  const [row] = queryDb<{ payload: string }>(
    site,
    'select payload from leads where payload like ?',
    `%${email}%`,
  );
  expect(JSON.parse(row!.payload)).toMatchObject({ phone: '+447911123456', people: 120 });
});

test('the enquiry dialog traps focus, closes on Escape and returns focus', async ({ page }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Enquiry Now' });
  const dialog = await openEnquiryModal(page);
  await expect(dialog.getByLabel('Your name')).toBeVisible();
  for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

async function fillEnquiry(dialog: import('@playwright/test').Locator, email: string) {
  await dialog.getByLabel('Your name').fill('Ishaan Verma');
  await dialog.getByLabel('Phone number').fill('9812312345');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Destination').fill('Andaman');
  await dialog.getByLabel('Departure city').fill('Delhi');
  await dialog.getByLabel('Departure date').fill('2030-03-10');
  await dialog.getByLabel('Number of people').fill('2');
}

test('a double click on Send Enquiry makes one lead', async ({ page, site }) => {
  await page.goto('/');
  const dialog = await openEnquiryModal(page);
  const email = `double-${Date.now()}@example.com`;
  await fillEnquiry(dialog, email);
  await dialog.getByRole('button', { name: 'Send Enquiry' }).dblclick();
  await expect(dialog.getByRole('status')).toContainText('Thank you!');
  const rows = queryDb(site, 'select id from leads where payload like ?', `%${email}%`);
  expect(rows).toHaveLength(1);
});

test('a server error keeps everything typed and says what to do', async ({ page, site }) => {
  await page.route('**/request-book/add**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":0}' }),
  );
  await page.goto('/');
  const dialog = await openEnquiryModal(page);
  const email = `error-${Date.now()}@example.com`;
  await fillEnquiry(dialog, email);
  await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
  await expect(dialog.getByLabel('Your name')).toHaveValue('Ishaan Verma');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);

  // The same enquiry sent again once the server is back is stored once.
  await page.unroute('**/request-book/add**');
  await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you!');
  expect(queryDb(site, 'select id from leads where payload like ?', `%${email}%`)).toHaveLength(1);
});

test('a half-typed enquiry survives a reload', async ({ page }) => {
  await page.goto('/');
  let dialog = await openEnquiryModal(page);
  await dialog.getByLabel('Your name').fill('Neha Joshi');
  await dialog.getByLabel('Destination').fill('Coorg');
  await page.reload();
  dialog = await openEnquiryModal(page);
  await expect(dialog.getByLabel('Your name')).toHaveValue('Neha Joshi');
  await expect(dialog.getByLabel('Destination')).toHaveValue('Coorg');
});
