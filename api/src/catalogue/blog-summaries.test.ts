import { BLOG_EXCERPT_MAX_CHARS } from '@tour/shared/contracts';
import { cutExcerpt, summariseBody } from './blog-summaries';

describe('cutExcerpt', () => {
  it('keeps text that fits', () => {
    expect(cutExcerpt('Short and sweet', 15)).toBe('Short and sweet');
  });

  it('ends at a whole word, with the ellipsis inside the limit', () => {
    const cut = cutExcerpt('The backwaters of Kerala at dawn', 20);
    expect(cut).toBe('The backwaters of…');
    expect(cut.length).toBeLessThanOrEqual(20);
  });

  it('cuts a single overlong word rather than returning nothing', () => {
    expect(cutExcerpt('Supercalifragilistic', 6)).toBe('Super…');
  });
});

describe('summariseBody', () => {
  it('makes plain text from the HTML: no tags, entities read, blocks spaced', () => {
    const { excerpt } = summariseBody('<h2>Goa</h2><p>Sun &amp; <strong>sand</strong></p>');
    expect(excerpt).toBe('Goa Sun & sand');
  });

  it('never sends more than the excerpt limit of a long body', () => {
    const body = `<p>${'monsoon '.repeat(2000)}</p>`;
    const { excerpt, readingMinutes } = summariseBody(body);
    expect(excerpt.length).toBeLessThanOrEqual(BLOG_EXCERPT_MAX_CHARS);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(readingMinutes).toBe(10);
  });

  it('reads an empty body as a one-minute read with no excerpt', () => {
    expect(summariseBody('')).toEqual({ excerpt: '', readingMinutes: 1 });
  });
});
