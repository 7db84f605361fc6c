/**
 * Other names of our destinations ('Leh', 'Pondy', 'Puducherry') for the search: the assistant's
 * table (content/assistant/vocabulary.yaml, destinationAliases), so one list serves the chat, the
 * search bars' suggestions and a search typed without picking from them.
 */
import { DESTINATION_ALIASES } from '../assistant/vocabulary';
import { normalise } from '../assistant/text';

/** A destination's other names, normalised (lower case, single spaces); [] when it has none. */
export function aliasesOf(slug: string): string[] {
  return [...new Set((DESTINATION_ALIASES[slug] ?? []).map(normalise))].filter(Boolean);
}

/**
 * The slug of the one destination that `text` is another name of, or null: for none, and for a
 * name two destinations share ('char dham'), which is no answer to "which listing".
 */
export function slugForAlias(text: string): string | null {
  const wanted = normalise(text);
  if (!wanted) return null;
  const slugs = Object.keys(DESTINATION_ALIASES).filter((slug) => aliasesOf(slug).includes(wanted));
  return slugs.length === 1 ? slugs[0]! : null;
}
