import { newLeadReference } from './lead-reference';

describe('newLeadReference', () => {
  it('is GK- and 8 characters that cannot be misread (no I, L, O or U)', () => {
    for (let round = 0; round < 200; round++) {
      expect(newLeadReference()).toMatch(/^GK-[0-9A-HJKMNP-TV-Z]{8}$/);
    }
  });

  it('differs from one lead to the next', () => {
    const references = new Set(Array.from({ length: 1000 }, newLeadReference));
    expect(references.size).toBe(1000);
  });
});
