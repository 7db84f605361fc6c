/** The trip's length from what the numbers said, or from words ("a weekend", "a week"). */
import type { DurationAsk } from './types';

/** What the message's numbers said of the trip's length. */
export interface LengthReading {
  days: number | undefined;
  nights: number | undefined;
  /** "up to 5 days" (max), "5 days or more" (min). */
  bound: 'max' | 'min' | undefined;
  /** How the visitor put it: "5 days", "a week". */
  label: string | undefined;
  /** "4 to 5 days": a range, which wins. */
  range: DurationAsk | undefined;
}

/** A range as given; else nights become days + 1 unless days were also given ("4N/5D"). */
export function readTripLength(
  { days, nights, bound, label, range }: LengthReading,
  words: string[],
): DurationAsk | undefined {
  if (range) return range;
  const length = days ?? (nights !== undefined ? nights + 1 : undefined);
  if (length !== undefined && length >= 1 && length <= 60) {
    const said = label ?? `${length} days`;
    if (bound === 'max') return { min: 1, max: length, label: `up to ${said}` };
    if (bound === 'min') return { min: length, max: 60, label: `${said} or more` };
    return { min: length - 1, max: length + 1, target: length, label: said };
  }
  return lengthInWords(` ${words.join(' ')} `);
}

/** A length said in words: "a long weekend", "a week", "a short trip". */
function lengthInWords(text: string): DurationAsk | undefined {
  if (/ long weekend /.test(text)) return { min: 3, max: 4, target: 4, label: 'a long weekend' };
  if (/ weekend /.test(text)) return { min: 2, max: 3, target: 3, label: 'a weekend' };
  if (/ (fortnight|two weeks|2 weeks) /.test(text)) {
    return { min: 12, max: 16, target: 14, label: 'two weeks' };
  }
  if (/ (a week|one week|week long|weeklong|ek hafta|ek hafte|1 week|whole week) /.test(text)) {
    return { min: 6, max: 8, target: 7, label: 'a week' };
  }
  if (/ (short trip|quick trip|short break|chhota trip|chota trip|short holiday) /.test(text)) {
    return { min: 1, max: 4, label: 'a short trip' };
  }
  return undefined;
}
