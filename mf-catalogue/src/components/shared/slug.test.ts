import { categoryLabel } from './slug';

describe('listing labels', () => {
  it('shows category codes the way the listing does', () => {
    expect(categoryLabel('SEASONAL_PACKAGE')).toBe('seasonal package');
  });
});
