/** The catalogue importer: content in, the database's catalogue brought in line (see import.ts). */
export { importCatalogue } from './import';
export { launchCatalogue } from './launch-catalogue';
export { CatalogueError } from './plan';
export { describeReport, summariseReport } from './report';
export type { Catalogue, ImportReport } from './types';
