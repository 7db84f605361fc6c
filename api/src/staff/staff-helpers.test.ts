import { parseAddArguments } from './cli-args';
import { staffLeadsCsv } from './csv';
import { decodeLeadCursor, encodeLeadCursor, indiaDayEnd, indiaDayStart } from './lead-cursor';
import { checkPassword, hashPassword, passwordProblem } from './passwords';
import { parseRetentionDays } from './privacy';
import type { Lead } from '../db/schema';

describe('staff helpers', () => {
  it('round-trips the cursor and refuses anything else', () => {
    const cursor = { createdAt: '2026-11-21T10:00:00.000Z', id: 42 };
    expect(decodeLeadCursor(encodeLeadCursor(cursor))).toEqual(cursor);
    for (const bad of ['', 'abc', Buffer.from('[1,2]').toString('base64url'), 'a b']) {
      expect(decodeLeadCursor(bad)).toBeNull();
    }
  });

  it('takes days in India time', () => {
    expect(indiaDayStart('2026-11-21')).toBe('2026-11-20T18:30:00.000Z');
    expect(indiaDayEnd('2026-12-31')).toBe('2026-12-31T18:30:00.000Z');
  });

  it('parses staff:add arguments', () => {
    expect(parseAddArguments(['--', 'A@B.example', '--name', 'Asha K'])).toEqual({
      email: 'a@b.example',
      name: 'Asha K',
      role: null,
      enable: false,
      resetTwoFactor: false,
    });
    expect(parseAddArguments(['x@y.example'])).toEqual({
      email: 'x@y.example',
      name: null,
      role: null,
      enable: false,
      resetTwoFactor: false,
    });
    expect(
      parseAddArguments(['x@y.example', '--role=owner', '--enable', '--reset-two-factor']),
    ).toMatchObject({ role: 'owner', enable: true, resetTwoFactor: true });
    expect(parseAddArguments(['x@y.example', '--role', 'boss'])).toHaveProperty('error');
    expect(parseAddArguments([])).toHaveProperty('error');
    expect(parseAddArguments(['not-an-email'])).toHaveProperty('error');
    expect(parseAddArguments(['a@b.example', '--name'])).toHaveProperty('error');
  });

  it('wants passwords of 12 characters or more, hashed with argon2id', async () => {
    const owner = { email: 'asha@agency.example', name: 'Asha' };
    expect(passwordProblem('short', owner)).toMatch(/at least 12/);
    expect(passwordProblem('violet kettle mango', owner)).toBeNull();
    const hash = await hashPassword('twelve chars');
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(checkPassword(hash, 'twelve chars')).resolves.toBe(true);
    await expect(checkPassword(hash, 'twelve charz')).resolves.toBe(false);
    await expect(checkPassword(null, 'twelve chars')).resolves.toBe(false);
  });

  it('reads LEAD_RETENTION_DAYS', () => {
    expect(parseRetentionDays(undefined)).toBe(730);
    expect(parseRetentionDays('30')).toBe(30);
    expect(() => parseRetentionDays('0')).toThrow();
    expect(() => parseRetentionDays('1.5')).toThrow();
  });

  it('writes CSV with a BOM, phones as text and formulas escaped', () => {
    const lead = {
      id: 1,
      kind: 'enquiry',
      reference: 'GK-00000001',
      created_at: '2026-11-21T10:00:00.000Z',
      payload: JSON.stringify({ name: '@SUM(A1)', phone: '+919876543210' }),
    } as Lead;
    const csv = staffLeadsCsv([lead]);
    expect(csv.startsWith('\uFEFFid,')).toBe(true);
    expect(csv).toContain(",'@SUM(A1),,'+919876543210,");
  });

  it('writes CSV whose bytes Excel reads as UTF-8, Hindi names included', () => {
    const lead = {
      id: 2,
      kind: 'enquiry',
      reference: 'GK-00000002',
      created_at: '2026-11-21T10:00:00.000Z',
      payload: JSON.stringify({ name: 'राहुल वर्मा', phone: '+919876543210' }),
    } as Lead;
    const bytes = Buffer.from(staffLeadsCsv([lead]), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8').split('\r\n')[1]).toBe(
      "2,GK-00000002,enquiry,2026-11-21T10:00:00.000Z,राहुल वर्मा,,'+919876543210,,,,,,,,,no",
    );
  });
});
