/**
 * The staff inbox's contract: what the API's /staff routes answer inside the usual
 * `{ code, message, data }` envelope (types inferred from their zod schemas,
 * responseSchemas/staff.ts), and what the inbox page (mf-booking) sends. Sign-in sets an HttpOnly
 * session cookie; every /staff call is made with credentials.
 */

export type {
  AuditEntry,
  LeadDeliveryState,
  StaffAccount,
  StaffAuditPage,
  StaffErasure,
  StaffLead,
  StaffLeadPage,
  StaffLeadSummary,
  StaffMember,
  StaffRecoveryCodes,
  StaffSecondFactorNeeded,
  StaffSelf,
  StaffSession,
  StaffSubjectRecords,
  StaffTwoFactorSetup,
} from './responseSchemas/staff';
import type { LeadStatus, StaffLeadKind, StaffRole } from './staffVocabulary';

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

/** POST /staff/password: ends every other session of the account. */
export interface StaffPasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** POST /staff/two-factor/enable body. */
export interface StaffTwoFactorConfirmation {
  code: string;
}

/** POST /staff/two-factor/disable body: the password again. */
export interface StaffTwoFactorRemoval {
  password: string;
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

/** POST /staff/sign-in body. */
export interface StaffCredentials {
  email: string;
  password: string;
  /** The authenticator's 6-digit code, or a recovery code, when the account has a second factor. */
  code?: string;
}
