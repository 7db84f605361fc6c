import { apiClient, type BookingPayload, type LeadReceipt } from '@tour/shared';
import { withConsent } from './consent';

/** Sends a request-to-book lead (spec §7: POST /request-book/add with the booking payload). */
export function submitBookingRequest(payload: BookingPayload, key: string): Promise<LeadReceipt> {
  return apiClient.requestBooking(withConsent(payload), key);
}
