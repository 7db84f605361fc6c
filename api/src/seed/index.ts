/** Fills an empty database with the launch catalogue, all in one transaction. */
import { sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../db/connect';
import type { Database } from '../db/schema';
import { imagePath } from '../images/illustrations';
import { BLOGS } from './blogs';
import { DESTINATIONS } from './destinations';
import { LEISURE_PACKAGES } from './packages-leisure';
import { PILGRIMAGE_PACKAGES } from './packages-pilgrimage';
import { CANCELLATION_POLICY, STANDARD_EXCLUSIONS, TOUR_POLICY } from './policies';

export const PACKAGES = [...LEISURE_PACKAGES, ...PILGRIMAGE_PACKAGES];

/** Arbitrary constant naming the PostgreSQL advisory lock that serialises concurrent seeders. */
const SEED_LOCK_ID = 4_711_042;

/** Returns true when it seeded, false when the catalogue already had data. */
export async function seedIfEmpty({ db, dialect }: AppDatabase): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Two API instances starting together on PostgreSQL must not both see an empty table.
    if (dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    const { count } = await trx
      .selectFrom('destinations')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return false;
    await insertCatalogue(trx);
    return true;
  });
}

async function insertCatalogue(trx: Transaction<Database>): Promise<void> {
  const destinations = await trx
    .insertInto('destinations')
    .values(
      DESTINATIONS.map(({ slug, name, description, landscape }) => ({
        slug,
        name,
        description,
        landscape,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const destinationId = idLookup(destinations, 'destination');
  const landscapes = new Map(DESTINATIONS.map((d) => [d.slug, d.landscape]));

  const packages = await trx
    .insertInto('packages')
    .values(
      PACKAGES.map((p) => ({
        destination_id: destinationId(p.destination),
        name: p.name,
        slug: p.slug,
        category: p.category,
        days: p.days,
        price: p.price,
        max_price: p.maxPrice ?? null,
        rating: p.rating,
        description: p.description,
        information: p.information,
        image: imagePath(landscapes.get(p.destination) ?? 'city'),
        inclusions: p.inclusions.join('\n'),
        exclusions: (p.exclusions ?? STANDARD_EXCLUSIONS).join('\n'),
        tour_policy: TOUR_POLICY,
        cancellation_policy: CANCELLATION_POLICY,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const packageId = idLookup(packages, 'package');

  await trx
    .insertInto('itinerary_days')
    .values(
      PACKAGES.flatMap((p) =>
        p.itinerary.map((entry, index) => ({
          package_id: packageId(p.slug),
          day_number: index + 1,
          name: `Day ${index + 1}: ${entry.title}`,
          description: entry.description,
          stages: entry.stops.join('\n'),
          accommodation: entry.stay,
          image: null,
        })),
      ),
    )
    .execute();

  await trx
    .insertInto('blogs')
    .values(
      BLOGS.map((b) => ({
        name: b.name,
        description: b.html,
        image_url: b.imageUrl,
        destination_id: destinationId(b.destination),
        category: b.category,
        published_at: b.publishedAt,
      })),
    )
    .execute();
}

/** slug → id of freshly inserted rows, failing loudly on a slug the seed does not define. */
function idLookup(rows: { id: number; slug: string }[], kind: string): (slug: string) => number {
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  return (slug) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`Seed refers to unknown ${kind} "${slug}"`);
    return id;
  };
}
