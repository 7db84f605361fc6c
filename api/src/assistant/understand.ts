/**
 * Reads a chat message into what a search needs: destinations (names, slugs, aliases, regions,
 * misspellings), themes, budget, trip length, month, group size, and what kind of message it
 * is (small talk, an FAQ-like question, a policy question, off-topic). English and common
 * Hinglish. Pure: no database, no clock unless the message says "this month". Each reader
 * (understand/) takes the words it understands, so the words left over are the search's keywords.
 */
import { monthNumber } from './months';
import { normalise, STOP_WORDS } from './text';
import { perPersonBudget } from './understand/budget';
import { readMonth } from './understand/month';
import { readNumbers } from './understand/numbers';
import { readPeopleWords } from './understand/people';
import { readPlaces } from './understand/places';
import { readSmallTalk, startsWithGreeting } from './understand/small-talk';
import { readBand, readCategories, readSoftCategories, readStars } from './understand/themes';
import { markPhrase, type Token } from './understand/tokens';
import {
  FAQ_TOPICS,
  INCLUSION_ASK,
  OFF_TOPIC,
  POLICY_TOPICS,
  TAX_WORDS,
} from './understand/topics';
import type { PlaceEntry, Understanding } from './understand/types';
import { FOREIGN_PLACES, phrasePattern, QUESTION_WORDS, SEARCH_SYNONYMS } from './vocabulary';

// The words themselves are data: content/assistant/vocabulary.yaml (see vocabulary.ts).
const PRICE_QUESTION = phrasePattern(QUESTION_WORDS.priceQuestionWords);
const TRIP_WORDS = phrasePattern(QUESTION_WORDS.tripWords);
const QUESTION_START = phrasePattern(QUESTION_WORDS.questionStartWords, { atStart: true });
/** Hinglish and conversational words that never help a search. */
const EXTRA_STOP = new Set(QUESTION_WORDS.extraStopWords);

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

  const budget = numbers.budget && perPersonBudget(numbers.budget, people, text);

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
  const softCategories = readSoftCategories(tokens, categories);

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
