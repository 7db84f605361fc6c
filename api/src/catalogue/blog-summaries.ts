/**
 * Blog posts in their light form (BlogSummary): what a card shows, with an excerpt made here from
 * the body, so list pages never carry whole posts. One page at a time, or the few posts a post's
 * own page shows around it.
 */
import type { Kysely } from 'kysely';
import {
  BLOG_EXCERPT_MAX_CHARS,
  CATEGORY_CODES,
  type BlogNeighbours,
  type BlogSummary,
  type BlogSummaryPage,
  type CategoryCode,
} from '@tour/shared/contracts';
import { readingMinutes, richTextPlain } from '@tour/shared/richText';
import type { Database } from '../db/schema';
import { photoField } from '../images/photo-column';

/** How many posts about the same destination a post's page offers. */
export const RELATED_BLOG_COUNT = 3;

/**
 * The first `maxChars` characters of plain text, ending at a whole word, with '…' when shortened
 * (the '…' counts towards `maxChars`).
 */
export function cutExcerpt(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const start = text.slice(0, maxChars - 1);
  // A first word longer than the whole excerpt is cut mid-word rather than dropped.
  const atWord = start.replace(/\s+\S*$/, '');
  return `${atWord || start}…`;
}

/** A card's facts from a post's stored (sanitised) HTML body. */
export function summariseBody(html: string): { excerpt: string; readingMinutes: number } {
  return {
    excerpt: cutExcerpt(richTextPlain(html), BLOG_EXCERPT_MAX_CHARS),
    readingMinutes: readingMinutes(html),
  };
}

export interface BlogSummaryFilters {
  destinationId?: number;
  /** 1-based position in CATEGORY_CODES, as the spec's blog search sends it. */
  categoryId?: number;
  excludeId?: number;
}

function fromBlogs(db: Kysely<Database>) {
  return db
    .selectFrom('blogs')
    .innerJoin('destinations', 'destinations.id', 'blogs.destination_id');
}

/** A post's columns as the blog answers read them (the full post and its summary alike). */
export const BLOG_COLUMNS = [
  'blogs.id',
  'blogs.name',
  // Read to make the excerpt and reading time; never sent.
  'blogs.description',
  'blogs.image_url',
  'blogs.category',
  'blogs.published_at',
  'blogs.photos',
  'destinations.name as destination_name',
] as const;

function selectSummaries(db: Kysely<Database>) {
  return fromBlogs(db).select(BLOG_COLUMNS);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toSummary(row: SummaryRow): BlogSummary {
  return {
    id: row.id,
    name: row.name,
    ...summariseBody(row.description),
    imageUrl: row.image_url,
    destinationName: row.destination_name,
    // The column only ever receives CATEGORY_CODES values.
    categoryName: row.category as CategoryCode,
    publishedAt: row.published_at,
    ...photoField(row.photos),
  };
}

/** One page of summaries, newest first (ties: higher id first, as GET /blog/get-all orders). */
export async function readBlogSummaryPage(
  db: Kysely<Database>,
  { page, limit, ...filters }: BlogSummaryFilters & { page: number; limit: number },
): Promise<BlogSummaryPage> {
  const { destinationId, categoryId, excludeId } = filters;
  let matching = fromBlogs(db);
  if (destinationId !== undefined)
    matching = matching.where('blogs.destination_id', '=', destinationId);
  if (categoryId !== undefined)
    matching = matching.where(
      'blogs.category',
      '=',
      CATEGORY_CODES[categoryId - 1] as CategoryCode,
    );
  if (excludeId !== undefined) matching = matching.where('blogs.id', '!=', excludeId);

  const [rows, count] = await Promise.all([
    matching
      .select(BLOG_COLUMNS)
      .orderBy('blogs.published_at', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    matching
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL answers count(*) as text (bigint); SQLite as a number.
  return { items: rows.map(toSummary), total: Number(count.total), page, limit };
}

/**
 * What a post's page shows around it, or undefined for an unknown post: up to
 * RELATED_BLOG_COUNT newest posts about the same destination, and the posts just newer and
 * just older in the listing's order.
 */
export async function readBlogNeighbours(
  db: Kysely<Database>,
  id: number,
): Promise<BlogNeighbours | undefined> {
  const post = await db
    .selectFrom('blogs')
    .select(['id', 'published_at', 'destination_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!post) return undefined;
  const day = post.published_at;

  const [related, newer, older] = await Promise.all([
    selectSummaries(db)
      .where('blogs.destination_id', '=', post.destination_id)
      .where('blogs.id', '!=', id)
      .orderBy('blogs.published_at', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(RELATED_BLOG_COUNT)
      .execute(),
    selectSummaries(db)
      .where((eb) =>
        eb.or([
          eb('blogs.published_at', '>', day),
          eb.and([eb('blogs.published_at', '=', day), eb('blogs.id', '>', id)]),
        ]),
      )
      .orderBy('blogs.published_at', 'asc')
      .orderBy('blogs.id', 'asc')
      .limit(1)
      .executeTakeFirst(),
    selectSummaries(db)
      .where((eb) =>
        eb.or([
          eb('blogs.published_at', '<', day),
          eb.and([eb('blogs.published_at', '=', day), eb('blogs.id', '<', id)]),
        ]),
      )
      .orderBy('blogs.published_at', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    related: related.map(toSummary),
    newer: newer ? toSummary(newer) : null,
    older: older ? toSummary(older) : null,
  };
}
