import type { Blog, CategoryCode } from '@tour/shared';
import type { BlogSummary, BlogSummaryPage } from '@tour/shared/contracts';

let nextId = 1;

export function makeBlog(overrides: Partial<Blog> = {}): Blog {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Blog number ${id}`,
    description: `<p>${'word '.repeat(1000).trim()}</p>`,
    imageUrl: '/images/beach.svg',
    destinationName: 'Goa',
    categoryName: 'HONEYMOON' as CategoryCode,
    publishedAt: '2025-01-18',
    ...overrides,
  };
}

export function makeBlogs(count: number, overrides: Partial<Blog> = {}): Blog[] {
  return Array.from({ length: count }, (_, index) =>
    makeBlog({ id: index + 1, name: `Blog number ${index + 1}`, ...overrides }),
  );
}

export const CITIES = [
  { id: 1, name: 'Goa' },
  { id: 2, name: 'Jaipur' },
  { id: 3, name: 'Manali' },
];

export function makeSummary(overrides: Partial<BlogSummary> = {}): BlogSummary {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Blog number ${id}`,
    excerpt: 'word word word word…',
    readingMinutes: 5,
    imageUrl: '/images/beach.svg',
    destinationName: 'Goa',
    categoryName: 'HONEYMOON' as CategoryCode,
    publishedAt: '2025-01-18',
    ...overrides,
  };
}

export function makeSummaries(count: number, overrides: Partial<BlogSummary> = {}): BlogSummary[] {
  return Array.from({ length: count }, (_, index) =>
    makeSummary({ id: index + 1, name: `Blog number ${index + 1}`, ...overrides }),
  );
}

/** One page of `items` as GET /blog/summaries answers it (3 a page, as the site asks). */
export function pageOf(items: BlogSummary[], page: number, limit = 3): BlogSummaryPage {
  return { items: items.slice((page - 1) * limit, page * limit), total: items.length, page, limit };
}
