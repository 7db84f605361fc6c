/**
 * The light form of blog posts (our addition): what a card shows, without the post's body, and
 * the list of them one page at a time. The pages load these; only the post being read comes in
 * full (Blog).
 */
import { z } from 'zod';
import type { Blog } from './domain';
import { MAX_ID } from './constants';

/** The longest excerpt the API sends: what a card shows, far less than a body. */
export const BLOG_EXCERPT_MAX_CHARS = 160;

/** The most summaries one page may hold, so one request can never ask for the whole archive. */
export const BLOG_PAGE_MAX_LIMIT = 50;

/** A post as a card shows it. */
export interface BlogSummary extends Pick<
  Blog,
  'id' | 'name' | 'imageUrl' | 'destinationName' | 'categoryName' | 'publishedAt' | 'photo'
> {
  /** Plain text from the start of the body, at most BLOG_EXCERPT_MAX_CHARS, cut at a word. */
  excerpt: string;
  /** Minutes to read the whole body, at about 200 words a minute, never less than 1. */
  readingMinutes: number;
}

/** One page of summaries, newest first, with how many the filters match in all. */
export interface BlogSummaryPage {
  items: BlogSummary[];
  total: number;
  page: number;
  limit: number;
}

/** What a post's page shows around it: more from its destination, and the posts either side. */
export interface BlogNeighbours {
  related: BlogSummary[];
  /** The post published just after this one (null for the newest). */
  newer: BlogSummary | null;
  /** The post published just before this one (null for the oldest). */
  older: BlogSummary | null;
}

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
