import { readMessage } from './test-understand';

describe('budget', () => {
  it.each([
    ['under 30k', { max: 30000 }],
    ['below ₹40,000', { max: 40000 }],
    ['40000', { max: 40000 }],
    ['budget is Rs. 25,000', { max: 25000 }],
    ['upto 1 lakh', { max: 100000 }],
    ['1.5 lakh', { max: 150000 }],
    ['30 hazar tak', { max: 30000 }],
    ['30k se kam', { max: 30000 }],
    ['above 50k', { min: 50000 }],
    ['between 20k and 40k', { min: 20000, max: 40000 }],
    ['20-30k', { min: 20000, max: 30000 }],
  ])('%s → %j', (text, budget) => {
    expect(readMessage(text).budget).toEqual(budget);
  });

  it('reads "around" as a band', () => {
    expect(readMessage('around 30k')).toMatchObject({
      budget: { around: 30000, min: 21000, max: 34500 },
    });
  });

  it('divides a total budget among the group', () => {
    expect(readMessage('4 people, total budget 1 lakh').budget).toEqual({
      max: 25000,
      total: { amount: 100000, people: 4 },
    });
    expect(readMessage('4 people, 30k per person').budget).toEqual({ max: 30000 });
  });

  it.each([
    ['cheap goa trip', 'low'],
    ['sasta package', 'low'],
    ['budget trip', 'low'],
    ['luxury honeymoon', 'luxury'],
    ['5 star stay', 'luxury'],
  ])('%s → %s band', (text, band) => {
    expect(readMessage(text).band).toBe(band);
  });

  it('ignores years and dates', () => {
    expect(readMessage('Goa on 25 December 2025').budget).toBeUndefined();
  });
});
