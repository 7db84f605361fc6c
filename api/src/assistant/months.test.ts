import { describeMonths, parseSeason, seasonPhrase } from './months';

describe('parseSeason', () => {
  it.each([
    ['October to March', [1, 2, 3, 10, 11, 12]],
    ['March to June and October to November', [3, 4, 5, 6, 10, 11]],
    ['mid-June to September', [6, 7, 8, 9]],
    ['late December to February', [1, 2, 12]],
    ['April to early May', [4, 5]],
    ['no months here', []],
  ])('%s → %j', (phrase, months) => {
    expect([...parseSeason(phrase)].sort((a, b) => a - b)).toEqual(months);
  });
});

describe('describeMonths', () => {
  it('writes ranges, wrapping past December', () => {
    expect(describeMonths([11, 12, 1, 2])).toBe('November to February');
    expect(describeMonths([3, 4, 5, 10])).toBe('March to May and October');
    expect(describeMonths([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe('all year');
  });
});

describe('seasonPhrase', () => {
  it.each([
    ['Lovely. The best time for this trip is October to March. We meet you.', 'October to March'],
    ['Good months to go are May to September.', 'May to September'],
    ['Plan it for mid-June to September if you can.', 'mid-June to September'],
    [
      'Go in the months from November to June for the most comfortable weather.',
      'November to June',
    ],
  ])('finds the season in %j', (text, phrase) => {
    expect(seasonPhrase(text)).toBe(phrase);
  });

  it('ignores months that are not a season sentence', () => {
    expect(
      seasonPhrase('Water sports pause during the monsoon (June to September).'),
    ).toBeUndefined();
  });
});
