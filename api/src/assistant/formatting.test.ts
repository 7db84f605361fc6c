import { formatDuration, formatPrice, formatStay } from './formatting';

describe('formatDuration', () => {
  it.each([
    [1, '1 day'],
    [2, '2 days / 1 night'],
    [5, '5 days / 4 nights'],
  ])('formats %d days as %s', (days, text) => {
    expect(formatDuration(days)).toBe(text);
  });
});

describe('formatPrice', () => {
  it('states the range, the basis and GST as the package page does', () => {
    expect(formatPrice({ price: 42999, maxPrice: 55999, gst: 5 })).toBe(
      '₹42,999 – ₹55,999 per person on twin sharing + 5% GST',
    );
    expect(formatPrice({ price: 14999, maxPrice: null, gst: 'included' })).toBe(
      '₹14,999 per person on twin sharing, GST included',
    );
  });

  it('adds the group total, a range for a range', () => {
    expect(formatPrice({ price: 14999, gst: 5 }, 4)).toBe(
      '₹14,999 per person on twin sharing + 5% GST (₹59,996 for 4 people)',
    );
    expect(formatPrice({ price: 23999, maxPrice: 33499, gst: 5 }, 2)).toBe(
      '₹23,999 – ₹33,499 per person on twin sharing + 5% GST (₹47,998 – ₹66,998 for 2 people)',
    );
  });

  it('gives no total for one traveller or none given', () => {
    expect(formatPrice({ price: 9999 }, 1)).toBe('₹9,999 per person on twin sharing');
    expect(formatPrice({ price: 9999 }, 0)).toBe('₹9,999 per person on twin sharing');
  });
});

describe('formatStay', () => {
  it('says resorts and houseboats as the page does, never "hotels" for them', () => {
    // The stars rate the resorts, not the houseboats: the comma says so, as on the page.
    expect(formatStay({ stay: ['resort', 'houseboat'], rating: 5 })).toBe(
      '5-star resorts, and houseboats',
    );
  });

  it('lower-cases a label that starts a word, to follow a comma', () => {
    expect(formatStay({ stay: ['hostel', 'beach-hut'], rating: 3 })).toBe('hostels and beach huts');
  });

  it('says nothing for a package whose stay is not recorded', () => {
    expect(formatStay({ stay: [], rating: 4 })).toBe('');
  });
});
