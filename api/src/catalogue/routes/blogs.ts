/**
 * GET /blog/get-all: blog posts, newest first, optionally filtered by destination and category;
 * GET /blog/summaries: the same posts without their bodies, one page at a time (our addition,
 * so the blog pages carry only what they show);
 * GET /blog/:id: one post, for deep links;
 * GET /blog/:id/neighbours: the few summaries a post's page shows around it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  blogQuerySchema,
  blogSummaryQuerySchema,
  CATEGORY_CODES,
  type Blog,
  type CategoryCode,
} from '@tour/shared/contracts';
import type { AnswerCache } from '../answer-cache';
import type { Database } from '../../db/schema';
import { BLOG_COLUMNS, readBlogNeighbours, readBlogSummaryPage } from '../blog-summaries';
import {
  blogNeighboursSchema,
  blogSchema,
  blogSummaryPageSchema,
  failureEnvelope,
  successEnvelope,
} from '../../docs/response-schemas';
import { documented, notFound, ok } from '../../docs/route-docs';
import { photoField } from '../../images/photo-column';
import { sendCachedAnswer } from './cached-answer';
import { failure, success } from '../../routes/envelope';
import { dropBlankQueryValues } from '../../routes/query';

const BLOG_NOT_FOUND_MESSAGE = 'Blog not found.';
const NO_BLOGS_MESSAGE = 'No blogs found for the given filters.';

const blogIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Must be a positive whole number' })
    .int({ error: 'Must be a positive whole number' })
    .positive({ error: 'Must be a positive whole number' })
    .max(2_147_483_647, { error: 'Must be a positive whole number' }),
});

export function blogRoutes(
  untyped: FastifyInstance,
  db: Kysely<Database>,
  cache: AnswerCache,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const selectBlogs = () =>
    db
      .selectFrom('blogs')
      .innerJoin('destinations', 'destinations.id', 'blogs.destination_id')
      .select(BLOG_COLUMNS);

  const blogs = z.array(blogSchema);
  const listSchema = {
    ...documented({
      operationId: 'listBlogs',
      summary: 'Blog posts, newest first',
      auth: 'authCode',
      responses: {
        200: {
          description: `Posts (code 1); filters matching nothing give code 0, '${NO_BLOGS_MESSAGE}' and [].`,
          schema: z.union([successEnvelope(blogs), failureEnvelope(blogs.max(0))]),
        },
      },
    }),
    querystring: blogQuerySchema,
  };
  const listRoute = { schema: listSchema, preValidation: dropBlankQueryValues };
  app.get('/blog/get-all', listRoute, (request, reply) => {
    const { destinationId, categoryId } = request.query;
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
        return { payload: failure(NO_BLOGS_MESSAGE, []) };
      }
      return { payload: success(blogs) };
    });
  });

  const summariesSchema = {
    ...documented({
      operationId: 'listBlogSummaries',
      summary: 'Blog posts without their bodies, one page at a time, newest first',
      description:
        'What the blog pages show on cards: each post with a short plain-text excerpt and its ' +
        'reading time, never its body. `total` counts every post the filters match.',
      auth: 'authCode',
      responses: {
        200: {
          description: `A page (code 1; a page past the end is empty); destination or category filters matching nothing give code 0, '${NO_BLOGS_MESSAGE}' and an empty page.`,
          schema: z.union([
            successEnvelope(blogSummaryPageSchema),
            failureEnvelope(blogSummaryPageSchema),
          ]),
        },
      },
    }),
    querystring: blogSummaryQuerySchema,
  };
  const summariesRoute = { schema: summariesSchema, preValidation: dropBlankQueryValues };
  app.get('/blog/summaries', summariesRoute, (request, reply) => {
    const { page, limit, destinationId, categoryId, excludeId } = request.query;
    const key = `blog-summaries:${page}:${limit}:${destinationId ?? ''}:${categoryId ?? ''}:${excludeId ?? ''}`;
    return sendCachedAnswer(reply, cache, key, async () => {
      const answer = await readBlogSummaryPage(db, {
        page,
        limit,
        destinationId,
        categoryId,
        excludeId,
      });
      // As GET /blog/get-all: a search that finds nothing is code 0 (the page's own message).
      const searched = destinationId !== undefined || categoryId !== undefined;
      if (searched && answer.total === 0) return { payload: failure(NO_BLOGS_MESSAGE, answer) };
      return { payload: success(answer) };
    });
  });

  const neighboursSchema = {
    ...documented({
      operationId: 'getBlogNeighbours',
      summary: 'The posts a blog post’s page shows around it',
      auth: 'authCode',
      responses: {
        200: ok(
          'More about the same destination, and the posts either side.',
          blogNeighboursSchema,
        ),
        404: notFound('Blog'),
      },
    }),
    params: blogIdParamsSchema,
  };
  app.get('/blog/:id/neighbours', { schema: neighboursSchema }, (request, reply) => {
    const { id } = request.params;
    return sendCachedAnswer(reply, cache, `blog-neighbours:${id}`, async () => {
      const answer = await readBlogNeighbours(db, id);
      return answer
        ? { payload: success(answer) }
        : { statusCode: 404, payload: failure(BLOG_NOT_FOUND_MESSAGE) };
    });
  });

  const oneSchema = {
    ...documented({
      operationId: 'getBlog',
      summary: 'One blog post',
      auth: 'authCode',
      responses: { 200: ok('The post.', blogSchema), 404: notFound('Blog') },
    }),
    params: blogIdParamsSchema,
  };
  app.get('/blog/:id', { schema: oneSchema }, (request, reply) => {
    const { id } = request.params;
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
  photos: string | null;
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
    ...photoField(row.photos),
  };
}
