/**
 * The inbox's CSV: the leads export's columns and escaping (leads/lead-export.ts), with a UTF-8
 * byte order mark so Excel reads Hindi and other non-Latin names right, and phone numbers written
 * as text: a bare +919876543210 would become the number 919876543210 (or 9.19877E+11).
 */
import type { Lead } from '../db/schema';
import { toCsv, toExportRow } from '../leads/lead-export';

export function staffLeadsCsv(leads: Lead[]): string {
  const rows = leads.map((lead) => {
    const row = toExportRow(lead);
    // The apostrophe is the spreadsheet's own "this is text" mark.
    return { ...row, phone: row.phone === null ? null : `'${row.phone}` };
  });
  return toCsv(rows, { bom: true });
}
