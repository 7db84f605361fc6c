import { formatInr } from './money';

describe('formatInr', () => {
  it.each([
    [500, '₹500'],
    [14999, '₹14,999'],
    [149999, '₹1,49,999'],
    [10000000, '₹1,00,00,000'],
    [999.6, '₹1,000'],
  ])('formats %d as %s with Indian digit grouping', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });
});
