/**
 * One published package with its day-by-day itinerary, found by slug or by name in any letter
 * case. An unpublished package is not found (catalogue/redirects.ts says where its URL went).
 */
import type { Kysely } from 'kysely';
import type { ItineraryEntry, PackageDetailResponseData } from '@tour/shared/contracts';
import type { Database } from '../db/schema';
import { photoField } from '../images/photo-column';
import { decodeMonths } from './package-months';
import { decodePackageFacts } from './package-facts';
import { toSlug } from '@tour/shared/contracts';

export async function findPackageDetail(
  db: Kysely<Database>,
  packageName: string,
): Promise<PackageDetailResponseData | null> {
  const id = await findPackageId(db, toSlug(packageName));
  if (id === undefined) return null;

  const [pkg, days] = await Promise.all([
    db
      .selectFrom('packages')
      .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
      .selectAll('packages')
      .select('destinations.name as destination_name')
      .where('packages.id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('itinerary_days')
      .select(['name', 'description', 'stages', 'accommodation', 'image'])
      .where('package_id', '=', id)
      .orderBy('day_number')
      .execute(),
  ]);

  const itineraryNameResponseList: ItineraryEntry[] = days.map((day) => ({
    name: day.name,
    description: day.description,
    stage: day.stages.split('\n').filter(Boolean),
    accommodation: day.accommodation,
    image: day.image ?? pkg.image,
  }));
  return {
    packageDetailResponse: {
      id: pkg.id,
      name: pkg.name,
      image: pkg.image,
      information: pkg.information,
      days: pkg.days,
      price: pkg.price,
      destinationName: pkg.destination_name,
      inclusions: pkg.inclusions,
      exclusions: pkg.exclusions,
      tourPolicy: pkg.tour_policy,
      cancellationPolicy: pkg.cancellation_policy,
      ...photoField(pkg.photos),
      // Package facts: the card's facts again, for the page's header and price.
      maxPrice: pkg.max_price,
      // Only when stated: the badge's one source.
      ...(pkg.original_price === null ? {} : { originalPrice: pkg.original_price }),
      rating: pkg.rating,
      months: decodeMonths(pkg.months),
      ...decodePackageFacts(pkg),
    },
    itineraryNameResponseList,
  };
}

/**
 * Slugs are normally the slugged name, so one indexed lookup finds the package. A slug written
 * differently from its name is still found from the name, by a scan that only misses pay for.
 */
export async function findPackageId(
  db: Kysely<Database>,
  slug: string,
): Promise<number | undefined> {
  if (!slug) return undefined;
  const bySlug = await db
    .selectFrom('packages')
    .select('id')
    .where('slug', '=', slug)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (bySlug) return bySlug.id;
  const all = await db
    .selectFrom('packages')
    .select(['id', 'name'])
    .where('published', '=', 1)
    .orderBy('id')
    .execute();
  return all.find((p) => toSlug(p.name) === slug)?.id;
}
