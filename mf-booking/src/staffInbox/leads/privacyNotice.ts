import type { StaffLead } from '@tour/shared';
import { formatDateTime } from '../labels';

/**
 * What the lead says of the privacy notice its form showed: the version, or that the form sent
 * none or one this site never published (the lead is kept all the same), and when it was sent.
 */
export function privacyNoticeLine(notice: StaffLead['privacyNotice']): string {
  if (!notice) return 'No privacy notice is recorded for this lead.';
  const sent = `form sent ${formatDateTime(notice.acceptedAt)}.`;
  if (notice.version === null) return `Privacy notice version not sent; ${sent}`;
  if (!notice.known) {
    return `Privacy notice version “${notice.version}” sent, which is not one this site has published; ${sent}`;
  }
  return `Privacy notice version ${notice.version} shown; ${sent}`;
}
