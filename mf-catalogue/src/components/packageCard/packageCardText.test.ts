import { discountPercent, shortNightsDays, spokenNightsDays } from './packageCardText';

describe('shortNightsDays', () => {
  it.each([
    [3, '2N/3D'],
    [2, '1N/2D'],
    [11, '10N/11D'],
    [1, '1D'],
  ])('writes %i days as %s', (days, text) => expect(shortNightsDays(days)).toBe(text));

  it('says it in words for screen readers', () => {
    expect(spokenNightsDays(3)).toBe('2 nights, 3 days');
    expect(spokenNightsDays(2)).toBe('1 night, 2 days');
    expect(spokenNightsDays(1)).toBe('1 day');
  });
});

describe('discountPercent', () => {
  it('is counted from the stored original price, rounded down', () => {
    expect(discountPercent(5000, 10000)).toBe(50);
    expect(discountPercent(9499, 12999)).toBe(26);
  });

  it('is null without an original price above the price', () => {
    expect(discountPercent(9499, null)).toBeNull();
    expect(discountPercent(9499, undefined)).toBeNull();
    expect(discountPercent(9499, 9499)).toBeNull();
    expect(discountPercent(9499, 9000)).toBeNull();
    // Less than one per cent is no discount worth a badge.
    expect(discountPercent(9990, 10000)).toBeNull();
  });
});
