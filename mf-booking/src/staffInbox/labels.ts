import type { AuditEntry, LeadDeliveryState, LeadStatus, StaffLeadKind } from '@tour/shared';

export const KIND_LABELS: Record<StaffLeadKind, string> = {
  enquiry: 'Enquiry',
  booking: 'Booking request',
  contact: 'Contact message',
  support: 'Support request',
  newsletter: 'Newsletter',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  booked: 'Booked',
  lost: 'Lost',
  spam: 'Spam',
};

/** What an audit entry records, as the activity log names it. */
export const AUDIT_ACTION_LABELS: Record<AuditEntry['action'], string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  read: 'Opened a lead',
  list: 'Listed leads',
  export: 'Exported',
  change: 'Changed a lead',
  erase: 'Erased',
  purge: 'Retention purge',
  account: 'Account change',
};

/** The warning a lead carries when the agency may not have heard of it; none when all is well. */
export function deliveryWarning(delivery: LeadDeliveryState | null): string | null {
  if (delivery === 'dead') return 'Notification failed: the agency was not told of this lead';
  if (delivery === 'retrying') return 'Notification delayed: still trying to send it';
  return null;
}

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An API timestamp as the agency reads it: `5 Mar 2026, 2:30 pm` in India's time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** The words for each field the lead forms send (shared/src/contracts/schemas.ts). */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  fullName: 'Full name',
  leadName: 'Lead traveller',
  phone: 'Phone',
  email: 'Email',
  destination: 'Destination',
  departureCity: 'Departure city',
  departingCity: 'Departure city',
  departureDate: 'Departure date',
  date: 'Travel date',
  people: 'Travellers',
  person: 'Travellers',
  noOfPerson: 'Travellers',
  duration: 'Duration',
  notes: 'Visitor’s notes',
  subject: 'Subject',
  message: 'Message',
  packageDetailId: 'Package number',
  packageId: 'Package number',
  packageName: 'Package',
  productId: 'Product number',
  websiteId: 'Website number',
  price: 'Price',
  days: 'Days',
};

/** A field's label: ours where we know it, else its name in words (`returnCity` → Return city). */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/** A field's value as text; an empty one says so. */
export function fieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Not given';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
