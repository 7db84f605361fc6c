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

/**
 * What an account may do. Agents work leads (list, read, change, send notifications again);
 * owners also export, answer privacy requests (access, erasure), manage accounts and read the
 * whole audit log.
 */
export const STAFF_ROLES = ['owner', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** GET /staff/me: who is signed in, and how their second factor stands. */
export interface StaffSelf extends StaffMember {
  twoFactor: {
    /** A TOTP authenticator is set up; sign-in asks for its code. */
    enabled: boolean;
    /**
     * STAFF_REQUIRE_2FA applies to this account and it has no second factor yet: until it sets
     * one up, every route but me, sign-out, password and two-factor answers 403.
     */
    setupRequired: boolean;
  };
}

/** GET /staff/accounts (owners): every account, enabled or not. */
export interface StaffAccount extends StaffMember {
  /** ISO timestamp (UTC). */
  createdAt: string;
  /** Set: the account cannot sign in and has no live session. */
  disabledAt: string | null;
  twoFactorEnabled: boolean;
  /** ISO timestamp of the last successful sign-in; null if never. */
  lastSignInAt: string | null;
}

/** POST /staff/accounts (owners): a new account with a first password the owner hands over. */
export interface StaffAccountCreation {
  email: string;
  name?: string;
  role: StaffRole;
  password: string;
}

/** PATCH /staff/accounts/{id} (owners): any of these. Disabling ends the account's sessions. */
export interface StaffAccountChange {
  role?: StaffRole;
  disabled?: boolean;
}

/** GET /staff/sessions: the signed-in member's own sessions (browsers), newest first. */
export interface StaffSession {
  /** Opaque; DELETE /staff/sessions/{id} ends it. Not the cookie's token. */
  id: string;
  createdAt: string;
  lastSeenAt: string;
  /** The session ends at the earlier of these: its absolute end, and idle time after last use. */
  expiresAt: string;
  idleExpiresAt: string;
  /** The session of the request that asked. */
  current: boolean;
  /** The browser, in words ("Firefox on Windows"), from its User-Agent; null if unknown. */
  device: string | null;
}

/** POST /staff/password: ends every other session of the account. */
export interface StaffPasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** POST /staff/two-factor/setup: a new TOTP secret, not active until confirmed with a code. */
export interface StaffTwoFactorSetup {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  otpauthUrl: string;
  /** The otpauth URL as an SVG QR code (markup). */
  qrSvg: string;
}

/** POST /staff/two-factor/enable { code }: the one-time recovery codes, shown once. */
export interface StaffRecoveryCodes {
  recoveryCodes: string[];
}

/** POST /staff/two-factor/enable body. */
export interface StaffTwoFactorConfirmation {
  code: string;
}

/** POST /staff/two-factor/disable body: the password again. */
export interface StaffTwoFactorRemoval {
  password: string;
}

/**
 * `data` of sign-in's 401 when the password was right but a second factor is needed: send the
 * same body again with `code` (an authenticator code or a recovery code).
 */
export interface StaffSecondFactorNeeded {
  secondFactor: 'required';
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

/** What an audit entry records: sign-ins, every access to leads, and account changes. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'read',
  'list',
  'export',
  'change',
  'erase',
  'purge',
  'account',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  id: number;
  /** ISO timestamp (UTC). */
  at: string;
  /** The staff member's email; null for the system (e.g. the retention purge) and the CLI. */
  actor: string | null;
  action: AuditAction;
  /** The one lead the entry is about (its history); null when none or several. */
  leadId: number | null;
  /** Every lead the action touched: listed, read, exported, changed or erased. */
  leadIds: number[];
  /**
   * The address the request came from; null for the system, the CLI, after retention, or in a
   * lead's history read by an agent (only owners read the audit log).
   */
  ip: string | null;
  /** What was done, in words: "status new → contacted", "exported 42 leads". */
  detail: string;
}

/** One lead whole. */
export interface StaffLead extends StaffLeadSummary {
  /** The form's fields as the visitor sent them. */
  payload: Record<string, unknown>;
  notes: string;
  /**
   * The privacy notice version the form said it showed (null: none sent), whether it is one the
   * site has published (PRIVACY_NOTICE_VERSIONS), and when the form was sent; null for a lead
   * stored before notices were recorded.
   */
  privacyNotice: { version: string | null; known: boolean; acceptedAt: string } | null;
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
  /** The authenticator's 6-digit code, or a recovery code, when the account has a second factor. */
  code?: string;
}
