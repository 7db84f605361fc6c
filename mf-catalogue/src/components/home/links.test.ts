import { destinationHref, destinationSlug } from './links';

describe('destination links', () => {
  it('lower-cases names and turns spaces into hyphens', () => {
    expect(destinationSlug('Vaishno Devi')).toBe('vaishno-devi');
    expect(destinationSlug('Kerala')).toBe('kerala');
    expect(destinationHref('Darjeeling')).toBe('/darjeeling-tour-packages');
  });

  it('sends Puri Jagannath to the Puri listing', () => {
    expect(destinationHref('Puri Jagannath')).toBe('/puri-tour-packages');
  });
});
