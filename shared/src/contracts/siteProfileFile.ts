/**
 * How content/site/profile.yaml is checked: the agency's numbers with libphonenumber-js's full
 * metadata (which tells a landline from a mobile), the email, the PIN code and the GSTIN. Only
 * the API's content import uses it (package subpath `@tour/shared/siteProfileFile`): the full
 * metadata is large, and browsers only ever read a profile that has already passed.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { EMAIL_PATTERN } from './constants';
import type { ProfilePhone, SiteProfile } from './siteProfile';

/** Messages in the editor's words; "Must …" reads on from the field's name ("phone must …"). */
export const SITE_PROFILE_MESSAGES = {
  phone: 'Must be a full Indian number with its area or mobile code, like +91 80 4123 4567',
  whatsapp: 'Must be an Indian mobile number that has WhatsApp, like +91 98765 43210',
  email: 'Must be an email address, like support@example.com',
  pin: 'Must be a six-digit PIN code, like 560001',
  gstin: 'Must be a 15-character GSTIN, like 29ABCDE1234F1ZW (two digits, the PAN, then 3 more)',
  gstinCheck:
    'Must be the GSTIN as the GST certificate gives it: its last character does not match the rest',
  url: 'Must be a full web address starting with https://',
  claim: 'Must be a figure, like 650+, 1,200 or 40 lakh+',
  text: 'Must not be empty',
} as const;

/** A number in India as the site needs it, or null: `mobile` also requires it to be a mobile. */
export function indianNumber(typed: string, { mobile }: { mobile: boolean }): ProfilePhone | null {
  const parsed = parsePhoneNumberFromString(typed, 'IN');
  if (!parsed?.isValid() || parsed.country !== 'IN') return null;
  const kind = parsed.getType();
  // FIXED_LINE_OR_MOBILE: a range the numbering plan has not split; WhatsApp may answer there.
  if (mobile && kind !== 'MOBILE' && kind !== 'FIXED_LINE_OR_MOBILE') return null;
  return { e164: parsed.number, display: parsed.formatInternational() };
}

const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's check character, from its first 14: each character's value (0–9, A–Z as 10–35)
 * times 1 or 2 alternately, the product's base-36 digits summed, and the check is what brings
 * the total to a multiple of 36. A mistyped character almost always breaks it.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < first14.length; index += 1) {
    const product = GSTIN_ALPHABET.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36] ?? '0';
}

const text = z.string().trim().min(1, SITE_PROFILE_MESSAGES.text);

function numberField(mobile: boolean, message: string) {
  return z.string().transform((typed, context) => {
    const number = indianNumber(typed, { mobile });
    if (number) return number;
    context.addIssue({ code: 'custom', message, input: typed });
    return z.NEVER;
  });
}

const gstin = z
  .string()
  .trim()
  .transform((typed) => typed.toUpperCase())
  .superRefine((value, context) => {
    if (!GSTIN_PATTERN.test(value)) {
      context.addIssue({ code: 'custom', message: SITE_PROFILE_MESSAGES.gstin, input: value });
    } else if (gstinCheckCharacter(value.slice(0, 14)) !== value[14]) {
      context.addIssue({ code: 'custom', message: SITE_PROFILE_MESSAGES.gstinCheck, input: value });
    }
  });

/** A claimed figure as people read it: digits (Indian commas allowed), lakh or crore, a plus. */
const CLAIM_PATTERN = /^(?:\d+|\d{1,3}(?:,\d{2,3})+)(?: (?:lakh|crore))?\+?$/;

// YAML reads an unquoted 650 as a number; the claim is the same figure either way.
const claim = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(CLAIM_PATTERN, SITE_PROFILE_MESSAGES.claim));

/** content/site/profile.yaml, checked, as the SiteProfile the API serves. */
export const siteProfileFileSchema = z
  .strictObject({
    name: text,
    phone: numberField(false, SITE_PROFILE_MESSAGES.phone),
    whatsapp: numberField(true, SITE_PROFILE_MESSAGES.whatsapp),
    email: z.string().trim().regex(EMAIL_PATTERN, SITE_PROFILE_MESSAGES.email),
    hours: z.strictObject({ phone: text, office: text }),
    address: z.strictObject({
      lines: z.array(text).min(1, 'Must have at least one line'),
      city: text,
      // YAML reads an unquoted 560001 as a number; the PIN is the same either way.
      pin: z
        .union([z.string(), z.number()])
        .transform((value) => String(value).trim())
        .pipe(z.string().regex(/^[1-9]\d{5}$/, SITE_PROFILE_MESSAGES.pin)),
      state: text,
    }),
    registration: z
      .strictObject({
        gstin: gstin.optional(),
        tourismApproval: text.optional(),
      })
      .default({}),
    socialLinks: z
      .record(z.string(), z.url({ protocol: /^https$/, error: SITE_PROFILE_MESSAGES.url }))
      .default({}),
    claims: z.strictObject({ agents: claim.optional(), travellers: claim.optional() }).default({}),
  })
  .transform((file): SiteProfile => ({
    ...file,
    // A claim left out is not shown: no key at all, rather than one holding undefined.
    claims: {
      ...(file.claims.agents === undefined ? {} : { agents: file.claims.agents }),
      ...(file.claims.travellers === undefined ? {} : { travellers: file.claims.travellers }),
    },
    registration: {
      ...(file.registration.gstin ? { gstin: file.registration.gstin } : {}),
      ...(file.registration.tourismApproval
        ? { tourismApproval: file.registration.tourismApproval }
        : {}),
    },
  }));
