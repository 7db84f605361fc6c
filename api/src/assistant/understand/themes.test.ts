import { readMessage } from './test-understand';

describe('themes', () => {
  it.each([
    ['honeymoon ke liye', ['HONEYMOON']],
    ['parivaar ke saath', ['FAMILY']],
    ['trip with kids', ['FAMILY']],
    ['friends group trip', ['FRIEND']],
    ['tiger safari', ['WILDLIFE']],
    ['char dham darshan', ['RELIGIOUS']],
    ['scuba diving and rafting', ['WATER_ACTIVITY']],
    ['festival tour', ['SEASONAL_PACKAGE']],
    ['trekking adventure', ['ADVENTURE']],
  ])('%s → %j', (text, categories) => {
    expect(readMessage(text).categories).toEqual(categories);
  });

  it('keeps precise theme words for ranking', () => {
    expect(readMessage('scuba diving').keywords).toEqual(
      expect.arrayContaining(['scuba', 'diving']),
    );
  });

  it('does not read a camel safari as wildlife', () => {
    expect(readMessage('camel safari in the desert').categories).toEqual([]);
  });
});
