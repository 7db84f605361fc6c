/**
 * What the assistant knows about words: other names of our destinations, regions, travel
 * themes (the catalogue's categories) and their English and Hinglish spellings, festivals and
 * seasons, and the question reader's word lists. They are data, read once from
 * content/assistant/vocabulary.yaml; every alias points at a destination slug and is used only
 * when that destination is in the database.
 */
import type { CategoryCode } from '@tour/shared/contracts';
import { assistantVocabulary } from './vocabulary-choice';

const VOCABULARY = assistantVocabulary();

/** Other names, places inside a destination and common misspellings, by destination slug. */
export const DESTINATION_ALIASES: Record<string, string[]> = VOCABULARY.destinationAliases;

/** Regions that are not destinations themselves, and the destinations we sell in them. */
export const REGIONS: Record<string, string[]> = VOCABULARY.regions;

/**
 * Destinations that are a whole state, and the destinations we list inside it: a search over
 * Kerala (its theme, budget, length) covers Munnar's packages too.
 */
export const STATES: Record<string, string[]> = VOCABULARY.states;

/**
 * Destinations close to another one (or inside it), searched when none of the named
 * destination's own packages fits: "Rajasthan family trip" may be answered from Jaipur.
 */
export const NEARBY: Record<string, string[]> = VOCABULARY.nearby;

/** Places abroad people ask about; we sell holidays in India only. */
export const FOREIGN_PLACES: string[] = VOCABULARY.foreignPlaces;

/** Theme words that pin a category. Phrases are matched on normalised text, whole words. */
export const CATEGORY_WORDS: Record<CategoryCode, string[]> = VOCABULARY.categoryWords;

/** How a category reads in a sentence ("3 honeymoon packages"). */
export const CATEGORY_LABELS: Record<CategoryCode, string> = VOCABULARY.categoryLabels;

/** Extra words indexed with each category, so "romantic" finds honeymoons in free text. */
export const CATEGORY_SEARCH_WORDS: Record<CategoryCode, string> = VOCABULARY.categorySearchWords;

/** Festivals and seasons people name instead of a month. */
export const MONTH_PHRASES: { phrase: string; months: number[]; label: string }[] =
  VOCABULARY.monthPhrases;

/** Hindi spellings of month names seen in chat → month number 1–12. */
export const MONTH_SPELLINGS: Record<string, number> = VOCABULARY.monthSpellings;

/** Search words added for a festival or season named in the question. */
export const SEARCH_SYNONYMS: Record<string, string[]> = VOCABULARY.searchSynonyms;

/** Words that carry no meaning for search: English and Hinglish fillers, generic travel words. */
export const STOP_WORD_LIST: string[] = VOCABULARY.stopWords;

/** The question reader's word lists (understand/). */
export const QUESTION_WORDS = VOCABULARY.question;

/**
 * A whole-word pattern for any of `phrases`, capturing the one found; the first phrase that
 * matches at a position wins, so list longer phrases before their beginnings.
 */
export function phrasePattern(phrases: string[], { atStart = false } = {}): RegExp {
  const alternatives = phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return new RegExp(`${atStart ? '^' : '\\b'}(${alternatives})\\b`);
}
