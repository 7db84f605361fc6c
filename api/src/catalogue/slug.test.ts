import { toSlug } from './slug';

describe('toSlug', () => {
  it.each([
    ['Vaishno Devi', 'vaishno-devi'],
    ['vaishno-devi', 'vaishno-devi'],
    ['Goa Beaches & Water Sports', 'goa-beaches-and-water-sports'],
    ['Goa Beaches And Water Sports', 'goa-beaches-and-water-sports'],
    ['  Kashmir: 5 Nights!  ', 'kashmir-5-nights'],
    ['Café Goa', 'cafe-goa'],
    ['---', ''],
  ])('%j → %j', (text, slug) => {
    expect(toSlug(text)).toBe(slug);
  });
});
