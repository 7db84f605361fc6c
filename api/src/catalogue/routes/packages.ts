/**
 * The package calls the site makes: search, theme cards, listing by destination slug, and one
 * package with its itinerary.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  citySearchQuerySchema,
  searchPayloadSchema,
  themeSearchQuerySchema,
} from '@tour/shared/contracts';
import type { AnswerCache } from '../answer-cache';
import { slugForAlias } from '../destination-aliases';
import {
  findDestinationListing,
  viewDestinationListing,
  viewListing,
} from '../destination-listing';
import { monthOfSearchDate } from '../package-months';
import { findPackageDetail } from '../package-detail';
import { findPackageRedirect } from '../redirects';
import { toSlug } from '@tour/shared/contracts';
import { searchCategoryCode, themeCategoryCode } from '../theme-categories';
import { findThemeCards } from '../theme-cards';
import type { Database } from '../../db/schema';
import {
  failureEnvelope,
  packageDetailDataSchema,
  packageMovedSchema,
  searchResponseDataSchema,
  successEnvelope,
  themePackageCardSchema,
} from '../../docs/response-schemas';
import { documented, ok, withExamples, type DocumentedResponse } from '../../docs/route-docs';
import { sendCachedAnswer } from './cached-answer';
import { failure, success } from '../../routes/envelope';
import { dropBlankQueryValues } from '../../routes/query';
import { validationFailure } from '../../routes/validation';

const NO_PACKAGES_MESSAGE = 'No packages found for your search.';
const NO_THEME_PACKAGES_MESSAGE = 'No packages found for this theme.';
const PACKAGE_NOT_FOUND_MESSAGE = 'Package not found.';

const listingOrNothing: DocumentedResponse = {
  description:
    'The listing (code 1), or code 0 when the destination is unknown or has no packages.',
  schema: z.union([
    successEnvelope(searchResponseDataSchema),
    failureEnvelope().describe(`No packages: code 0, message '${NO_PACKAGES_MESSAGE}', data null.`),
  ]),
};

export function packageRoutes(
  untyped: FastifyInstance,
  db: Kysely<Database>,
  cache: AnswerCache,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  // Nothing found is an answer, not an error: HTTP 200 with code 0 sends the site to
  // /no-result-found with our message.
  const searchSchema = {
    ...documented({
      operationId: 'searchPackages',
      summary: 'Hero search: a destination’s listing',
      description:
        'Every package of the destination, cheapest first, with the chosen category’s packages moved to the front and, within that, those that suit the month of `date` (`2026-12-01`, `2026-12` or a label such as `December, 2026`; each package lists its `months`). The device fields are accepted and ignored.',
      auth: 'authCode',
      responses: { 200: listingOrNothing },
    }),
    body: withExamples(searchPayloadSchema, {
      honeymoonInDecember: { destinationId: 3, categoryId: 5, date: '2026-12' },
    }),
  };
  app.post('/package/search', { schema: searchSchema }, (request, reply) => {
    const { destinationId, categoryId, date } = request.body;
    const category = categoryId ? searchCategoryCode(categoryId) : undefined;
    // Only the month of the year ranks packages, so the cache keeps one answer per month.
    const month = monthOfSearchDate(date) ?? undefined;
    const key = `search:${destinationId}:${category ?? ''}:${month ?? ''}`;
    return sendCachedAnswer(reply, cache, key, async () => {
      const listing = await findDestinationListing(db, { id: destinationId }, { category, month });
      return { payload: listing ? success(listing) : failure(NO_PACKAGES_MESSAGE) };
    });
  });

  const themeCards = z.array(themePackageCardSchema);
  const themeSchema = {
    ...documented({
      operationId: 'listThemeCards',
      summary: 'Theme cards: one per destination with packages in a Themes-menu category',
      description:
        'categoryId is a Themes-menu id (7 Religious, 2 Adventure, 3 Family, 4 Friends, 5 Honeymoon, 6 Nature, 1 Seasonal Package), not a search-list id. Cards come by destination name; `sort` orders them by their lowest price or their shortest package, and `minPrice`/`maxPrice` keep the cards whose lowest price is in that range (rupees per person).',
      auth: 'authCode',
      responses: {
        200: {
          description: `Cards (code 1), or code 0 with '${NO_THEME_PACKAGES_MESSAGE}' and data [].`,
          schema: z.union([successEnvelope(themeCards), failureEnvelope(themeCards.max(0))]),
        },
      },
    }),
    querystring: themeSearchQuerySchema,
  };
  const themeRoute = { schema: themeSchema, preValidation: dropBlankQueryValues };
  app.get('/package/search-by-category', themeRoute, (request, reply) => {
    const { categoryId, sort, minPrice, maxPrice } = request.query;
    const category = themeCategoryCode(categoryId);
    if (!category) {
      const errors = [{ field: 'categoryId', message: 'Must be a theme id (1 to 9)' }];
      reply.status(400).send(validationFailure(errors));
      return undefined;
    }
    const key = `theme:${category}:${sort ?? ''}:${minPrice ?? ''}:${maxPrice ?? ''}`;
    return sendCachedAnswer(reply, cache, key, async () => {
      const cards = viewListing(
        await findThemeCards(db, category),
        { sort, minPrice, maxPrice },
        (card) => ({ price: card.minPrice, days: card.minDays }),
      );
      return {
        payload: cards.length > 0 ? success(cards) : failure(NO_THEME_PACKAGES_MESSAGE, []),
      };
    });
  });

  const citySchema = {
    ...documented({
      operationId: 'listDestinationPackages',
      summary: 'A destination’s listing by slug (goa, vaishno-devi), name or another name (leh)',
      auth: 'authCode',
      responses: {
        200: {
          ...listingOrNothing,
          description:
            'As POST /package/search: `categoryId` (a search-list id, 1 to 9) and `month` (`2026-12`) are optional and order the list the same way; without `categoryId`, `categoryName` is the first listed package’s category. `destinationName` may be another name of a destination (`leh`, `pondy`). `sort` then orders the packages by price or length (days), and `minPrice`/`maxPrice` keep those whose starting price is in that range (rupees per person); code 0 when none is left.',
        },
      },
    }),
    querystring: citySearchQuerySchema,
  };
  const cityRoute = { schema: citySchema, preValidation: dropBlankQueryValues };
  app.get('/package/search-by-city-name', cityRoute, (request, reply) => {
    const {
      destinationName,
      categoryId,
      month: monthLabel,
      sort,
      minPrice,
      maxPrice,
    } = request.query;
    const slug = toSlug(destinationName);
    const category = categoryId ? searchCategoryCode(categoryId) : undefined;
    const month = monthOfSearchDate(monthLabel) ?? undefined;
    const view = { sort, minPrice, maxPrice };
    const key = `city:${slug}:${category ?? ''}:${month ?? ''}:${sort ?? ''}:${minPrice ?? ''}:${maxPrice ?? ''}`;
    return sendCachedAnswer(reply, cache, key, async () => {
      // A name that is not a destination's may be another name of one ('Ladakh', 'Pondy').
      const alias = slugForAlias(destinationName);
      const listing =
        (await findDestinationListing(db, { slug }, { category, month })) ??
        (alias && alias !== slug
          ? await findDestinationListing(db, { slug: alias }, { category, month })
          : null);
      const shown = listing && viewDestinationListing(listing, view);
      return { payload: shown ? success(shown) : failure(NO_PACKAGES_MESSAGE) };
    });
  });

  const detailSchema = {
    ...documented({
      operationId: 'getPackageDetail',
      summary: 'One package with its itinerary',
      description:
        "packageName is the package slug, or its words in any case ('Goa Honeymoon Retreat'). Unpublished packages (no longer in the catalogue) are not found.",
      auth: 'authCode',
      responses: {
        200: ok('The package.', packageDetailDataSchema),
        404: {
          description:
            "Package not found. When it was unpublished or renamed, data is { movedTo, reason }: the path the page should answer with a 301 (an unpublished package's destination listing, a renamed one's new page).",
          schema: failureEnvelope(packageMovedSchema),
        },
      },
    }),
    params: z.object({
      packageName: z.string().max(200, { error: 'Must be at most 200 characters' }),
    }),
  };
  app.get(
    '/package/get-package-detail-and-itinerary/:packageName',
    { schema: detailSchema },
    (request, reply) => {
      const { packageName } = request.params;
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
