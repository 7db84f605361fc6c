/** GET /ai/package: the catalogue-grounded assistant (another issue improves it). */
import { formatInr } from '@tour/shared/contracts';
import { SPEC_PLACES } from '../support/spec-places';
import { requests, type Suite } from './context';

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
        .select(['packages.name', 'packages.slug', 'packages.price', 'packages.days'])
        .where('destinations.slug', '=', 'goa')
        .execute();
      expect(goaPackages.length).toBeGreaterThan(0);

      const linkedSlugs = [...content.matchAll(/\/goa-tour-packages-details\/([a-z0-9-]+)/g)].map(
        (match) => match[1],
      );
      expect(linkedSlugs.length).toBe(Math.min(goaPackages.length, 3));
      expect(content.match(/tour-packages-details/g)?.length).toBe(linkedSlugs.length);
      for (const slug of linkedSlugs) {
        const pkg = goaPackages.find((p) => p.slug === slug);
        expect(pkg).toBeDefined();
        expect(content).toContain(pkg!.name);
        expect(content).toContain(formatInr(pkg!.price));
        expect(content).toContain(`${pkg!.days} days / ${pkg!.days - 1} nights`);
      }
      for (const price of content.match(/₹[\d,]+/g) ?? []) {
        expect(goaPackages.map((p) => formatInr(p.price))).toContain(price);
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

    it.each(['', '%20%20'])('rejects an empty inputText (%j) with 400', async (value) => {
      const response = await get(`/ai/package?inputText=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('inputText: inputText is required');
    });
  });
}
