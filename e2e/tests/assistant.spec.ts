import { expect, queryDb, test } from './fixtures';

test('the chat widget answers from the catalogue with a real package and link', async ({
  page,
  site,
  pageErrors,
}) => {
  await page.goto('/blogs');
  await page.getByRole('button', { name: 'Chat with our travel assistant' }).click();
  const chat = page.getByRole('region', { name: 'Travel assistant chat' });
  await expect(chat.getByText(/Namaste!/)).toBeVisible();

  await chat.getByLabel('Your message').fill('Show me Goa packages');
  await chat.getByLabel('Your message').press('Enter');
  const link = chat.getByRole('link', { name: /^\/goa-tour-packages-details\// }).first();
  await expect(link).toBeVisible();

  // The link is the package's canonical page (its name's URL form, not its stored slug), so
  // the reply names one of the Goa packages the database holds.
  const goa = queryDb<{ name: string }>(
    site,
    `select p.name from packages p join destinations d on d.id = p.destination_id
     where d.slug = 'goa' and p.published = 1`,
  );
  const reply = (await chat.textContent()) ?? '';
  expect(goa.filter((p) => reply.includes(p.name)).length).toBeGreaterThan(0);

  // The conversation survives a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Chat with our travel assistant' }).click();
  await expect(page.getByText('Show me Goa packages')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('the chat states a package’s price as its page does, and links its canonical page', async ({
  page,
  pageErrors,
}) => {
  // Stored as char-dham-yatra-haridwar: the canonical page is its name's URL form.
  const path = '/badrinath-tour-packages-details/char-dham-yatra-from-haridwar';
  await page.goto(path);
  const panel = page.getByRole('complementary', { name: 'Price and booking' });
  const amount = (await panel.locator('strong').first().textContent())!.trim();
  expect(amount).toMatch(/^₹[\d,]+ – ₹[\d,]+$/);
  await expect(panel).toContainText('per person on twin sharing');
  const gst = (await panel.getByText(/GST/).first().textContent())!.trim();
  expect(gst).toMatch(/^\+ \d+% GST$|^GST included$/);

  await page.getByRole('button', { name: 'Chat with our travel assistant' }).click();
  const chat = page.getByRole('region', { name: 'Travel assistant chat' });
  await chat.getByLabel('Your message').fill('Char Dham Yatra from Haridwar price');
  await chat.getByLabel('Your message').press('Enter');
  await expect(chat).toContainText(`${amount} per person on twin sharing ${gst}`);
  await expect(chat).toContainText('3-star hotels, and camps');

  await chat.getByRole('link', { name: path }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${path}$`),
  );
  expect(pageErrors).toEqual([]);
});
