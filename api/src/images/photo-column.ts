/**
 * An item's `photos` column (JSON Photo[], written by the catalogue import) as the API answers
 * it: `{ photo }` with the first photo, the one the site shows, or nothing at all, so an item
 * without photos answers exactly as before and the site shows its drawn landscape.
 */
import type { Photo } from '@tour/shared/contracts';

export function photoField(column: string | null | undefined): { photo?: Photo } {
  if (!column) return {};
  try {
    const photos = JSON.parse(column) as Photo[];
    const photo = Array.isArray(photos) ? photos[0] : undefined;
    return photo ? { photo } : {};
  } catch {
    // Only the import writes the column; a value it did not write is no photo, not a failure.
    return {};
  }
}
