import { MONTH_NAMES } from '@tour/shared/contracts';
import { monthYearLabel } from './monthLabels';

describe('month labels', () => {
  it.each(MONTH_NAMES.map((name, month) => [name, month] as const))(
    'names %s as Intl en-IN does',
    (name, month) => {
      const date = new Date(2026, month, 15);
      expect(name).toBe(new Intl.DateTimeFormat('en-IN', { month: 'long' }).format(date));
      expect(monthYearLabel(date)).toBe(
        new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' }).format(date),
      );
    },
  );

  it('reads the month in UTC when asked, as review dates are stored', () => {
    const date = new Date('2026-03-31T23:30:00Z');
    expect(monthYearLabel(date, 'UTC')).toBe(
      new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        date,
      ),
    );
  });
});
