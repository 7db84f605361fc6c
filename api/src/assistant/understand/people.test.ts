import { readMessage } from './test-understand';

describe('people', () => {
  it.each([
    ['for 4 people', 4],
    ['hum 4 log', 4],
    ['family of 5', 5],
    ['couple', 2],
    ['2 adults and 2 kids', 4],
    ['char log', 4],
    ['solo trip', 1],
  ])('%s → %d', (text, people) => {
    expect(readMessage(text).people).toBe(people);
  });

  it('does not count "a couple of days" as two people', () => {
    expect(readMessage('a couple of days in Goa').people).toBeUndefined();
  });
});
