/** Places in a message: destinations by name, slug, alias or misspelling, regions, the origin. */
import MiniSearch from 'minisearch';
import { normalise, STOP_WORDS } from '../text';
import { REGIONS } from '../vocabulary';
import type { Token } from './tokens';
import type { PlaceEntry } from './types';

interface PlacePhrase {
  words: string[];
  slugs: string[];
  /** 0: a destination's own name or slug; 1: an alias; 2: a region; 3: a misspelling. */
  rank: number;
  region?: string;
}

/** The phrases of each list of places (the catalogue's destinations), made once per list. */
const phrasesOfPlaces = new WeakMap<PlaceEntry[], PlacePhrase[]>();

function placePhrases(places: PlaceEntry[]): PlacePhrase[] {
  let phrases = phrasesOfPlaces.get(places);
  if (!phrases) {
    phrases = placePhrasesOf(places);
    phrasesOfPlaces.set(places, phrases);
  }
  return phrases;
}

function placePhrasesOf(places: PlaceEntry[]): PlacePhrase[] {
  const known = new Set(places.map((p) => p.slug));
  const phrases: PlacePhrase[] = [];
  for (const place of places) {
    for (const name of new Set([normalise(place.name), normalise(place.slug)])) {
      if (name) phrases.push({ words: name.split(' '), slugs: [place.slug], rank: 0 });
    }
    for (const alias of place.aliases) {
      if (alias) phrases.push({ words: alias.split(' '), slugs: [place.slug], rank: 1 });
    }
  }
  for (const [region, slugs] of Object.entries(REGIONS)) {
    const present = slugs.filter((s) => known.has(s));
    if (present.length > 0)
      phrases.push({ words: region.split(' '), slugs: present, rank: 2, region });
  }
  // One phrase may name several destinations ("char dham": Kedarnath and Badrinath).
  const merged = new Map<string, PlacePhrase>();
  for (const phrase of phrases) {
    const key = `${phrase.rank}:${phrase.words.join(' ')}`;
    const existing = merged.get(key);
    if (!existing) merged.set(key, { ...phrase, slugs: [...phrase.slugs] });
    else
      for (const slug of phrase.slugs)
        if (!existing.slugs.includes(slug)) existing.slugs.push(slug);
  }
  return [...merged.values()];
}

/**
 * The one-word names and aliases of six letters or more, for MiniSearch's fuzzy search to find a
 * misspelt one (one edit, two from nine letters). Made once per list of places.
 */
const spellingIndexes = new WeakMap<PlacePhrase[], MiniSearch<{ id: number; word: string }>>();

function spellingIndex(phrases: PlacePhrase[]): MiniSearch<{ id: number; word: string }> {
  let index = spellingIndexes.get(phrases);
  if (!index) {
    index = new MiniSearch<{ id: number; word: string }>({ fields: ['word'] });
    index.addAll(
      phrases.flatMap((phrase, id) =>
        phrase.words.length === 1 && phrase.rank <= 1 && phrase.words[0]!.length >= 6
          ? [{ id, word: phrase.words[0]! }]
          : [],
      ),
    );
    spellingIndexes.set(phrases, index);
  }
  return index;
}

/**
 * The destinations and regions named (misspelt ones too), and where the trip starts when the
 * message says ("from Delhi"); the words of aliases go to `aliasWords`, for the search.
 */
export function readPlaces(
  tokens: Token[],
  places: PlaceEntry[],
  aliasWords: string[],
): { slugs: string[]; regions: string[]; origin?: string } {
  const phrases = placePhrases(places);
  const found: { start: number; length: number; phrase: PlacePhrase }[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    for (const phrase of phrases) {
      if (phrase.words.every((w, k) => tokens[start + k]?.word === w)) {
        found.push({ start, length: phrase.words.length, phrase });
      }
    }
  }
  // Misspellings of one-word names and aliases ("darjeling", "rishikes"), long words only.
  const spellings = spellingIndex(phrases);
  for (let start = 0; start < tokens.length; start += 1) {
    const word = tokens[start]!.word;
    if (word.length < 6 || STOP_WORDS.has(word) || found.some((f) => f.start === start)) continue;
    const [best] = spellings.search(word, { fuzzy: word.length >= 9 ? 2 : 1 });
    if (best) {
      const phrase = phrases[best.id as number]!;
      found.push({ start, length: 1, phrase: { ...phrase, rank: 3 } });
    }
  }
  // Longest first, then own names before aliases; a word belongs to one phrase only.
  found.sort((a, b) => b.length - a.length || a.phrase.rank - b.phrase.rank || a.start - b.start);
  const accepted: typeof found = [];
  for (const f of found) {
    const overlaps = accepted.some(
      (a) => f.start < a.start + a.length && a.start < f.start + f.length,
    );
    if (!overlaps) accepted.push(f);
  }
  accepted.sort((a, b) => a.start - b.start);
  // "from Delhi", "Haridwar se": where the trip starts, not where it goes, when another place is named.
  const isOrigin = (a: (typeof accepted)[number]) =>
    tokens[a.start - 1]?.word === 'from' || tokens[a.start + a.length]?.word === 'se';
  const origins = accepted.length > 1 ? accepted.filter(isOrigin) : [];
  let origin: string | undefined;
  if (origins.length < accepted.length) {
    for (const found of origins) {
      for (let k = 0; k < found.length; k += 1) tokens[found.start + k]!.used = true;
      accepted.splice(accepted.indexOf(found), 1);
      origin ??= found.phrase.words.join(' ');
    }
  }
  // An origin we do not sell ("from Delhi") is no search word either.
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const next = tokens[i + 1]!;
    if (tokens[i]!.word === 'from' && !next.used && !/^\d/.test(next.word)) {
      const isPlace = accepted.some((a) => a.start === i + 1);
      if (!isPlace) {
        next.used = true;
        origin ??= next.word;
      }
    }
  }
  const slugs: string[] = [];
  const regions: string[] = [];
  for (const a of accepted) {
    for (let k = 0; k < a.length; k += 1) tokens[a.start + k]!.used = true;
    if (a.phrase.region) regions.push(a.phrase.region);
    if (a.phrase.rank === 1) aliasWords.push(a.phrase.words.join(' '));
    for (const slug of a.phrase.slugs) if (!slugs.includes(slug)) slugs.push(slug);
  }
  return { slugs, regions, ...(origin ? { origin } : {}) };
}
