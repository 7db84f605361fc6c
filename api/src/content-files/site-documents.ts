/**
 * What the site says beyond the catalogue's records, as named documents read from content/ beside
 * them: the site profile, pages such as the terms and the about page, the home page's copy and
 * collections. Each source reads and checks its own files and reports problems like every other
 * content file; the import stores the documents (table site_documents) and the API serves them.
 *
 * To add a document: write a source (its name, and how it reads its files into a JSON value) and
 * list it in SITE_DOCUMENT_SOURCES.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { markdownHtml } from './markdown';
import type { ProblemList } from './problems';
import type { BlogSeed, DestinationSeed, FaqRow, SeededPackage } from './types';
import { vocabularyDocument } from './vocabulary-document';
import { siteProfileDocument } from './site-profile';
import { homeDocument } from './home-document';
import { siteFaqDocument, sitePageSources } from './site-pages';

/** Documents by name, each a JSON value (what the API answers). */
export type SiteDocuments = Record<string, unknown>;

/** The catalogue's records, for documents that refer to them (a collection of package slugs). */
export interface CatalogueRecords {
  destinations: DestinationSeed[];
  packages: SeededPackage[];
  blogs: BlogSeed[];
  faqs: FaqRow[];
  /** policies.yaml's one sentence on when a booking is confirmed; absent when it has problems. */
  bookingConfirmation?: string;
}

/** The content folder as a document source reads it: files by their path under content/. */
export class ContentFolder {
  constructor(
    readonly root: string,
    readonly problems: ProblemList,
  ) {}

  /** The absolute path of a file given by its path under content/, e.g. "site/profile.yaml". */
  file(relative: string): string {
    return path.join(this.root, ...relative.split('/'));
  }

  exists(relative: string): boolean {
    return fs.existsSync(this.file(relative));
  }

  /** A YAML file checked against `schema`; undefined, with problems, when missing or wrong. */
  yaml<S extends z.ZodType>(schema: S, relative: string): z.output<S> | undefined {
    const file = this.file(relative);
    if (!fs.existsSync(file)) {
      this.problems.add(file, 'Missing');
      return undefined;
    }
    const value = this.problems.parseYaml(file, readText(file));
    return value === undefined ? undefined : this.problems.check(schema, value, file);
  }

  /**
   * A Markdown file (or text) as the HTML the site shows: the blogs' pipeline, Markdown, then the
   * sanitiser, so a page's text can carry no script, style or outside media.
   */
  markdown(relative: string): string | undefined {
    const file = this.file(relative);
    if (!fs.existsSync(file)) {
      this.problems.add(file, 'Missing');
      return undefined;
    }
    const html = markdownHtml(readText(file));
    if (html === '') this.problems.add(file, 'Must not be empty');
    return html;
  }
}

export interface SiteDocumentSource {
  /** Its name in the database and in the API's answers. */
  name: string;
  /**
   * The document, or undefined when its files have problems (added to `folder.problems`).
   * `earlier` holds the documents read before it (SITE_DOCUMENT_SOURCES' order), for one that
   * states what another holds: the about page fills in the claims of the site profile.
   */
  read(folder: ContentFolder, catalogue: CatalogueRecords, earlier: SiteDocuments): unknown;
}

/** Every document the content folder holds, in the order they are read. */
export const SITE_DOCUMENT_SOURCES: readonly SiteDocumentSource[] = [
  vocabularyDocument,
  siteProfileDocument,
  homeDocument,
  ...sitePageSources,
  siteFaqDocument,
];

/** Reads every source's document; a source that gives undefined is left out (it has problems). */
export function readSiteDocuments(
  folder: ContentFolder,
  catalogue: CatalogueRecords,
  sources: readonly SiteDocumentSource[] = SITE_DOCUMENT_SOURCES,
): SiteDocuments {
  const documents: SiteDocuments = {};
  for (const source of sources) {
    const document = source.read(folder, catalogue, documents);
    if (document !== undefined) documents[source.name] = document;
  }
  return documents;
}

function readText(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
}
