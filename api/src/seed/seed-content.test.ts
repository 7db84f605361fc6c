import { CATEGORY_CODES } from '@tour/shared/contracts';
import { LANDSCAPES } from '../images/illustrations';
import { BLOGS } from './blogs';
import { DESTINATIONS } from './destinations';
import { PACKAGES } from './index';
import { SPEC_PLACES } from '../../test/support/spec-places';

const unique = (values: string[]) => new Set(values).size === values.length;

describe('seed destinations', () => {
  it('include every place the spec names, with unique slugs', () => {
    expect(DESTINATIONS.map((d) => d.name)).toEqual(expect.arrayContaining(SPEC_PLACES));
    expect(unique(DESTINATIONS.map((d) => d.slug))).toBe(true);
  });

  it.each(DESTINATIONS.map((d) => [d.name, d] as const))(
    '%s has a two-sentence description',
    (_, d) => {
      expect(d.description.match(/[.!?](\s|$)/g)).toHaveLength(2);
      expect(LANDSCAPES).toContain(d.landscape);
    },
  );

  it.each(DESTINATIONS.map((d) => d.slug))('%s has one or two packages', (slug) => {
    const count = PACKAGES.filter((p) => p.destination === slug).length;
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(2);
  });
});

describe('seed packages', () => {
  it('have unique slugs and known destinations', () => {
    expect(unique(PACKAGES.map((p) => p.slug))).toBe(true);
    const slugs = DESTINATIONS.map((d) => d.slug);
    for (const p of PACKAGES) expect(slugs).toContain(p.destination);
  });

  it.each(PACKAGES.map((p) => [p.slug, p] as const))('%s is consistent', (_, p) => {
    expect(CATEGORY_CODES).toContain(p.category);
    expect(p.itinerary).toHaveLength(p.days);
    expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
    if (p.maxPrice !== undefined) expect(p.maxPrice).toBeGreaterThan(p.price);
    expect(p.rating).toBeGreaterThanOrEqual(0);
    expect(p.rating).toBeLessThanOrEqual(5);
  });
});

describe('seed blogs', () => {
  it('are six posts with their own dates on known destinations', () => {
    expect(BLOGS).toHaveLength(6);
    expect(unique(BLOGS.map((b) => b.publishedAt))).toBe(true);
    const slugs = DESTINATIONS.map((d) => d.slug);
    for (const blog of BLOGS) {
      expect(slugs).toContain(blog.destination);
      expect(CATEGORY_CODES).toContain(blog.category);
      expect(Number.isNaN(Date.parse(blog.publishedAt))).toBe(false);
      if (blog.imageUrl !== null) {
        expect(LANDSCAPES.map((l) => `/images/${l}.svg`)).toContain(blog.imageUrl);
      }
    }
  });
});
