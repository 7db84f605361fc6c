import { expect, queryDb, test } from './fixtures';

interface LeadRow {
  kind: string;
  payload: string;
}

const leadsMentioning = (site: Parameters<typeof queryDb>[0], text: string) =>
  queryDb<LeadRow>(site, 'select kind, payload from leads where payload like ?', `%${text}%`);

test('a contact message with the right captcha lands in the database', async ({ page, site }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Leave a message' });
  const email = `contact-${Date.now()}@example.com`;
  await form.getByLabel('Your name').fill('Farah Khan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('We are four adults looking at Ladakh in June.');
  await form.getByLabel('Type the code').fill('ZZZ000');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Incorrect captcha. Please try again.')).toBeVisible();
  expect(leadsMentioning(site, email)).toHaveLength(0);

  const code = await form.getByTestId('captcha-code').textContent();
  await form.getByLabel('Type the code').fill(code ?? '');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Form submitted successfully.')).toBeVisible();
  const rows = leadsMentioning(site, email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.kind).toBe('contact');
  await expect(form.getByTestId('captcha-code')).not.toHaveText(code ?? '');
});

test('a customer support message lands in the database', async ({ page, site }) => {
  await page.goto('/customer-support');
  const form = page.getByRole('form', { name: 'Customer support' });
  const email = `support-${Date.now()}@example.com`;
  await form.getByLabel('Full name').fill('Joseph Mathew');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Message').fill('Please resend the hotel vouchers for my Munnar trip.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you!');
  const rows = leadsMentioning(site, email);
  expect(rows.map((row) => row.kind)).toEqual(['support']);
});

test('the footer newsletter subscribes once per address', async ({ page, site }) => {
  const email = `news-${Date.now()}@example.com`;
  await page.goto('/about-us');
  // The form loads when the footer comes into view. Until its code has hydrated it, it is the
  // plain form, which a press posts (no-javascript.spec.ts); this test is about the app's form,
  // so it waits for the slot to answer, as the other tests wait for <html data-interactive>.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Newsletter' });
  await expect(page.locator('[data-answering]').filter({ has: form })).toBeAttached();
  await form.getByLabel(/Travel ideas/).fill('not-an-email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Valid email is required *')).toBeVisible();

  for (const typed of [email, email.toUpperCase()]) {
    await form.getByLabel(/Travel ideas/).fill(typed);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for subscribing!');
    await expect(form.getByLabel(/Travel ideas/)).toHaveValue('');
  }
  expect(leadsMentioning(site, email).map((row) => row.kind)).toEqual(['newsletter']);
});
