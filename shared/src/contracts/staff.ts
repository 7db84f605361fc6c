/**
 * The staff inbox's contract (issue 24): what the API's /staff routes answer inside the usual
 * `{ code, message, data }` envelope, and what the inbox page (mf-booking) sends. Sign-in sets an
 * HttpOnly session cookie; every /staff call is made with credentials.
 */

/** Where a lead stands in the agency's work. New leads are 'new'. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'booked', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_KINDS = ['enquiry', 'booking', 'contact', 'support', 'newsletter'] as const;
export type StaffLeadKind = (typeof LEAD_KINDS)[number];

/** How the lead's notifications (webhook, email) stand: the worst of its deliveries. */
export type LeadDeliveryState = 'pending' | 'delivered' | 'retrying' | 'dead';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
}

/** One row of the inbox list. */
export interface StaffLeadSummary {
  id: number;
  reference: string;
  kind: StaffLeadKind;
  status: LeadStatus;
  /** ISO timestamp (UTC). */
  createdAt: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  destination: string | null;
  assignee: StaffMember | null;
  delivery: LeadDeliveryState | null;
}

export interface AuditEntry {
  id: number;
  /** ISO timestamp (UTC). */
  at: string;
  /** The staff member's email; null for the system (e.g. the retention purge). */
  actor: string | null;
  action: 'sign-in' | 'sign-out' | 'read' | 'list' | 'export' | 'change' | 'erase' | 'purge';
  leadId: number | null;
  /** What was done, in words: "status new → contacted", "exported 42 leads". */
  detail: string;
}

/** One lead whole. */
export interface StaffLead extends StaffLeadSummary {
  /** The form's fields as the visitor sent them. */
  payload: Record<string, unknown>;
  notes: string;
  /** The privacy notice the visitor was shown, and when they sent the form. */
  privacyNotice: { version: string; acceptedAt: string } | null;
  history: AuditEntry[];
}

export interface StaffLeadPage {
  leads: StaffLeadSummary[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** GET /staff/audit: the audit log, newest first, a page at a time. */
export interface StaffAuditPage {
  entries: AuditEntry[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** GET /staff/leads (and /staff/leads.csv) query. Dates are YYYY-MM-DD, inclusive. */
export interface StaffLeadFilters {
  kind?: StaffLeadKind;
  status?: LeadStatus;
  from?: string;
  to?: string;
  /** A destination's name as the form sent it (case-insensitive). */
  destination?: string;
  /** Matches name, phone or email. */
  q?: string;
  cursor?: string;
  /** 1–100, default 25. */
  limit?: number;
}

/** PATCH /staff/leads/{id} body: any of these. */
export interface StaffLeadChange {
  status?: LeadStatus;
  notes?: string;
  assigneeId?: number | null;
}

/** Who a privacy request is about: an email address or a phone number. */
export type StaffSubject = { email: string } | { phone: string };

/** GET /staff/subjects: everything held about one person (DPDP access). */
export interface StaffSubjectRecords {
  /** Each of their leads whole, with its audit history. */
  leads: StaffLead[];
  /** Their leads' notifications as stored (the lead outbox). */
  outbox: Record<string, unknown>[];
}

/** POST /staff/subjects/erase: how many rows were deleted. */
export interface StaffErasure {
  leads: number;
  outbox: number;
}

/** POST /staff/sign-in body. */
export interface StaffCredentials {
  email: string;
  password: string;
}
