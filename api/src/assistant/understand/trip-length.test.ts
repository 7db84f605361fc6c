import { readMessage } from './test-understand';

describe('trip length', () => {
  it.each([
    ['5 days', { min: 4, max: 6, target: 5 }],
    ['4 nights', { min: 4, max: 6, target: 5 }],
    ['4N/5D', { min: 4, max: 6, target: 5 }],
    ['paanch din', { min: 4, max: 6, target: 5 }],
    ['3 raat', { min: 3, max: 5, target: 4 }],
    ['a week', { min: 6, max: 8, target: 7 }],
    ['weekend', { min: 2, max: 3, target: 3 }],
    ['long weekend', { min: 3, max: 4, target: 4 }],
    ['less than 5 days', { min: 1, max: 5 }],
    ['at least 7 days', { min: 7, max: 60 }],
    ['5-6 days', { min: 5, max: 6 }],
  ])('%s → %j', (text, duration) => {
    expect(readMessage(text).duration).toMatchObject(duration);
  });
});
