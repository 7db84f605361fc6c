import { formatDuration, formatInr, packageDetailPath } from './formatting';

describe('formatInr', () => {
  it.each([
    [14999, '₹14,999'],
    [149999, '₹1,49,999'],
    [500, '₹500'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });
});

describe('formatDuration', () => {
  it.each([
    [1, '1 day'],
    [2, '2 days / 1 night'],
    [5, '5 days / 4 nights'],
  ])('formats %d days as %s', (days, text) => {
    expect(formatDuration(days)).toBe(text);
  });
});

describe('packageDetailPath', () => {
  it('follows the site route', () => {
    expect(packageDetailPath('vaishno-devi', 'vaishno-devi-katra-darshan')).toBe(
      '/vaishno-devi-tour-packages-details/vaishno-devi-katra-darshan',
    );
  });
});
