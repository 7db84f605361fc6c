import {
  categoryLabel,
  listingPath,
  packageDetailPath,
  slugToWords,
  themeLink,
  toSlug,
} from './siteUrls';

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
    ['vaishno-devi', 'vaishno-devi'],
    ['Goa Beaches And Water Sports', 'goa-beaches-and-water-sports'],
    ['  Kashmir: 5 Nights!  ', 'kashmir-5-nights'],
    ['---', ''],
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

  it('leaves a slug as it is, so paths can be built from names or slugs', () => {
    expect(listingPath('vaishno-devi')).toBe('/vaishno-devi-tour-packages');
    expect(packageDetailPath('goa', 'goa-beaches-and-water-sports')).toBe(
      '/goa-tour-packages-details/goa-beaches-and-water-sports',
    );
  });

  it('builds the listing and detail routes', () => {
    expect(listingPath('Vaishno Devi')).toBe('/vaishno-devi-tour-packages');
    expect(packageDetailPath('Goa', 'Goa Honeymoon Retreat')).toBe(
      '/goa-tour-packages-details/goa-honeymoon-retreat',
    );
  });
});

describe('themeLink', () => {
  it('puts the theme in the URL and in the navigation state', () => {
    expect(themeLink(5, 'Seasonal Package')).toEqual({
      to: '/themes?categoryId=5&themeName=Seasonal%20Package',
      state: { categoryId: 5, themeName: 'Seasonal Package' },
    });
  });
});

describe('categoryLabel', () => {
  it('writes an API category code as words, one home for the listing and the blog', () => {
    expect(categoryLabel('WATER_ACTIVITY')).toBe('Water Activity');
    expect(categoryLabel('SEASONAL_PACKAGE')).toBe('Seasonal Package');
    expect(categoryLabel('HONEYMOON')).toBe('Honeymoon');
  });
});
