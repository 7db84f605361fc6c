import { listingPath } from '@tour/shared';
import { readSearchMonth } from '../searchMonths';
import { categoryFromText } from './listingCategories';

export interface ListingChoice {
  /** A category code or its words: 'HONEYMOON', 'Friends', a theme's name. */
  category?: string | null;
  /** The searched month, `2026-12`. */
  month?: string | null;
}

/**
 * A destination's listing with the visitor's choices, which the listing reads back:
 * `/goa-tour-packages?category=FAMILY&month=2026-12`. A category the site does not know and a
 * month not written like `2026-12` are left out, so the listing shows every package and this month.
 */
export function listingUrl(destination: string, { category, month }: ListingChoice = {}): string {
  const params = new URLSearchParams();
  const code = categoryFromText(category);
  if (code) params.set('category', code);
  if (month && readSearchMonth(month)) params.set('month', month.trim());
  const query = params.toString();
  return query ? `${listingPath(destination)}?${query}` : listingPath(destination);
}
