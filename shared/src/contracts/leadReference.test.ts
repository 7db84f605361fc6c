import {
  LEAD_REFERENCE_ALPHABET,
  LEAD_REFERENCE_PATTERN,
  formatLeadReference,
} from './leadReference';

describe('lead references', () => {
  it('are GK- and 8 characters of the alphabet, each picked by the random source', () => {
    const picks = [0, 31, 1, 30, 2, 29, 3, 28];
    const sizes: number[] = [];
    const reference = formatLeadReference((size) => {
      sizes.push(size);
      return picks[sizes.length - 1]!;
    });
    expect(reference).toBe('GK-0Z1Y2X3W');
    expect(sizes).toEqual(Array(8).fill(32));
  });

  it('match the pattern whatever the random source picks, and a mishearable letter never does', () => {
    for (let index = 0; index < LEAD_REFERENCE_ALPHABET.length; index++) {
      expect(formatLeadReference(() => index)).toMatch(LEAD_REFERENCE_PATTERN);
    }
    expect(LEAD_REFERENCE_ALPHABET).toHaveLength(32);
    for (const letter of ['I', 'L', 'O', 'U']) {
      expect(LEAD_REFERENCE_PATTERN.test(`GK-7QX4M2P${letter}`)).toBe(false);
    }
  });

  it('the pattern refuses anything but a whole reference', () => {
    expect(LEAD_REFERENCE_PATTERN.test('GK-7QX4M2PA')).toBe(true);
    for (const other of [
      'GK-7QX4M2P',
      'GK-7QX4M2PAA',
      'gk-7qx4m2pa',
      'XGK-7QX4M2PA',
      'GK-7QX4M2P-',
    ]) {
      expect(LEAD_REFERENCE_PATTERN.test(other)).toBe(false);
    }
  });
});
