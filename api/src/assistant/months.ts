/** Months: reading them from questions and from the seasons written in package texts. */
import { MONTH_NAMES } from '@tour/shared/contracts';
import { MONTH_SPELLINGS } from './vocabulary';

/** Lower-case spellings (normalised text) → month number 1–12. */
const MONTH_WORDS: Record<string, number> = {};
MONTH_NAMES.forEach((name, index) => {
  const lower = name.toLowerCase();
  MONTH_WORDS[lower] = index + 1;
  MONTH_WORDS[lower.slice(0, 3)] = index + 1;
});
MONTH_WORDS.sept = 9;
// Hindi spellings seen in chat (content/assistant/vocabulary.yaml).
Object.assign(MONTH_WORDS, MONTH_SPELLINGS);

export function monthNumber(word: string): number | undefined {
  return MONTH_WORDS[word];
}

/** 11, 12, 1, 2 → "November to February"; gaps make several ranges joined by "and". */
export function describeMonths(months: Iterable<number>): string {
  const set = new Set(months);
  if (set.size === 12) return 'all year';
  if (set.size === 0) return '';
  // Start a run at a month whose predecessor is missing, so ranges may wrap past December.
  const runs: [number, number][] = [];
  for (let m = 1; m <= 12; m += 1) {
    const previous = m === 1 ? 12 : m - 1;
    if (!set.has(m) || set.has(previous)) continue;
    let end = m;
    while (set.has((end % 12) + 1) && (end % 12) + 1 !== m) end = (end % 12) + 1;
    runs.push([m, end]);
  }
  return runs
    .map(([start, end]) =>
      start === end
        ? MONTH_NAMES[start - 1]
        : `${MONTH_NAMES[start - 1]} to ${MONTH_NAMES[end - 1]}`,
    )
    .join(' and ');
}

/** Months from `start` to `end` inclusive, wrapping past December. */
function monthRange(start: number, end: number): number[] {
  const months = [start];
  for (let m = start; m !== end;) {
    m = (m % 12) + 1;
    months.push(m);
  }
  return months;
}

const MONTH_PATTERN =
  '(?:(?:early|mid|late|end of|beginning of)[ -])?(january|february|march|april|may|june|july|august|september|october|november|december)';

/**
 * Months named in a season phrase such as "March to June and October to November",
 * "mid-June to September" or "late December to February". Empty when there are none.
 */
export function parseSeason(phrase: string): Set<number> {
  const lower = phrase.toLowerCase();
  const months = new Set<number>();
  const range = new RegExp(
    `${MONTH_PATTERN}(?:\\s+(?:to|until|till|through|-|–)\\s+${MONTH_PATTERN})?`,
    'g',
  );
  for (const match of lower.matchAll(range)) {
    const start = MONTH_WORDS[match[1]!]!;
    const end = match[2] ? MONTH_WORDS[match[2]]! : start;
    for (const m of monthRange(start, end)) months.add(m);
  }
  return months;
}

/**
 * The season sentence the catalogue writes into a package's information ("The best time for
 * this trip is October to March.", "Good months to go are …", "Plan it for … if you can.",
 * "Go in the months from … for the most comfortable weather."), as its phrase.
 */
export function seasonPhrase(information: string): string | undefined {
  const patterns = [
    /best time (?:for this trip|to (?:go|visit)) is ([^.]+)\./i,
    /good months to go are ([^.]+)\./i,
    /plan it for ([^.]+?) if you can/i,
    /go in the months from ([^.]+?) for the most/i,
    /best (?:season|months?) (?:is|are) ([^.]+)\./i,
  ];
  for (const pattern of patterns) {
    const match = information.match(pattern);
    if (match?.[1] && parseSeason(match[1]).size > 0) return match[1].trim();
  }
  return undefined;
}
