/** Fills an empty database with the launch catalogue, all in one transaction. */
import { sql, type Transaction } from 'kysely';
import type { AppDatabase } from '../db/connect';
import type { Database, NewPackage } from '../db/schema';
import { imagePath } from '../images/illustrations';
import { BLOGS } from './blogs';
import { encodeMonths } from '../catalogue/package-months';
import { buildPackages, collectFaqs, destinationMonths } from './catalogue';
import { DESTINATIONS } from './destinations';
import { LEISURE_PACKAGES } from './packages-leisure';
import { PILGRIMAGE_PACKAGES } from './packages-pilgrimage';
import { PLANS } from './plans';
import { CANCELLATION_POLICY, STANDARD_EXCLUSIONS, TOUR_POLICY } from './policies';
import type { PackageSeed, SeededPackage } from './types';

/** A hand-written package's months: its own, else its destination's. */
function withMonths(seed: PackageSeed): SeededPackage {
  if (seed.months) return { ...seed, months: seed.months };
  const plan = PLANS.find((destination) => destination.destination === seed.destination);
  if (!plan) throw new Error(`${seed.slug}: give its months (no plan for ${seed.destination})`);
  return { ...seed, months: destinationMonths(plan) };
}

/** The hand-written launch packages first (their ids stay stable), then the built ones. */
export const PACKAGES: SeededPackage[] = [
  ...[...LEISURE_PACKAGES, ...PILGRIMAGE_PACKAGES].map(withMonths),
  ...buildPackages(PLANS),
];
export const FAQS = collectFaqs(PLANS);

/** Rows per INSERT statement, well inside SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH_ROWS = 400;

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
  // Every seeded row was written now, as far as the sitemap's lastmod is concerned.
  const updatedAt = new Date().toISOString();
  const destinations = await trx
    .insertInto('destinations')
    .values(
      DESTINATIONS.map(({ slug, name, description, landscape }) => ({
        slug,
        name,
        description,
        landscape,
        updated_at: updatedAt,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const destinationId = idLookup(destinations, 'destination');
  const landscapes = new Map(DESTINATIONS.map((d) => [d.slug, d.landscape]));

  const packages = await insertPackages(
    trx,
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
      tour_policy: p.tourPolicy ?? TOUR_POLICY,
      cancellation_policy: p.cancellationPolicy ?? CANCELLATION_POLICY,
      updated_at: updatedAt,
      months: encodeMonths(p.months),
    })),
  );
  const packageId = idLookup(packages, 'package');

  for (const rows of batches(
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
  )) {
    await trx.insertInto('itinerary_days').values(rows).execute();
  }

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

  for (const rows of batches(
    FAQS.map((f) => ({
      destination_id: destinationId(f.destination),
      question: f.question,
      answer: f.answer,
    })),
  )) {
    await trx.insertInto('faqs').values(rows).execute();
  }
}

function batches<T>(rows: T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    chunks.push(rows.slice(start, start + BATCH_ROWS));
  }
  return chunks;
}

/** Inserts packages in batches, in order, and returns every new row's id and slug. */
async function insertPackages(
  trx: Transaction<Database>,
  rows: NewPackage[],
): Promise<{ id: number; slug: string }[]> {
  const inserted: { id: number; slug: string }[] = [];
  for (const chunk of batches(rows)) {
    inserted.push(
      ...(await trx.insertInto('packages').values(chunk).returning(['id', 'slug']).execute()),
    );
  }
  return inserted;
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
