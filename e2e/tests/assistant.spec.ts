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

  const slug = (await link.textContent())!.split('/').at(-1)!;
  const packages = queryDb<{ name: string; price: number }>(
    site,
    'select name, price from packages where slug = ?',
    slug,
  );
  expect(packages).toHaveLength(1);
  await expect(chat).toContainText(packages[0]!.name);

  // The conversation survives a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Chat with our travel assistant' }).click();
  await expect(page.getByText('Show me Goa packages')).toBeVisible();
  expect(pageErrors).toEqual([]);
});
