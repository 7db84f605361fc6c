/**
 * A destination's listing page (the spec's search response): the destination, its FAQ split
 * into questions and answers, and its packages.
 */
import type { Kysely } from 'kysely';
import {
  sortListing,
  type AnswerResponse,
  type CategoryCode,
  type ListingSort,
  type PackageListItem,
  type QuestionResponse,
  type SearchResponseData,
  type SortFacts,
} from '@tour/shared/contracts';
import type { Database } from '../db/schema';
import { landscapeImage } from '../images/illustrations';
import { photoField } from '../images/photo-column';
import { decodeMonths, suitsMonth } from './package-months';
import { decodePackageFacts } from './package-facts';

export type DestinationKey = { id: number } | { slug: string };

export interface ListingChoice {
  /** The category the visitor asked for. */
  category?: CategoryCode;
  /** The month of the year (1–12) the visitor asked for. */
  month?: number;
}

/** A listing's order and price range (query parameters of the listing calls). */
export interface ListingView {
  sort?: ListingSort;
  /** Rupees per person, matched against each entry's starting price. */
  minPrice?: number;
  maxPrice?: number;
}

/** Entries whose starting price is within the range, in the chosen order. */
export function viewListing<T>(
  items: readonly T[],
  { sort = 'recommended', minPrice, maxPrice }: ListingView,
  facts: (item: T) => SortFacts,
): T[] {
  const inRange = items.filter((item) => {
    const { price } = facts(item);
    return (
      (minPrice === undefined || price >= minPrice) && (maxPrice === undefined || price <= maxPrice)
    );
  });
  return sortListing(inRange, sort, facts);
}

/** The listing's packages in the view's order and price range; null when none is left. */
export function viewDestinationListing(
  listing: SearchResponseData,
  view: ListingView,
): SearchResponseData | null {
  const packageList = viewListing(listing.packageList, view, (p) => ({
    price: p.price,
    days: p.durationDay,
  }));
  return packageList.length > 0 ? { ...listing, packageList } : null;
}

/**
 * Every package of the destination, cheapest first, with the chosen category's packages moved
 * to the front and, within that, the ones that suit the chosen month (the site filters by
 * category itself, and an empty page for a category or month the destination lacks would hide
 * packages the visitor may still want). Null when the destination is unknown or has no published
 * packages (unpublished ones are never shown).
 */
export async function findDestinationListing(
  db: Kysely<Database>,
  key: DestinationKey,
  { category: chosenCategory, month }: ListingChoice = {},
): Promise<SearchResponseData | null> {
  const destination = await db
    .selectFrom('destinations')
    .select(['id', 'name', 'description', 'landscape', 'photos'])
    .where((eb) => ('id' in key ? eb('id', '=', key.id) : eb('slug', '=', key.slug)))
    .executeTakeFirst();
  if (!destination) return null;

  const [packages, faqs] = await Promise.all([
    db
      .selectFrom('packages')
      .select([
        'id',
        'name',
        'description',
        'price',
        'days',
        'image',
        'rating',
        'category',
        'months',
        'photos',
        'max_price',
        'stay',
        'includes',
        'gst',
        'difficulty',
      ])
      .where('destination_id', '=', destination.id)
      .where('published', '=', 1)
      .orderBy('price')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('faqs')
      .select(['id', 'question', 'answer'])
      .where('destination_id', '=', destination.id)
      .orderBy('id')
      .execute(),
  ]);
  if (packages.length === 0) return null;

  const packageList: PackageListItem[] = packages
    .map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      price: p.price,
      durationDay: p.days,
      image: p.image,
      rating: p.rating,
      // The column only ever receives CATEGORY_CODES values.
      category: p.category as CategoryCode,
      months: decodeMonths(p.months),
      ...photoField(p.photos),
      maxPrice: p.max_price,
      ...decodePackageFacts(p),
    }))
    // Array.prototype.sort is stable: the price order holds within each group.
    .sort(
      (a, b) =>
        Number(b.category === chosenCategory) - Number(a.category === chosenCategory) ||
        (month === undefined
          ? 0
          : Number(suitsMonth(b.months, month)) - Number(suitsMonth(a.months, month))),
    );

  const questionResponses: QuestionResponse[] = faqs.map(({ id, question }) => ({ id, question }));
  const answerResponses: AnswerResponse[] = faqs.flatMap(({ id, answer }) =>
    answer === null ? [] : [{ questionId: id, answer }],
  );

  return {
    mainPackageResponse: {
      destinationName: destination.name,
      name: `${destination.name} Tour Packages`,
      description: destination.description,
      bannerImage: landscapeImage(destination.landscape),
      categoryName: chosenCategory ?? packageList[0]!.category,
      ...photoField(destination.photos),
    },
    questionResponses,
    answerResponses,
    packageList,
  };
}
