import { expect, test } from './fixtures';

test('the home page renders the catalogue remote with destinations from the API', async ({
  page,
  site,
  pageErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('100% Personalized Trips')).toBeVisible();

  const cities = (await (
    await fetch(`${site.apiUrl}/package/get-all-cities?authCode=ghumakkad-public`)
  ).json()) as { data: { name: string }[] };
  expect(cities.data.length).toBeGreaterThan(10);

  const destination = page.getByRole('combobox', { name: 'Destination' });
  await destination.click();
  const options = page.getByRole('listbox', { name: 'Destination' }).getByRole('option');
  await expect(options).toHaveCount(cities.data.length);

  await destination.fill('GO');
  await expect(options).toHaveText(['Goa']);
  await options.first().click();
  await expect(destination).toHaveValue('Goa');
  expect(pageErrors).toEqual([]);
});

test('a search needs only a destination, and asks for one without it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please enter a destination.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Destination' }).fill('Goa');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/goa-tour-packages$/);
  await expect(page.getByText(/Showing \d+ Goa Tour Package\(s\)/)).toBeVisible();
});

test('the blog remote lists blogs from the API, three at a time', async ({ page }) => {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { name: 'Latest Blogs' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: 'See more' }).click();
  await expect(cards).toHaveCount(6);
});

test('an unknown address gets a 404 page that helps the visitor on', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await page.getByRole('link', { name: 'Read travel stories and guides' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
});

// Sections that skip layout while off screen must not lend their placeholder size to the page's
// width: once they did, and the hero's text ran off a phone's screen (clipped, so no scrollbar).
test('on a phone, everything on the home page is laid out within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Why travellers choose Ghumakkad' }),
  ).toBeAttached();
  const tooWide = await page.evaluate(() =>
    [...document.querySelectorAll('main section, main h2, main form')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(tooWide).toEqual([]);
});
