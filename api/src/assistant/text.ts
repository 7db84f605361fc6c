/** Text helpers shared by the question reader and the search index. */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { STOP_WORD_LIST } from './vocabulary';

/**
 * Lower case without accents, ₹ spelt "rs", digit groups joined ("40,000" → "40000") and
 * everything but letters, digits and decimal points turned into single spaces.
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/₹/g, ' rs ')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/['’‘`]s\b/g, '')
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words of normalised text. */
export function words(text: string): string[] {
  const normal = normalise(text);
  return normal === '' ? [] : normal.split(' ');
}

/**
 * How a searched word meets a word of the text, in every search of the assistant (MiniSearch's
 * own matching, no stemmer of ours): as a prefix from four letters ("trek" finds "trekking"), and
 * one edit away from five ("temples" finds "temple", "ghats" "ghat").
 */
export const WORD_MATCHING = {
  prefix: (term: string) => term.length >= 4,
  fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
} satisfies SearchOptions;

/** Words that answer whether a searched word meets one of them, as WORD_MATCHING says. */
export function matchingWords(words: Iterable<string>): { has(word: string): boolean } {
  const index = new MiniSearch<{ id: number; word: string }>({ fields: ['word'] });
  index.addAll([...new Set(words)].filter(Boolean).map((word, id) => ({ id, word })));
  // Asked again and again about the same words (every package name of a catalogue), so each
  // word is searched once.
  const answers = new Map<string, boolean>();
  return {
    has(word) {
      let found = answers.get(word);
      if (found === undefined) {
        found = index.search(word, WORD_MATCHING).length > 0;
        answers.set(word, found);
      }
      return found;
    },
  };
}

/** Words that carry no meaning for search: English and Hinglish fillers and generic travel words. */
export const STOP_WORDS = new Set(STOP_WORD_LIST);

/** Content words of a text for full-text search: no stop words, no numbers. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => !STOP_WORDS.has(w) && !/^\d/.test(w) && w.length > 1);
}

/** ["Goa", "Kerala", "Manali"] → "Goa, Kerala and Manali" (or "or"). */
export function listInWords(items: string[], last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

/** "char dham yatra" → "Char Dham Yatra": a place or word the visitor typed, for a reply. */
export function titleCase(text: string): string {
  return text.replace(/\b\w/g, (c) => c.toUpperCase());
}
