import { sortListing } from './listingSort';

const trips = [
  { id: 1, price: 30000, days: 4 },
  { id: 2, price: 10000, days: 4 },
  { id: 3, price: 20000, days: 2 },
  { id: 4, price: 10000, days: 7 },
];
const ids = (sort: Parameters<typeof sortListing>[1]) =>
  sortListing(trips, sort, (t) => t).map((t) => t.id);

describe('sortListing', () => {
  it('orders by price both ways, keeping the given order for equal prices', () => {
    expect(ids('price-asc')).toEqual([2, 4, 3, 1]);
    expect(ids('price-desc')).toEqual([1, 3, 2, 4]);
  });

  it('orders by length both ways, the cheaper first for equal lengths', () => {
    expect(ids('duration')).toEqual([3, 2, 1, 4]);
    expect(ids('duration-desc')).toEqual([4, 2, 1, 3]);
  });

  it('keeps the given order for recommended, and never sorts the input itself', () => {
    expect(ids('recommended')).toEqual([1, 2, 3, 4]);
    expect(sortListing(trips, 'recommended', (t) => t)).not.toBe(trips);
    expect(trips.map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });
});
