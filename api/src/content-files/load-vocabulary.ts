/**
 * The assistant's vocabulary, content/assistant/vocabulary.yaml: other names of destinations,
 * regions, theme words, festival and season phrases, and the English, Hindi and Hinglish words
 * the question reader knows. Checked like the catalogue: a ContentError names file and field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORY_CODES } from '@tour/shared/contracts';
import { z } from 'zod';
import { ContentError, ProblemList } from './problems';

const word = z
  .string()
  .refine((value) => value.trim() !== '' && value.trim() === value, 'Must be a word or phrase');
const words = z.array(word);
const month = z.number().int('Must be a month number, 1–12').min(1).max(12);
const category = z.enum(CATEGORY_CODES);

/** The question reader's word lists (assistant/understand/). */
const questionWords = z
  .object({
    dayUnits: words,
    nightUnits: words,
    weekUnits: words,
    peopleUnits: words,
    coupleUnits: words,
    kidUnits: words,
    thousandWords: words,
    lakhWords: words,
    currencyWords: words,
    numberWords: z.record(word, z.number().int().positive()),
    lengthMaxWords: words,
    lengthMinWords: words,
    budgetMaxWords: words,
    budgetMinWords: words,
    aroundWords: words,
    maxAfterWords: words,
    minAfterWords: words,
    aroundAfterWords: words,
    numberFiller: words,
    totalWords: words,
    perPersonWords: words,
    lowBudgetWords: words,
    luxuryWords: words,
    priceQuestionWords: words,
    tripWords: words,
    questionStartWords: words,
    greetings: words,
    thanks: words,
    farewells: words,
    smallTalkFiller: words,
    softCategoryWords: z.record(word, category),
    extraStopWords: words,
    specificThemeWords: words,
  })
  .strict();

const vocabularyFile = z
  .object({
    destinationAliases: z.record(word, words),
    regions: z.record(word, words),
    // A vocabulary stored before this list existed still reads, without it.
    states: z.record(word, words).default({}),
    nearby: z.record(word, words),
    foreignPlaces: words,
    categoryWords: z.record(category, words),
    categoryLabels: z.record(category, word),
    categorySearchWords: z.record(category, word),
    monthPhrases: z.array(
      z.object({ phrase: word, months: z.array(month).min(1), label: word }).strict(),
    ),
    monthSpellings: z.record(word, month),
    searchSynonyms: z.record(word, words),
    stopWords: words,
    question: questionWords,
  })
  .strict();

export type Vocabulary = z.output<typeof vocabularyFile>;

/** A stored vocabulary (the last good one, from the database), checked as the file is. */
export function parseVocabulary(value: unknown): Vocabulary | undefined {
  const result = vocabularyFile.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * A vocabulary that knows no words: for an API whose content folder's vocabulary is broken and
 * whose database has none stored yet. The assistant then reads questions by their plain words.
 */
export function emptyVocabulary(): Vocabulary {
  const perCategory = <T>(value: (code: (typeof CATEGORY_CODES)[number]) => T) =>
    Object.fromEntries(CATEGORY_CODES.map((code) => [code, value(code)])) as Record<
      (typeof CATEGORY_CODES)[number],
      T
    >;
  const label = (code: string) => code.toLowerCase().replace(/_/g, ' ');
  const question = Object.fromEntries(
    Object.keys(questionWords.shape).map((key) => [
      key,
      key === 'numberWords' || key === 'softCategoryWords' ? {} : [],
    ]),
  ) as Vocabulary['question'];
  return {
    destinationAliases: {},
    regions: {},
    states: {},
    nearby: {},
    foreignPlaces: [],
    categoryWords: perCategory(() => []),
    categoryLabels: perCategory(label),
    categorySearchWords: perCategory(label),
    monthPhrases: [],
    monthSpellings: {},
    searchSynonyms: {},
    stopWords: [],
    question,
  };
}

export const VOCABULARY_FILE = path.join('assistant', 'vocabulary.yaml');

export function loadVocabulary(contentDir: string): Vocabulary {
  const root = path.resolve(contentDir);
  const problems = new ProblemList(root);
  const file = path.join(root, VOCABULARY_FILE);
  if (!fs.existsSync(file)) {
    problems.add(file, 'Missing: the assistant cannot read questions without it');
    throw new ContentError(problems.problems);
  }
  const value = problems.parseYaml(file, fs.readFileSync(file, 'utf8'));
  const vocabulary = value === undefined ? undefined : problems.check(vocabularyFile, value, file);
  if (!vocabulary) throw new ContentError(problems.problems);
  return vocabulary;
}
