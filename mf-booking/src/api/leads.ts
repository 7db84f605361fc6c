import { apiClient, type ApiEnvelope, type EnquiryPayload, type LeadReceipt } from '@tour/shared';
import { withConsent } from './consent';

/** Sends an enquiry lead (spec §7: POST /request-book/add with the seven fields). */
export function submitEnquiry(
  payload: EnquiryPayload,
  idempotencyKey: string,
): Promise<ApiEnvelope<LeadReceipt>> {
  return apiClient.sendEnquiry(withConsent(payload), idempotencyKey);
}
