/** The package calls of spec §7, against the seed and a small fixture destination we control. */
import { CATEGORY_CODES, THEME_CATEGORIES } from '@tour/shared/contracts';
import { requests, withAuth, type Suite } from './context';

const NO_PACKAGES = { code: 0, message: 'No packages found for your search.', data: null };

export function describePackageRoutes(suite: Suite): void {
  describe('package routes', () => definePackageTests(suite));
  describe('GET /sitemap/entries', () => defineSitemapTests(suite));
}

function defineSitemapTests(suite: Suite): void {
  const { get } = requests(suite);

  it('lists every package and every destination with packages, with when each changed', async () => {
    const { db } = suite().database;
    const response = await get(withAuth('/sitemap/entries'));
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const { count } = await db
      .selectFrom('packages')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(data.packages).toHaveLength(Number(count));
    expect(data.packages[0]).toEqual({
      name: expect.any(String),
      destinationName: expect.any(String),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const withPackages = new Set(
      data.packages.map((p: { destinationName: string }) => p.destinationName),
    );
    expect(data.destinations.map((d: { name: string }) => d.name).sort()).toEqual(
      [...withPackages].sort(),
    );
  });

  it("moves a listing's date when one of its packages changes", async () => {
    const { db } = suite().database;
    const goa = await db
      .selectFrom('packages')
      .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
      .select(['packages.id', 'destinations.name'])
      .where('destinations.slug', '=', 'goa')
      .executeTakeFirstOrThrow();
    const later = '2099-01-02T03:04:05.000Z';
    await db.updateTable('packages').set({ updated_at: later }).where('id', '=', goa.id).execute();
    const { data } = (await get(withAuth('/sitemap/entries'))).json();
    expect(data.destinations).toContainEqual({ name: goa.name, updatedAt: later });
  });
}

function definePackageTests(suite: Suite): void {
  const { get, postJson } = requests(suite);
  const fixture = { destinationId: 0, emptyDestinationId: 0, packageIds: [] as number[] };
  const searchId = (code: (typeof CATEGORY_CODES)[number]) => CATEGORY_CODES.indexOf(code) + 1;

  beforeAll(async () => {
    const { db } = suite().database;
    const [testland, emptyland] = await db
      .insertInto('destinations')
      .values([
        {
          name: 'Testland Hills',
          slug: 'testland-hills',
          description: '<p>Green <strong>hills</strong>.</p>',
          landscape: 'hills',
        },
        { name: 'Emptyland', slug: 'emptyland', description: '<p>Nothing.</p>', landscape: 'city' },
      ])
      .returning('id')
      .execute();
    fixture.destinationId = testland!.id;
    fixture.emptyDestinationId = emptyland!.id;
    const pkg = (
      name: string,
      slug: string,
      category: string,
      price: number,
      maxPrice: number | null,
      days: number,
      months: string | null = null,
    ) => ({
      destination_id: testland!.id,
      name,
      slug,
      category,
      days,
      price,
      max_price: maxPrice,
      rating: 4,
      description: `${name} in one line.`,
      information: `<p>About ${name}.</p>`,
      image: '/images/hills.svg',
      inclusions: 'Hotel\nBreakfast',
      exclusions: 'Flights\nTips',
      tour_policy: 'Advance of 25%\nID at check-in',
      cancellation_policy: '30 days: 10%\nNo-show: no refund',
      months,
      // Package facts: a hotel trip here; the sunrise walk below is a camp.
      stay: 'hotel',
      includes: 'stay,breakfast,transport',
      gst: '5',
    });
    const packages = await db
      .insertInto('packages')
      .values([
        // Months: every package suits December (the other tests' month); in June the cheapest
        // one, a winter trip, does not.
        pkg('Testland Family Fun', 'testland-family-fun', 'FAMILY', 20_000, 25_000, 3, '5,6,12'),
        pkg(
          'Testland Honeymoon Hideaway',
          'testland-honeymoon-hideaway',
          'HONEYMOON',
          15_000,
          null,
          2,
        ),
        pkg(
          'Testland Budget & Family',
          'testland-budget-and-family',
          'FAMILY',
          9_000,
          12_000,
          1,
          '1,2,12',
        ),
        // A slug that is not the slugged name: still found by its name.
        {
          ...pkg('Testland Sunrise Walk', 'tl-sunrise', 'NATURE', 30_000, null, 1),
          rating: 0,
          stay: 'camp,tent',
          includes: 'stay,all-meals,guide',
          gst: 'included',
          difficulty: 'moderate',
        },
      ])
      .returning('id')
      .execute();
    fixture.packageIds = packages.map((p) => p.id);
    await db
      .insertInto('itinerary_days')
      .values(
        ['Arrival', 'Hills', 'Departure'].map((title, index) => ({
          package_id: packages[0]!.id,
          day_number: index + 1,
          name: `Day ${index + 1}: ${title}`,
          description: `${title} day.`,
          stages: index === 1 ? 'Viewpoint\nTea garden' : 'Hotel',
          accommodation: index === 2 ? 'Departure' : 'Hill hotel',
          image: index === 0 ? '/images/snow.svg' : null,
        })),
      )
      .execute();
    await db
      .insertInto('faqs')
      .values([
        { destination_id: testland!.id, question: 'Best season?', answer: 'October to March.' },
        { destination_id: testland!.id, question: 'Is it safe?', answer: null },
        { destination_id: testland!.id, question: 'Nearest airport?', answer: 'Testport.' },
      ])
      .execute();
  });

  afterAll(async () => {
    // Packages, itineraries and FAQs go with their destination (on delete cascade).
    await suite()
      .database.db.deleteFrom('destinations')
      .where('id', 'in', [fixture.destinationId, fixture.emptyDestinationId])
      .execute();
  });

  const search = (body: unknown) => postJson(withAuth('/package/search'), body);
  const searchPayload = (destinationId: number, categoryId: number | null) => ({
    destinationId,
    categoryId,
    date: 'December, 2026',
    deviceType: 'mobile',
    browser: 'chrome',
    userIp: '127.0.0.1',
    source: 'online',
    websiteId: '1',
  });

  describe('POST /package/search', () => {
    it('answers the destination listing with the chosen category first, cheapest first within', async () => {
      const response = await search(searchPayload(fixture.destinationId, searchId('HONEYMOON')));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 1, message: 'Success' });
      expect(body.data.mainPackageResponse).toEqual({
        destinationName: 'Testland Hills',
        name: 'Testland Hills Tour Packages',
        description: '<p>Green <strong>hills</strong>.</p>',
        bannerImage: '/images/hills.svg',
        categoryName: 'HONEYMOON',
      });
      expect(body.data.packageList.map((p: { name: string }) => p.name)).toEqual([
        'Testland Honeymoon Hideaway',
        'Testland Budget & Family',
        'Testland Family Fun',
        'Testland Sunrise Walk',
      ]);
      expect(body.data.packageList[0]).toEqual({
        id: fixture.packageIds[1],
        name: 'Testland Honeymoon Hideaway',
        description: 'Testland Honeymoon Hideaway in one line.',
        price: 15_000,
        durationDay: 2,
        image: '/images/hills.svg',
        rating: 4,
        category: 'HONEYMOON',
        months: [],
        maxPrice: null,
        stay: ['hotel'],
        includes: ['stay', 'breakfast', 'transport'],
        gst: 5,
        difficulty: null,
      });
    });

    it('takes a destination alone: every package, cheapest first', async () => {
      const response = await search({ destinationId: fixture.destinationId });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.code).toBe(1);
      expect(body.data.packageList.map((p: { price: number }) => p.price)).toEqual([
        9_000, 15_000, 20_000, 30_000,
      ]);
      const withNulls = await search({
        destinationId: fixture.destinationId,
        categoryId: null,
        date: null,
      });
      expect(withNulls.json().data.packageList).toEqual(body.data.packageList);
    });

    it('carries each package’s facts: stay, what it includes, GST, difficulty, price range', async () => {
      const body = (await search(searchPayload(fixture.destinationId, searchId('NATURE')))).json();
      const walk = body.data.packageList[0];
      expect(walk).toMatchObject({
        name: 'Testland Sunrise Walk',
        rating: 0,
        maxPrice: null,
        stay: ['camp', 'tent'],
        includes: ['stay', 'all-meals', 'guide'],
        gst: 'included',
        difficulty: 'moderate',
      });
      const family = body.data.packageList.find(
        (p: { name: string }) => p.name === 'Testland Family Fun',
      );
      expect(family).toMatchObject({ maxPrice: 25_000, months: [5, 6, 12], gst: 5 });
    });

    it('leaves out the facts a row has not been given yet, and any name the lists do not know', async () => {
      const { db } = suite().database;
      const id = fixture.packageIds[3]!;
      await db
        .updateTable('packages')
        .set({ stay: null, includes: null, gst: null, difficulty: 'extreme' })
        .where('id', '=', id)
        .execute();
      try {
        const body = (
          await search(searchPayload(fixture.destinationId, searchId('NATURE')))
        ).json();
        const walk = body.data.packageList[0];
        expect(walk.name).toBe('Testland Sunrise Walk');
        expect(walk).not.toHaveProperty('stay');
        expect(walk).not.toHaveProperty('includes');
        expect(walk).not.toHaveProperty('gst');
        expect(walk.difficulty).toBeNull();
      } finally {
        await db
          .updateTable('packages')
          .set({
            stay: 'camp,tent',
            includes: 'stay,all-meals,guide',
            gst: 'included',
            difficulty: 'moderate',
          })
          .where('id', '=', id)
          .execute();
      }
    });

    const names = (body: { data: { packageList: { name: string }[] } }) =>
      body.data.packageList.map((p) => p.name.replace('Testland ', ''));

    it('puts the packages that suit the month of `date` first, after the chosen category', async () => {
      const june = {
        ...searchPayload(fixture.destinationId, searchId('FAMILY')),
        date: '2026-06-01',
      };
      const body = (await search(june)).json();
      expect(names(body)).toEqual([
        'Family Fun',
        'Budget & Family',
        'Honeymoon Hideaway',
        'Sunrise Walk',
      ]);
      expect(body.data.packageList[0].months).toEqual([5, 6, 12]);
      expect(body.data.packageList[1].months).toEqual([1, 2, 12]);
    });

    it.each(['June, 2026', '2026-06', 'Jun 2026'])(
      'reads the month from a date written like %j',
      async (date) => {
        const body = (await search({ ...searchPayload(fixture.destinationId, null), date })).json();
        expect(names(body)).toEqual([
          'Honeymoon Hideaway',
          'Family Fun',
          'Sunrise Walk',
          'Budget & Family',
        ]);
        expect(body.data.mainPackageResponse.categoryName).toBe('HONEYMOON');
      },
    );

    it('ranks every seeded destination’s packages for the month, cheapest first within', async () => {
      const { db } = suite().database;
      const seeded = await db
        .selectFrom('destinations')
        .innerJoin('packages', 'packages.destination_id', 'destinations.id')
        .select('destinations.id')
        .where('destinations.slug', 'in', ['goa', 'kedarnath', 'manali', 'rajasthan'])
        .distinct()
        .execute();
      expect(seeded).toHaveLength(4);
      for (const { id } of seeded) {
        const body = (await search({ ...searchPayload(id, null), date: '2026-07-01' })).json();
        const list: { price: number; months: number[] }[] = body.data.packageList;
        const suits = list.map((p) => p.months.length === 0 || p.months.includes(7));
        // Every package that suits July comes before every one that does not.
        expect(suits).toEqual([...suits].sort((a, b) => Number(b) - Number(a)));
        for (const group of [true, false]) {
          const prices = list.filter((_, i) => suits[i] === group).map((p) => p.price);
          expect(prices).toEqual([...prices].sort((a, b) => a - b));
        }
        for (const p of list) expect(p.months.length).toBeGreaterThan(0);
      }
    });

    it('splits the FAQ into questions and the answers that exist', async () => {
      const { data } = (await search(searchPayload(fixture.destinationId, null))).json();
      const questions = data.questionResponses;
      expect(questions.map((q: { question: string }) => q.question)).toEqual([
        'Best season?',
        'Is it safe?',
        'Nearest airport?',
      ]);
      expect(data.answerResponses).toEqual([
        { questionId: questions[0].id, answer: 'October to March.' },
        { questionId: questions[2].id, answer: 'Testport.' },
      ]);
    });

    it('without a category lists cheapest first and names the first package’s category', async () => {
      const { data } = (await search(searchPayload(fixture.destinationId, null))).json();
      expect(data.packageList.map((p: { price: number }) => p.price)).toEqual([
        9_000, 15_000, 20_000, 30_000,
      ]);
      expect(data.mainPackageResponse.categoryName).toBe('FAMILY');
    });

    it('accepts ids as numeric text, as query-string-minded clients send them', async () => {
      const body = (
        await search({ destinationId: String(fixture.destinationId), categoryId: '3' })
      ).json();
      expect(body.code).toBe(1);
      expect(body.data.packageList[0].category).toBe('FAMILY');
    });

    it('works for every seeded destination that has packages', async () => {
      const { db } = suite().database;
      const withPackages = await db
        .selectFrom('destinations')
        .innerJoin('packages', 'packages.destination_id', 'destinations.id')
        .select('destinations.id')
        .distinct()
        .execute();
      for (const { id } of withPackages) {
        const body = (await search(searchPayload(id, 1))).json();
        expect(body.code).toBe(1);
        expect(body.data.packageList.length).toBeGreaterThan(0);
      }
    });

    it.each([
      ['an unknown destination', () => 2_000_000_000],
      ['a destination without packages', () => fixture.emptyDestinationId],
    ])('answers code 0 with the no-result message for %s', async (_, destinationId) => {
      const response = await search(searchPayload(destinationId(), 1));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(NO_PACKAGES);
    });

    it('rejects a missing destination or an out-of-range category with 400', async () => {
      const response = await search({ categoryId: 12 });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'destinationId: Required; categoryId: Must be from 1 to 9',
      );
    });

    it('needs the authCode', async () => {
      const response = await postJson('/package/search', searchPayload(fixture.destinationId, 1));
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /package/search-by-category', () => {
    const cards = (categoryId: number | string) =>
      get(withAuth(`/package/search-by-category?websiteId=1&categoryId=${categoryId}`));

    it('maps the Themes-menu id to its category: 3 Family gives Testland’s price range', async () => {
      const response = await cards(3);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 1, message: 'Success' });
      expect(body.data).toContainEqual({
        id: fixture.destinationId,
        destinationName: 'Testland Hills',
        image: '/images/hills.svg',
        minPrice: 9_000,
        maxPrice: 25_000,
        minDays: 1,
        maxDays: 3,
      });
      const names = body.data.map((card: { destinationName: string }) => card.destinationName);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    });

    it.each(THEME_CATEGORIES.map((theme) => [theme.name, theme.id] as const))(
      '%s (theme id %i) lists only destinations with packages of that theme',
      async (name, menuId) => {
        const code = {
          Religious: 'RELIGIOUS',
          Adventure: 'ADVENTURE',
          Family: 'FAMILY',
          Friends: 'FRIEND',
          Honeymoon: 'HONEYMOON',
          Nature: 'NATURE',
          'Seasonal Package': 'SEASONAL_PACKAGE',
          Wildlife: 'WILDLIFE',
          'Water Activities': 'WATER_ACTIVITY',
        }[name];
        const { db } = suite().database;
        const expected = await db
          .selectFrom('packages')
          .select('destination_id')
          .distinct()
          .where('category', '=', code)
          .execute();
        const body = (await cards(menuId)).json();
        const ids = (body.data as { id: number }[]).map((card) => card.id).sort();
        expect(ids).toEqual(expected.map((row) => row.destination_id).sort());
        expect(body.code).toBe(ids.length > 0 ? 1 : 0);
        for (const card of body.data) expect(card.minPrice).toBeLessThanOrEqual(card.maxPrice);
      },
    );

    it.each(['10', '0', 'x', ''])('rejects categoryId=%j with 400', async (value) => {
      const response = await cards(value);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^categoryId: /);
    });

    type Card = { destinationName: string; minPrice: number; minDays: number };
    const familyCards = async (more: string): Promise<Card[]> => {
      const response = await cards(`3${more}`);
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };

    it('orders the cards by lowest price or shortest package on request', async () => {
      const byPrice = await familyCards('&sort=price-desc');
      expect(byPrice.length).toBeGreaterThan(1);
      const prices = byPrice.map((card) => card.minPrice);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const byLength = (await familyCards('&sort=duration')).map((card) => card.minDays);
      expect(byLength).toEqual([...byLength].sort((a, b) => a - b));
    });

    it('keeps the cards whose lowest price is within minPrice and maxPrice', async () => {
      const all = await familyCards('');
      const some = await familyCards('&minPrice=9000&maxPrice=9000');
      expect(some.map((card) => card.destinationName)).toEqual(
        all.filter((card) => card.minPrice === 9_000).map((card) => card.destinationName),
      );
      expect(some.map((card) => card.destinationName)).toContain('Testland Hills');
      const none = (await cards('3&maxPrice=1')).json();
      expect(none).toEqual({ code: 0, message: 'No packages found for this theme.', data: [] });
    });

    it.each([
      ['sort=cheapest', /^sort: Must be one of recommended, price-asc/],
      ['maxPrice=abc', /^maxPrice: Must be a whole number of rupees$/],
      ['maxPrice=-1', /^maxPrice: Must be a whole number of rupees$/],
      ['minPrice=99999999', /^minPrice: Must be at most 10000000$/],
      ['minPrice=20000&maxPrice=10000', /^maxPrice: Must not be below minPrice$/],
      ['sort=price-asc&sort=price-desc', /^sort: /],
    ])('rejects %s with a 400 that says why', async (query, message) => {
      const response = await cards(`3&${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });
  });

  describe('GET /package/search-by-city-name', () => {
    const byName = (name: string, more = '') =>
      get(
        withAuth(
          `/package/search-by-city-name?websiteId=1&destinationName=${encodeURIComponent(name)}${more}`,
        ),
      );

    it.each(['testland-hills', 'Testland Hills', 'TESTLAND-HILLS'])(
      'finds the listing from %j',
      async (name) => {
        const body = (await byName(name)).json();
        expect(body.code).toBe(1);
        expect(body.data.mainPackageResponse.destinationName).toBe('Testland Hills');
        expect(body.data.packageList).toHaveLength(4);
        expect(body.data.questionResponses).toHaveLength(3);
      },
    );

    it('finds seeded places by their slug, e.g. vaishno-devi', async () => {
      const body = (await byName('vaishno-devi')).json();
      expect(body.code).toBe(1);
      expect(body.data.mainPackageResponse.destinationName).toBe('Vaishno Devi');
    });

    it.each(['atlantis', 'emptyland'])('answers code 0 for %s', async (name) => {
      const response = await byName(name);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(NO_PACKAGES);
    });

    it('names the requested category, not the cheapest package’s, as a theme card asks', async () => {
      const plain = (await byName('testland-hills')).json();
      expect(plain.data.mainPackageResponse.categoryName).toBe('FAMILY');
      const body = (await byName('testland-hills', `&categoryId=${searchId('HONEYMOON')}`)).json();
      expect(body.data.mainPackageResponse.categoryName).toBe('HONEYMOON');
      expect(body.data.packageList[0].name).toBe('Testland Honeymoon Hideaway');
      expect(body.data.packageList).toHaveLength(4);
    });

    it('puts the packages that suit `month` first', async () => {
      const body = (await byName('testland-hills', '&month=2026-06&categoryId=')).json();
      expect(body.data.packageList.map((p: { name: string }) => p.name)).toEqual([
        'Testland Honeymoon Hideaway',
        'Testland Family Fun',
        'Testland Sunrise Walk',
        'Testland Budget & Family',
      ]);
    });

    it.each([
      ['categoryId=12', 'categoryId: Must be from 1 to 9'],
      ['categoryId=x', 'categoryId: Must be a positive whole number'],
      ['month=2026-13', 'month: Must be a month such as 2026-12'],
      ['month=December', 'month: Must be a month such as 2026-12'],
    ])('rejects %s with 400', async (query, message) => {
      const response = await byName('testland-hills', `&${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    const names = async (query: string) =>
      (await byName('testland-hills', query))
        .json()
        .data.packageList.map((p: { name: string }) => p.name);

    it.each([
      [
        'price-asc',
        [
          'Testland Budget & Family',
          'Testland Honeymoon Hideaway',
          'Testland Family Fun',
          'Testland Sunrise Walk',
        ],
      ],
      [
        'price-desc',
        [
          'Testland Sunrise Walk',
          'Testland Family Fun',
          'Testland Honeymoon Hideaway',
          'Testland Budget & Family',
        ],
      ],
      // Equal lengths go cheapest first.
      [
        'duration',
        [
          'Testland Budget & Family',
          'Testland Sunrise Walk',
          'Testland Honeymoon Hideaway',
          'Testland Family Fun',
        ],
      ],
      [
        'duration-desc',
        [
          'Testland Family Fun',
          'Testland Honeymoon Hideaway',
          'Testland Budget & Family',
          'Testland Sunrise Walk',
        ],
      ],
    ])('sort=%s orders the packages', async (sort, expected) => {
      expect(await names(`&sort=${sort}&categoryId=${searchId('HONEYMOON')}`)).toEqual(expected);
    });

    it('keeps the packages whose starting price is within minPrice and maxPrice', async () => {
      expect(await names('&minPrice=10000&maxPrice=20000')).toEqual([
        'Testland Honeymoon Hideaway',
        'Testland Family Fun',
      ]);
      expect(await names('&maxPrice=9000&sort=price-desc')).toEqual(['Testland Budget & Family']);
      expect((await byName('testland-hills', '&maxPrice=100')).json()).toEqual(NO_PACKAGES);
    });

    it.each([
      ['sort=longest', /^sort: Must be one of recommended, price-asc, price-desc, duration/],
      ['sort=', null],
      ['maxPrice=lots', /^maxPrice: Must be a whole number of rupees$/],
      ['maxPrice=20000.5', /^maxPrice: Must be a whole number of rupees$/],
      ['minPrice=-100', /^minPrice: Must be a whole number of rupees$/],
      ['maxPrice=123456789', /^maxPrice: Must be a whole number of rupees$/],
      ['minPrice=5000&maxPrice=10', /^maxPrice: Must not be below minPrice$/],
      ['maxPrice=1&maxPrice=2', /^maxPrice: /],
    ])('answers %s with a 400 that says why (blank: no filter)', async (query, message) => {
      const response = await byName('testland-hills', `&${query}`);
      if (message === null) {
        expect(response.statusCode).toBe(200);
        return;
      }
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it.each([
      ['Ladakh', 'Leh Ladakh'],
      [' leh ', 'Leh Ladakh'],
      ['Pondy', 'Pondicherry'],
      ['PUDUCHERRY', 'Pondicherry'],
      ['pondicherry', 'Pondicherry'],
    ])('finds a destination by another name: %j is %s', async (name, destination) => {
      const body = (await byName(name)).json();
      expect(body.code).toBe(1);
      expect(body.data.mainPackageResponse.destinationName).toBe(destination);
    });

    it('finds nothing for a name two destinations share (char dham)', async () => {
      expect((await byName('char dham')).json()).toEqual(NO_PACKAGES);
    });

    it('rejects a missing destinationName with 400', async () => {
      const response = await get(withAuth('/package/search-by-city-name?websiteId=1'));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('destinationName: Required');
    });
  });

  describe('GET /package/get-package-detail-and-itinerary/:packageName', () => {
    const detail = (name: string) =>
      get(withAuth(`/package/get-package-detail-and-itinerary/${encodeURIComponent(name)}`));

    it('answers the package and its itinerary in the spec’s shape', async () => {
      const response = await detail('testland-family-fun');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 1,
        message: 'Success',
        data: {
          packageDetailResponse: {
            id: fixture.packageIds[0],
            name: 'Testland Family Fun',
            image: '/images/hills.svg',
            information: '<p>About Testland Family Fun.</p>',
            days: 3,
            price: 20_000,
            destinationName: 'Testland Hills',
            inclusions: 'Hotel\nBreakfast',
            exclusions: 'Flights\nTips',
            tourPolicy: 'Advance of 25%\nID at check-in',
            cancellationPolicy: '30 days: 10%\nNo-show: no refund',
            maxPrice: 25_000,
            rating: 4,
            months: [5, 6, 12],
            stay: ['hotel'],
            includes: ['stay', 'breakfast', 'transport'],
            gst: 5,
            difficulty: null,
          },
          itineraryNameResponseList: [
            {
              name: 'Day 1: Arrival',
              description: 'Arrival day.',
              stage: ['Hotel'],
              accommodation: 'Hill hotel',
              image: '/images/snow.svg',
            },
            {
              name: 'Day 2: Hills',
              description: 'Hills day.',
              stage: ['Viewpoint', 'Tea garden'],
              accommodation: 'Hill hotel',
              image: '/images/hills.svg',
            },
            {
              name: 'Day 3: Departure',
              description: 'Departure day.',
              stage: ['Hotel'],
              accommodation: 'Departure',
              image: '/images/hills.svg',
            },
          ],
        },
      });
    });

    it.each([
      ['the words form the site makes from a slug', 'Testland Budget And Family', 2],
      ['the name itself, in any case', 'testland BUDGET & family', 2],
      ['the name of a package whose slug differs', 'Testland Sunrise Walk', 3],
      ['the stored slug', 'tl-sunrise', 3],
    ])('finds a package from %s', async (_, name, index) => {
      const body = (await detail(name)).json();
      expect(body.code).toBe(1);
      expect(body.data.packageDetailResponse.id).toBe(fixture.packageIds[index]);
    });

    it('serves every seeded package, with one itinerary entry per day', async () => {
      const { db } = suite().database;
      const seeded = await db
        .selectFrom('packages')
        .select(['slug', 'days'])
        .where('destination_id', '!=', fixture.destinationId)
        .execute();
      expect(seeded.length).toBeGreaterThan(0);
      for (const { slug, days } of seeded) {
        const body = (await detail(slug)).json();
        expect(body.code).toBe(1);
        expect(body.data.itineraryNameResponseList).toHaveLength(days);
        // The import gave every package its facts, GST stated one way.
        const facts = body.data.packageDetailResponse;
        expect(facts.stay.length).toBeGreaterThan(0);
        expect(facts.includes).toContain('stay');
        expect(typeof facts.gst === 'number' || facts.gst === 'included').toBe(true);
        expect(facts.exclusions).not.toMatch(/\bGST\b/);
      }
    });

    it.each(['no-such-package', '---', 'Ω'])('answers 404 with code 0 for %j', async (name) => {
      const response = await detail(name);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 0, message: 'Package not found.', data: null });
    });
  });
}
