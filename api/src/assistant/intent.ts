/** Reads what a chat message is about: a greeting, or a destination we know. */

export interface NamedPlace {
  name: string;
  slug: string;
}

/** Lower case, with everything but letters and digits turned into single spaces. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const GREETING =
  /^(hi+|hello+|hey+|hiya|howdy|greetings|namaste|namaskar(am)?|good (morning|afternoon|evening|day))\b/;

export function isGreeting(text: string): boolean {
  return GREETING.test(normalise(text));
}

/**
 * The destination named earliest in the text, matched on whole words by name or slug
 * ("Vaishno Devi", "vaishno-devi"), so "Goa" does not match inside "goal".
 */
export function findMentionedPlace<T extends NamedPlace>(text: string, places: T[]): T | undefined {
  const haystack = ` ${normalise(text)} `;
  let best: { place: T; index: number } | undefined;
  for (const place of places) {
    for (const needle of new Set([normalise(place.name), normalise(place.slug)])) {
      const index = haystack.indexOf(` ${needle} `);
      if (index >= 0 && (best === undefined || index < best.index)) best = { place, index };
    }
  }
  return best?.place;
}
