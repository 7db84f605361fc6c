import type { PackageListItem } from '@tour/shared';
import { pkg } from '../../testing/fixtures';
import { nearestPackages, type PackageShape } from './nearestPackages';

const names = (list: PackageListItem[]) => list.map((item) => item.name);

/** Kerala as the catalogue has it: a luxury honeymoon among cheaper trips of every theme. */
const HONEYMOON: PackageShape = {
  id: 1,
  category: 'HONEYMOON',
  durationDay: 6,
  price: 76499,
  maxPrice: 106999,
};
const KERALA = [
  pkg(2, { name: 'Backwater budget', category: 'FAMILY', price: 15999, durationDay: 5 }),
  pkg(3, { name: 'Munnar weekend', category: 'FRIEND', price: 15999, durationDay: 3 }),
  pkg(4, { name: 'Temple trail', category: 'RELIGIOUS', price: 15999, durationDay: 6 }),
  pkg(5, { name: 'Houseboat honeymoon', category: 'HONEYMOON', price: 38999, durationDay: 5 }),
  pkg(6, { name: 'Grand tour', category: 'FAMILY', price: 72999, maxPrice: 99999, durationDay: 8 }),
  pkg(7, { name: 'Ayurveda monsoon', category: 'SEASONAL_PACKAGE', price: 81999, durationDay: 7 }),
  pkg(1, { name: 'Luxury honeymoon', category: 'HONEYMOON', price: 76499, durationDay: 6 }),
];

describe('nearestPackages', () => {
  it('suggests a luxury honeymoon other honeymoons, then trips of its price, not the cheapest', () => {
    const nearest = nearestPackages(HONEYMOON, KERALA, 3);
    expect(names(nearest)).toEqual(['Houseboat honeymoon', 'Ayurveda monsoon', 'Grand tour']);
    expect(nearest.every((item) => item.price !== 15999)).toBe(true);
  });

  it('never suggests the package itself, and keeps to the limit', () => {
    expect(names(nearestPackages(HONEYMOON, KERALA, 10))).not.toContain('Luxury honeymoon');
    expect(nearestPackages(HONEYMOON, KERALA, 10)).toHaveLength(6);
    expect(nearestPackages(HONEYMOON, KERALA, 0)).toEqual([]);
    expect(nearestPackages(HONEYMOON, KERALA, -1)).toEqual([]);
    expect(nearestPackages(HONEYMOON, [KERALA[6]!], 3)).toEqual([]);
  });

  it('puts the same length at the same price before the same length at a fifth of it', () => {
    const family: PackageShape = { id: 1, category: 'FAMILY', durationDay: 5, price: 40000 };
    const list = [
      pkg(2, { name: 'Cheap, same length', price: 8000, durationDay: 5 }),
      pkg(3, { name: 'A day longer, same price', price: 41000, durationDay: 6 }),
      pkg(4, { name: 'Same length, overlapping range', price: 35000, maxPrice: 45000 }),
    ];
    expect(names(nearestPackages(family, list, 3))).toEqual([
      'Same length, overlapping range',
      'A day longer, same price',
      'Cheap, same length',
    ]);
  });

  it('ranks on length and price alone when the theme of the package is unknown', () => {
    const unknown: PackageShape = { id: 99, durationDay: 4, price: 20000 };
    const list = [
      pkg(2, { name: 'Far', category: 'FAMILY', price: 90000, durationDay: 12 }),
      pkg(3, { name: 'Near', category: 'ADVENTURE', price: 21000, durationDay: 4 }),
    ];
    expect(names(nearestPackages(unknown, list, 2))).toEqual(['Near', 'Far']);
  });

  it('keeps the listing order between packages equally near, and copes with odd data', () => {
    const current: PackageShape = { id: 1, category: 'FAMILY', durationDay: 0, price: 0 };
    const list = [
      pkg(2, { name: 'First', durationDay: 0, price: 0 }),
      pkg(3, { name: 'Second', durationDay: 0, price: 0 }),
      pkg(4, { name: 'Range below its start', durationDay: 0, price: 0, maxPrice: -5 }),
    ];
    expect(names(nearestPackages(current, list, 3))).toEqual([
      'First',
      'Second',
      'Range below its start',
    ]);
  });
});
