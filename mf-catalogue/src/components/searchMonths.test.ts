import { searchMonthSchema } from '@tour/shared/contracts';
import { readSearchMonth, searchMonths } from './searchMonths';

describe('searchMonths', () => {
  it('offers "Any month" first, then this month and the 12 after it, labelled like "March, 2025"', () => {
    const months = searchMonths(new Date(2025, 2, 14));
    expect(months).toHaveLength(14);
    expect(months[0]).toEqual({ value: '', label: 'Any month' });
    expect(months[1]).toEqual({ value: '2025-03', label: 'March, 2025' });
    expect(months.at(-1)).toEqual({ value: '2026-03', label: 'March, 2026' });
  });

  it('reaches next June from November, across the new year', () => {
    const months = searchMonths(new Date(2026, 10, 29));
    expect(months.map((m) => m.value)).toEqual([
      '',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
      '2027-10',
      '2027-11',
    ]);
    expect(months.find((m) => m.value === '2027-06')?.label).toBe('June, 2027');
  });

  it('counts from the clock’s own month on its last and first days', () => {
    expect(searchMonths(new Date(2026, 11, 31, 23, 59))[1]?.value).toBe('2026-12');
    expect(searchMonths(new Date(2027, 0, 1, 0, 0))[1]?.value).toBe('2027-01');
    expect(searchMonths(new Date(2027, 0, 1)).at(-1)?.value).toBe('2028-01');
  });
});

describe('readSearchMonth', () => {
  it.each([
    ['2026-12', { year: 2026, month: 12 }],
    [' 2027-01 ', { year: 2027, month: 1 }],
    ['2026-13', null],
    ['2026-1', null],
    ['December', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, month) => {
    expect(readSearchMonth(value)).toEqual(month);
  });

  it.each(['2026-12', '2026-00', '2026-13', '26-12', '2026-12-01', 'x', ' 2026-06'])(
    'agrees with the API’s searchMonthSchema on %j',
    (value) => {
      expect(readSearchMonth(value) !== null).toBe(searchMonthSchema.safeParse(value).success);
    },
  );
});
