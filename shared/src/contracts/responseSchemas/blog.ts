/**
 * The light form of blog posts: what a card shows, without the post's body, and the list of them
 * one page at a time (GET /blog/summaries, GET /blog/:id/neighbours).
 */
import { z } from 'zod';
import { BLOG_EXCERPT_MAX_CHARS } from '../blogLimits';
import { blogSchema } from './domain';

/** A post as a card shows it. */
export const blogSummarySchema = blogSchema.omit({ description: true }).extend({
  /** At most BLOG_EXCERPT_MAX_CHARS. */
  excerpt: z
    .string()
    .max(BLOG_EXCERPT_MAX_CHARS)
    .describe('Plain text from the start of the body, cut at a word; never HTML.'),
  /** Minutes to read the whole body. */
  readingMinutes: z.number().int().positive().describe('About 200 words a minute, at least 1.'),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/** One page of summaries, with how many the filters match in all. */
export const blogSummaryPageSchema = z.object({
  items: z.array(blogSummarySchema).describe('Newest first; the body is never included.'),
  total: z.number().int().nonnegative().describe('Posts the filters match, on every page.'),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type BlogSummaryPage = z.infer<typeof blogSummaryPageSchema>;

/** What a post's page shows around it: more from its destination, and the posts either side. */
export const blogNeighboursSchema = z.object({
  related: z
    .array(blogSummarySchema)
    .describe('Up to 3 newest other posts about the same destination.'),
  newer: blogSummarySchema.nullable().describe('The post published just after; null if none.'),
  older: blogSummarySchema.nullable().describe('The post published just before; null if none.'),
});
export type BlogNeighbours = z.infer<typeof blogNeighboursSchema>;
