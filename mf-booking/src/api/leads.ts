import { apiClient, type ApiEnvelope, type EnquiryPayload, type LeadReceipt } from '@tour/shared';

/** Sends an enquiry lead (spec §7: POST /request-book/add with the seven fields). */
export function submitEnquiry(
  payload: EnquiryPayload,
  idempotencyKey: string,
): Promise<ApiEnvelope<LeadReceipt>> {
  return apiClient.sendEnquiry(payload, idempotencyKey);
}
