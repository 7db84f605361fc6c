/** Text helpers shared by the question reader and the search index. */
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

/** A light stemmer for search: "temples" → "temple", "ghats" → "ghat"; "pass" stays. */
export function stem(word: string): string {
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Words that carry no meaning for search: English and Hinglish fillers and generic travel words. */
export const STOP_WORDS = new Set(STOP_WORD_LIST);

/** Content words of a text for full-text search: no stop words, no numbers, stemmed. */
export function contentWords(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w) && !/^\d/.test(w) && w.length > 1)
    .map(stem);
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Plain text of stored rich text: tags dropped, common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** ["Goa", "Kerala", "Manali"] → "Goa, Kerala and Manali" (or "or"). */
export function listInWords(items: string[], last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}
