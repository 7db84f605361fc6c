/** The shared lead rules (shared/src/contracts/schemas.ts) the forms and the API both apply. */
import {
  calendarDay,
  EMAIL_PATTERN,
  bookingSchema,
  enquirySchema,
  indiaToday,
  newsletterSchema,
  quickBookingSchema,
  searchPayloadSchema,
  toE164Phone,
} from '@tour/shared/contracts';
import { z } from 'zod';

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

it("checks emails by zod's own rule, which the newsletter box applies without zod", () => {
  for (const email of [
    'asha@example.com',
    'a.b+c@mail.co.in',
    "o'neil@x.io",
    'a@b',
    'a@b.c',
    '.a@b.co',
    'a..b@c.co',
    'a b@c.co',
    'a@-b.co',
    'a@b.co.',
    '',
  ]) {
    expect([email, EMAIL_PATTERN.test(email)]).toEqual([email, z.regexes.email.test(email)]);
  }
});

describe('phone numbers', () => {
  it('read an Indian number however it is typed beside the +91 prefix', () => {
    for (const typed of [
      '9812345678',
      '98123 45678',
      '98123-45678',
      '+91 98123 45678',
      '+919812345678',
      '098123 45678',
      '0091 98123 45678',
    ]) {
      expect(toE164Phone(typed)).toBe('+919812345678');
    }
  });

  it("take a visitor abroad's number with its own country code", () => {
    expect(toE164Phone('+44 7911 123456')).toBe('+447911123456');
    expect(toE164Phone('+971 50 123 4567')).toBe('+971501234567');
    expect(toE164Phone('001 415 555 2671')).toBe('+14155552671');
  });

  it('refuse what cannot be a number, with the message the form shows', () => {
    for (const typed of ['12345', 'call me', '+91+919812345678', '5876543210', '011 2345 6789']) {
      expect(toE164Phone(typed)).toBeNull();
    }
    const result = enquirySchema.safeParse({ phone: '12345' });
    expect(messages(result)).toContain(
      'phone: Enter a valid mobile number (from abroad, start with + and the country code)',
    );
  });
});

describe('group enquiries', () => {
  const enquiry = {
    name: 'Asha',
    phone: '+91 98123 45678',
    email: 'asha@example.com',
    destination: 'Goa',
    departureCity: 'Pune',
    departureDate: indiaToday(),
  };

  it('take an enquiry for more than 50 people, with optional notes', () => {
    const parsed = enquirySchema.parse({ ...enquiry, people: 120, notes: '  40 rooms  ' });
    expect(parsed).toMatchObject({ people: 120, notes: '40 rooms', phone: '+919812345678' });
    expect(enquirySchema.parse({ ...enquiry, people: 2, notes: '' }).notes).toBeUndefined();
    expect(messages(enquirySchema.safeParse({ ...enquiry, people: 1001 }))).toEqual([
      'people: At most 1000 people',
    ]);
  });

  it('send a booking for more than 50 people to the group enquiry', () => {
    const result = bookingSchema.safeParse({ noOfPerson: 51 });
    expect(messages(result)).toContain(
      'noOfPerson: For more than 50 people, please send us a group enquiry',
    );
  });
});
