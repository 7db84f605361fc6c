/**
 * The package calls of spec §7: search, theme cards, listing by destination slug, and one
 * package with its itinerary.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  citySearchQuerySchema,
  searchPayloadSchema,
  themeSearchQuerySchema,
} from '@tour/shared/contracts';
import type { AnswerCache } from '../catalogue/answer-cache';
import { findDestinationListing } from '../catalogue/destination-listing';
import { monthOfSearchDate } from '../catalogue/package-months';
import { findPackageDetail } from '../catalogue/package-detail';
import { findPackageRedirect } from '../catalogue/redirects';
import { toSlug } from '@tour/shared/contracts';
import { searchCategoryCode, themeCategoryCode } from '../catalogue/theme-categories';
import { findThemeCards } from '../catalogue/theme-cards';
import type { Database } from '../db/schema';
import { sendCachedAnswer } from './cached-answer';
import { failure, success } from './envelope';
import { withoutBlankValues } from './query';
import { fieldErrors, validationFailure } from './validation';

const NO_PACKAGES_MESSAGE = 'No packages found for your search.';
const NO_THEME_PACKAGES_MESSAGE = 'No packages found for this theme.';
const PACKAGE_NOT_FOUND_MESSAGE = 'Package not found.';

export function packageRoutes(
  app: FastifyInstance,
  db: Kysely<Database>,
  cache: AnswerCache,
): void {
  // Nothing found is an answer, not an error: HTTP 200 with code 0 sends the site to
  // /no-result-found with our message.
  app.post('/package/search', (request, reply) => {
    const parsed = searchPayloadSchema.safeParse(request.body);
    if (!parsed.success) {
      reply.status(400).send(validationFailure(fieldErrors(parsed.error)));
      return undefined;
    }
    const { destinationId, categoryId, date } = parsed.data;
    const category = categoryId ? searchCategoryCode(categoryId) : undefined;
    // Only the month of the year ranks packages, so the cache keeps one answer per month.
    const month = monthOfSearchDate(date) ?? undefined;
    const key = `search:${destinationId}:${category ?? ''}:${month ?? ''}`;
    return sendCachedAnswer(reply, cache, key, async () => {
      const listing = await findDestinationListing(db, { id: destinationId }, { category, month });
      return { payload: listing ? success(listing) : failure(NO_PACKAGES_MESSAGE) };
    });
  });

  app.get('/package/search-by-category', (request, reply) => {
    const parsed = themeSearchQuerySchema.safeParse(withoutBlankValues(request.query));
    const category = parsed.success ? themeCategoryCode(parsed.data.categoryId) : undefined;
    if (!parsed.success || !category) {
      const errors = parsed.success
        ? [{ field: 'categoryId', message: 'Must be a theme id (1 to 9)' }]
        : fieldErrors(parsed.error);
      reply.status(400).send(validationFailure(errors));
      return undefined;
    }
    return sendCachedAnswer(reply, cache, `theme:${category}`, async () => {
      const cards = await findThemeCards(db, category);
      return {
        payload: cards.length > 0 ? success(cards) : failure(NO_THEME_PACKAGES_MESSAGE, []),
      };
    });
  });

  app.get('/package/search-by-city-name', (request, reply) => {
    const parsed = citySearchQuerySchema.safeParse(withoutBlankValues(request.query));
    if (!parsed.success) {
      reply.status(400).send(validationFailure(fieldErrors(parsed.error)));
      return undefined;
    }
    const slug = toSlug(parsed.data.destinationName);
    const category = parsed.data.categoryId
      ? searchCategoryCode(parsed.data.categoryId)
      : undefined;
    const month = monthOfSearchDate(parsed.data.month) ?? undefined;
    const key = `city:${slug}:${category ?? ''}:${month ?? ''}`;
    return sendCachedAnswer(reply, cache, key, async () => {
      const listing = await findDestinationListing(db, { slug }, { category, month });
      return { payload: listing ? success(listing) : failure(NO_PACKAGES_MESSAGE) };
    });
  });

  app.get<{ Params: { packageName: string } }>(
    '/package/get-package-detail-and-itinerary/:packageName',
    (request, reply) => {
      const packageName = request.params.packageName.slice(0, 200);
      return sendCachedAnswer(reply, cache, `detail:${toSlug(packageName)}`, async () => {
        const detail = await findPackageDetail(db, packageName);
        if (detail) return { payload: success(detail) };
        // An unpublished or renamed package says where it went, for the site's 301.
        const redirect = await findPackageRedirect(db, toSlug(packageName));
        return {
          statusCode: 404,
          payload: failure(
            PACKAGE_NOT_FOUND_MESSAGE,
            redirect ? { movedTo: redirect.location, reason: redirect.reason } : null,
          ),
        };
      });
    },
  );
}
