/** The numbers of a message: what each counts (days, nights, people, rupees) by the word after it. */
import { monthNumber } from '../months';
import { QUESTION_WORDS } from '../vocabulary';
import { readBudget, type Amount } from './budget';
import { numberAt, phraseBefore } from './number-phrases';
import type { Token } from './tokens';
import { readTripLength } from './trip-length';
import type { Budget, DurationAsk } from './types';

const W = QUESTION_WORDS;
const DAY_UNITS = new Set(W.dayUnits);
const NIGHT_UNITS = new Set(W.nightUnits);
const WEEK_UNITS = new Set(W.weekUnits);
const PEOPLE_UNITS = new Set(W.peopleUnits);
const COUPLE_UNITS = new Set(W.coupleUnits);
const KID_UNITS = new Set(W.kidUnits);
const THOUSAND = new Set(W.thousandWords);
const LAKH = new Set(W.lakhWords);
const CURRENCY = new Set(W.currencyWords);
const LENGTH_MAX_WORDS = W.lengthMaxWords;
const LENGTH_MIN_WORDS = W.lengthMinWords;

export interface NumberReading {
  budget?: Budget;
  duration?: DurationAsk;
  people?: number;
}

/** Budget, trip length and party size from the message's numbers ("4 to 5 days", "30k", "2 adults"). */
export function readNumbers(tokens: Token[]): NumberReading {
  const words = tokens.map((t) => t.word);
  const amounts: Amount[] = [];
  let days: number | undefined;
  let nights: number | undefined;
  let durationBound: 'max' | 'min' | undefined;
  let durationLabel: string | undefined;
  let adults = 0;
  let kids = 0;
  let dayRange: DurationAsk | undefined;

  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i]!.used) continue;
    const number = numberAt(tokens, i);
    if (!number) continue;
    let next = i + 1;
    let plus = false;
    if (words[next] === 'plus') {
      plus = true;
      next += 1;
    }
    const unit = words[next] ?? '';
    const mark = (last: number) => {
      for (let k = i; k <= last; k += 1) tokens[k]!.used = true;
    };
    const boundBefore = (): 'max' | 'min' | undefined => {
      if (plus) return 'min';
      if (phraseBefore(words, i, LENGTH_MAX_WORDS)) return 'max';
      return phraseBefore(words, i, LENGTH_MIN_WORDS) ? 'min' : undefined;
    };

    // "4 to 5 days", "20 to 30k": the unit follows the second number only.
    if (/^(to|se|or)$/.test(unit) && !number.word) {
      const second = numberAt(tokens, next + 1);
      const secondUnit = words[next + 2] ?? '';
      if (second && !second.word && (DAY_UNITS.has(secondUnit) || NIGHT_UNITS.has(secondUnit))) {
        const shift = NIGHT_UNITS.has(secondUnit) ? 1 : 0;
        const low = Math.min(number.value, second.value) + shift;
        const high = Math.max(number.value, second.value) + shift;
        dayRange = { min: low, max: high, label: `${low} to ${high} days` };
        mark(next + 2);
        i = next + 2;
        continue;
      }
      if (second && !second.word && (THOUSAND.has(secondUnit) || LAKH.has(secondUnit))) {
        amounts.push({ index: i, end: i, value: number.value, unit: undefined });
        tokens[i]!.used = true;
        continue;
      }
    }

    if (DAY_UNITS.has(unit)) {
      days = number.value;
      durationBound = boundBefore() ?? durationBound;
      durationLabel = `${number.value} ${number.value === 1 ? 'day' : 'days'}`;
      mark(next);
    } else if (NIGHT_UNITS.has(unit)) {
      nights = number.value;
      durationBound = boundBefore() ?? durationBound;
      durationLabel ??= `${number.value} ${number.value === 1 ? 'night' : 'nights'}`;
      mark(next);
    } else if (WEEK_UNITS.has(unit)) {
      days = number.value * 7;
      durationBound = boundBefore() ?? durationBound;
      durationLabel = number.value === 1 ? 'a week' : `${number.value} weeks`;
      mark(next);
    } else if (KID_UNITS.has(unit) && !number.word) {
      kids += number.value;
      mark(next);
    } else if (KID_UNITS.has(unit) && number.word && number.value <= 10) {
      kids += number.value;
      mark(next);
    } else if (PEOPLE_UNITS.has(unit) || (COUPLE_UNITS.has(unit) && words[next + 1] !== 'of')) {
      adults += COUPLE_UNITS.has(unit) ? number.value * 2 : number.value;
      mark(next);
    } else if (unit === 'of' && /^(us|we|hum)$/.test(words[next + 1] ?? '')) {
      adults += number.value;
      mark(next + 1);
    } else if (THOUSAND.has(unit) || LAKH.has(unit)) {
      amounts.push({
        index: i,
        end: next,
        value: number.value * (THOUSAND.has(unit) ? 1000 : 100_000),
        unit: THOUSAND.has(unit) ? 1000 : 100_000,
      });
      mark(next);
    } else if (number.word) {
      continue;
    } else if (CURRENCY.has(words[i - 1] ?? '') || CURRENCY.has(unit)) {
      amounts.push({ index: i, end: i, value: number.value, unit: undefined });
      mark(CURRENCY.has(unit) ? next : i);
    } else if (number.value <= 31 && (monthNumber(unit) || monthNumber(words[i - 1] ?? ''))) {
      tokens[i]!.used = true; // a date such as "15 December"
    } else if (
      number.value >= 1900 &&
      number.value <= 2100 &&
      Number.isInteger(number.value) &&
      !phraseBefore(words, i, ['budget', 'under', 'below', 'within', 'upto'])
    ) {
      tokens[i]!.used = true; // a year
    } else if (number.value >= 1000) {
      amounts.push({ index: i, end: i, value: number.value, unit: undefined });
      tokens[i]!.used = true;
    } else if (
      number.value >= 100 &&
      phraseBefore(words, i, ['budget', 'under', 'below', 'within', 'upto', 'up to', 'around'])
    ) {
      // A small amount after a budget word ("under 500"): taken at face value.
      amounts.push({ index: i, end: i, value: number.value, unit: undefined });
      tokens[i]!.used = true;
    } else if (
      number.value <= 30 &&
      /^(family|group|party)$/.test(words[i - 2] ?? '') &&
      words[i - 1] === 'of'
    ) {
      adults = number.value;
      tokens[i]!.used = true;
    } else if (number.value <= 30 && /^(are|hum|we)$/.test(words[i - 1] ?? '')) {
      adults = number.value;
      tokens[i]!.used = true;
    } else if (number.value <= 20 && words[i - 1] === 'for' && i + 1 >= words.length) {
      adults = number.value;
      tokens[i]!.used = true;
    }
  }

  const reading: NumberReading = {};
  const people = adults + kids;
  if (people > 0) reading.people = people;

  const duration = readTripLength(
    { days, nights, bound: durationBound, label: durationLabel, range: dayRange },
    words,
  );
  if (duration) reading.duration = duration;

  const budget = readBudget(words, amounts);
  if (budget) reading.budget = budget;
  return reading;
}
