/**
 * GET /site/home's answer: the imported home document (content-files/home-document.ts) with its
 * package slugs turned into the packages' current cards and its {counts} filled in, all from the
 * published catalogue, so a card's price is its package page's price after every import.
 */
import type { Kysely } from 'kysely';
import {
  HOME_COUNT_PLACEHOLDERS,
  HOME_DOCUMENT,
  listingPath,
  packageDetailPath,
  type DarshanTileCard,
  type DarshanTileCopy,
  type HomeAnswer,
  type HomeCountName,
  type HomeDocument,
  type HomePackageCard,
  type HomePlaceCard,
  type HomePlaceEntry,
  type Photo,
} from '@tour/shared/contracts';
import type { Database } from '../db/schema';
import { photoField } from '../images/photo-column';
import { gstOf } from './package-facts';
import { readSiteDocument } from './site-documents';

/** The answer, or undefined before the first import that had home content. */
export async function homeAnswer(db: Kysely<Database>): Promise<HomeAnswer | undefined> {
  // The import checked it against the contract and the catalogue.
  const stored = (await readSiteDocument(db, HOME_DOCUMENT)) as HomeDocument | undefined;
  if (stored === undefined) return undefined;

  const slugs = [
    ...new Set([
      ...stored.hiddenGems.packages,
      ...stored.tours.packages,
      ...stored.devDarshan.packages,
      ...stored.darshan.tiles.flatMap((tile) => tile.package ?? []),
    ]),
  ];
  const [cards, destinations, counts, offering] = await Promise.all([
    packageCards(db, slugs),
    destinationCards(db),
    catalogueCounts(db),
    destinationsWithPackages(db),
  ]);
  // A package unpublished since the document was imported drops out rather than show stale facts.
  const resolve = (list: string[]): HomePackageCard[] =>
    list.flatMap((slug) => cards.get(slug) ?? []);
  const place = (entry: HomePlaceEntry): HomePlaceCard[] => {
    const destination = destinations.get(entry.destination);
    return destination === undefined ? [] : [{ ...entry, ...destination }];
  };

  // A tile links to what the catalogue has for its place now; with nothing published there, to
  // nothing rather than to a page that does not list it.
  const tile = ({ destination, package: slug, ...copy }: DarshanTileCopy): DarshanTileCard => {
    const card = slug === undefined ? undefined : cards.get(slug);
    if (card !== undefined)
      return { ...copy, to: packageDetailPath(card.destinationName, card.name) };
    if (destination !== undefined && offering.has(destination)) {
      return { ...copy, to: listingPath(destination) };
    }
    return copy;
  };

  const answer: HomeAnswer = {
    ...stored,
    hero: {
      ...stored.hero,
      slides: stored.hero.slides.flatMap((slide) => {
        const name = destinations.get(slide.destination)?.name;
        return name === undefined ? [] : [{ ...slide, name }];
      }),
    },
    hiddenGems: { ...stored.hiddenGems, packages: resolve(stored.hiddenGems.packages) },
    devotionalPlans: {
      ...stored.devotionalPlans,
      places: stored.devotionalPlans.places.flatMap(place),
    },
    trendingDestinations: {
      ...stored.trendingDestinations,
      places: stored.trendingDestinations.places.flatMap(place),
    },
    tours: { ...stored.tours, packages: resolve(stored.tours.packages) },
    darshan: { ...stored.darshan, tiles: stored.darshan.tiles.map(tile) },
    devDarshan: { ...stored.devDarshan, packages: resolve(stored.devDarshan.packages) },
    counts,
  };
  return fillCounts(answer, counts);
}

async function packageCards(
  db: Kysely<Database>,
  slugs: string[],
): Promise<Map<string, HomePackageCard>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('packages')
    .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
    .select([
      'packages.slug',
      'packages.name',
      'packages.description',
      'packages.price',
      'packages.original_price',
      'packages.max_price',
      'packages.gst',
      'packages.days',
      'packages.image',
      'packages.photos',
      'destinations.slug as destination',
      'destinations.name as destination_name',
    ])
    .where('packages.slug', 'in', slugs)
    .where('packages.published', '=', 1)
    .execute();
  return new Map(
    rows.map((row) => [
      row.slug,
      {
        slug: row.slug,
        name: row.name,
        description: row.description,
        destination: row.destination,
        destinationName: row.destination_name,
        price: Number(row.price),
        originalPrice: row.original_price === null ? null : Number(row.original_price),
        // The range and GST as the package's page states them.
        maxPrice: row.max_price === null ? null : Number(row.max_price),
        ...gstField(row.gst),
        days: Number(row.days),
        nights: Math.max(Number(row.days) - 1, 0),
        image: row.image,
        ...photoField(row.photos),
      },
    ]),
  );
}

/** GST as the package's page answers it: absent for a row imported before it was recorded. */
function gstField(column: string | null): Pick<HomePackageCard, 'gst'> {
  const gst = gstOf(column);
  return gst === undefined ? {} : { gst };
}

/** Each destination's current name, and its own photo for a destination card when it has one. */
async function destinationCards(
  db: Kysely<Database>,
): Promise<Map<string, { name: string; photo?: Photo }>> {
  const rows = await db.selectFrom('destinations').select(['slug', 'name', 'photos']).execute();
  return new Map(rows.map((row) => [row.slug, { name: row.name, ...photoField(row.photos) }]));
}

/** The slugs of the destinations with at least one published package. */
async function destinationsWithPackages(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom('destinations')
    .innerJoin('packages', 'packages.destination_id', 'destinations.id')
    .select('destinations.slug')
    .distinct()
    .where('packages.published', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** Destinations with at least one published package, and the published packages. */
export async function catalogueCounts(
  db: Kysely<Database>,
): Promise<Record<HomeCountName, number>> {
  const row = await db
    .selectFrom('packages')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('packages'),
      eb.fn.count<number | string>('destination_id').distinct().as('destinations'),
    ])
    .where('published', '=', 1)
    .executeTakeFirstOrThrow();
  return { packages: Number(row.packages), destinations: Number(row.destinations) };
}

const PLACEHOLDER = new RegExp(`\\{(${HOME_COUNT_PLACEHOLDERS.join('|')})\\}`, 'g');

/** Every "{destinations}" and "{packages}" in the copy, as today's number. */
function fillCounts<T>(value: T, counts: Record<HomeCountName, number>): T {
  if (typeof value === 'string') {
    return value.replace(PLACEHOLDER, (_match, name: HomeCountName) => String(counts[name])) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => fillCounts(item, counts)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillCounts(item, counts)]),
    ) as T;
  }
  return value;
}
