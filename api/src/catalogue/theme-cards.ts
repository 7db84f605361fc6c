/**
 * The /themes cards: one per destination with published packages in a category, with its price
 * range and the lengths of its packages.
 */
import type { Kysely } from 'kysely';
import type { CategoryCode, ThemePackageCard } from '@tour/shared/contracts';
import type { Database } from '../db/schema';
import { landscapeImage } from '../images/illustrations';

export async function findThemeCards(
  db: Kysely<Database>,
  category: CategoryCode,
): Promise<ThemePackageCard[]> {
  const rows = await db
    .selectFrom('packages')
    .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
    .select((eb) => [
      'destinations.id',
      'destinations.name',
      'destinations.landscape',
      eb.fn.min<number>('packages.price').as('min_price'),
      // A package's price range tops out at max_price when it has one.
      eb.fn.max<number>(eb.fn.coalesce('packages.max_price', 'packages.price')).as('max_price'),
      eb.fn.min<number>('packages.days').as('min_days'),
      eb.fn.max<number>('packages.days').as('max_days'),
    ])
    .where('packages.category', '=', category)
    .where('packages.published', '=', 1)
    .groupBy(['destinations.id', 'destinations.name', 'destinations.landscape'])
    .orderBy('destinations.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    destinationName: row.name,
    image: landscapeImage(row.landscape),
    minPrice: Number(row.min_price),
    maxPrice: Number(row.max_price),
    minDays: Number(row.min_days),
    maxDays: Number(row.max_days),
  }));
}
