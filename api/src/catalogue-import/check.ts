/**
 * Checks a content folder the way the import would, writing nothing: every file's fields (the
 * site documents and the assistant's vocabulary among them) and the catalogue as a whole (slugs,
 * order, redirects). What
 * `pnpm catalogue:check` prints, and what an editor runs before committing content.
 */
import { ContentError, loadContent, type Catalogue } from '../content-files';
import { formatProblem } from '../content-files/problems';
import { CatalogueError, planCatalogue } from './plan';

export type ContentCheck =
  | { ok: true; catalogue: Catalogue }
  /** One line per problem, each naming the file and the field. */
  | { ok: false; problems: string[] };

export function checkContent(dir: string): ContentCheck {
  const problems: string[] = [];
  let catalogue: Catalogue | undefined;
  try {
    catalogue = loadContent(dir);
    planCatalogue(catalogue);
  } catch (error) {
    problems.push(...problemsOf(error));
  }
  return catalogue && problems.length === 0 ? { ok: true, catalogue } : { ok: false, problems };
}

function problemsOf(error: unknown): string[] {
  if (error instanceof ContentError) return error.problems.map(formatProblem);
  if (error instanceof CatalogueError) return error.problems;
  throw error;
}

/** What a whole catalogue holds, in one line. */
export function describeCatalogue(catalogue: Catalogue): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    count(catalogue.destinations.length, 'destination', 'destinations'),
    count(catalogue.packages.length, 'package', 'packages'),
    count(catalogue.blogs.length, 'blog post', 'blog posts'),
    count(catalogue.faqs.length, 'FAQ', 'FAQs'),
    count(Object.keys(catalogue.documents).length, 'site document', 'site documents'),
  ].join(', ');
}
