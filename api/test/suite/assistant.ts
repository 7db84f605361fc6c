/** GET /ai/package: the catalogue-grounded assistant (another issue improves it). */
import {
  formatInr,
  gstSentence,
  packageDetailPath,
  packagePriceLabel,
  toSlug,
} from '@tour/shared/contracts';
import { SPEC_PLACES } from '../support/spec-places';
import { requests, type Suite, withAuth } from './context';

export function describeAssistantRoute(suite: Suite): void {
  const { get } = requests(suite);
  const database = () => suite().database;

  describe('GET /ai/package', () => {
    const ask = async (inputText: string) => {
      const response = await get(`/ai/package?inputText=${encodeURIComponent(inputText)}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ code: 1, message: 'Success' });
      return body.data.content as string;
    };

    it('greets back and says what it can help with', async () => {
      const content = await ask('Hello!');
      expect(content).toMatch(/Namaste/);
      expect(content).toMatch(/destination/);
    });

    it('names only real packages of the asked destination, with their real prices', async () => {
      const content = await ask('Can you suggest a trip to GOA in December?');
      const goaPackages = await database()
        .db.selectFrom('packages')
        .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
        .select([
          'packages.name',
          'packages.slug',
          'packages.price',
          'packages.max_price as maxPrice',
          'packages.days',
        ])
        .where('destinations.slug', '=', 'goa')
        .execute();
      expect(goaPackages.length).toBeGreaterThan(0);

      // Linked by their canonical pages, as the site's own links and sitemap write them.
      const linkedSlugs = [...content.matchAll(/\/goa-tour-packages-details\/([a-z0-9-]+)/g)].map(
        (match) => match[1],
      );
      expect(linkedSlugs.length).toBe(Math.min(goaPackages.length, 3));
      expect(content.match(/tour-packages-details/g)?.length).toBe(linkedSlugs.length);
      for (const slug of linkedSlugs) {
        const pkg = goaPackages.find((p) => toSlug(p.name) === slug);
        expect(pkg).toBeDefined();
        expect(content).toContain(pkg!.name);
        expect(content).toContain(formatInr(pkg!.price));
        expect(content).toContain(`${pkg!.days} days / ${pkg!.days - 1} nights`);
      }
      for (const price of content.match(/₹[\d,]+/g) ?? []) {
        const amounts = goaPackages.flatMap((p) =>
          p.maxPrice ? [p.price, p.maxPrice] : [p.price],
        );
        expect(amounts.map(formatInr)).toContain(price);
      }
    });

    it('matches multi-word destinations by name or slug', async () => {
      expect(await ask('vaishno-devi yatra')).toMatch(/vaishno-devi-tour-packages-details/);
      expect(await ask('Packages for vaishno devi?')).toMatch(/vaishno-devi-tour-packages-details/);
    });

    it('offers an enquiry for a known destination without packages', async () => {
      const { id } = await database()
        .db.insertInto('destinations')
        .values({ name: 'Andaman', slug: 'andaman', description: 'Islands.', landscape: 'beach' })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        const content = await ask('andaman honeymoon');
        expect(content).toMatch(/no ready-made Andaman package/);
        expect(content).not.toMatch(/₹/);
      } finally {
        await database().db.deleteFrom('destinations').where('id', '=', id).execute();
      }
    });

    it('answers an unknown topic politely, listing destinations from the database', async () => {
      const content = await ask('What is the capital of Mars?');
      expect(content).toMatch(/destinations, travel themes, budgets and trip durations/);
      expect(content).not.toMatch(/₹/);
      const mentioned = SPEC_PLACES.filter((place) => content.includes(place));
      expect(mentioned.length).toBeGreaterThan(0);
    });

    describe('states the facts as the package pages do (one formatter)', () => {
      const packageRows = () =>
        database()
          .db.selectFrom('packages')
          .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
          .select([
            'packages.name',
            'packages.slug',
            'packages.price',
            'packages.max_price as maxPrice',
            'packages.exclusions',
            'destinations.slug as destination',
            'destinations.name as destinationName',
          ])
          .where('packages.published', '=', 1)
          .execute();
      /** The ₹ amounts of each numbered package line, in the order listed. */
      const listedPrices = (content: string) =>
        content
          .split('\n')
          .filter((line) => /^\d+\. /.test(line))
          .map((line) => Number(/₹([\d,]+)/.exec(line)![1]!.replace(/,/g, '')));

      it('states a package price exactly as its page does: range, basis and GST', async () => {
        const page = (
          await get(
            withAuth('/package/get-package-detail-and-itinerary/char-dham-yatra-from-haridwar'),
          )
        ).json().data.packageDetailResponse;
        expect(page.maxPrice).toBeGreaterThan(page.price);
        const content = await ask('Char Dham Yatra from Haridwar');
        const stated = packagePriceLabel(page);
        expect(stated).toMatch(/^₹[\d,]+ – ₹[\d,]+ per person on twin sharing \+ \d+% GST$/);
        expect(content).toContain(`Char Dham Yatra from Haridwar (Badrinath): ${stated}`);
      });

      it('says resorts and houseboats where the page does, not hotels', async () => {
        const content = await ask('Kerala Honeymoon with Houseboat Stay');
        const line = content.split('\n')[0]!;
        expect(line).toContain('4-star resorts, and houseboats');
        expect(line).not.toMatch(/hotels/);
      });

      it('links every package by its canonical page, not its stored slug', async () => {
        const rows = await packageRows();
        const renamed = rows.find((row) => row.slug !== toSlug(row.name))!;
        expect(renamed).toBeDefined();
        const content = await ask(renamed.name);
        const canonical = packageDetailPath(renamed.destinationName, renamed.name);
        expect(content).toContain(`Details: ${canonical}`);
        expect(content.match(/\/[a-z0-9-]+-tour-packages-details\/\S+/g)).toEqual([canonical]);
        const canonicalPaths = new Set(
          rows.map((row) => packageDetailPath(row.destinationName, row.name)),
        );
        for (const question of ['cheap goa honeymoon', 'Kashmir in April', 'trek under 20000']) {
          const links = (await ask(question)).match(/\/[a-z0-9-]+-tour-packages-details\/\S+/g);
          expect(links?.length).toBeGreaterThan(0);
          for (const link of links ?? []) expect(canonicalPaths).toContain(link);
        }
      });

      it('answers whether prices include GST and flights from Delhi, directly', async () => {
        const [gst] = await database()
          .db.selectFrom('packages')
          .select('gst')
          .where('published', '=', 1)
          .groupBy('gst')
          .execute();
        const content = await ask('do your prices include GST and flights from Delhi?');
        const lines = content.split('\n');
        expect(lines[0]).toBe(gstSentence(Number(gst!.gst)));
        expect(lines[1]).toMatch(
          /^No, flights from Delhi are not included in (most of )?our packages: \d+ of \d+ list them under exclusions, as “Flights or trains to /,
        );
        // Asked alone, GST is the whole answer: no list of packages, no count of inclusions.
        expect(await ask('Is GST included?')).toBe(gstSentence(Number(gst!.gst)));
      });

      it('answers "are flights included?" from the exclusions, not as a flight booking', async () => {
        const content = await ask('are flights included?');
        expect(content).toMatch(/^No, flights are not included/);
        expect(content).not.toMatch(/can’t book flights/);
      });

      it('lists the cheapest packages of a place, cheapest first', async () => {
        const andaman = (await packageRows())
          .filter((row) => row.destination === 'andaman-islands')
          .map((row) => row.price)
          .sort((a, b) => a - b);
        expect(andaman.length).toBeGreaterThan(3);
        expect(listedPrices(await ask('cheapest Andaman'))).toEqual(andaman.slice(0, 3));
        const goa = listedPrices(await ask('sasta goa package'));
        expect(goa).toEqual([...goa].sort((a, b) => a - b));
      });

      it('honours a budget across a whole state: Munnar’s honeymoon is in Kerala', async () => {
        const content = await ask('honeymoon in Kerala under 40000');
        expect(content).toContain('/munnar-tour-packages-details/munnar-tea-hills-honeymoon');
        expect(content).toContain('. Munnar Tea Hills Honeymoon: ₹23,999');
        expect(content).toContain('/kerala-tour-packages-details/');
        for (const price of listedPrices(content)) expect(price).toBeLessThanOrEqual(40000);
        // Without a theme, budget or length, "Kerala" stays the Kerala listing's packages.
        expect(await ask('Show me packages for Kerala')).not.toContain('/munnar-tour-packages');
      });
    });

    it.each(['', '%20%20'])('rejects an empty inputText (%j) with 400', async (value) => {
      const response = await get(`/ai/package?inputText=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('inputText: inputText is required');
    });
  });
}
