/** @jest-environment node */
import {
  PRIVACY_NOTICE_VERSION,
  setRuntimeConfig,
  type BookingPayload,
  type EnquiryPayload,
} from '@tour/shared';
import { submitBookingRequest } from './bookings';
import { submitEnquiry } from './leads';
import { sendContactMessage, sendSupportMessage, subscribeToNewsletter } from './messages';

const ENQUIRY: EnquiryPayload = {
  name: 'Asha',
  phone: '+919812345678',
  email: 'asha@example.com',
  destination: 'Goa',
  departureCity: 'Pune',
  departureDate: '2099-12-20',
  people: 2,
};
const BOOKING: BookingPayload = {
  duration: '5 days / 4 nights',
  leadName: 'Rohan',
  noOfPerson: 3,
  packageDetailId: 1,
  departureCity: 'Delhi',
  date: '2099-02-10',
  email: 'rohan@example.com',
  phone: '+919123456780',
  productId: 1,
  websiteId: '1',
};

describe('every lead the app sends', () => {
  let bodies: unknown[];
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test', authCode: 'secret' });
    bodies = [];
    globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ code: 1, message: 'ok', data: { reference: 'GK-1' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
  });

  it('carries the privacy notice version this page shows, beside its fields', async () => {
    await submitEnquiry(ENQUIRY, 'k1');
    await submitBookingRequest(BOOKING, 'k2');
    await sendContactMessage(
      { name: 'Ravi', email: 'ravi@example.com', subject: undefined, message: 'Hi' },
      'k3',
    );
    await sendSupportMessage({ fullName: 'Sara', email: 'sara@example.com', message: 'Q' }, 'k4');
    await subscribeToNewsletter('reader@example.com', 'k5');
    expect(bodies).toHaveLength(5);
    for (const body of bodies) {
      expect(body).toMatchObject({ privacyNoticeVersion: PRIVACY_NOTICE_VERSION });
    }
    expect(bodies[0]).toMatchObject({ name: 'Asha', people: 2 });
    expect(bodies[4]).toEqual({
      email: 'reader@example.com',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });
});
