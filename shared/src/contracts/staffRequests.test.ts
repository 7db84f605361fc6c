import {
  MAX_STAFF_PASSWORD_LENGTH,
  staffAccountChangeSchema,
  staffCredentialsSchema,
  staffLeadChangeSchema,
  staffLeadsQuerySchema,
  staffSubjectBodySchema,
  staffSubjectQuerySchema,
} from './staffRequests';

describe('staff request schemas', () => {
  it('takes credentials with an optional code, trimming the email', () => {
    expect(
      staffCredentialsSchema.parse({ email: ' asha@agency.example ', password: 'secret' }),
    ).toEqual({ email: 'asha@agency.example', password: 'secret' });
    const tooLong = 'x'.repeat(MAX_STAFF_PASSWORD_LENGTH + 1);
    expect(staffCredentialsSchema.safeParse({ email: 'a@b.c', password: tooLong }).success).toBe(
      false,
    );
  });

  it('reads the inbox query: filters, a page of 25 by default, at most 100', () => {
    expect(staffLeadsQuerySchema.parse({ status: 'new' })).toEqual({ status: 'new', limit: 25 });
    expect(staffLeadsQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(staffLeadsQuerySchema.safeParse({ from: '1 May' }).success).toBe(false);
  });

  it('wants a change to change something, and names only what may change', () => {
    expect(staffLeadChangeSchema.safeParse({}).success).toBe(false);
    expect(staffLeadChangeSchema.safeParse({ reference: 'X' }).success).toBe(false);
    expect(staffLeadChangeSchema.parse({ assigneeId: null })).toEqual({ assigneeId: null });
    expect(staffAccountChangeSchema.safeParse({}).success).toBe(false);
  });

  it('names one person, by email or by phone, never both', () => {
    expect(staffSubjectQuerySchema.safeParse({}).success).toBe(false);
    expect(staffSubjectQuerySchema.safeParse({ email: 'a@b.c', phone: '1' }).success).toBe(false);
    expect(staffSubjectBodySchema.parse({ phone: '+919876543210' })).toEqual({
      phone: '+919876543210',
    });
  });
});
