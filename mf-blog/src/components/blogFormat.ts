import type { Blog } from '@tour/shared';
import { readingMinutes, richTextPlain, richTextWordCount } from '@tour/shared/richText';

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

/** How many words a post's text has (for its JSON-LD). */
export const wordCount = richTextWordCount;

/** '5 min read'. */
export function readingTimeLabel(html: string): string {
  return minutesLabel(readingMinutes(html));
}

/** '5 min read', from minutes already counted (a summary's readingMinutes). */
export function minutesLabel(minutes: number): string {
  return `${minutes} min read`;
}
