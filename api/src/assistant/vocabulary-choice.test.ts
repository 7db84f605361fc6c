import { emptyVocabulary, parseVocabulary } from '../content-files/load-vocabulary';

describe('the vocabulary an API with a broken vocabulary file falls back on', () => {
  it('knows no words and is still a whole vocabulary, as the assistant reads it', () => {
    const empty = emptyVocabulary();
    expect(parseVocabulary(empty)).toEqual(empty);
    expect(empty.categoryLabels.HONEYMOON).toBe('honeymoon');
    expect(empty.question.greetings).toEqual([]);
  });

  it('refuses a stored vocabulary of another shape', () => {
    expect(parseVocabulary({ stopWords: ['the'] })).toBeUndefined();
    expect(parseVocabulary(undefined)).toBeUndefined();
  });
});
