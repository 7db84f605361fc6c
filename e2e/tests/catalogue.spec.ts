import { expect, queryDb, test } from './fixtures';

interface PackageRow {
  id: number;
  name: string;
  slug: string;
  days: number;
  category: string;
}

test('search → listing → filters → detail → request to book, on real data', async ({
  page,
  site,
  pageErrors,
}) => {
  const goa = queryDb<PackageRow>(
    site,
    `select p.id, p.name, p.slug, p.days, p.category from packages p
       join destinations d on d.id = p.destination_id where d.slug = 'goa'`,
  );
  // The searched category is applied: the count is of Goa's honeymoon packages.
  const honeymoon = goa.filter((p) => p.category === 'HONEYMOON');
  expect(honeymoon.length).toBeGreaterThan(0);
  expect(honeymoon.length).toBeLessThan(goa.length);

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Destination' }).fill('Goa');
  await page
    .getByRole('listbox', { name: 'Destination' })
    .getByRole('option', { name: 'Goa' })
    .click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Honeymoon' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/goa-tour-packages\?category=HONEYMOON$/);
  await expect(page.getByText(`Showing ${honeymoon.length} Goa Tour Package(s)`)).toBeVisible();
  const ticked = page
    .getByRole('group', { name: 'Category' })
    .getByRole('checkbox', { name: /Honeymoon/ });
  await expect(ticked).toBeChecked();
  // The visitor can take the category off again.
  await ticked.click();
  await expect(page.getByText(`Showing ${goa.length} Goa Tour Package(s)`)).toBeVisible();

  // A duration filter narrows the list to what the database holds, in the URL, across a reload.
  const fourToSix = goa.filter((p) => p.days >= 4 && p.days <= 6);
  await page.getByRole('group', { name: 'Duration' }).getByText('4 to 6').click();
  await expect(page).toHaveURL(/durations=/);
  await expect(page.getByText(`Showing ${fourToSix.length} Goa Tour Package(s)`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Showing ${fourToSix.length} Goa Tour Package(s)`)).toBeVisible();

  // The first card opens its detail page.
  const first = page.getByRole('heading', { level: 3 }).getByRole('link').first();
  const name = (await first.textContent())!.trim();
  const chosen = goa.find((p) => p.name === name)!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/goa-tour-packages-details/${chosen.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Package Includes')).toBeVisible();
  await expect(page.getByText('This travel idea is fully customizable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enquiry Now' })).toBeHidden();

  const form = page.getByRole('form', { name: 'Request to Book' });
  const email = `book-${Date.now()}@example.com`;
  await form.getByLabel('Your name').fill('Rohan Desai');
  await form.getByLabel('Travellers').fill('3');
  await form.getByLabel('Departure city').fill('Mumbai');
  await form.getByLabel('Travel date').fill('2030-11-05');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone number').fill('9820012345');
  await form.getByRole('button', { name: 'Request to Book' }).click();
  await expect(form.getByRole('status')).toHaveText(
    /^Thank you! Your request has been submitted\. Your reference: GK-[0-9A-Z]{8}\.$/,
  );
  const shown = (await form.getByRole('status').textContent())!.match(/GK-[0-9A-Z]{8}/)![0];
  await expect(form.getByRole('button', { name: 'Request to Book' })).toBeDisabled();

  const leads = queryDb<{ kind: string; payload: string; reference: string }>(
    site,
    'select kind, payload, reference from leads where payload like ?',
    `%${email}%`,
  );
  expect(leads).toHaveLength(1);
  expect(leads[0]!.kind).toBe('booking');
  expect(leads[0]!.reference).toBe(shown);
  expect(JSON.parse(leads[0]!.payload)).toMatchObject({
    packageDetailId: chosen.id,
    noOfPerson: 3,
    productId: 1,
    websiteId: '1',
    phone: '+919820012345',
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('cards and pages state each package’s facts: stay, price range, GST, months, difficulty', async ({
  page,
  site,
}) => {
  const [hostel] = queryDb<{ name: string }>(
    site,
    `select name from packages where slug = 'goa-backpacker-north-to-south'`,
  );
  await page.goto('/goa-tour-packages');
  const card = page.getByRole('article').filter({ hasText: hostel!.name });
  await expect(card.getByText('Hostels and beach huts')).toBeVisible();
  await expect(card.getByText(/star/)).toHaveCount(0);
  await expect(card.getByText('₹11,999 – ₹15,999')).toBeVisible();
  await expect(card.getByText('+ 5% GST')).toBeVisible();
  await expect(card.getByText('Best: Nov–Mar')).toBeVisible();

  // A trek: its tents named, its difficulty, and only what it includes.
  await page.goto('/manali-tour-packages-details/hampta-pass-trek');
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  // The stars beside the hotels alone; the tents apart, without stars.
  await expect(header.getByText('2-star hotels', { exact: true })).toBeVisible();
  await expect(header.getByText('Tents', { exact: true })).toBeVisible();
  await expect(header.getByText('Difficulty: Challenging')).toBeVisible();
  await expect(header.getByText('Best: Jun–Sep')).toBeVisible();
  const includes = page.getByRole('region', { name: 'Package Includes' });
  await expect(includes.getByRole('listitem')).toHaveText([
    'Tents and hotels',
    'Transport',
    /^Meals\s*All meals$/,
    'Guide',
    'Permits',
  ]);
  await expect(
    page.getByText('Prices exclude GST, charged at 5% on the package price.'),
  ).toBeVisible();

  // A houseboat is never starred: the resort's stars (its itinerary names them) stay its own.
  await page.goto('/kerala-tour-packages-details/kerala-honeymoon-with-houseboat-stay');
  await expect(header.getByText('4-star resorts', { exact: true })).toBeVisible();
  await expect(header.getByText('Houseboats', { exact: true })).toBeVisible();
  await expect(header.getByText(/\d-star houseboats|resorts and houseboats/i)).toHaveCount(0);
});

test('a search with nothing behind it goes to the no-result page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Destination' }).fill('Atlantis');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Honeymoon' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/no-result-found$/);
  await expect(page.getByText('Sorry! No results found.')).toBeVisible();
  await expect(page.getByText('You can search another package.')).toBeVisible();
  await expect(page.getByText(/Call Our Expert To Book Your Package/)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the detail page offers the Book Now bar and its bottom sheet', async ({ page, site }) => {
    const [pkg] = queryDb<{ slug: string; dest: string }>(
      site,
      `select p.slug, d.slug as dest from packages p join destinations d on d.id = p.destination_id
        where d.slug = 'kerala' limit 1`,
    );
    // The bar is the catalogue's stand-in until Book Now: no script of the booking remote before
    // (its stylesheets come with the page: they style its forms in the server's HTML).
    const bookingPrefix = site.remotePrefix('booking');
    const bookingRequests: string[] = [];
    page.on('request', (request) => {
      if (
        new URL(request.url()).pathname.startsWith(bookingPrefix) &&
        request.resourceType() !== 'stylesheet'
      ) {
        bookingRequests.push(request.url());
      }
    });
    await page.goto(`/${pkg!.dest}-tour-packages-details/${pkg!.slug}`);
    const bar = page.getByRole('region', { name: 'Book this package' });
    await expect(bar).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(bookingRequests).toEqual([]);

    await bar.getByRole('button', { name: 'Book Now' }).click();
    const sheet = page.getByRole('dialog', { name: 'Book Now' });
    await sheet.getByRole('button', { name: 'Submit' }).click();
    await expect(sheet.locator('[aria-invalid="true"]')).toHaveCount(6);
    expect(bookingRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  });
});

test('every catalogue route works on a direct load and a reload', async ({ page }) => {
  const routes: [string, RegExp | string][] = [
    ['/themes?categoryId=7&themeName=Religious', /Price: ₹/],
    ['/themes', 'Please select a theme to view packages.'],
    ['/tours', 'View Details'],
    ['/darshan', 'Stay Religious , Stay Blessed !'],
    ['/details-dev-darshan', 'Book Now'],
    ['/no-result-found', 'Sorry! No results found.'],
    ['/kashmir-tour-packages', /Showing \d+ Kashmir Tour Package\(s\)/],
  ];
  for (const [path, text] of routes) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await page.reload();
    await expect(page.getByText(text).first()).toBeVisible();
  }
});

test('the searched month ranks what suits it first and says plainly what does not', async ({
  page,
  site,
}) => {
  const months = queryDb<{ months: string | null }>(
    site,
    `select p.months from packages p join destinations d on d.id = p.destination_id
       where d.slug = 'leh-ladakh' and p.published = 1`,
  ).map((row) => (row.months ?? '').split(',').filter(Boolean).map(Number));
  // A month of the year some Ladakh trips suit and some do not.
  const suits = (trip: number[], month: number) => trip.length === 0 || trip.includes(month);
  const monthOfYear = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find(
    (m) => months.some((trip) => suits(trip, m)) && months.some((trip) => !suits(trip, m)),
  )!;
  const name = new Date(2000, monthOfYear - 1, 1).toLocaleString('en-GB', { month: 'long' });

  await page.goto('/');
  // Typed, not picked from the list: another name of Leh Ladakh.
  await page.getByRole('combobox', { name: 'Destination' }).fill('Ladakh');
  const month = page.getByRole('combobox', { name: 'Month' });
  const value = await month
    .locator('option', { hasText: new RegExp(`^${name}, \\d{4}$`) })
    .getAttribute('value');
  await month.selectOption(value!);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/leh-ladakh-tour-packages\\?month=${value}$`));

  // The package cards: list items whose heading links a package.
  const cards = page.locator('li:has(h3 a[href*="-tour-packages-details/"])');
  await expect(cards.first()).toBeVisible();
  const offSeason = await cards.evaluateAll(
    (items, not) => items.map((item) => item.textContent?.includes(not) ?? false),
    `(not ${name})`,
  );
  const expectedOff = months.filter((trip) => !suits(trip, monthOfYear)).length;
  // Those that suit come first; the others each say so.
  expect(offSeason).toEqual(
    [
      ...Array<boolean>(months.length - expectedOff).fill(false),
      ...Array<boolean>(expectedOff).fill(true),
    ].slice(0, offSeason.length),
  );
  await expect(
    page.getByText(new RegExp(`^Best months: .+ \\(not ${name}\\)$`)).first(),
  ).toBeVisible();
});

test('each /darshan place leads to a page that lists something for it, or is no link', async ({
  page,
}) => {
  await page.goto('/darshan');
  const region = page.getByRole('region', { name: 'Choose your darshan' });
  await expect(region.getByRole('listitem')).toHaveCount(18);
  const tiles = await region.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => ({
      name: item.querySelector('span span')?.textContent ?? '',
      href: item.querySelector('a')?.getAttribute('href') ?? null,
    })),
  );
  const linked = tiles.filter((tile) => tile.href !== null);
  expect(tiles.filter((tile) => tile.href === null).map((tile) => tile.name)).toEqual([
    'Ujjain',
    'Bodh Gaya',
  ]);
  for (const { name, href } of linked) {
    expect(href, name).not.toBe('/details-dev-darshan');
    await page.goto(href!);
    // The listing's packages or the package's own page name the place.
    await expect(page.getByRole('heading', { level: 1 }), name).toBeVisible();
    await expect(page.locator('main'), `${name} at ${href}`).toContainText(name, {
      ignoreCase: true,
    });
    if (href!.endsWith('-tour-packages')) {
      await expect(page.getByText(/Showing [1-9]\d* .* Tour Package\(s\)/), name).toBeVisible();
    }
  }
});
