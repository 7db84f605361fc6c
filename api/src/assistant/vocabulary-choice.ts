/**
 * Which vocabulary the assistant uses. By default the content folder's, read when the assistant's
 * modules load. The API's start chooses one before it loads them when that file is broken: the
 * last good one the database holds, else one that knows no words (server.ts), so a mistake in
 * vocabulary.yaml costs the assistant some understanding, never the API.
 */
import type { Kysely } from 'kysely';
import { readSiteDocument } from '../catalogue/site-documents';
import { defaultContentDir } from '../content-files/content-dir';
import {
  emptyVocabulary,
  loadVocabulary,
  parseVocabulary,
  type Vocabulary,
} from '../content-files/load-vocabulary';
import { ContentError } from '../content-files/problems';
import { VOCABULARY_DOCUMENT } from '../content-files/vocabulary-document';
import type { Database } from '../db/schema';

let chosen: Vocabulary | undefined;

export function chooseVocabulary(vocabulary: Vocabulary): void {
  chosen = vocabulary;
}

/** The chosen vocabulary, else the content folder's (which throws when it is broken). */
export function assistantVocabulary(): Vocabulary {
  return chosen ?? loadVocabulary(defaultContentDir());
}

/**
 * For the API's start, before the assistant's modules load: when the content folder's vocabulary
 * is broken, chooses the last good one stored in the database (else one that knows no words) and
 * says which; null when the folder's is fine.
 */
export async function chooseStartVocabulary(
  db: Kysely<Database>,
  contentDir = defaultContentDir(),
): Promise<string | null> {
  try {
    loadVocabulary(contentDir);
    return null;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
  }
  const stored = parseVocabulary(await readSiteDocument(db, VOCABULARY_DOCUMENT));
  chooseVocabulary(stored ?? emptyVocabulary());
  return stored
    ? 'the assistant uses the last good vocabulary: content/assistant/vocabulary.yaml has problems'
    : 'the assistant knows no extra words: content/assistant/vocabulary.yaml has problems and none was stored before';
}
