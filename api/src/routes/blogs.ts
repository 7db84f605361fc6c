/**
 * GET /blog/get-all: blog posts, newest first, optionally filtered by destination and category;
 * GET /blog/:id: one post, for deep links.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  blogQuerySchema,
  CATEGORY_CODES,
  type Blog,
  type CategoryCode,
} from '@tour/shared/contracts';
import type { AnswerCache } from '../catalogue/answer-cache';
import type { Database } from '../db/schema';
import { sendCachedAnswer } from './cached-answer';
import { failure, success } from './envelope';
import { withoutBlankValues } from './query';
import { fieldErrors, validationFailure } from './validation';

const BLOG_NOT_FOUND_MESSAGE = 'Blog not found.';

export const blogIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Must be a positive whole number' })
    .int({ error: 'Must be a positive whole number' })
    .positive({ error: 'Must be a positive whole number' })
    .max(2_147_483_647, { error: 'Must be a positive whole number' }),
});

export function blogRoutes(app: FastifyInstance, db: Kysely<Database>, cache: AnswerCache): void {
  const selectBlogs = () =>
    db
      .selectFrom('blogs')
      .innerJoin('destinations', 'destinations.id', 'blogs.destination_id')
      .select([
        'blogs.id',
        'blogs.name',
        'blogs.description',
        'blogs.image_url',
        'blogs.category',
        'blogs.published_at',
        'destinations.name as destination_name',
      ]);

  app.get('/blog/get-all', (request, reply) => {
    const parsed = blogQuerySchema.safeParse(withoutBlankValues(request.query));
    if (!parsed.success) {
      reply.status(400).send(validationFailure(fieldErrors(parsed.error)));
      return undefined;
    }
    const { destinationId, categoryId } = parsed.data;
    const key = `blogs:${destinationId ?? ''}:${categoryId ?? ''}`;
    return sendCachedAnswer(reply, cache, key, async () => {
      let query = selectBlogs().orderBy('blogs.published_at', 'desc').orderBy('blogs.id', 'desc');
      if (destinationId !== undefined)
        query = query.where('blogs.destination_id', '=', destinationId);
      if (categoryId !== undefined) {
        // categoryId is the 1-based position in the client's category list.
        query = query.where('blogs.category', '=', CATEGORY_CODES[categoryId - 1] as CategoryCode);
      }
      const blogs = (await query.execute()).map(toBlog);

      const filtered = destinationId !== undefined || categoryId !== undefined;
      if (filtered && blogs.length === 0) {
        return { payload: failure('No blogs found for the given filters.', []) };
      }
      return { payload: success(blogs) };
    });
  });

  app.get('/blog/:id', (request, reply) => {
    const parsed = blogIdParamsSchema.safeParse(request.params);
    if (!parsed.success) {
      reply.status(400).send(validationFailure(fieldErrors(parsed.error)));
      return undefined;
    }
    const { id } = parsed.data;
    return sendCachedAnswer(reply, cache, `blog:${id}`, async () => {
      const row = await selectBlogs().where('blogs.id', '=', id).executeTakeFirst();
      return row
        ? { payload: success(toBlog(row)) }
        : { statusCode: 404, payload: failure(BLOG_NOT_FOUND_MESSAGE) };
    });
  });
}

function toBlog(row: {
  id: number;
  name: string;
  description: string;
  image_url: string | null;
  category: string;
  published_at: string;
  destination_name: string;
}): Blog {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    destinationName: row.destination_name,
    // The column only ever receives CATEGORY_CODES values.
    categoryName: row.category as CategoryCode,
    publishedAt: row.published_at,
  };
}
