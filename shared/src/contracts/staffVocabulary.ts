/**
 * The staff inbox's closed lists: lead statuses and kinds, roles and audit actions. The answer
 * schemas (responseSchemas/staff.ts), the request schemas and the contracts in staff.ts all read
 * them; a module of its own so the schemas and the contracts never import each other.
 */

/** Where a lead stands in the agency's work. New leads are 'new'. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'booked', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_KINDS = ['enquiry', 'booking', 'contact', 'support', 'newsletter'] as const;
export type StaffLeadKind = (typeof LEAD_KINDS)[number];

/**
 * What an account may do. Agents work leads (list, read, change, send notifications again);
 * owners also export, answer privacy requests (access, erasure), manage accounts and read the
 * whole audit log.
 */
export const STAFF_ROLES = ['owner', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

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
