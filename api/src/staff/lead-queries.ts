/**
 * The inbox's reads of leads: the filtered list newest first, one lead whole, and the state of
 * each lead's notifications. The form fields live in the JSON payload, read in SQL with each
 * dialect's JSON functions so filters and paging happen in the database.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type {
  LeadDeliveryState,
  StaffLead,
  StaffLeadFilters,
  StaffLeadSummary,
  StaffMember,
  StaffRole,
} from '@tour/shared/contracts';
import { PRIVACY_NOTICE_VERSIONS } from '@tour/shared/contracts';
import type { AppDatabase, DialectName } from '../db/connect';
import { hasTable } from '../db/has-table';
import type { Lead } from '../db/schema';
import { toExportRow } from '../leads/lead-export';
import { auditPage } from './audit';
import { decodeLeadCursor, encodeLeadCursor, indiaDayEnd, indiaDayStart } from './lead-cursor';

type Db = Pick<AppDatabase, 'db' | 'dialect'>;

/**
 * The inbox's filters (from and to are YYYY-MM-DD in India time, both included): the query of
 * GET /staff/leads without its paging, which the CSV export filters by too.
 */
export type LeadFilters = Omit<StaffLeadFilters, 'cursor' | 'limit'>;

/** One payload field as text (null when absent); key is one of ours, never the client's. */
function payloadText(dialect: DialectName, key: string): RawBuilder<string | null> {
  return dialect === 'sqlite'
    ? sql<string | null>`json_extract(leads.payload, ${sql.lit(`$.${key}`)})`
    : sql<string | null>`(leads.payload::jsonb ->> ${sql.lit(key)})`;
}

/** The forms name the visitor differently (see toExportRow); the first present one wins. */
function nameOf(dialect: DialectName): RawBuilder<string | null> {
  const [name, leadName, fullName] = ['name', 'leadName', 'fullName'].map((key) =>
    payloadText(dialect, key),
  );
  return sql<string | null>`coalesce(${name}, ${leadName}, ${fullName})`;
}

/** An enquiry names its destination; a booking names a package, whose destination it is. */
function destinationOf(dialect: DialectName): RawBuilder<string | null> {
  const packageMatches =
    dialect === 'sqlite'
      ? sql`p.id = json_extract(leads.payload, '$.packageDetailId')`
      : sql`to_jsonb(p.id) = (leads.payload::jsonb -> 'packageDetailId')`;
  return sql<string | null>`coalesce(${payloadText(dialect, 'destination')}, (
    select d.name from packages p join destinations d on d.id = p.destination_id
    where ${packageMatches}))`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function contains(value: RawBuilder<string | null>, needle: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(needle.toLowerCase())}%`;
  return sql<SqlBool>`lower(coalesce(${value}, '')) like ${pattern} escape '\\'`;
}

export interface LeadSelection {
  filters: LeadFilters;
  ids?: number[];
  /** Leads older than this (created_at, id), from the previous page. */
  after?: { createdAt: string; id: number };
  limit?: number;
}

function selectLeads({ db, dialect }: Db, selection: LeadSelection) {
  const { filters } = selection;
  const destination = destinationOf(dialect);
  let query = db
    .selectFrom('leads')
    .leftJoin('staff as assignee', 'assignee.id', 'leads.assignee_id')
    .selectAll('leads')
    .select([
      destination.as('destination_name'),
      'assignee.email as assignee_email',
      'assignee.name as assignee_name',
      'assignee.role as assignee_role',
    ])
    .orderBy('leads.created_at', 'desc')
    .orderBy('leads.id', 'desc');
  if (selection.ids) query = query.where('leads.id', 'in', selection.ids);
  if (filters.kind) query = query.where('leads.kind', '=', filters.kind);
  if (filters.status) query = query.where('leads.status', '=', filters.status);
  // created_at is an ISO timestamp in UTC, so string order is time order.
  if (filters.from) query = query.where('leads.created_at', '>=', indiaDayStart(filters.from));
  if (filters.to) query = query.where('leads.created_at', '<', indiaDayEnd(filters.to));
  if (filters.destination) {
    const wanted = filters.destination.trim().toLowerCase();
    query = query.where(sql<SqlBool>`lower(${destination}) = ${wanted}`);
  }
  if (filters.q) {
    const q = filters.q.trim();
    const matches = [
      contains(nameOf(dialect), q),
      contains(payloadText(dialect, 'email'), q),
      contains(payloadText(dialect, 'phone'), q),
      contains(sql<string>`leads.reference`, q),
    ];
    // "98765 43210" or "098765-43210" finds +919876543210.
    const digits = q.replace(/\D/g, '').replace(/^0+/, '');
    if (digits.length >= 4 && digits !== q) {
      matches.push(contains(payloadText(dialect, 'phone'), digits));
    }
    query = query.where(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
  }
  if (selection.after) {
    const { createdAt, id } = selection.after;
    query = query.where((eb) =>
      eb.or([
        eb('leads.created_at', '<', createdAt),
        eb.and([eb('leads.created_at', '=', createdAt), eb('leads.id', '<', id)]),
      ]),
    );
  }
  if (selection.limit !== undefined) query = query.limit(selection.limit);
  return query;
}

type LeadRow = Lead & {
  destination_name: unknown;
  assignee_email: string | null;
  assignee_name: string | null;
  assignee_role: StaffRole | null;
};

function toSummary(row: LeadRow, delivery: LeadDeliveryState | null): StaffLeadSummary {
  const flat = toExportRow(row);
  const assignee: StaffMember | null =
    row.assignee_id !== null && row.assignee_email !== null
      ? {
          id: row.assignee_id,
          email: row.assignee_email,
          name: row.assignee_name ?? '',
          role: row.assignee_role ?? 'agent',
        }
      : null;
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    createdAt: row.created_at,
    name: flat.name,
    phone: flat.phone,
    email: flat.email,
    destination: typeof row.destination_name === 'string' ? row.destination_name : null,
    assignee,
    delivery,
  };
}

/** An email with all but its first character and its domain hidden: a•••@example.com. */
export function maskEmail(email: string | null): string | null {
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  const first = [...email][0] ?? '';
  return at > 0 ? `${first}•••${email.slice(at)}` : '•••';
}

/** A phone with all but its last 4 digits hidden: •••3210 (shorter ones wholly). */
export function maskPhone(phone: string | null): string | null {
  if (phone === null) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 8 ? `•••${digits.slice(-4)}` : '•••';
}

/**
 * A lead as an agent's list shows it: who, what and where, with the email and phone masked. They
 * are shown whole on opening the lead, one at a time and each audited: a page of contact
 * details is a copy of the inbox.
 */
export function withMaskedContact(lead: StaffLeadSummary): StaffLeadSummary {
  return { ...lead, email: maskEmail(lead.email), phone: maskPhone(lead.phone) };
}

export interface LeadPage {
  leads: StaffLeadSummary[];
  nextCursor: string | null;
}

export class BadCursorError extends Error {
  constructor() {
    super('Invalid cursor');
  }
}

/** One page of the filtered list, newest first. */
export async function listLeads(
  database: Db,
  filters: LeadFilters,
  page: { cursor?: string; limit: number },
): Promise<LeadPage> {
  let after: LeadSelection['after'];
  if (page.cursor !== undefined) {
    const decoded = decodeLeadCursor(page.cursor);
    if (!decoded) throw new BadCursorError();
    after = decoded;
  }
  const rows = (await selectLeads(database, {
    filters,
    ...(after ? { after } : {}),
    limit: page.limit + 1,
  }).execute()) as LeadRow[];
  const shown = rows.slice(0, page.limit);
  const deliveries = await deliveryStates(
    database,
    shown.map((row) => row.id),
  );
  const last = shown.at(-1);
  return {
    leads: shown.map((row) => toSummary(row, deliveries?.get(row.id) ?? null)),
    nextCursor:
      rows.length > page.limit && last
        ? encodeLeadCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}

/** The page's first `count` (1 or more) leads, its cursor then after the last of them. */
export function cutPage(page: LeadPage, count: number): LeadPage {
  const leads = page.leads.slice(0, count);
  const last = leads.at(-1);
  if (leads.length === page.leads.length || !last) return page;
  return { leads, nextCursor: encodeLeadCursor({ createdAt: last.createdAt, id: last.id }) };
}

/** Every filtered lead (the CSV export), newest first, read a batch at a time. */
export async function allFilteredLeads(database: Db, filters: LeadFilters): Promise<Lead[]> {
  const batch = 1000;
  const all: Lead[] = [];
  let after: LeadSelection['after'];
  for (;;) {
    const rows = (await selectLeads(database, {
      filters,
      ...(after ? { after } : {}),
      limit: batch,
    }).execute()) as LeadRow[];
    all.push(...rows);
    const last = rows.at(-1);
    if (rows.length < batch || !last) return all;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** The most history a lead's page shows. */
const HISTORY_LIMIT = 200;

/**
 * Leads whole (payload, notes, privacy notice, audit history), newest first, as the reader's role
 * may see them: only owners read the audit log, so an agent gets the history (the lead's working
 * record) without the addresses colleagues worked from (ip null).
 */
export async function fullLeads(
  database: Db,
  ids: number[],
  reader: StaffRole,
): Promise<StaffLead[]> {
  if (ids.length === 0) return [];
  const rows = (await selectLeads(database, { filters: {}, ids }).execute()) as LeadRow[];
  const deliveries = await deliveryStates(database, ids);
  const leads: StaffLead[] = [];
  for (const row of rows) {
    const { entries } = await auditPage(database.db, { leadId: row.id, limit: HISTORY_LIMIT });
    leads.push({
      ...toSummary(row, deliveries?.get(row.id) ?? null),
      payload: toExportRow(row).payload,
      notes: row.notes,
      privacyNotice: privacyNoticeOf(row),
      history: reader === 'owner' ? entries : entries.map((entry) => ({ ...entry, ip: null })),
    });
  }
  return leads;
}

export async function fullLead(
  database: Db,
  id: number,
  reader: StaffRole,
): Promise<StaffLead | undefined> {
  return (await fullLeads(database, [id], reader))[0];
}

function privacyNoticeOf(row: Lead): StaffLead['privacyNotice'] {
  // Leads stored before migration 0007 were given no recorded notice (nor a time for it).
  const acceptedAt = row.privacy_notice_at ?? null;
  if (acceptedAt === null) return null;
  const version = row.privacy_notice_version ?? null;
  const known = (PRIVACY_NOTICE_VERSIONS as readonly (string | null)[]).includes(version);
  return { version, known, acceptedAt };
}

const knownOutbox = new WeakSet<object>();

/** Whether the lead outbox (migration 0007) exists in this database. */
export async function hasLeadOutbox({ db, dialect }: Db): Promise<boolean> {
  if (knownOutbox.has(db)) return true;
  const present = await hasTable({ db, dialect }, 'lead_outbox');
  if (present) knownOutbox.add(db);
  return present;
}

const SEVERITY: Record<LeadDeliveryState, number> = {
  delivered: 0,
  pending: 1,
  retrying: 2,
  dead: 3,
};

/**
 * The worst state of each lead's notifications: dead, else retrying (pending after a failed
 * attempt), else pending, else delivered. A lead without outbox rows has none (null); so has
 * every lead while the outbox table does not exist (null map).
 */
export async function deliveryStates(
  database: Db,
  ids: number[],
): Promise<Map<number, LeadDeliveryState> | null> {
  if (ids.length === 0 || !(await hasLeadOutbox(database))) return null;
  const { rows } = await sql<{ lead_id: number; status: string; attempts: number }>`
    select lead_id, status, attempts from lead_outbox
    where lead_id in (${sql.join(ids)})`.execute(database.db);
  const states = new Map<number, LeadDeliveryState>();
  for (const row of rows) {
    const state: LeadDeliveryState =
      row.status === 'dead'
        ? 'dead'
        : row.status === 'delivered'
          ? 'delivered'
          : Number(row.attempts) > 0
            ? 'retrying'
            : 'pending';
    const leadId = Number(row.lead_id);
    const before = states.get(leadId);
    if (before === undefined || SEVERITY[state] > SEVERITY[before]) states.set(leadId, state);
  }
  return states;
}

/** The outbox rows of these leads, as stored (none while the table does not exist). */
export async function outboxRows(database: Db, ids: number[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0 || !(await hasLeadOutbox(database))) return [];
  const { rows } = await sql<Record<string, unknown>>`
    select * from lead_outbox where lead_id in (${sql.join(ids)}) order by id`.execute(database.db);
  return rows;
}
