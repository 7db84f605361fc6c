import { expect, test } from './fixtures';

/**
 * The home page, /tours and /details-dev-darshan are fed from the catalogue: a card
 * shows its package's own price and length, counts are counted, and nothing unbacked is shown
 * (no discount badge without an original price, no reviews section without real reviews).
 */

interface HomeCard {
  slug: string;
  name: string;
  price: number;
  originalPrice: number | null;
  days: number;
  /** The top of the package's price range, shown as "₹9,499 – ₹12,499" when above the price. */
  maxPrice?: number | null;
  destinationName: string;
}

const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

test('one package shows one price on /tours, /details-dev-darshan and its own page', async ({
  page,
  site,
}) => {
  const answer = (await (
    await fetch(`${site.apiUrl}/site/home?authCode=ghumakkad-public`)
  ).json()) as { data: { tours: { packages: HomeCard[] }; devDarshan: { packages: HomeCard[] } } };
  const onBoth = answer.data.tours.packages.find((card) =>
    answer.data.devDarshan.packages.some((other) => other.slug === card.slug),
  );
  expect(onBoth, 'a package on both pages').toBeDefined();
  const { name, price, days, maxPrice } = onBoth!;
  // The card states the price as the package's page does: its range when it has a top price.
  const priceText = maxPrice && maxPrice > price ? `${inr(price)} – ${inr(maxPrice)}` : inr(price);

  await page.goto('/tours');
  const tourCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(tourCard.getByText(priceText, { exact: true })).toBeVisible();
  await expect(tourCard.getByText(`${days - 1}N/${days}D`)).toBeVisible();

  await page.goto('/details-dev-darshan');
  const darshanCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });
  await expect(darshanCard.getByText(priceText, { exact: true })).toBeVisible();
  await expect(page.getByText(/% OFF/)).toHaveCount(0);

  await page.goto('/tours');
  await tourCard.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(inr(price)).first()).toBeVisible();
});

test('the home page states counted facts and no unbacked claims or reviews', async ({
  page,
  site,
}) => {
  const answer = (await (
    await fetch(`${site.apiUrl}/site/home?authCode=ghumakkad-public`)
  ).json()) as { data: { counts: { destinations: number } } };
  await page.goto('/');
  const why = page.getByRole('heading', { name: 'Why travellers choose Ghumakkad' });
  await why.scrollIntoViewIfNeeded();
  await expect(why).toBeVisible();
  const numbers = page.locator('dl').filter({ hasText: 'destinations' });
  await expect(
    numbers.getByText(String(answer.data.counts.destinations), { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('65+')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What travellers tell us' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Hidden gems of India' })).toBeAttached();
});
