import { deliveryWarning, fieldLabel, fieldValue, formatDateTime } from './labels';

describe('inbox labels', () => {
  it('names known fields in words and puts unknown ones into words', () => {
    expect(fieldLabel('departureCity')).toBe('Departure city');
    expect(fieldLabel('noOfPerson')).toBe('Travellers');
    expect(fieldLabel('returnFlightNo')).toBe('Return flight no');
    expect(fieldLabel('pickup_point')).toBe('Pickup point');
  });

  it('says what a value is, an empty one included', () => {
    expect(fieldValue('')).toBe('Not given');
    expect(fieldValue(null)).toBe('Not given');
    expect(fieldValue(true)).toBe('Yes');
    expect(fieldValue(3)).toBe('3');
    expect(fieldValue(['a', 'b'])).toBe('["a","b"]');
  });

  it('gives times in India’s time zone', () => {
    expect(formatDateTime('2026-01-31T20:15:00Z')).toMatch(/1 Feb 2026, 1:45\s?am/i);
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('warns only of failed or retried notifications', () => {
    expect(deliveryWarning('dead')).toMatch(/failed/);
    expect(deliveryWarning('retrying')).toMatch(/delayed/);
    expect(deliveryWarning('delivered')).toBeNull();
    expect(deliveryWarning('pending')).toBeNull();
    expect(deliveryWarning(null)).toBeNull();
  });
});
