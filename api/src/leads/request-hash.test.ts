import { requestHash } from './request-hash';

describe('requestHash', () => {
  it('ignores key order, at every depth', () => {
    expect(requestHash('enquiry', { a: 1, b: { c: 2, d: [1, { e: 3, f: 4 }] } })).toBe(
      requestHash('enquiry', { b: { d: [1, { f: 4, e: 3 }], c: 2 }, a: 1 }),
    );
  });

  it('differs by content and by kind', () => {
    const body = { name: 'Asha' };
    expect(requestHash('enquiry', body)).not.toBe(requestHash('enquiry', { name: 'Ashu' }));
    expect(requestHash('enquiry', body)).not.toBe(requestHash('booking', body));
  });
});
