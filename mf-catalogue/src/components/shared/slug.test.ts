import { categoryLabel, nightsDays } from './slug';

describe('listing labels', () => {
  it('shows category codes and durations the way the listing does', () => {
    expect(categoryLabel('SEASONAL_PACKAGE')).toBe('seasonal package');
    expect(nightsDays(5)).toBe('4N / 5D');
  });
});
