/**
 * Property tests: random JSON at every POST and random query strings (and path segments) at
 * every GET must get a 2xx or a 4xx with a message: never a 5xx, never a crash.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { AUTH_CODE, requests, type Suite } from './context';
import { POST_PATHS } from './leads';

const RUNS = 100;

/** Field names the routes know, so random bodies reach the validators' deeper paths. */
const KNOWN_FIELDS = [
  'name',
  'phone',
  'email',
  'destination',
  'departureCity',
  'departureDate',
  'people',
  'leadName',
  'noOfPerson',
  'packageDetailId',
  'date',
  'productId',
  'websiteId',
  'duration',
  'person',
  'departingCity',
  'subject',
  'message',
  'fullName',
  'destinationId',
  'categoryId',
  'authCode',
  '__proto__',
  'constructor',
];
const KNOWN_PARAMS = [
  'authCode',
  'websiteId',
  'categoryId',
  'destinationId',
  'destinationName',
  'inputText',
  'kind',
  'from',
  'to',
  'format',
  'limit',
  'path',
];
const TRICKY_VALUES = [
  '',
  'null',
  '0',
  '-1',
  '1.5',
  '1e309',
  '2147483648',
  '%',
  '%zz',
  ' ',
  '[]',
  '{}',
  '\u0000',
  '😀',
];

const anyValue = fc.oneof(fc.jsonValue(), fc.constantFrom(...TRICKY_VALUES));
const randomBody = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...KNOWN_FIELDS), anyValue),
);
const queryValue = fc.oneof(
  fc.string(),
  fc.constantFrom(...TRICKY_VALUES),
  fc.integer().map(String),
);
const randomQuery = fc.oneof(
  fc
    .dictionary(fc.oneof(fc.constantFrom(...KNOWN_PARAMS), fc.string()), queryValue)
    .map((params) => new URLSearchParams(params).toString()),
  // Raw text, percent signs and all, as a careless client might send it.
  fc.string({ unit: fc.constantFrom(..."ab1=&%+;?/[],.-_~!$'()*".split('')) }),
);
const printable = fc.string({
  unit: fc.constantFrom(...'abcXYZ019-_.:/ '.split('')),
  maxLength: 250,
});

const GET_ROUTES: ((segment: string) => string)[] = [
  () => '/package/get-all-cities',
  () => '/package/search-by-category',
  () => '/package/search-by-city-name',
  () => '/blog/get-all',
  () => '/ai/package',
  () => '/health',
  () => '/docs/openapi.json',
  () => '/staff/leads.csv',
  () => '/site/redirect',
  (segment) => `/package/get-package-detail-and-itinerary/${segment}`,
  (segment) => `/blog/${segment}`,
  (segment) => `/images/${segment}`,
];

function expectHandled(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBeLessThan(500);
  if (response.headers['content-type']?.toString().startsWith('application/json')) {
    const body = response.json();
    if (response.statusCode >= 400) {
      expect(body).toMatchObject({ code: 0, message: expect.any(String) });
      expect(body.message.length).toBeGreaterThan(0);
      expect(body.message).not.toMatch(/\n\s+at /);
    }
  } else {
    expect(response.statusCode).toBeLessThan(400);
  }
}

// A hang guard, not a speed check: each property sends RUNS requests, which on PostgreSQL and a
// busy machine takes well over jest's default 5 s.
const PROPERTY_TIMEOUT_MS = 60_000;

export function describeProperties(suite: Suite): void {
  const { inject } = requests(suite);

  describe('random input (fast-check)', () => {
    it.each(POST_PATHS)(
      'POST %s handles any JSON body',
      async (path) => {
        await fc.assert(
          fc.asyncProperty(
            randomBody,
            fc.option(printable),
            fc.boolean(),
            async (body, key, auth) => {
              const response = await inject({
                method: 'POST',
                url: auth ? `${path}?authCode=${AUTH_CODE}` : path,
                headers: {
                  'content-type': 'application/json',
                  ...(key === null ? {} : { 'idempotency-key': key }),
                },
                payload: JSON.stringify(body),
              });
              expectHandled(response);
            },
          ),
          { numRuns: RUNS },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );

    it.each(GET_ROUTES.map((route) => [route('{segment}'), route] as const))(
      'GET %s handles any query string',
      async (_, route) => {
        await fc.assert(
          fc.asyncProperty(
            randomQuery,
            fc.oneof(fc.string(), fc.constantFrom(...TRICKY_VALUES)),
            fc.boolean(),
            async (query, segment, auth) => {
              const path = route(encodeURIComponent(segment) || 'x');
              const withCode = auth ? `authCode=${AUTH_CODE}&` : '';
              const response = await inject({ method: 'GET', url: `${path}?${withCode}${query}` });
              expectHandled(response);
            },
          ),
          { numRuns: RUNS },
        );
      },
      PROPERTY_TIMEOUT_MS,
    );

    it.each(POST_PATHS)(
      'POST %s answers a 64 KB body nested thousands deep without a 5xx',
      async (path) => {
        const arrays = '['.repeat(30_000) + ']'.repeat(30_000);
        const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
        for (const junk of [arrays, objects]) {
          const payload = `{"name":"Asha","email":"asha@example.com","message":"Hello","fullName":"Asha","extra":${junk}}`;
          expect(payload.length).toBeLessThanOrEqual(64 * 1024);
          const response = await inject({
            method: 'POST',
            url: `${path}?authCode=${AUTH_CODE}`,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(response.statusCode).toBeLessThan(500);
        }
      },
    );
  });
}
