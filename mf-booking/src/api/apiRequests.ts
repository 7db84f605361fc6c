import {
  FIXED_PAYLOAD,
  type ApiRequestSample,
  type BookingPayload,
  type ContactPayload,
  type EnquiryPayload,
  type NewsletterPayload,
  type SupportPayload,
} from '@tour/shared/contracts';
import { withConsent } from './consent';

/**
 * One request of each shape this remote sends to the API: its contract with the API, written
 * into its build (federation-contract.json, `apiRequests`). The release gate sends them to the
 * live API's POST /leads/check before this remote goes live, as a release, a promotion or a
 * rollback, so a version whose forms the API would refuse is refused instead of losing every lead.
 *
 * Each body is built as the form's own call builds it (withConsent over the form's payload type,
 * the fixed values the request-to-book form adds), so a change to what a form sends changes it
 * here or fails the typecheck. The date lies far ahead, so an old build's samples stay valid
 * travel dates when it is rolled back to.
 */
export const API_REQUESTS: readonly ApiRequestSample[] = [
  {
    name: 'enquiry',
    path: '/request-book/add',
    body: withConsent<EnquiryPayload>({
      name: 'Asha Verma',
      phone: '+919876543210',
      email: 'asha@example.com',
      destination: 'Kerala',
      departureCity: 'Pune',
      departureDate: '2099-01-15',
      people: 2,
      notes: 'Two children, aged 6 and 9',
    }),
  },
  {
    name: 'request to book',
    path: '/request-book/add',
    body: withConsent<BookingPayload>({
      duration: '5 Days / 4 Nights',
      leadName: 'Rohan Mehta',
      noOfPerson: 3,
      packageDetailId: 12,
      departureCity: 'Delhi',
      date: '2099-02-10',
      email: 'rohan@example.com',
      phone: '+919123456780',
      productId: FIXED_PAYLOAD.productId,
      websiteId: FIXED_PAYLOAD.websiteId,
    }),
  },
  {
    name: 'contact message',
    path: '/contact/add',
    body: withConsent<ContactPayload>({
      name: 'Meera Pillai',
      email: 'meera@example.com',
      subject: 'Group tour',
      message: 'We are twelve friends looking at Coorg in March. Can you quote?',
    }),
  },
  {
    name: 'support message',
    path: '/support/add',
    body: withConsent<SupportPayload>({
      fullName: 'Rohan Mehta',
      email: 'rohan@example.com',
      message: 'Can we move our Goa trip by a week?',
    }),
  },
  {
    name: 'newsletter subscription',
    path: '/newsletter/subscribe',
    body: withConsent<NewsletterPayload>({ email: 'asha@example.com' }),
  },
];
