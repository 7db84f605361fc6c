import { maskEmail, maskPhone, withMaskedContact } from './lead-queries';

describe("an agent's masked contact details", () => {
  it('keeps an email’s first character and domain only', () => {
    expect(maskEmail('asha.verma@example.com')).toBe('a•••@example.com');
    expect(maskEmail('a@example.com')).toBe('a•••@example.com');
    // The last @ separates the domain; a quoted local part with @ in it stays hidden.
    expect(maskEmail('"x@y"@example.com')).toBe('"•••@example.com');
    // A first character outside the BMP stays whole, not half a surrogate pair.
    expect(maskEmail('😀me@example.com')).toBe('😀•••@example.com');
  });

  it('hides anything that is no address at all', () => {
    expect(maskEmail('not-an-email')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
    expect(maskEmail('')).toBe('•••');
    expect(maskEmail(null)).toBeNull();
  });

  it('keeps the last 4 digits of a phone, and none of a short one', () => {
    expect(maskPhone('+919876543210')).toBe('•••3210');
    expect(maskPhone('+1 (415) 555-0123')).toBe('•••0123');
    expect(maskPhone('12345')).toBe('•••');
    expect(maskPhone('call me')).toBe('•••');
    expect(maskPhone(null)).toBeNull();
  });

  it('masks only the email and phone of a list row', () => {
    const row = {
      id: 1,
      reference: 'GK-7QX4M2KD',
      kind: 'enquiry' as const,
      status: 'new' as const,
      createdAt: '2026-11-29T10:00:00.000Z',
      name: 'Asha Verma',
      phone: '+919876543210',
      email: 'asha@example.com',
      destination: 'Kerala',
      assignee: null,
      delivery: null,
    };
    expect(withMaskedContact(row)).toEqual({
      ...row,
      email: 'a•••@example.com',
      phone: '•••3210',
    });
    expect(JSON.stringify(withMaskedContact(row))).not.toMatch(/asha@|9876543210/);
  });
});
