import { expect, openEnquiryModal, queryDb, test } from './fixtures';

test('an enquiry typed in the browser lands in the database', async ({ page, site }) => {
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
  await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you!');

  const rows = queryDb<{ kind: string; payload: string }>(
    site,
    'select kind, payload from leads where payload like ?',
    `%${email}%`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]!.kind).toBe('enquiry');
  expect(JSON.parse(rows[0]!.payload)).toMatchObject({
    name: 'Meera Iyer',
    phone: '+919876543210',
    destination: 'Kerala',
    departureCity: 'Chennai',
    people: 3,
  });
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
