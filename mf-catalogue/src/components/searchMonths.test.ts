import { searchMonthSchema } from '@tour/shared/contracts';
import { readSearchMonth, searchMonths } from './searchMonths';

describe('searchMonths', () => {
  it('lists the current month through December, labelled like "March, 2025"', () => {
    const months = searchMonths(new Date(2025, 2, 14));
    expect(months).toHaveLength(10);
    expect(months[0]).toEqual({ value: '2025-03', label: 'March, 2025' });
    expect(months.at(-1)).toEqual({ value: '2025-12', label: 'December, 2025' });
  });

  it('goes on into next year to reach six months ahead, so December still offers a choice', () => {
    const months = searchMonths(new Date(2026, 11, 31));
    expect(months.map((m) => m.value)).toEqual([
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
    ]);
    expect(months[1]).toEqual({ value: '2027-01', label: 'January, 2027' });
  });

  it('stops at December while December is six months or more ahead', () => {
    expect(searchMonths(new Date(2026, 5, 1)).at(-1)?.value).toBe('2026-12');
    expect(searchMonths(new Date(2026, 6, 1)).at(-1)?.value).toBe('2027-01');
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
