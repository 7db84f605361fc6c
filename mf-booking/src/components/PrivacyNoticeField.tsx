import { PRIVACY_NOTICE_FIELD, PRIVACY_NOTICE_VERSION } from '@tour/shared';

/**
 * A lead form's hidden field naming the privacy notice version the page shows, so a plain post
 * (the form sent without the app) records it as the app's own send does (api/consent.ts).
 */
export function PrivacyNoticeField() {
  return <input type="hidden" name={PRIVACY_NOTICE_FIELD} value={PRIVACY_NOTICE_VERSION} />;
}
