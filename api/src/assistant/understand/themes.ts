/** Themes (categories), the price band (budget or luxury) and hotel stars asked for. */
import type { CategoryCode } from '@tour/shared/contracts';
import { CATEGORY_WORDS, phrasePattern, QUESTION_WORDS } from '../vocabulary';
import { NUMBER_WORDS } from './number-phrases';
import { markPhrase, type Token } from './tokens';
import type { Understanding } from './types';

const LOW_BAND = phrasePattern(QUESTION_WORDS.lowBudgetWords);
const LUXURY_BAND = phrasePattern(QUESTION_WORDS.luxuryWords);

/** Words that hint at a theme when no theme word pins one. */
const SOFT_CATEGORY_WORDS: Record<string, CategoryCode> = QUESTION_WORDS.softCategoryWords;

/** Theme words precise enough to rank packages by ("scuba", "tiger"), unlike "family". */
const SPECIFIC_THEME_WORDS = new Set(QUESTION_WORDS.specificThemeWords);

export function readCategories(tokens: Token[], themeWords: string[]): CategoryCode[] {
  // A camel, jeep or desert safari is an outing, not a wildlife trip.
  for (let i = 1; i < tokens.length; i += 1) {
    if (
      /^safaris?$/.test(tokens[i]!.word) &&
      /^(camel|jeep|desert|dune|dunes)$/.test(tokens[i - 1]!.word)
    ) {
      tokens[i]!.word = 'safari_outing';
    }
  }
  const categories: CategoryCode[] = [];
  const entries = Object.entries(CATEGORY_WORDS) as [CategoryCode, string[]][];
  const phrases = entries
    .flatMap(([code, list]) => list.map((phrase) => ({ code, phrase })))
    .sort((a, b) => b.phrase.split(' ').length - a.phrase.split(' ').length);
  for (const { code, phrase } of phrases) {
    if (markPhrase(tokens, phrase)) {
      if (!categories.includes(code)) categories.push(code);
      if (SPECIFIC_THEME_WORDS.has(phrase)) themeWords.push(...phrase.split(' '));
    }
  }
  for (const t of tokens) if (t.word === 'safari_outing') t.word = 'safari';
  return categories;
}

export function readBand(text: string, tokens: Token[]): Understanding['band'] {
  const luxury = LUXURY_BAND.exec(` ${text} `);
  if (luxury) {
    markPhrase(tokens, luxury[1]!);
    return 'luxury';
  }
  const low = LOW_BAND.exec(` ${text} `);
  if (low) {
    markPhrase(tokens, low[1]!);
    return 'low';
  }
  return undefined;
}

export function readStars(tokens: Token[]): number | undefined {
  for (let i = 0; i + 1 < tokens.length; i += 1) {
    const value = Number(tokens[i]!.word) || NUMBER_WORDS[tokens[i]!.word];
    if (value && value >= 2 && value <= 5 && /^(star|stars|starred)$/.test(tokens[i + 1]!.word)) {
      tokens[i]!.used = true;
      tokens[i + 1]!.used = true;
      return value;
    }
  }
  return undefined;
}

/** Themes the words hint at ("couple" → honeymoon) that `categories` does not hold already. */
export function readSoftCategories(tokens: Token[], categories: CategoryCode[]): CategoryCode[] {
  return [
    ...new Set(
      tokens
        .map((t) => SOFT_CATEGORY_WORDS[t.word])
        .filter((c): c is CategoryCode => c !== undefined && !categories.includes(c)),
    ),
  ];
}
