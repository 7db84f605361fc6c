/**
 * The content folder as a site document's source reads it (site-documents.ts lists the sources):
 * files by their path under content/, checked, with their problems reported like every other
 * content file's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { markdownHtml } from './markdown';
import type { ProblemList } from './problems';
import type { CatalogueRecords, SiteDocuments } from './types';

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
   * `earlier` holds the documents read before it (SITE_DOCUMENT_SOURCES' order in site-documents.ts), for one that
   * states what another holds: the about page fills in the claims of the site profile.
   */
  read(folder: ContentFolder, catalogue: CatalogueRecords, earlier: SiteDocuments): unknown;
}

function readText(file: string): string {
  return fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
}
