import type { Lead } from '../db/schema';
import { toCsv, toExportRow } from './lead-export';

const lead = (id: number, kind: Lead['kind'], payload: object): Lead => ({
  id,
  kind,
  payload: JSON.stringify(payload),
  idempotency_key: null,
  request_hash: 'h',
  dedupe_key: null,
  created_at: '2026-11-21T10:00:00.000Z',
  reference: `GK-0000000${id}`,
  status: 'new',
  notes: '',
  assignee_id: null,
  updated_at: null,
  privacy_notice_version: null,
  privacy_notice_at: null,
  confirmed_at: null,
  unsubscribed_at: null,
  subject_token: null,
});

describe('lead export', () => {
  it('reads each form’s own field names into the same columns', () => {
    const booking = toExportRow(
      lead(1, 'booking', {
        leadName: 'Rohan',
        noOfPerson: 3,
        date: '2026-12-01',
        packageDetailId: 7,
      }),
    );
    expect(booking).toMatchObject({
      name: 'Rohan',
      people: 3,
      travelDate: '2026-12-01',
      packageId: 7,
    });
    const support = toExportRow(lead(2, 'support', { fullName: 'Sara', message: 'Hi' }));
    expect(support).toMatchObject({ name: 'Sara', message: 'Hi', people: null });
  });

  it('gives the reference, the notes and whether the enquiry is for a group', () => {
    const group = toExportRow(lead(5, 'enquiry', { people: 80, notes: '2 kids, 40 rooms' }));
    expect(group).toMatchObject({
      reference: 'GK-00000005',
      notes: '2 kids, 40 rooms',
      group: true,
    });
    expect(toExportRow(lead(6, 'enquiry', { people: 50 })).group).toBe(false);
  });

  it('writes RFC 4180 CSV and defuses spreadsheet formulas', () => {
    const csv = toCsv([
      toExportRow(
        lead(3, 'contact', { name: '+cmd', email: '@x', message: 'a,"b"\nc', subject: '-1+1' }),
      ),
      // A signed number (a +91 phone) is not a formula and stays as it is.
      toExportRow(lead(4, 'enquiry', { name: '=1+1', phone: '+919876543210' })),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(
      `3,GK-00000003,contact,2026-11-21T10:00:00.000Z,'+cmd,'@x,,,,,,,'-1+1,"a,""b""\nc",,no`,
    );
    expect(lines[2]).toBe(
      `4,GK-00000004,enquiry,2026-11-21T10:00:00.000Z,'=1+1,,+919876543210,,,,,,,,,no`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it.each([
    ['=', '=SUM(A1)'],
    ['+', '+cmd'],
    ['-', '-2+3'],
    ['@', '@SUM(A1)'],
    ['tab', '\tx'],
    ['carriage return', '\rx'],
    ['full-width =', '\uFF1DSUM(A1)'],
    ['full-width +', '\uFF0B1+1'],
    ['full-width -', '\uFF0D1+1'],
    ['full-width @', '\uFF20SUM(A1)'],
    ['full-width + before digits', '\uFF0B919876543210'],
  ])('writes a cell starting with %s as text', (_, name) => {
    const [, row] = toCsv([toExportRow(lead(7, 'contact', { name }))]).split('\r\n');
    expect(row).toMatch(/^7,GK-00000007,contact,2026-11-21T10:00:00.000Z,"?'/);
    expect(row).toContain(`'${name}`);
  });

  it('quotes quotes, commas and line breaks of every kind', () => {
    const csv = toCsv([
      toExportRow(lead(8, 'support', { name: 'a"b', subject: 'x,y', message: 'l1\nl2\rl3\r\nl4' })),
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      `8,GK-00000008,support,2026-11-21T10:00:00.000Z,"a""b",,,,,,,,"x,y","l1\nl2\rl3`,
    );
    expect(csv).toContain(`"l1\nl2\rl3\r\nl4",,no\r\n`);
  });

  it('writes Hindi and other non-Latin text as it is, and only the header for no leads', () => {
    const csv = toCsv([toExportRow(lead(9, 'enquiry', { name: 'अनन्या शर्मा', notes: '東京' }))]);
    const decoded = Buffer.from(csv, 'utf8').toString('utf8');
    expect(decoded.split('\r\n')[1]).toBe(
      '9,GK-00000009,enquiry,2026-11-21T10:00:00.000Z,अनन्या शर्मा,,,,,,,,,,東京,no',
    );
    expect(toCsv([])).toBe(
      'id,reference,kind,createdAt,name,email,phone,people,destination,departureCity,travelDate,packageId,subject,message,notes,group\r\n',
    );
  });
});
