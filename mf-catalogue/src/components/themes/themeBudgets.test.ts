import { THEME_BUDGETS, filterByBudget } from './themeBudgets';

const card = (id: number, minPrice: number) => ({
  id,
  destinationName: `D${id}`,
  image: '',
  minPrice,
  maxPrice: minPrice + 5000,
  minDays: 3,
  maxDays: 5,
});

describe('theme budgets', () => {
  it('are the spec’s ranges', () => {
    expect(THEME_BUDGETS.map((b) => [b.min, b.max])).toEqual([
      [0, 9999],
      [10000, 20000],
      [20001, 40000],
      [40001, 60000],
      [60001, 80000],
      [80001, Infinity],
    ]);
    expect(THEME_BUDGETS.map((b) => b.label)).toEqual([
      '₹0 - ₹9,999',
      '₹10,000 - ₹20,000',
      '₹20,001 - ₹40,000',
      '₹40,001 - ₹60,000',
      '₹60,001 - ₹80,000',
      '₹80,001 and above',
    ]);
  });

  it('match against minPrice, edges included', () => {
    const cards = [9999, 10000, 20000, 20001, 40000, 40001, 60000, 60001, 80000, 80001].map(
      (price, index) => card(index, price),
    );
    const prices = (id: string | null) => filterByBudget(cards, id).map((c) => c.minPrice);
    expect(prices('0-9999')).toEqual([9999]);
    expect(prices('10000-20000')).toEqual([10000, 20000]);
    expect(prices('20001-40000')).toEqual([20001, 40000]);
    expect(prices('40001-60000')).toEqual([40001, 60000]);
    expect(prices('60001-80000')).toEqual([60001, 80000]);
    expect(prices('80001-plus')).toEqual([80001]);
    expect(prices(null)).toHaveLength(10);
  });

  it('leave no gap for prices that are not whole rupees', () => {
    const cards = [9999.5, 20000.5, 40000.5, 60000.5, 80000.5].map((price, index) =>
      card(index, price),
    );
    const prices = (id: string | null) => filterByBudget(cards, id).map((c) => c.minPrice);
    expect(prices('0-9999')).toEqual([]);
    expect(prices('10000-20000')).toEqual([9999.5]);
    expect(prices('20001-40000')).toEqual([20000.5]);
    expect(prices('40001-60000')).toEqual([40000.5]);
    expect(prices('60001-80000')).toEqual([60000.5]);
    expect(prices('80001-plus')).toEqual([80000.5]);
  });
});
