import { searchMonths } from './searchMonths';

describe('searchMonths', () => {
  it('lists the current month through December, labelled like "March, 2025"', () => {
    const months = searchMonths(new Date(2025, 2, 14));
    expect(months).toHaveLength(10);
    expect(months[0]).toEqual({ value: '2025-03', label: 'March, 2025' });
    expect(months.at(-1)).toEqual({ value: '2025-12', label: 'December, 2025' });
  });

  it('offers only December in December', () => {
    expect(searchMonths(new Date(2026, 11, 31))).toEqual([
      { value: '2026-12', label: 'December, 2026' },
    ]);
  });
});
