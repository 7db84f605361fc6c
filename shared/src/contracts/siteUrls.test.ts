import { listingPath, packageDetailPath, slugToWords, toSlug } from './siteUrls';

describe('slugs', () => {
  it.each([
    ['Goa', 'goa'],
    ['Vaishno Devi', 'vaishno-devi'],
    ['Goa Beach Escape', 'goa-beach-escape'],
    ['Goa Beaches & Water Sports', 'goa-beaches-and-water-sports'],
    [
      'Goa Nature Trail: Dudhsagar, Spice Farms and Mangroves',
      'goa-nature-trail-dudhsagar-spice-farms-and-mangroves',
    ],
    ['Café Goa', 'cafe-goa'],
  ])('turns %j into %j, as the API does', (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });

  it.each([
    ['goa-beach-escape', 'Goa Beach Escape'],
    ['vaishno-devi', 'Vaishno Devi'],
    ['kashmir-5-nights', 'Kashmir 5 Nights'],
  ])('turns the slug %j back into %j', (slug, words) => {
    expect(slugToWords(slug)).toBe(words);
  });

  it('round-trips words through a slug', () => {
    expect(slugToWords(toSlug('Goa Beach Escape'))).toBe('Goa Beach Escape');
    expect(toSlug(slugToWords('goa-beach-escape'))).toBe('goa-beach-escape');
  });

  it('builds the listing and detail routes', () => {
    expect(listingPath('Vaishno Devi')).toBe('/vaishno-devi-tour-packages');
    expect(packageDetailPath('Goa', 'Goa Honeymoon Retreat')).toBe(
      '/goa-tour-packages-details/goa-honeymoon-retreat',
    );
  });
});
