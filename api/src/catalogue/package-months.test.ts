import { decodeMonths, encodeMonths, monthOfSearchDate, suitsMonth } from './package-months';

describe('encodeMonths / decodeMonths', () => {
  it('stores months ascending and unique, and reads them back', () => {
    expect(encodeMonths([10, 11, 12, 1, 2, 3, 12])).toBe('1,2,3,10,11,12');
    expect(decodeMonths('1,2,3,10,11,12')).toEqual([1, 2, 3, 10, 11, 12]);
  });

  it('stores no months as null, and reads null or rubbish as none', () => {
    expect(encodeMonths([])).toBeNull();
    expect(encodeMonths([0, 13, 1.5])).toBeNull();
    expect(decodeMonths(null)).toEqual([]);
    expect(decodeMonths('x, 13,4')).toEqual([4]);
  });
});

describe('monthOfSearchDate', () => {
  it.each([
    ['2026-12-01', 12],
    ['2026-06', 6],
    ['2026-03-01T00:00:00.000Z', 3],
    ['December, 2026', 12],
    ['june 2026', 6],
    ['Sept 2026', 9],
    ['Mar', 3],
  ])('%j → %i', (date, month) => {
    expect(monthOfSearchDate(date)).toBe(month);
  });

  it.each([null, undefined, '', 'Ma 2026', '2026-13-01', 'someday', '12/2026'])(
    '%j names no month',
    (date) => {
      expect(monthOfSearchDate(date)).toBeNull();
    },
  );
});

describe('suitsMonth', () => {
  it('is true for a listed month, and for a package without months', () => {
    expect(suitsMonth([5, 6, 7, 8, 9, 10], 7)).toBe(true);
    expect(suitsMonth([5, 6, 7, 8, 9, 10], 12)).toBe(false);
    expect(suitsMonth([], 12)).toBe(true);
  });
});
