import { apiClient, type BookingPayload, type LeadReceipt } from '@tour/shared';

/** Sends a request-to-book lead (spec §7: POST /request-book/add with the booking payload). */
export function submitBookingRequest(payload: BookingPayload, key: string): Promise<LeadReceipt> {
  return apiClient.requestBooking(payload, key);
}
