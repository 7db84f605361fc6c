import { ApiError, PRIVACY_NOTICE_FIELD, PRIVACY_NOTICE_VERSION } from '@tour/shared';
import type { LeadConsent } from '@tour/shared/contracts';

/**
 * A lead's fields with the privacy notice version this page shows (ConsentNote links to that
 * notice), which the API records with the lead.
 */
export function withConsent<Fields extends object>(fields: Fields): Fields & LeadConsent {
  return { ...fields, privacyNoticeVersion: PRIVACY_NOTICE_VERSION };
}

/**
 * The API's words when it no longer knows the notice this page shows (the page is older than the
 * API's notices): only a reload helps then, so the form says that instead of "try again".
 */
export function noticeChangedMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors = (error.body as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  if (!Array.isArray(errors)) return null;
  for (const entry of errors as { field?: unknown; message?: unknown }[]) {
    if (entry.field === PRIVACY_NOTICE_FIELD && typeof entry.message === 'string') {
      return entry.message;
    }
  }
  return null;
}
