/**
 * The contracts the pages read are wider than this API's answers (a page keeps working against an
 * older API mid-release), so they are interfaces, not inferred. The typecheck holds each answer's
 * schema against its contract here, outside the schema modules, so that the contracts (which
 * re-export the inferred types) and the schemas never import each other.
 */
import type { z } from 'zod';
import type { PackageDetailResponseData, SearchResponseData } from '../domain';
import { packageDetailDataSchema, searchResponseDataSchema } from './domain';

const searchAnswerFitsTheContract: z.ZodType<SearchResponseData> = searchResponseDataSchema;
const detailAnswerFitsTheContract: z.ZodType<PackageDetailResponseData> = packageDetailDataSchema;

it('holds each answer schema against the wider contract the pages read', () => {
  expect(searchAnswerFitsTheContract).toBe(searchResponseDataSchema);
  expect(detailAnswerFitsTheContract).toBe(packageDetailDataSchema);
});
