/**
 * The agency's site profile: who it is and how to reach it, edited in one content file
 * (content/site/profile.yaml), checked at import and served by GET /site/profile. Every page that
 * shows a phone number, an email or the office address reads it from here, so changing the
 * number is one edit and no build. Browser-safe: the number checks that need the full phone
 * metadata live in siteProfileFile.ts, which only the API imports.
 */

/** The site document the import stores the profile under. */
export const SITE_PROFILE_DOCUMENT = 'site-profile';

/** A number as the site dials it and as it shows it. */
export interface ProfilePhone {
  /** E.164, e.g. +919876543210: what `tel:` and WhatsApp links carry. */
  e164: string;
  /** The international format people read, e.g. +91 98765 43210. */
  display: string;
}

export interface ProfileAddress {
  /** Street lines, first to last (building, street, area). */
  lines: string[];
  city: string;
  /** The six-digit Indian PIN code. */
  pin: string;
  state: string;
}

/** Registration details; each is shown only when the agency has it. */
export interface ProfileRegistration {
  /** Goods and Services Tax identification number (15 characters). */
  gstin?: string;
  /** Ministry of Tourism approval, as the certificate words it. */
  tourismApproval?: string;
}

export interface ProfileHours {
  /** When the phone is answered, e.g. "24/7". */
  phone: string;
  /** When the office is open to visitors, e.g. "Mon–Sat, 10 am – 7 pm IST". */
  office: string;
}

/**
 * What the agency claims about itself, each shown only when the profile states it: how many
 * partner agents it works with and how many travellers it has served, as figures ("650+",
 * "40 lakh+"). They are the content team's to stand behind, so nothing in the code types them.
 */
export interface ProfileClaims {
  agents?: string;
  travellers?: string;
}

export interface SiteProfile {
  /** The agency's trading name. */
  name: string;
  /** The number to call. */
  phone: ProfilePhone;
  /** The mobile number that answers WhatsApp (it may be the same as `phone`). */
  whatsapp: ProfilePhone;
  email: string;
  address: ProfileAddress;
  registration: ProfileRegistration;
  hours: ProfileHours;
  /** Social profile URLs by network (facebook, instagram, youtube, x), in the file's order. */
  socialLinks: Record<string, string>;
  /** Absent from an API older than the field, which the site then treats as no claims. */
  claims?: ProfileClaims;
  /**
   * What the catalogue holds as the API answers (destinations with a published package, and
   * published packages): counted, never typed, so a claim of how many can never be wrong.
   */
  counts?: { destinations: number; packages: number };
}

/** A `tel:` link to the full number. */
export function telLink(phone: ProfilePhone): string {
  return `tel:${phone.e164}`;
}

/** A `mailto:` link. */
export function mailLink(email: string): string {
  return `mailto:${email}`;
}

/**
 * A WhatsApp chat with `number`, opened with `text` already typed: wa.me wants the number as
 * digits only (no +) and the text URL-encoded.
 */
export function whatsappChatLink(number: ProfilePhone, text: string): string {
  return `https://wa.me/${number.e164.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** What a chat opened from anywhere but a package page starts with. */
export const WHATSAPP_GREETING = "Hi, I'd like help planning a trip.";

/** What a chat opened from a package page starts with: the package and its link. */
export function packageChatText(packageName: string, url: string): string {
  return `Hi, I'm interested in ${packageName}: ${url}`;
}

/** The address as the lines of a letter: street lines, then "City PIN", then the state. */
export function addressLines(address: ProfileAddress): string[] {
  return [...address.lines, `${address.city} ${address.pin}`, address.state];
}
