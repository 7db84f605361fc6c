/**
 * Leads as the agency reads them: one flat row per lead whatever form it came from, as JSON
 * or as CSV that opens safely in a spreadsheet.
 */
import { MAX_PEOPLE } from '@tour/shared/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Lead, LeadKind } from '../db/schema';

export interface LeadExportRow {
  id: number;
  /** What the visitor was told (GK-…), to find their lead when they call. */
  reference: string;
  kind: LeadKind;
  createdAt: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  people: number | null;
  destination: string | null;
  departureCity: string | null;
  travelDate: string | null;
  packageId: number | null;
  subject: string | null;
  message: string | null;
  /** The enquiry's optional notes (ages, rooms, budget). */
  notes: string | null;
  /** More than MAX_PEOPLE travellers: the agency quotes it as a group. */
  group: boolean;
  /** The stored body, for the fields the flat columns leave out. */
  payload: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const count = (value: unknown) => (typeof value === 'number' ? value : null);

/** The first present field wins: the forms name the same thing differently. */
export function toExportRow(lead: Lead): LeadExportRow {
  const p = JSON.parse(lead.payload) as Record<string, unknown>;
  return {
    id: lead.id,
    reference: lead.reference,
    kind: lead.kind,
    createdAt: lead.created_at,
    name: text(p.name ?? p.leadName ?? p.fullName),
    email: text(p.email),
    phone: text(p.phone),
    people: count(p.people ?? p.noOfPerson),
    destination: text(p.destination),
    departureCity: text(p.departureCity),
    travelDate: text(p.departureDate ?? p.date),
    packageId: count(p.packageDetailId),
    subject: text(p.subject),
    message: text(p.message),
    notes: text(p.notes),
    group: (count(p.people ?? p.noOfPerson) ?? 0) > MAX_PEOPLE,
    payload: p,
  };
}

const CSV_COLUMNS = [
  'id',
  'reference',
  'kind',
  'createdAt',
  'name',
  'email',
  'phone',
  'people',
  'destination',
  'departureCity',
  'travelDate',
  'packageId',
  'subject',
  'message',
  'notes',
  'group',
] as const satisfies readonly (keyof LeadExportRow)[];

export interface CsvOptions {
  /** Start with a UTF-8 byte order mark, without which Excel misreads non-Latin text. */
  bom?: boolean;
}

export function toCsv(rows: LeadExportRow[], { bom = false }: CsvOptions = {}): string {
  return stringify(rows, {
    bom,
    header: true,
    columns: [...CSV_COLUMNS],
    // RFC 4180 line ends, and a final one so appending files stays clean.
    record_delimiter: 'windows',
    // Given a record delimiter, csv-stringify stops quoting a lone \n or \r inside a cell,
    // which would split the row in two.
    quote_record_delimiter: true,
    cast: { boolean: (value) => (value ? 'yes' : 'no'), string: defuseFormula },
  });
}

/**
 * A cell starting like a formula would run in the agent's spreadsheet (CSV injection), so it is
 * written as text; the full-width signs count too, as spreadsheets in East Asian locales take
 * them for the ASCII ones. A signed number such as a +91 phone cannot run, and stays as it is.
 * csv-stringify's own escape_formulas would mark the phones too, and cannot be told otherwise.
 */
function defuseFormula(cell: string): string {
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^[+-]\d+$/.test(cell)
    ? `'${cell}`
    : cell;
}
