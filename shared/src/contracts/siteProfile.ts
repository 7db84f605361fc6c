/**
 * The agency's site profile: who it is and how to reach it, edited in one content file
 * (content/site/profile.yaml), checked at import and served by GET /site/profile. Every page that
 * shows a phone number, an email or the office address reads it from here, so changing the
 * number is one edit and no build. Browser-safe: the number checks that need the full phone
 * metadata live in siteProfileFile.ts, which only the API imports. The types are inferred from the
 * answer's zod schema (responseSchemas/siteProfile.ts).
 */
import type { ProfileAddress, ProfilePhone } from './responseSchemas/siteProfile';

export type {
  ProfileAddress,
  ProfileClaims,
  ProfileHours,
  ProfilePhone,
  ProfileRegistration,
  SiteProfile,
} from './responseSchemas/siteProfile';

/** The site document the import stores the profile under. */
export const SITE_PROFILE_DOCUMENT = 'site-profile';

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
