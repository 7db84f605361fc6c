import fc from 'fast-check';
import { formatInr } from './money';

const intlInr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [500, '₹500'],
    [14999, '₹14,999'],
    [149999, '₹1,49,999'],
    [10000000, '₹1,00,00,000'],
    [999.6, '₹1,000'],
    [-1234.5, '-₹1,235'],
    [-0.4, '₹0'],
  ])('formats %d as %s with Indian digit grouping', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  // Intl writes -0.4 as '-₹0'; a price never shows a minus without rupees after it.
  it('writes every amount exactly as Intl en-IN does', () => {
    const amounts = fc.oneof(
      fc.double({ min: 0, max: 1e15, noNaN: true, noDefaultInfinity: true }),
      fc.double({ min: -1e15, max: -0.5, noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatInr(amount)).toBe(intlInr.format(amount));
      }),
      { numRuns: 5000 },
    );
  });

  it('leaves amounts beyond exact integers to Intl', () => {
    expect(formatInr(1e21)).toBe(intlInr.format(1e21));
    expect(formatInr(Number.NaN)).toBe(intlInr.format(Number.NaN));
  });
});
