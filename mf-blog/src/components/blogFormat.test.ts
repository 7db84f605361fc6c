import { categoryLabel, excerpt } from './blogFormat';

describe('blog formatting', () => {
  it('shows category codes with spaces instead of underscores', () => {
    expect(categoryLabel('WATER_ACTIVITY')).toBe('Water Activity');
    expect(categoryLabel('HONEYMOON')).toBe('Honeymoon');
  });

  it('cuts a rich-text body to whole words', () => {
    expect(excerpt('<p>Hello <b>there</b> traveller</p>', 12)).toBe('Hello there…');
    expect(excerpt('<p>Short</p>')).toBe('Short');
  });
});
