import { nightsDays } from './nightsDays';

describe('nightsDays', () => {
  it.each([
    [1, '1 Day'],
    [2, '1 Night / 2 Days'],
    [5, '4 Nights / 5 Days'],
  ])('%i days read “%s”', (days, text) => {
    expect(nightsDays(days)).toBe(text);
  });
});
