/** The budget a message states: per person, or a total the party shares. */
import { phrasePattern, QUESTION_WORDS } from '../vocabulary';
import { phraseAfter, phraseBefore } from './number-phrases';
import type { Budget } from './types';

const W = QUESTION_WORDS;
const MAX_WORDS = W.budgetMaxWords;
const MIN_WORDS = W.budgetMinWords;
const AROUND_WORDS = W.aroundWords;
const MAX_AFTER = W.maxAfterWords;
const MIN_AFTER = W.minAfterWords;
const AROUND_AFTER = W.aroundAfterWords;
const TOTAL_WORDS = phrasePattern(W.totalWords);
const PER_PERSON_WORDS = phrasePattern(W.perPersonWords);

/** An amount of rupees in the message: its words from `index` to `end`, and its unit if any. */
export interface Amount {
  index: number;
  end: number;
  value: number;
  /** 1000 for "30k", 100000 for "2 lakh"; undefined for digits alone. */
  unit: number | undefined;
}

/** The budget from the amounts found: a range, "around", a minimum or (most often) a maximum. */
export function readBudget(words: string[], amounts: Amount[]): Budget | undefined {
  const first = amounts[0];
  if (!first) return undefined;
  const second = amounts[1];
  // A range: "between 20k and 40k", "20 to 30k", "20 se 30 hazar".
  if (second && second.index - first.end <= 2) {
    const joiner = words.slice(first.end + 1, second.index).join(' ');
    if (/^(to|and|se|or|till|upto)$/.test(joiner)) {
      let low = first.value;
      if (
        first.unit === undefined &&
        second.unit !== undefined &&
        low * second.unit <= second.value
      ) {
        low *= second.unit;
      }
      return { min: Math.min(low, second.value), max: Math.max(low, second.value) };
    }
  }
  const { index, end, value } = first;
  if (phraseBefore(words, index, AROUND_WORDS) || phraseAfter(words, end + 1, AROUND_AFTER)) {
    return { min: Math.round(value * 0.7), max: Math.round(value * 1.15), around: value };
  }
  if (phraseBefore(words, index, MIN_WORDS) || phraseAfter(words, end + 1, MIN_AFTER)) {
    return { min: value };
  }
  if (phraseBefore(words, index, MAX_WORDS) || phraseAfter(words, end + 1, MAX_AFTER)) {
    return { max: value };
  }
  return { max: value };
}

/**
 * The budget per person: a party of several that gives a total ("50k for 2", "total 1 lakh"), or
 * does not say per person, gets its amounts divided, the total kept beside.
 */
export function perPersonBudget(budget: Budget, people: number | undefined, text: string): Budget {
  if (!(people && people > 1 && budget.max !== undefined)) return budget;
  const perPerson = PER_PERSON_WORDS.test(text);
  const total = TOTAL_WORDS.test(text);
  if (!(total || !perPerson)) return budget;
  const amount = budget.max;
  return {
    ...budget,
    max: Math.floor(amount / people),
    ...(budget.min !== undefined ? { min: Math.floor(budget.min / people) } : {}),
    total: { amount, people },
  };
}
