import type { Blog, CategoryCode } from '@tour/shared';

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
