/** The shared lead rules (shared/src/contracts/schemas.ts) the forms and the API both apply. */
import {
  calendarDay,
  enquirySchema,
  indiaToday,
  newsletterSchema,
  quickBookingSchema,
  searchPayloadSchema,
} from '@tour/shared/contracts';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('dates', () => {
  it('take "today" in India, which starts at 18:30 UTC', () => {
    expect(indiaToday(new Date('2026-11-20T18:29:59Z'))).toBe('2026-11-20');
    expect(indiaToday(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
  });

  it('read a date picker day as is and a timestamp as its day in India', () => {
    expect(calendarDay('2026-12-01')).toBe('2026-12-01');
    expect(calendarDay('2026-11-30T18:30:00.000Z')).toBe('2026-12-01');
    expect(calendarDay('2026-02-29')).toBeNull();
    expect(calendarDay('01/12/2026')).toBeNull();
    expect(calendarDay('2026-13-45T00:00')).toBeNull();
  });
});

describe('lead schemas', () => {
  it('say "Required" for every missing enquiry field', () => {
    expect(messages(enquirySchema.safeParse({}))).toEqual([
      'name: Required',
      'phone: Required',
      'email: Required',
      'destination: Required',
      'departureCity: Required',
      'departureDate: Required',
      'people: Required',
    ]);
  });

  it('say "This field is required" on the short booking form', () => {
    expect(messages(quickBookingSchema.safeParse({ person: '' }))).toEqual([
      'name: This field is required',
      'person: This field is required',
      'departingCity: This field is required',
      'date: This field is required',
      'email: This field is required',
      'phone: This field is required',
    ]);
  });

  it('give the newsletter its own single message', () => {
    for (const email of ['', 'a@', 'a@b', 'a b@c.de']) {
      expect(messages(newsletterSchema.safeParse({ email }))).toEqual([
        'email: Valid email is required *',
      ]);
    }
  });

  it('take search ids as numbers or numeric text, and no category as null', () => {
    expect(searchPayloadSchema.parse({ destinationId: '4', categoryId: null })).toMatchObject({
      destinationId: 4,
      categoryId: null,
    });
    expect(messages(searchPayloadSchema.safeParse({ destinationId: 'goa' }))).toEqual([
      'destinationId: Must be a positive whole number',
    ]);
  });
});
