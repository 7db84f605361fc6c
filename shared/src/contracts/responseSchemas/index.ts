/**
 * The zod schemas of the API's answers, from which the contracts' types are inferred: the API's
 * OpenAPI document describes its answers with them (api/src/docs/response-schemas.ts). Only the API imports
 * them (`@tour/shared/responseSchemas`); the apps take the inferred types from the contracts,
 * so no page's bundle carries these schemas.
 */
export * from './photo';
export * from './domain';
export * from './blog';
export * from './home';
export * from './siteProfile';
export * from './sitePages';
export * from './releaseHealth';
export * from './staff';
