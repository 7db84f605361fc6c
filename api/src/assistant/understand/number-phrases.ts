/** Numbers in a message, in digits or words, and the phrases around them. */
import { QUESTION_WORDS } from '../vocabulary';
import type { Token } from './tokens';

export const NUMBER_WORDS: Record<string, number> = QUESTION_WORDS.numberWords;

export function numberAt(tokens: Token[], i: number): { value: number; word: boolean } | undefined {
  const word = tokens[i]?.word;
  if (word === undefined) return undefined;
  if (/^\d+(\.\d+)?$/.test(word)) return { value: Number(word), word: false };
  const value = NUMBER_WORDS[word];
  return value === undefined ? undefined : { value, word: true };
}

/** Words that may stand between a comparison and its number: "budget is rs 30000". */
const NUMBER_FILLER = new Set(QUESTION_WORDS.numberFiller);

/** Whether one of `phrases` ends right before `index`, skipping filler words. */
export function phraseBefore(words: string[], index: number, phrases: string[]): boolean {
  let end = index;
  while (end > 0 && NUMBER_FILLER.has(words[end - 1]!)) end -= 1;
  const before = ` ${words.slice(Math.max(0, end - 4), end).join(' ')} `;
  return phrases.some((p) => before.endsWith(` ${p} `));
}

export function phraseAfter(words: string[], index: number, phrases: string[]): boolean {
  const after = ` ${words.slice(index, index + 3).join(' ')} `;
  return phrases.some((p) => after.startsWith(` ${p} `));
}
