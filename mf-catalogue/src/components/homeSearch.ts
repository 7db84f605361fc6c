import type { QueryClient } from '@tanstack/react-query';
import {
  CATEGORY_CODES,
  destinationsQuery,
  type ComboOption,
  findOptionByName,
} from '@tour/shared';
import { searchPackages, type SearchEnvelope } from '../api/packages';
import { categoryFromText, searchCategoryId } from './listing/listingCategories';
import { listingUrl } from './listing/listingUrl';
import { ANY_MONTH, readSearchMonth } from './searchMonths';

/** What the home search bar sends: typed text, and the ids of what was chosen from a list. */
export interface HomeSearchFields {
  destination: string;
  category: string;
  /** `2026-12`, or '' for any month. */
  month: string;
  destinationId?: number | null;
  categoryId?: number | null;
}

/** Where a search leads; the spec's words for a failure, which stays on the home page. */
export type HomeSearchOutcome =
  | { kind: 'missing'; message: typeof DESTINATION_REQUIRED }
  | { kind: 'failed'; message: 'Something went wrong!' }
  | { kind: 'noResult'; message: string }
  | { kind: 'listing'; url: string; response: SearchEnvelope };

/**
 * Only the destination is needed: a category or a month narrows a search, and a traveller who
 * has not chosen them still wants to see the place (the spec asks for both fields and says 'All
 * fields are required!': our departure, listed in the README).
 */
export const DESTINATION_REQUIRED = 'Please enter a destination.';

const MISSING = { kind: 'missing', message: DESTINATION_REQUIRED } as const;
const FAILED = { kind: 'failed', message: 'Something went wrong!' } as const;

/**
 * The home search of spec §2, for the search bar in the browser and for its form posted without
 * the app (the server answers `/?destination=…&category=…&month=…` with the same listing):
 * - no destination: DESTINATION_REQUIRED (a category and a month are optional);
 * - the destinations or the search not reachable: 'Something went wrong!' (a slow or briefly
 *   down API is not "no result");
 * - a destination we do not know, or no package: the no-result page, with the API's message;
 * - else the destination's listing, with the category and month (if any) in its URL.
 */
export async function runHomeSearch(
  client: QueryClient,
  fields: HomeSearchFields,
): Promise<HomeSearchOutcome> {
  if (!fields.destination.trim()) return MISSING;
  let destinations: readonly ComboOption[];
  try {
    destinations = await client.fetchQuery(destinationsQuery());
  } catch (error) {
    console.error('[catalogue] could not load destinations for the search', error);
    return FAILED;
  }
  const destinationId =
    fields.destinationId ?? findOptionByName(destinations, fields.destination)?.id ?? 0;
  // A category typed without picking it from the list still counts when the site knows it by
  // those words ('friends', 'Seasonal'); only text it cannot place searches every category.
  const category =
    (fields.categoryId ? CATEGORY_CODES[fields.categoryId - 1] : undefined) ??
    categoryFromText(fields.category);
  // A destination that is not in our list cannot match anything: no need to ask.
  if (!destinationId) return { kind: 'noResult', message: 'No result found.' };

  let response: SearchEnvelope;
  try {
    response = await searchPackages({
      destinationId,
      categoryId: category ? searchCategoryId(category) : null,
      date: fields.month ? `${fields.month}-01` : null,
    });
  } catch (error) {
    console.error('[catalogue] package search failed', error);
    return FAILED;
  }
  const main = response?.code === 1 ? response.data?.mainPackageResponse : undefined;
  if (!main) return { kind: 'noResult', message: response?.message?.trim() || 'No result found.' };
  // The listing reads the category (ticked in its filter) and the month from the URL, not from
  // the response, whose categoryName is a guess when no category was asked for.
  return {
    kind: 'listing',
    url: listingUrl(main.destinationName, { category, month: fields.month }),
    response,
  };
}

/** The search bar's fields as its form names them in a URL: `?destination=Goa&category=…&month=…`. */
export function searchFieldsFromUrl(search: string): HomeSearchFields | null {
  const params = new URLSearchParams(search);
  if (!['destination', 'category', 'month'].some((name) => params.has(name))) return null;
  const month = params.get('month') ?? '';
  return {
    destination: params.get('destination') ?? '',
    category: params.get('category') ?? '',
    // A month not written as the picker writes it searches any month.
    month: readSearchMonth(month) ? month.trim() : ANY_MONTH.value,
  };
}

/** The query cache's key for the outcome of the search a URL carries (its form, posted). */
export const homeSearchKey = (search: string) => ['homeSearch', search] as const;
