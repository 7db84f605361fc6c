import type { Blog } from '@tour/shared';

/** `HONEYMOON` → `Honeymoon`, `WATER_ACTIVITY` → `Water Activity` (underscores shown as spaces). */
export function categoryLabel(code: string): string {
  return code
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function publishedLabel(blog: Pick<Blog, 'publishedAt'>): string {
  return dateFormat.format(new Date(blog.publishedAt));
}

/** The first words of the rich-text body, for a card. */
export function excerpt(html: string, maxChars = 140): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxChars ? `${text.slice(0, maxChars).replace(/\s+\S*$/, '')}…` : text;
}
