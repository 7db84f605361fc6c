/**
 * The repository's content/ folder, checked in every test run: every file loads without a
 * problem, and the assistant's vocabulary names only destinations the catalogue has.
 * (catalogue-content.test.ts checks the editorial rules of the same catalogue.)
 */
import { defaultContentDir } from './content-dir';
import { loadContent } from './load-content';
import { loadVocabulary } from './load-vocabulary';

const CONTENT_DIR = defaultContentDir({});

describe('the content folder', () => {
  // How long it takes is measured by api/bench/catalogue-import.ts, not asserted here.
  it('loads without a single problem', () => {
    const catalogue = loadContent(CONTENT_DIR);
    expect(catalogue.destinations.length).toBeGreaterThan(0);
    expect(catalogue.packages.length).toBeGreaterThan(0);
    expect(catalogue.blogs.length).toBeGreaterThan(0);
    expect(catalogue.faqs.length).toBeGreaterThan(0);
  });

  it('has an assistant vocabulary that names only our destinations', () => {
    const vocabulary = loadVocabulary(CONTENT_DIR);
    const slugs = loadContent(CONTENT_DIR).destinations.map((d) => d.slug);
    expect(slugs).toEqual(expect.arrayContaining(Object.keys(vocabulary.destinationAliases)));
    expect(slugs).toEqual(expect.arrayContaining(Object.keys(vocabulary.nearby)));
    expect(slugs).toEqual(expect.arrayContaining(Object.values(vocabulary.nearby).flat()));
    expect(slugs).toEqual(expect.arrayContaining(Object.values(vocabulary.regions).flat()));
  });
});
