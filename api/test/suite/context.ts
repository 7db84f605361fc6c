/** What every section of the API suite shares: the app under test, its database, and helpers. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { indiaToday, PRIVACY_NOTICE_VERSION } from '@tour/shared/contracts';
import type { AppDatabase } from '../../src/db/connect';
import type { TestDatabaseTarget } from '../support/database-targets';

export const AUTH_CODE = 'test-auth-code';
/** The suite app's render server token (RENDER_API_TOKEN). */
export const RENDER_TOKEN = 'test-render-token';

export interface SuiteContext {
  target: TestDatabaseTarget;
  database: AppDatabase;
  /** Built with rate limits too high to matter; rate-limit tests build their own. */
  app: FastifyInstance;
}

/**
 * What a browser sends with every request the staff inbox makes from the site's own pages; every
 * state-changing /staff request without it (or an Origin of the site) is refused as another
 * site's (staff-guards.ts isFromSite).
 */
export const FROM_SITE = { 'sec-fetch-site': 'same-origin' } as const;

/** A getter, since beforeAll fills the context after the sections have been defined. */
export type Suite = () => SuiteContext;

export function withAuth(path: string, authCode = AUTH_CODE): string {
  return `${path}${path.includes('?') ? '&' : '?'}authCode=${encodeURIComponent(authCode)}`;
}

/** A YYYY-MM-DD day this many days after today in India (negative: before). */
export function dayFromToday(days: number): string {
  const today = new Date(`${indiaToday()}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

/** What every lead form sends beside its fields: the privacy notice version it showed. */
export const CONSENT = { privacyNoticeVersion: PRIVACY_NOTICE_VERSION };

/** A form's fields as the lead stores them: the privacy notice version has a column of its own. */
export const storedFields = (form: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(form).filter(([name]) => name !== 'privacyNoticeVersion'));

export const validEnquiry = () => ({
  name: 'Asha Verma',
  phone: '+919876543210',
  email: 'asha@example.com',
  destination: 'Kerala',
  departureCity: 'Pune',
  departureDate: dayFromToday(30),
  people: 2,
  ...CONSENT,
});

export const validBooking = () => ({
  duration: '5 days / 4 nights',
  leadName: 'Rohan Mehta',
  noOfPerson: 3,
  packageDetailId: 1,
  departureCity: 'Delhi',
  date: dayFromToday(60),
  email: 'rohan@example.com',
  phone: '+919123456780',
  productId: 1,
  websiteId: '1',
  ...CONSENT,
});

export function requests(suite: Suite) {
  const inject = (options: InjectOptions) => suite().app.inject(options);
  return {
    inject,
    get: (url: string, headers: Record<string, string> = {}) =>
      inject({ method: 'GET', url, headers }),
    postJson: (url: string, body: unknown, headers: Record<string, string> = {}) =>
      inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      }),
    countLeads: async () => {
      const { count } = await suite()
        .database.db.selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
