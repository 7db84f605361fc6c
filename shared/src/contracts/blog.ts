/**
 * The light form of blog posts (our addition): what a card shows, without the post's body, and
 * the list of them one page at a time. The pages load these; only the post being read comes in
 * full (Blog). The answers' types are inferred from their zod schemas (responseSchemas/blog.ts).
 */
import { z } from 'zod';
import { MAX_ID } from './constants';

export type { BlogNeighbours, BlogSummary, BlogSummaryPage } from './responseSchemas/blog';

/** The most summaries one page may hold, so one request can never ask for the whole archive. */
export const BLOG_PAGE_MAX_LIMIT = 50;

const whole = (field: string, min: number, max: number) => {
  const message = `Must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .describe(field);
};

/** GET /blog/summaries: paging and the filters the blog pages need. */
export const blogSummaryQuerySchema = z.object({
  page: whole('1-based page number', 1, 100_000).default(1),
  limit: whole('Summaries per page', 1, BLOG_PAGE_MAX_LIMIT).default(12),
  destinationId: whole('Only posts about this destination', 1, MAX_ID).optional(),
  categoryId: whole(
    'Only this category: its 1-based position in the category list',
    1,
    9,
  ).optional(),
  excludeId: whole('Leave this post out (e.g. the one being read)', 1, MAX_ID).optional(),
});

export type BlogSummaryQuery = z.input<typeof blogSummaryQuerySchema>;
