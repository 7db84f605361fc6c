/**
 * What the site says beyond the catalogue's records, as named documents read from content/ beside
 * them: the site profile, pages such as the terms and the about page, the home page's copy and
 * collections. Each source reads and checks its own files and reports problems like every other
 * content file; the import stores the documents (table site_documents) and the API serves them.
 *
 * To add a document: write a source (its name, and how it reads its files into a JSON value) and
 * list it in SITE_DOCUMENT_SOURCES.
 */
import type { ContentFolder, SiteDocumentSource } from './site-document-source';
import { homeDocument } from './home-document';
import { siteFaqDocument, sitePageSources } from './site-pages';
import { siteProfileDocument } from './site-profile';
import type { CatalogueRecords, SiteDocuments } from './types';
import { vocabularyDocument } from './vocabulary-document';

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
