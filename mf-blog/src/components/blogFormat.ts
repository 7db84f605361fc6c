import type { Blog } from '@tour/shared';
import { richTextPlain } from '@tour/shared/richText';

// Dates are days in India: '2025-01-18' must not turn into the 17th west of Greenwich.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const shortDateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The blog's own publication date, e.g. '18 January 2025' (or '18 Jan 2025' when short). */
export function publishedLabel(blog: Pick<Blog, 'publishedAt'>, short = false): string {
  const date = new Date(blog.publishedAt);
  if (Number.isNaN(date.getTime())) return '';
  return (short ? shortDateFormat : dateFormat).format(date);
}

/** The first words of the rich-text body, for a card. */
export function excerpt(html: string, maxChars = 140): string {
  const text = richTextPlain(html);
  return text.length > maxChars ? `${text.slice(0, maxChars).replace(/\s+\S*$/, '')}…` : text;
}

export const WORDS_PER_MINUTE = 200;

export function wordCount(html: string): number {
  const text = richTextPlain(html);
  return text ? text.split(' ').length : 0;
}

/** Minutes to read at about 200 words a minute, never less than 1. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(wordCount(html) / WORDS_PER_MINUTE));
}

/** '5 min read'. */
export function readingTimeLabel(html: string): string {
  return `${readingMinutes(html)} min read`;
}
