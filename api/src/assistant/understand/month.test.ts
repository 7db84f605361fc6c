import { readMessage } from './test-understand';

describe('month', () => {
  it.each([
    ['Goa in December', [12]],
    ['Kashmir in may', [5]],
    ['Diwali trip', [10, 11]],
    ['summer holidays', [5, 6]],
    ['next month', [4]],
  ])('%s → %j', (text, months) => {
    expect(readMessage(text).month?.months).toEqual(months);
  });

  it('does not read "may I" as a month', () => {
    expect(readMessage('may I ask about Goa').month).toBeUndefined();
  });
});
