import { formatDuration, formatPrice } from './formatting';

describe('formatDuration', () => {
  it.each([
    [1, '1 day'],
    [2, '2 days / 1 night'],
    [5, '5 days / 4 nights'],
  ])('formats %d days as %s', (days, text) => {
    expect(formatDuration(days)).toBe(text);
  });
});

describe('formatPrice', () => {
  it('adds the group total', () => {
    expect(formatPrice(14999)).toBe('₹14,999 per person');
    expect(formatPrice(14999, 4)).toBe('₹14,999 per person (₹59,996 for 4 people)');
  });
});
