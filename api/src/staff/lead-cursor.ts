/**
 * The inbox's paging cursor: the (created_at, id) of the last lead of a page, as base64url JSON.
 * Opaque to the client; anything that does not decode to that shape is refused.
 */
export interface LeadCursor {
  createdAt: string;
  id: number;
}

export function encodeLeadCursor(cursor: LeadCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeLeadCursor(text: string): LeadCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== 'string' || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(createdAt)) {
    return null;
  }
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  return { createdAt, id };
}

/** India has one offset all year (no daylight saving). */
const INDIA_OFFSET = '+05:30';

/** The first instant (ISO, UTC) of a YYYY-MM-DD day in India. */
export function indiaDayStart(day: string): string {
  return new Date(`${day}T00:00:00${INDIA_OFFSET}`).toISOString();
}

/** The first instant of the day after a YYYY-MM-DD day in India. */
export function indiaDayEnd(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return indiaDayStart(next.toISOString().slice(0, 10));
}
