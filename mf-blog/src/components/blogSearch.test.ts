import { blogSearchOutcome, sentBlogSearchOutcome } from './blogSearch';

const DESTINATIONS = [
  { id: 3, name: 'Goa' },
  { id: 7, name: 'Kerala' },
];

describe('the blog search sent as a plain form', () => {
  it('is no search when the URL carries no form', () => {
    expect(sentBlogSearchOutcome('?destinationId=3', DESTINATIONS)).toBeNull();
  });

  it('reads the typed names as the bar does: case aside, one of the two is enough', () => {
    expect(sentBlogSearchOutcome('?destination=goa&category=', DESTINATIONS)).toEqual({
      kind: 'search',
      terms: { destinationId: 3, categoryId: null },
    });
    expect(sentBlogSearchOutcome('?destination=&category=Honeymoon', DESTINATIONS)).toEqual({
      kind: 'search',
      terms: { destinationId: null, categoryId: 5 },
    });
  });

  it('answers an empty form and an unknown name with the spec’s messages', () => {
    expect(sentBlogSearchOutcome('?destination=+&category=', DESTINATIONS)).toEqual({
      kind: 'missing',
      message: 'Please enter a destination or category.',
    });
    expect(sentBlogSearchOutcome('?destination=Atlantis&category=', DESTINATIONS)).toEqual({
      kind: 'unknown',
      message: 'No blogs found for your search criteria!',
    });
  });

  it('judges ids chosen in the bar the same way', () => {
    expect(blogSearchOutcome(null, null).kind).toBe('missing');
    expect(blogSearchOutcome(3, undefined).kind).toBe('unknown');
    expect(blogSearchOutcome(3, 5)).toEqual({
      kind: 'search',
      terms: { destinationId: 3, categoryId: 5 },
    });
  });
});
