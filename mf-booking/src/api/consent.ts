// From the contracts alone: the build's config reads this file too (apiRequests.ts).
import { PRIVACY_NOTICE_VERSION, type LeadConsent } from '@tour/shared/contracts';

/**
 * A lead's fields with the privacy notice version this page shows (ConsentNote links to that
 * notice), which the API records with the lead (and never refuses it for).
 */
export function withConsent<Fields extends object>(fields: Fields): Fields & LeadConsent {
  return { ...fields, privacyNoticeVersion: PRIVACY_NOTICE_VERSION };
}
