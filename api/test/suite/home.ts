/**
 * GET /site/home: the home page's and the pilgrimage pages' cards are the catalogue's
 * packages as they are now, so one package shows one price on /tours, /details-dev-darshan and
 * its own page, and a price changed in the catalogue shows on every card.
 */
import type { HomeAnswer, HomePackageCard, Photo } from '@tour/shared/contracts';
import { requests, withAuth, type Suite } from './context';

export function describeHomeRoute(suite: Suite): void {
  const { get } = requests(suite);
  const home = async (): Promise<HomeAnswer> => {
    const response = await get(withAuth('/site/home'));
    expect(response.statusCode).toBe(200);
    return response.json().data as HomeAnswer;
  };
  const detail = async (slug: string): Promise<Record<string, unknown>> =>
    (await get(withAuth(`/package/get-package-detail-and-itinerary/${slug}`))).json().data
      .packageDetailResponse;
  const detailPrice = async (slug: string): Promise<number> => (await detail(slug)).price as number;
  const bySlug = (cards: HomePackageCard[], slug: string) =>
    cards.find((card) => card.slug === slug);

  describe('GET /site/home', () => {
    it("answers the spec's card counts, each card a published package with its price and length", async () => {
      const answer = await home();
      expect(answer.hero.slides).toHaveLength(5);
      expect(answer.hiddenGems.packages).toHaveLength(5);
      expect(answer.tours.packages).toHaveLength(18);
      expect(answer.devDarshan.packages).toHaveLength(5);
      expect(answer.darshan.tiles).toHaveLength(18);
      expect(answer.reviews.testimonials).toEqual([]);
      const tirupati = bySlug(answer.tours.packages, 'tirupati-balaji-darshan');
      expect(tirupati).toEqual({
        slug: 'tirupati-balaji-darshan',
        name: 'Tirupati Balaji Darshan',
        description: expect.any(String),
        destination: 'tirupati',
        destinationName: expect.any(String),
        price: expect.any(Number),
        originalPrice: null,
        maxPrice: expect.any(Number),
        gst: 5,
        days: 3,
        nights: 2,
        image: expect.any(String),
      });
    });

    it('fills the copy with counts from the catalogue, not a claim', async () => {
      const { db } = suite().database;
      const { count } = await db
        .selectFrom('packages')
        .select((eb) => eb.fn.count<number | string>('destination_id').distinct().as('count'))
        .where('published', '=', 1)
        .executeTakeFirstOrThrow();
      const answer = await home();
      expect(answer.counts.destinations).toBe(Number(count));
      expect(answer.whyChooseUs.facts[0]).toBe(`${Number(count)} destinations`);
      expect(JSON.stringify(answer)).not.toMatch(/\{destinations\}|\{packages\}|65\+/);
    });

    it('shows one price for a package on /tours, Dev Darshan and its page, and a new price everywhere', async () => {
      const { db } = suite().database;
      const slug = 'tirupati-balaji-darshan';
      const row = await db
        .selectFrom('packages')
        .select(['id', 'price', 'original_price'])
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      const prices = async () => {
        const answer = await home();
        return [
          bySlug(answer.tours.packages, slug)?.price,
          bySlug(answer.devDarshan.packages, slug)?.price,
          await detailPrice(slug),
        ];
      };
      expect(await prices()).toEqual([row.price, row.price, row.price]);
      try {
        await db
          .updateTable('packages')
          .set({ price: row.price + 500, original_price: row.price + 2000 })
          .where('id', '=', row.id)
          .execute();
        expect(await prices()).toEqual([row.price + 500, row.price + 500, row.price + 500]);
        expect(bySlug((await home()).tours.packages, slug)?.originalPrice).toBe(row.price + 2000);
      } finally {
        await db
          .updateTable('packages')
          .set({ price: row.price, original_price: row.original_price })
          .where('id', '=', row.id)
          .execute();
      }
    });

    it("states the price range and GST as the package's page does", async () => {
      const answer = await home();
      const cards = [
        ...answer.hiddenGems.packages,
        ...answer.tours.packages,
        ...answer.devDarshan.packages,
      ];
      for (const card of cards) {
        const page = await detail(card.slug);
        expect([card.slug, card.maxPrice, card.gst]).toEqual([card.slug, page.maxPrice, page.gst]);
      }
      // Some of them have a range, and every package states its GST (content requires it).
      expect(cards.some((card) => card.maxPrice != null && card.maxPrice > card.price)).toBe(true);
      expect(cards.every((card) => card.gst !== undefined)).toBe(true);
    });

    it("gives a destination card the destination's own photo when it has one", async () => {
      const { db } = suite().database;
      const photo: Photo = {
        alt: 'The Jagannath temple at dawn',
        credit: 'Test photographer',
        width: 1600,
        height: 1200,
        placeholder: 'data:image/webp;base64,AAAA',
        sources: {
          avif: [{ url: '/photos/0123456789abcdef-480.avif', width: 480 }],
          webp: [{ url: '/photos/0123456789abcdef-480.webp', width: 480 }],
        },
        fallback: '/photos/0123456789abcdef-480.webp',
        preview: { url: '/photos/0123456789abcdef-preview.jpg', width: 1200, height: 630 },
      };
      const row = await db
        .selectFrom('destinations')
        .select(['id', 'photos'])
        .where('slug', '=', 'puri')
        .executeTakeFirstOrThrow();
      const puri = (answer: HomeAnswer) =>
        answer.devotionalPlans.places.find((place) => place.destination === 'puri');
      expect(puri(await home())).not.toHaveProperty('photo');
      await db
        .updateTable('destinations')
        .set({ photos: JSON.stringify([photo]) })
        .where('id', '=', row.id)
        .execute();
      try {
        expect(puri(await home())?.photo).toEqual(photo);
      } finally {
        await db
          .updateTable('destinations')
          .set({ photos: row.photos })
          .where('id', '=', row.id)
          .execute();
      }
    });

    it('leaves out a package unpublished since the import', async () => {
      const { db } = suite().database;
      const slug = 'tirupati-balaji-darshan';
      await db.updateTable('packages').set({ published: 0 }).where('slug', '=', slug).execute();
      try {
        const answer = await home();
        expect(bySlug(answer.tours.packages, slug)).toBeUndefined();
        expect(answer.tours.packages).toHaveLength(17);
      } finally {
        await db.updateTable('packages').set({ published: 1 }).where('slug', '=', slug).execute();
      }
    });

    it('links each /darshan place to a page that lists something for it, or to nothing', async () => {
      const words = (value: unknown) => JSON.stringify(value).toLowerCase();
      const { tiles } = (await home()).darshan;
      const linked = tiles.filter((tile) => tile.to !== undefined);
      // Sixteen of the eighteen have packages; Ujjain and Bodh Gaya have none yet.
      expect(tiles.filter((tile) => tile.to === undefined).map((tile) => tile.name)).toEqual([
        'Ujjain',
        'Bodh Gaya',
      ]);
      expect(new Set(linked.map((tile) => tile.to)).size).toBe(linked.length);
      for (const tile of linked) {
        const place = tile.name.toLowerCase();
        const listing = /^\/([a-z0-9-]+)-tour-packages$/.exec(tile.to ?? '');
        const detailPath = /^\/[a-z0-9-]+-tour-packages-details\/([a-z0-9-]+)$/.exec(tile.to ?? '');
        if (listing) {
          const answer = (
            await get(withAuth(`/package/search-by-city-name?destinationName=${listing[1]}`))
          ).json();
          expect([tile.name, answer.code]).toEqual([tile.name, 1]);
          expect([tile.name, words(answer.data)]).toEqual([
            tile.name,
            expect.stringContaining(place),
          ]);
        } else {
          expect([tile.name, detailPath]).toEqual([tile.name, expect.anything()]);
          expect([tile.name, words(await detail(detailPath![1]!))]).toEqual([
            tile.name,
            expect.stringContaining(place),
          ]);
        }
      }
    });

    it('takes the link off a place whose packages are all unpublished', async () => {
      const { db } = suite().database;
      const shirdi = await db
        .selectFrom('destinations')
        .select('id')
        .where('slug', '=', 'shirdi')
        .executeTakeFirstOrThrow();
      const tileTo = async () =>
        (await home()).darshan.tiles.find((tile) => tile.name === 'Shirdi')?.to;
      expect(await tileTo()).toBe('/shirdi-tour-packages');
      const published = await db
        .selectFrom('packages')
        .select(['id', 'published'])
        .where('destination_id', '=', shirdi.id)
        .execute();
      await db
        .updateTable('packages')
        .set({ published: 0 })
        .where('destination_id', '=', shirdi.id)
        .execute();
      try {
        expect(await tileTo()).toBeUndefined();
      } finally {
        for (const row of published) {
          await db
            .updateTable('packages')
            .set({ published: row.published })
            .where('id', '=', row.id)
            .execute();
        }
      }
    });

    it('states the trust notes the content gives, under the slides', async () => {
      expect((await home()).hero.trustNotes).toEqual([
        '100% Personalized Trips',
        'Best Prices Guaranteed',
        '24/7 Support',
      ]);
    });

    it('needs the authCode, like every catalogue read', async () => {
      expect((await get('/site/home')).statusCode).toBe(401);
    });
  });
}
