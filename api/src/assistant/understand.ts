/**
 * Reads a chat message into what a search needs: destinations (names, slugs, aliases, regions,
 * misspellings), themes, budget, trip length, month, group size, and what kind of message it
 * is (small talk, an FAQ-like question, a policy question, off-topic). English and common
 * Hinglish. Pure: no database, no clock unless the message says "this month".
 */
import type { CategoryCode } from '@tour/shared/contracts';
import { monthNumber } from './months';
import MiniSearch from 'minisearch';
import { normalise, STOP_WORDS } from './text';
import {
  CATEGORY_WORDS,
  FOREIGN_PLACES,
  MONTH_PHRASES,
  phrasePattern,
  QUESTION_WORDS,
  REGIONS,
  SEARCH_SYNONYMS,
} from './vocabulary';

export interface PlaceEntry {
  slug: string;
  name: string;
  /** Normalised aliases (vocabulary.ts). */
  aliases: string[];
}

export interface Budget {
  /** Per person, in rupees. */
  min?: number;
  max?: number;
  /** The visitor gave a total for the whole group; min/max are already divided. */
  total?: { amount: number; people: number };
  /** "around 30k": max is a little above, min a little below. */
  around?: number;
}

export interface DurationAsk {
  min: number;
  max: number;
  /** The length asked for, when one was ("5 days" → 5; "a week" → 7). */
  target?: number;
  /** How the visitor put it, for the reply: "5 days", "a weekend". */
  label: string;
}

export interface MonthAsk {
  months: number[];
  /** "December", "Diwali", "the monsoon". */
  label: string;
  /** With its preposition: "in December", "for Diwali". */
  when: string;
}

export type FaqTopic =
  | 'season'
  | 'reach'
  | 'permit'
  | 'days'
  | 'pack'
  | 'food'
  | 'shop'
  | 'safe'
  | 'network'
  | 'altitude'
  | 'registration'
  | 'open'
  | 'wear'
  | 'helicopter'
  | 'snow'
  | 'children'
  | 'trek';

export type PolicyTopic = 'cancellation' | 'payment' | 'checkin' | 'id' | 'inclusions';

export interface Understanding {
  /** Normalised text. */
  text: string;
  /** Matched destinations by slug, in the order named. */
  destinationSlugs: string[];
  /** Regions named ("Uttarakhand"), already expanded into destinationSlugs. */
  regions: string[];
  categories: CategoryCode[];
  /** Hints that favour a category without requiring it ("couple" → honeymoon). */
  softCategories: CategoryCode[];
  budget?: Budget;
  band?: 'low' | 'luxury';
  /** Minimum hotel stars asked for ("4 star"). */
  minStars?: number;
  duration?: DurationAsk;
  month?: MonthAsk;
  people?: number;
  smallTalk?: 'greeting' | 'thanks' | 'farewell';
  /** Starts with a greeting ("Hi, ..."). */
  greeting: boolean;
  offTopic?: 'flights' | 'other';
  /** A place abroad we do not sell ("Maldives"), as written in our list. */
  abroad?: string;
  /** FAQ subjects asked about, strongest first. */
  topics: FaqTopic[];
  policy?: PolicyTopic;
  /** Asks about GST or taxes on the price ("do your prices include GST?"). */
  tax: boolean;
  /** Where the trip would start, as written ("from Delhi" → "delhi"); not a destination. */
  origin?: string;
  priceQuestion: boolean;
  /** Words such as package, tour, trip, holiday, "jana hai". */
  tripWords: boolean;
  /** Phrased as a question. */
  question: boolean;
  /** Remaining content words for full-text search (stemmed), aliases and synonyms included. */
  keywords: string[];
}

// ---------------------------------------------------------------------------------------------
// Word lists

// The words themselves are data: content/assistant/vocabulary.yaml (see vocabulary.ts).
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
const NUMBER_WORDS: Record<string, number> = W.numberWords;
const LENGTH_MAX_WORDS = W.lengthMaxWords;
const LENGTH_MIN_WORDS = W.lengthMinWords;
const MAX_WORDS = W.budgetMaxWords;
const MIN_WORDS = W.budgetMinWords;
const AROUND_WORDS = W.aroundWords;
const MAX_AFTER = W.maxAfterWords;
const MIN_AFTER = W.minAfterWords;
const AROUND_AFTER = W.aroundAfterWords;
const TOTAL_WORDS = phrasePattern(W.totalWords);
const PER_PERSON_WORDS = phrasePattern(W.perPersonWords);

const LOW_BAND = phrasePattern(W.lowBudgetWords);
const LUXURY_BAND = phrasePattern(W.luxuryWords);
const PRICE_QUESTION = phrasePattern(W.priceQuestionWords);
const TRIP_WORDS = phrasePattern(W.tripWords);
const QUESTION_START = phrasePattern(W.questionStartWords, { atStart: true });

const GREETINGS = W.greetings;
const THANKS = W.thanks;
const FAREWELLS = W.farewells;
/** Words that may surround a greeting or thanks without making it a question. */
const SMALL_TALK_FILLER = new Set(W.smallTalkFiller);

const FAQ_TOPICS: { topic: FaqTopic; ask: RegExp; strong: boolean }[] = [
  {
    topic: 'season',
    strong: true,
    ask: /\b(best time|right time|ideal time|good time|best season|best month|best months|which month|what month|when (?:to|should (?:i|we)|is it (?:good|best) to|can (?:i|we)) (?:go|visit|travel|plan)|kab (?:jaye|jayen|jaen|jana|jaana|jaaye|jaayen)|kis mahine|best mahina|kaunsa mahina|konsa mahina|sahi samay|kab jana chahiye|kab jaana chahiye|mausam|weather|climate)\b/,
  },
  {
    topic: 'reach',
    strong: true,
    ask: /\b(how (?:to|do i|do we|can i|can we|should i|should we|does one) (?:reach|get to|go to|travel to|get there)|reach|reaching|nearest airport|nearest railway|railway station|kaise (?:pahunche|pahunchen|pohoche|pahuche|pahunchu|jaye|jayen|jaen|jaaye|jaun|jaate))\b/,
  },
  { topic: 'permit', strong: true, ask: /\b(permit|permits|inner line|ilp|protected area)\b/ },
  {
    topic: 'days',
    strong: true,
    ask: /\b(how many days|kitne din|days (?:are )?enough|days needed|days do (?:i|we) need|how long should (?:i|we) (?:stay|spend))\b/,
  },
  {
    topic: 'pack',
    strong: true,
    ask: /\b(pack|packing|what to carry|kya le jaye|kya leke jaye)\b/,
  },
  {
    topic: 'food',
    strong: true,
    ask: /\b(food|eat|eating|cuisine|dishes|khana|khaana|langar|local dish)\b/,
  },
  {
    topic: 'shop',
    strong: true,
    ask: /\b(shopping|what to buy|what can i buy|souvenirs?|kharidari)\b/,
  },
  { topic: 'safe', strong: true, ask: /\b(safe|safety|secure|surakshit)\b/ },
  {
    topic: 'network',
    strong: true,
    ask: /\b(network|sim|mobile|phones?|internet|signal|wifi|wi fi|jio|airtel)\b/,
  },
  { topic: 'altitude', strong: true, ask: /\b(altitude|ams|oxygen|breathless)\b/ },
  { topic: 'registration', strong: true, ask: /\b(registration|register|registered)\b/ },
  {
    topic: 'open',
    strong: true,
    ask: /\b(open|opens|opening|closed|closing|kapat|timings?|darshan time|khulta|khulte|khulti|khulega|khulenge|band hota|band rehta)\b/,
  },
  { topic: 'wear', strong: true, ask: /\b(wear|dress code|dress|kapde)\b/ },
  { topic: 'helicopter', strong: false, ask: /\bhelicopter\b/ },
  { topic: 'snow', strong: false, ask: /\b(snow|snowfall|barf|baraf)\b/ },
  {
    topic: 'children',
    strong: false,
    ask: /\b(children|kids|child|elderly|older|senior citizens?|old age|grandparents)\b/,
  },
  { topic: 'trek', strong: false, ask: /\b(trek|walk|how long is|how far|distance)\b/ },
];

/** Which FAQ questions answer a topic. */
export const FAQ_TOPIC_QUESTIONS: Record<FaqTopic, RegExp> = {
  season: /best time|best season|best months?|when is the best/i,
  reach: /\breach\b|get to|how do i get/i,
  permit: /permit/i,
  days: /how many days/i,
  pack: /pack|carry/i,
  food: /\beat\b|food|drink/i,
  shop: /\bbuy\b|shop/i,
  safe: /\bsafe\b/i,
  network: /network|mobile|phones/i,
  altitude: /altitude/i,
  registration: /registration|register/i,
  open: /\bopen\b|timings|closed/i,
  wear: /\bwear\b|dress/i,
  helicopter: /helicopter/i,
  snow: /snow/i,
  children: /children|elderly|older/i,
  trek: /trek|walk|how long/i,
};

const INCLUSION_ASK =
  /\b(include|included|includes|including|inclusion|inclusions|exclude|excluded|excludes|exclusion|exclusions|inclusive)\b/;

const POLICY_TOPICS: { topic: PolicyTopic; ask: RegExp }[] = [
  {
    topic: 'cancellation',
    ask: /\b(cancel|cancels|cancellation|cancelling|refund|refunds|refundable)\b/,
  },
  {
    topic: 'payment',
    ask: /\b(advance|payment|payments|pay|paying|emi|instalments?|installments?|balance|deposit|booking amount|token amount|confirmation|confirmed)\b/,
  },
  { topic: 'checkin', ask: /\b(check in|checkin|check out|checkout)\b/ },
  { topic: 'id', ask: /\b(id proof|photo id|aadhaar|aadhar|identity card|id card)\b/ },
  { topic: 'inclusions', ask: INCLUSION_ASK },
];

const OFF_TOPIC: { kind: 'flights' | 'other'; pattern: RegExp }[] = [
  {
    kind: 'flights',
    pattern:
      /\b(flight|flights|air ticket|air tickets|plane ticket|airfare|train ticket|train tickets|irctc|pnr|tatkal|bus ticket|bus tickets|visa|passport)\b/,
  },
  {
    kind: 'other',
    pattern:
      /\b((?<!dress )code|coding|python|javascript|typescript|java|programming|sql|html|css|debug|algorithm|compile|leetcode|regex|politics|political|election|elections|voting|bjp|congress|modi|prime minister|chief minister|parliament|cricket|ipl|football|fifa|world cup|kohli|dhoni|stock|stocks|share market|sensex|nifty|bitcoin|crypto|loan|mutual fund|recipe|movie|movies|song|songs|joke|jokes|poem|homework|essay|capital of|who won|translate|meaning of|news|horoscope)\b/,
  },
];

/** GST and tax on the price: answered from the one GST rule, never searched for. */
const TAX_WORDS = ['goods and services tax', 'gst', 'taxes', 'tax'];

/** Words that hint at a theme when no theme word pins one. */
const SOFT_CATEGORY_WORDS: Record<string, CategoryCode> = W.softCategoryWords;

/** Hinglish and conversational words that never help a search. */
const EXTRA_STOP = new Set(W.extraStopWords);

// ---------------------------------------------------------------------------------------------

interface Token {
  word: string;
  used: boolean;
}

export interface UnderstandOptions {
  /** Today's month 1–12 in India, for "this month" / "next month". */
  currentMonth?: number;
}

export function understand(
  input: string,
  places: PlaceEntry[],
  options: UnderstandOptions = {},
): Understanding {
  const text = normalise(prepare(input))
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2');
  const tokens: Token[] = text === '' ? [] : text.split(' ').map((word) => ({ word, used: false }));
  const padded = ` ${text} `;

  const smallTalk = readSmallTalk(tokens);
  const greeting = tokens.length > 0 && startsWithGreeting(text);

  const aliasWords: string[] = [];
  const { slugs, regions, origin } = readPlaces(tokens, places, aliasWords);
  // Every tax word is marked, so none is left over as a search word.
  const tax = TAX_WORDS.map((phrase) => markPhrase(tokens, phrase)).some(Boolean);
  const band = readBand(text, tokens);
  const minStars = readStars(tokens);
  const themeWords: string[] = [];
  const categories = readCategories(tokens, themeWords);
  const month = readMonth(tokens, options.currentMonth);
  const numbers = readNumbers(tokens);

  let people = numbers.people;
  if (people === undefined) people = readPeopleWords(padded);

  let budget = numbers.budget;
  if (budget && people && people > 1 && budget.max !== undefined) {
    const perPerson = PER_PERSON_WORDS.test(text);
    const total = TOTAL_WORDS.test(text);
    if (total || !perPerson) {
      const amount = budget.max;
      budget = {
        ...budget,
        max: Math.floor(amount / people),
        ...(budget.min !== undefined ? { min: Math.floor(budget.min / people) } : {}),
        total: { amount, people },
      };
    }
  }

  const topics = FAQ_TOPICS.filter((t) => t.ask.test(padded))
    .sort((a, b) => Number(b.strong) - Number(a.strong))
    .map((t) => t.topic);
  const policy = POLICY_TOPICS.find((p) => p.ask.test(padded))?.topic;
  // "Do your prices include flights?" asks about flights: the words of the asking are no item.
  if (policy === 'inclusions' || tax) {
    for (const token of tokens) if (INCLUSION_ASK.test(token.word)) token.used = true;
    const price = PRICE_QUESTION.exec(padded);
    if (price) markPhrase(tokens, price[1]!);
  }
  const offTopic = OFF_TOPIC.find((o) => o.pattern.test(padded))?.kind;
  const abroad = FOREIGN_PLACES.find((place) => padded.includes(` ${normalise(place)} `));
  if (abroad) markPhrase(tokens, normalise(abroad));
  const softCategories = [
    ...new Set(
      tokens
        .map((t) => SOFT_CATEGORY_WORDS[t.word])
        .filter((c): c is CategoryCode => c !== undefined && !categories.includes(c)),
    ),
  ];

  const keywords = new Set<string>();
  for (const token of tokens) {
    if (token.used) continue;
    const word = token.word;
    if (STOP_WORDS.has(word) || EXTRA_STOP.has(word) || /^\d/.test(word) || word.length < 3)
      continue;
    if (monthNumber(word) !== undefined) continue;
    const synonyms = SEARCH_SYNONYMS[word];
    if (synonyms) for (const synonym of synonyms) keywords.add(synonym);
    else keywords.add(word);
  }
  for (const alias of aliasWords) for (const w of alias.split(' ')) keywords.add(w);
  for (const word of themeWords) keywords.add(word);

  return {
    text,
    destinationSlugs: slugs,
    regions,
    categories,
    softCategories,
    ...(budget ? { budget } : {}),
    ...(band && !(band === 'low' && budget) ? { band } : {}),
    ...(minStars ? { minStars } : {}),
    ...(numbers.duration ? { duration: numbers.duration } : {}),
    ...(month ? { month } : {}),
    ...(people ? { people } : {}),
    ...(smallTalk ? { smallTalk } : {}),
    greeting,
    ...(offTopic ? { offTopic } : {}),
    ...(abroad ? { abroad } : {}),
    topics,
    ...(policy ? { policy } : {}),
    tax,
    ...(origin ? { origin } : {}),
    priceQuestion: PRICE_QUESTION.test(padded),
    tripWords: TRIP_WORDS.test(padded),
    question: /\?\s*$/.test(input) || QUESTION_START.test(text),
    keywords: [...keywords],
  };
}

/** Keeps ranges, "+" and "/-" readable before normalising: "20-30k" → "20 to 30k". */
function prepare(input: string): string {
  return input
    .replace(/(\d)\s*(?:-|–|—)\s*(?=\d)/g, '$1 to ')
    .replace(/(\d[\d,.]*\s*[kKlL]?)\s*\+/g, '$1 plus ')
    .replace(/\/-/g, ' rs ');
}

// ---------------------------------------------------------------------------------------------
// Small talk

function startsWithGreeting(text: string): boolean {
  return GREETINGS.some((g) => text === g || text.startsWith(`${g} `));
}

function readSmallTalk(tokens: Token[]): Understanding['smallTalk'] {
  if (tokens.length === 0) return undefined;
  const text = tokens.map((t) => t.word).join(' ');
  let rest = ` ${text} `;
  let kind: Understanding['smallTalk'];
  const strip = (phrases: string[], found: NonNullable<Understanding['smallTalk']>) => {
    for (const phrase of [...phrases].sort((a, b) => b.length - a.length)) {
      const needle = ` ${phrase} `;
      while (rest.includes(needle)) {
        rest = rest.replace(needle, ' ');
        if (!kind || found === 'thanks' || (found === 'farewell' && kind === 'greeting')) {
          kind = found;
        }
      }
    }
  };
  strip(THANKS, 'thanks');
  strip(FAREWELLS, 'farewell');
  strip(GREETINGS, 'greeting');
  if (!kind) return undefined;
  const left = rest.split(' ').filter((w) => w && !SMALL_TALK_FILLER.has(w));
  return left.length === 0 ? kind : undefined;
}

// ---------------------------------------------------------------------------------------------
// Places

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

function readPlaces(
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

// ---------------------------------------------------------------------------------------------
// Themes, band, stars

function markPhrase(tokens: Token[], phrase: string): boolean {
  const words = phrase.split(' ');
  let hit = false;
  for (let start = 0; start + words.length <= tokens.length; start += 1) {
    if (words.every((w, k) => tokens[start + k]!.word === w && !tokens[start + k]!.used)) {
      for (let k = 0; k < words.length; k += 1) tokens[start + k]!.used = true;
      hit = true;
    }
  }
  return hit;
}

/** Theme words precise enough to rank packages by ("scuba", "tiger"), unlike "family". */
const SPECIFIC_THEME_WORDS = new Set(W.specificThemeWords);

function readCategories(tokens: Token[], themeWords: string[]): CategoryCode[] {
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

function readBand(text: string, tokens: Token[]): Understanding['band'] {
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

function readStars(tokens: Token[]): number | undefined {
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

// ---------------------------------------------------------------------------------------------
// Months

function readMonth(tokens: Token[], currentMonth?: number): MonthAsk | undefined {
  const months: number[] = [];
  let label: string | undefined;
  const words = tokens.map((t) => t.word);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const month = monthNumber(word);
    if (month === undefined) continue;
    const before = words[i - 1] ?? '';
    const after = words[i + 1] ?? '';
    if (word === 'may' || word === 'mar') {
      const monthLike =
        /^(in|during|this|next|of|mid|early|late|end|month|or|and|till|to|from|until|by|last)$/.test(
          before,
        ) ||
        /^(me|mein|month|mahine|\d+)$/.test(after) ||
        /^\d+$/.test(before);
      if (!monthLike) continue;
    }
    tokens[i]!.used = true;
    if (!months.includes(month)) months.push(month);
  }
  if (months.length > 0) {
    label = months.length === 1 ? monthName(months[0]!) : undefined;
  }
  if (months.length === 0) {
    const text = ` ${words.join(' ')} `;
    const relative = /\b(this month|is mahine|isi mahine)\b/.test(text)
      ? 0
      : /\b(next month|agle mahine|agla mahina)\b/.test(text)
        ? 1
        : undefined;
    if (relative !== undefined && currentMonth) {
      const month = ((currentMonth - 1 + relative) % 12) + 1;
      return { months: [month], label: monthName(month), when: `in ${monthName(month)}` };
    }
    let rest = text;
    for (const entry of MONTH_PHRASES) {
      if (rest.includes(` ${entry.phrase} `)) {
        rest = rest.replace(` ${entry.phrase} `, ' ');
        for (const m of entry.months) if (!months.includes(m)) months.push(m);
        label ??= entry.label;
      }
    }
  }
  if (months.length === 0) return undefined;
  const named = label ?? months.map(monthName).join(' or ');
  return {
    months,
    label: named,
    when: label && !MONTH_LABELS.has(label) ? `for ${named}` : `in ${named}`,
  };
}

const MONTH_LABELS = new Set(Array.from({ length: 12 }, (_, i) => monthName(i + 1)));

function monthName(month: number): string {
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-IN', {
    month: 'long',
    timeZone: 'UTC',
  });
}

// ---------------------------------------------------------------------------------------------
// Numbers: budget, trip length, people

interface NumberReading {
  budget?: Budget;
  duration?: DurationAsk;
  people?: number;
}

function numberAt(tokens: Token[], i: number): { value: number; word: boolean } | undefined {
  const word = tokens[i]?.word;
  if (word === undefined) return undefined;
  if (/^\d+(\.\d+)?$/.test(word)) return { value: Number(word), word: false };
  const value = NUMBER_WORDS[word];
  return value === undefined ? undefined : { value, word: true };
}

/** Words that may stand between a comparison and its number: "budget is rs 30000". */
const NUMBER_FILLER = new Set(W.numberFiller);

/** Whether one of `phrases` ends right before `index`, skipping filler words. */
function phraseBefore(words: string[], index: number, phrases: string[]): boolean {
  let end = index;
  while (end > 0 && NUMBER_FILLER.has(words[end - 1]!)) end -= 1;
  const before = ` ${words.slice(Math.max(0, end - 4), end).join(' ')} `;
  return phrases.some((p) => before.endsWith(` ${p} `));
}

function phraseAfter(words: string[], index: number, phrases: string[]): boolean {
  const after = ` ${words.slice(index, index + 3).join(' ')} `;
  return phrases.some((p) => after.startsWith(` ${p} `));
}

function readNumbers(tokens: Token[]): NumberReading {
  const words = tokens.map((t) => t.word);
  const amounts: { index: number; end: number; value: number; unit: number | undefined }[] = [];
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

  // Trip length: nights become days + 1 unless days were also given ("4N/5D").
  const length = days ?? (nights !== undefined ? nights + 1 : undefined);
  if (dayRange) {
    reading.duration = dayRange;
  } else if (length !== undefined && length >= 1 && length <= 60) {
    const label = durationLabel ?? `${length} days`;
    if (durationBound === 'max')
      reading.duration = { min: 1, max: length, label: `up to ${label}` };
    else if (durationBound === 'min')
      reading.duration = { min: length, max: 60, label: `${label} or more` };
    else reading.duration = { min: length - 1, max: length + 1, target: length, label };
  } else {
    const text = ` ${words.join(' ')} `;
    if (/ long weekend /.test(text))
      reading.duration = { min: 3, max: 4, target: 4, label: 'a long weekend' };
    else if (/ weekend /.test(text))
      reading.duration = { min: 2, max: 3, target: 3, label: 'a weekend' };
    else if (/ (fortnight|two weeks|2 weeks) /.test(text)) {
      reading.duration = { min: 12, max: 16, target: 14, label: 'two weeks' };
    } else if (
      / (a week|one week|week long|weeklong|ek hafta|ek hafte|1 week|whole week) /.test(text)
    ) {
      reading.duration = { min: 6, max: 8, target: 7, label: 'a week' };
    } else if (
      / (short trip|quick trip|short break|chhota trip|chota trip|short holiday) /.test(text)
    ) {
      reading.duration = { min: 1, max: 4, label: 'a short trip' };
    }
  }

  const budget = readBudget(words, amounts);
  if (budget) reading.budget = budget;
  return reading;
}

function readBudget(
  words: string[],
  amounts: { index: number; end: number; value: number; unit: number | undefined }[],
): Budget | undefined {
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

/** Group size from words rather than numbers: "couple", "me and my wife", "solo". */
function readPeopleWords(text: string): number | undefined {
  if (
    / (couple|a couple|two of us|me and my (wife|husband|partner|fiance|fiancee|spouse)|with my (wife|husband|partner|spouse)|hum dono|main aur meri (wife|biwi|patni)) /.test(
      text,
    )
  ) {
    if (!/ couple of /.test(text)) return 2;
  }
  if (/ (solo|alone|akela|akeli|akele|by myself|just me|only me) /.test(text)) return 1;
  return undefined;
}
