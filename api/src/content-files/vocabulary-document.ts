/**
 * The assistant's vocabulary as a site document: checked with the rest of the content (a
 * mistake in it refuses the import like any other), and stored, so an API whose content folder
 * has a broken vocabulary can still answer with the last good one (assistant/vocabulary-choice.ts).
 */
import { ContentError } from './problems';
import { loadVocabulary } from './load-vocabulary';
import type { SiteDocumentSource } from './site-document-source';

export const VOCABULARY_DOCUMENT = 'assistant-vocabulary';

export const vocabularyDocument: SiteDocumentSource = {
  name: VOCABULARY_DOCUMENT,
  read(folder) {
    try {
      return loadVocabulary(folder.root);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      folder.problems.problems.push(...error.problems);
      return undefined;
    }
  },
};
