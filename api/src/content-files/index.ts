/** The catalogue and the assistant's vocabulary as files under content/ (see load-content.ts). */
import { defaultContentDir } from './content-dir';
import { loadContent, loadPolicies } from './load-content';
import type { Catalogue, Policies } from './types';

export { ContentError, loadContent, loadPolicies, type ContentProblem } from './load-content';
export { defaultContentDir } from './content-dir';
export { loadVocabulary, type Vocabulary } from './load-vocabulary';
export type {
  BlogSeed,
  Catalogue,
  DestinationSeed,
  FaqRow,
  FaqSeed,
  ItineraryDaySeed,
  PackageSeed,
  Policies,
  SeededPackage,
} from './types';

let catalogue: Catalogue | undefined;
let policies: Policies | undefined;

/** The catalogue of the content folder, read once per process. */
export function launchContent(): Catalogue {
  catalogue ??= loadContent(defaultContentDir());
  return catalogue;
}

/** The standard exclusions and named policies of the content folder, read once per process. */
export function launchPolicies(): Policies {
  policies ??= loadPolicies(defaultContentDir());
  return policies;
}
