/**
 * The agency's site profile (content/site/profile.yaml) as a site document: checked at import
 * (numbers, email, PIN, GSTIN; shared/src/contracts/siteProfileFile.ts) and served by
 * GET /site/profile, so every page shows the same phone, WhatsApp, email and address.
 */
import { SITE_PROFILE_DOCUMENT, type SiteProfile } from '@tour/shared/contracts';
import { siteProfileFileSchema } from '@tour/shared/siteProfileFile';
import type { SiteDocumentSource } from './site-document-source';

export const SITE_PROFILE_FILE = 'site/profile.yaml';

export const siteProfileDocument: SiteDocumentSource = {
  name: SITE_PROFILE_DOCUMENT,
  read(folder): SiteProfile | undefined {
    return folder.yaml(siteProfileFileSchema, SITE_PROFILE_FILE);
  },
};

/**
 * The number content/site/profile.yaml ships with (India reserves no range for examples, so the
 * well-known "98765 43210" stands in): a site that goes live with it sends its callers to nobody.
 */
const PLACEHOLDER_NUMBER = '+919876543210';
/** Domains reserved for examples and tests (RFC 2606, RFC 6761): mail to them reaches nobody. */
const EXAMPLE_DOMAIN = /(?:^|\.)(?:example|test|invalid|localhost)$|^example\.(?:com|net|org)$/i;

/** The profile's contact details that are still the shipped stand-ins, each named; [] when none. */
export function placeholderContacts(profile: SiteProfile): string[] {
  const found: string[] = [];
  if (profile.phone.e164 === PLACEHOLDER_NUMBER) found.push(`phone ${profile.phone.display}`);
  if (profile.whatsapp.e164 === PLACEHOLDER_NUMBER) {
    found.push(`whatsapp ${profile.whatsapp.display}`);
  }
  if (EXAMPLE_DOMAIN.test(profile.email.split('@').at(-1) ?? '')) {
    found.push(`email ${profile.email}`);
  }
  return found;
}

/** What `catalogue:check` and the API's start say while `found` (placeholderContacts) is not empty. */
export function placeholderContactsWarning(found: string[]): string {
  return (
    `${SITE_PROFILE_FILE} still holds placeholder contact details (${found.join(', ')}): visitors ` +
    'who call, WhatsApp or write would reach nobody. Put the agency’s own in before the site goes ' +
    'live; with NODE_ENV=production the API refuses to start until then.'
  );
}
