import {
  countLabel,
  gstSentence,
  gstShortLabel,
  INCLUDE_KEYS,
  INCLUDE_LABELS,
  monthsLabel,
  packagePriceLabel,
  PRICE_BASIS,
  priceRangeLabel,
  STAY_KINDS,
  STAY_LABELS,
  ratedStay,
  stayLabel,
  stayParts,
} from './packageFacts';

describe('stayLabel', () => {
  it('names stars only for hotels that have them', () => {
    expect(stayLabel(['hotel'], 3)).toBe('3-star hotels');
    expect(stayLabel(['heritage'], 5)).toBe('5-star heritage hotels');
    expect(stayLabel(['hotel'], 0)).toBe('Hotels');
  });

  it('gives hostels, huts, camps and tents no stars, whatever the rating says', () => {
    expect(stayLabel(['hostel', 'beach-hut'], 3)).toBe('Hostels and beach huts');
    expect(stayLabel(['camp'], 4)).toBe('Camps');
    expect(stayLabel(['tent', 'guesthouse', 'lodge'], 0)).toBe('Tents, guest houses and lodges');
  });

  it('puts the rated kind first in a mix, the rest apart, so the stars read as its own', () => {
    expect(stayLabel(['tent', 'hotel'], 2)).toBe('2-star hotels, and tents');
    expect(stayLabel(['hotel', 'camp'], 3)).toBe('3-star hotels, and camps');
    expect(stayLabel(['resort', 'houseboat'], 4)).toBe('4-star resorts, and houseboats');
  });

  it('never rates houseboats, homestays or camps, and rates hotels before a resort', () => {
    expect(stayLabel(['houseboat'], 4)).toBe('Houseboats');
    expect(stayLabel(['homestay', 'camp'], 3)).toBe('Homestays and camps');
    expect(stayLabel(['resort', 'hotel'], 4)).toBe('4-star hotels, and resorts');
  });
});

describe('ratedStay and stayParts', () => {
  it('name the kind the stars rate, and the rest apart from it', () => {
    expect(ratedStay(['resort', 'houseboat'], 4)).toBe('resort');
    expect(ratedStay(['houseboat', 'heritage', 'resort'], 5)).toBe('heritage');
    expect(stayParts(['resort', 'houseboat'], 4)).toEqual({
      rated: '4-star resorts',
      others: 'Houseboats',
    });
    expect(stayParts(['hotel'], 3)).toEqual({ rated: '3-star hotels', others: null });
  });

  it('rate nothing without stars, or with only kinds stars do not describe', () => {
    expect(ratedStay(['hotel'], 0)).toBeUndefined();
    expect(ratedStay(['hotel'], 0.4)).toBeUndefined();
    expect(ratedStay(['houseboat', 'camp', 'homestay'], 5)).toBeUndefined();
    expect(ratedStay([], 3)).toBeUndefined();
    expect(stayParts(['houseboat', 'camp'], 4)).toEqual({
      rated: null,
      others: 'Houseboats and camps',
    });
    expect(stayParts(['hotel'], 9)).toEqual({ rated: '5-star hotels', others: null });
  });
});

describe('monthsLabel', () => {
  it.each([
    [[11, 12, 1, 2, 3], 'Nov–Mar'],
    [[1, 2, 3, 11, 12], 'Nov–Mar'],
    [[4, 5, 9, 10], 'Apr–May, Sep–Oct'],
    [[6], 'Jun'],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'All year'],
    [[], ''],
    [[12, 1, 6], 'Jun, Dec–Jan'],
  ])('%j reads %j', (months, label) => {
    expect(monthsLabel(months)).toBe(label);
  });
});

describe('GST', () => {
  it('is said one way next to a price and in a sentence', () => {
    expect(gstShortLabel(5)).toBe('+ 5% GST');
    expect(gstShortLabel('included')).toBe('GST included');
    expect(gstSentence(5)).toBe('Prices exclude GST, charged at 5% on the package price.');
    expect(gstSentence('included')).toBe('Prices include GST.');
  });
});

describe('countLabel', () => {
  it('is singular for exactly one', () => {
    expect(countLabel(0, 'package')).toBe('0 packages');
    expect(countLabel(1, 'package')).toBe('1 package');
    expect(countLabel(2, 'package')).toBe('2 packages');
    expect(countLabel(1, 'city', 'cities')).toBe('1 city');
  });
});

describe('the closed lists', () => {
  it('label every name they hold', () => {
    for (const kind of STAY_KINDS) expect(STAY_LABELS[kind]).toMatch(/^[a-z ]+s$/);
    for (const key of INCLUDE_KEYS) expect(INCLUDE_LABELS[key].label).not.toBe('');
  });
});

describe('package price wording', () => {
  it('states a range as the page does, with the price basis and GST', () => {
    expect(packagePriceLabel({ price: 42999, maxPrice: 55999, gst: 5 })).toBe(
      '₹42,999 – ₹55,999 per person on twin sharing + 5% GST',
    );
    expect(packagePriceLabel({ price: 9999, gst: 'included' })).toBe(
      `₹9,999 ${PRICE_BASIS}, GST included`,
    );
  });

  it('shows one amount when the top price is missing, equal or lower (a typo)', () => {
    expect(priceRangeLabel(23999, null)).toBe('₹23,999');
    expect(priceRangeLabel(23999, 23999)).toBe('₹23,999');
    expect(priceRangeLabel(23999, 19999)).toBe('₹23,999');
    expect(priceRangeLabel(150000, 1250000)).toBe('₹1,50,000 – ₹12,50,000');
  });

  it('leaves GST out rather than guess when a package has none recorded', () => {
    expect(packagePriceLabel({ price: 9999, maxPrice: 12999 })).toBe(
      '₹9,999 – ₹12,999 per person on twin sharing',
    );
  });
});
