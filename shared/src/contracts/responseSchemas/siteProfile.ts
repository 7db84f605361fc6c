/** GET /site/profile: the agency's site profile (see ../siteProfile.ts). */
import { z } from 'zod';

/** A number as the site dials it and as it shows it. */
export const profilePhoneSchema = z.object({
  e164: z.string().describe('E.164, what tel: and wa.me links carry, e.g. +919876543210.'),
  /** The international format people read. */
  display: z.string().describe('As the site shows it, e.g. +91 98765 43210.'),
});
export type ProfilePhone = z.infer<typeof profilePhoneSchema>;

export const profileAddressSchema = z.object({
  /** Street lines, first to last (building, street, area). */
  lines: z.array(z.string()),
  city: z.string(),
  /** The six-digit Indian PIN code. */
  pin: z.string(),
  state: z.string(),
});
export type ProfileAddress = z.infer<typeof profileAddressSchema>;

/** Registration details; each is shown only when the agency has it. */
export const profileRegistrationSchema = z.object({
  /** Goods and Services Tax identification number (15 characters). */
  gstin: z.string().optional(),
  /** Ministry of Tourism approval, as the certificate words it. */
  tourismApproval: z.string().optional(),
});
export type ProfileRegistration = z.infer<typeof profileRegistrationSchema>;

export const profileHoursSchema = z.object({
  phone: z.string().describe('When the phone is answered, e.g. 24/7.'),
  /** When the office is open to visitors, e.g. "Mon–Sat, 10 am – 7 pm IST". */
  office: z.string(),
});
export type ProfileHours = z.infer<typeof profileHoursSchema>;

/**
 * What the agency claims about itself, each shown only when the profile states it: how many
 * partner agents it works with and how many travellers it has served, as figures ("650+",
 * "40 lakh+"). They are the content team's to stand behind, so nothing in the code types them.
 */
export const profileClaimsSchema = z.object({
  agents: z.string().optional(),
  travellers: z.string().optional(),
});
export type ProfileClaims = z.infer<typeof profileClaimsSchema>;

export const siteProfileSchema = z.object({
  /** The agency's trading name. */
  name: z.string(),
  /** The number to call. */
  phone: profilePhoneSchema,
  /** It may be the same as `phone`. */
  whatsapp: profilePhoneSchema.describe('A mobile number that answers WhatsApp.'),
  email: z.string(),
  address: profileAddressSchema,
  registration: profileRegistrationSchema,
  hours: profileHoursSchema,
  /** Social profile URLs by network (facebook, instagram, youtube, x), in the file's order. */
  socialLinks: z.record(z.string(), z.string()),
  /** Absent from an API older than the field, which the site then treats as no claims. */
  claims: profileClaimsSchema
    .optional()
    .describe(
      'What the agency claims, as figures (650+, 40 lakh+): each shown only when stated here.',
    ),
  /** Counted, never typed, so a claim of how many can never be wrong. */
  counts: z
    .object({ destinations: z.number().int(), packages: z.number().int() })
    .optional()
    .describe('Destinations with a published package, and published packages, counted now.'),
});
export type SiteProfile = z.infer<typeof siteProfileSchema>;
