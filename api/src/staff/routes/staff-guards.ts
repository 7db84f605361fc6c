/**
 * Who may call a /staff route: the session cookie (its name by the connection's security),
 * the account's role, and whether the account must set up a second factor first. The routes
 * name their guard in onRequest and document its answers with staffDocs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffMember } from '@tour/shared/contracts';
import type { StaffAccessConfig, TwoFactorRequirement } from '../../config';
import type { Database } from '../../db/schema';
import { failureEnvelope, validationFailureSchema } from '../../docs/response-schemas';
import { documented, type DocumentedResponse, type RouteDocs } from '../../docs/route-docs';
import { SESSION_TTL_MS, sessionStaff, type LiveSession } from '../accounts';
import { sessionCookieOptions, staffCookieName } from '../session-cookie';
import { failure } from '../../routes/envelope';
import { dropBlankQueryValues } from '../../routes/query';

export const GUARD_MESSAGES = {
  signedOut: 'Please sign in.',
  ownersOnly: 'Only an owner can do this.',
  setUpTwoFactor: 'Set up two-factor sign-in to continue.',
  otherSite: "Refused: this request did not come from the site's own pages.",
} as const;

export interface StaffAccessOptions {
  /** PUBLIC_SITE_URL: when https, the cookie is always the __Host- one. */
  publicSiteUrl: string | null;
  requireTwoFactor: TwoFactorRequirement;
  /** A session unused this long is over. */
  sessionIdleMs: number;
  /** A session's whole life: the cookie's Max-Age. */
  sessionTtlMs: number;
  /** The clock of sessions (tests move it on). */
  now: () => Date;
}

/** The guards' options from the staff access settings, alike on /staff and release health. */
export function staffAccessOptions(
  access: StaffAccessConfig,
  publicSiteUrl: string | null,
  now: () => Date,
): StaffAccessOptions {
  return {
    publicSiteUrl,
    requireTwoFactor: access.requireTwoFactor,
    sessionIdleMs: access.sessionIdleMs,
    sessionTtlMs: SESSION_TTL_MS,
    now,
  };
}

/** A request's session, and whether its account must set up a second factor before working. */
export interface SignedIn extends LiveSession {
  setupRequired: boolean;
}

export type StaffGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface StaffGuards {
  /** Any signed-in account that may work (its second factor set up if it must have one). */
  member: StaffGuard;
  /** Owners only (403 for agents). */
  owner: StaffGuard;
  /** Any signed-in account, even one that must still set up its second factor. */
  duringSetup: StaffGuard;
  /** The signed-in member of a guarded request. */
  staffOf(request: FastifyRequest): StaffMember;
  sessionOf(request: FastifyRequest): SignedIn;
  /** Whether this request's cookies are the Secure, __Host- ones (PUBLIC_SITE_URL or HTTPS). */
  isSecure(request: FastifyRequest): boolean;
  /** The cookie's token, read under the name of this request's mode. */
  sessionToken(request: FastifyRequest): string | undefined;
  /** Sets the session's cookie on the reply, under the name of this request's mode. */
  setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void;
  /** Tells the browser to drop the session's cookie. */
  clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void;
}

export function staffGuards(db: Kysely<Database>, options: StaffAccessOptions): StaffGuards {
  const sessionSeconds = options.sessionTtlMs / 1000;
  const signedIn = new WeakMap<FastifyRequest, SignedIn>();
  const siteIsHttps = options.publicSiteUrl?.startsWith('https:') ?? false;
  // Behind a proxy, request.protocol is X-Forwarded-Proto when TRUST_PROXY trusts it.
  const isSecure = (request: FastifyRequest) => siteIsHttps || request.protocol === 'https';
  const sessionToken = (request: FastifyRequest) =>
    request.cookies[staffCookieName(isSecure(request))] || undefined;

  const mustSetUp = (session: LiveSession) =>
    !session.twoFactorEnabled &&
    (options.requireTwoFactor === 'everyone' ||
      (options.requireTwoFactor === 'owners' && session.member.role === 'owner'));

  /** The session, else a 401 sent (and undefined). */
  async function signIn(request: FastifyRequest, reply: FastifyReply) {
    const token = sessionToken(request);
    const session = token
      ? await sessionStaff(db, token, { idleMs: options.sessionIdleMs }, options.now())
      : undefined;
    if (!session) {
      reply.status(401).send(failure(GUARD_MESSAGES.signedOut));
      return undefined;
    }
    const found = { ...session, setupRequired: mustSetUp(session) };
    signedIn.set(request, found);
    return found;
  }

  // Each guard returns the reply when it has answered, which tells Fastify to stop there.
  const member: StaffGuard = async (request, reply) => {
    const session = await signIn(request, reply);
    if (!session) return reply;
    if (session.setupRequired) {
      return reply.status(403).send(failure(GUARD_MESSAGES.setUpTwoFactor));
    }
    return undefined;
  };

  const sessionOf = (request: FastifyRequest): SignedIn => {
    const session = signedIn.get(request);
    if (!session) throw new Error('staff route without a session');
    return session;
  };

  return {
    member,
    async owner(request, reply) {
      if ((await member(request, reply)) === reply) return reply;
      if (sessionOf(request).member.role !== 'owner') {
        return reply.status(403).send(failure(GUARD_MESSAGES.ownersOnly));
      }
      return undefined;
    },
    async duringSetup(request, reply) {
      return (await signIn(request, reply)) ? undefined : reply;
    },
    staffOf: (request) => sessionOf(request).member,
    isSecure,
    sessionOf,
    sessionToken,
    setSessionCookie(request, reply, token) {
      const secure = isSecure(request);
      reply.setCookie(
        staffCookieName(secure),
        token,
        sessionCookieOptions({ maxAgeSeconds: sessionSeconds, secure }),
      );
    },
    clearSessionCookie(request, reply) {
      const secure = isSecure(request);
      reply.clearCookie(
        staffCookieName(secure),
        sessionCookieOptions({ maxAgeSeconds: 0, secure }),
      );
    },
  };
}

/** The methods that change something; GET, HEAD and OPTIONS (CORS preflights) only read. */
const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isStateChanging = (method: string) => STATE_CHANGING_METHODS.has(method);

const headerText = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value.trim() : undefined;

/** The origin a Referer names, or undefined when it is no URL. */
function refererOrigin(referer: string): string | undefined {
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser sent this request from the site's own pages (siteOrigins: cors.ts
 * staffOrigins). The session cookie is SameSite=Strict, but that leaves the site's siblings
 * (another subdomain is the "same site") and browsers that ignore SameSite; so every
 * state-changing staff request must also say where it comes from:
 * - Sec-Fetch-Site (sent by every current browser, set by the browser alone): same-origin passes;
 *   none (the user typed or bookmarked the address) passes only for a navigation, never a fetch;
 *   same-site and cross-site pass only with an Origin the site's (the inbox calling the API on
 *   its own subdomain); anything else is refused.
 * - Without it (older browsers): the Origin, or without one the Referer's origin, must be the
 *   site's. Origin "null" (sandboxed frames, privacy redirects) is no origin.
 * - With neither: refused. A browser that sends neither header also cannot prove which page made
 *   it post (a cross-site form can drop the Referer), and a client that is no browser holds the
 *   cookie itself and can say Origin. The public authCode would prove nothing: any page can
 *   send it.
 */
export function isFromSite(
  headers: FastifyRequest['headers'],
  siteOrigins: readonly string[],
): boolean {
  const origin = headerText(headers.origin);
  const fromSite = (candidate: string | undefined) =>
    candidate !== undefined && candidate !== 'null' && siteOrigins.includes(candidate);
  const fetchSite = headerText(headers['sec-fetch-site'])?.toLowerCase();
  switch (fetchSite) {
    case 'same-origin':
      return true;
    case 'none':
      return headerText(headers['sec-fetch-mode'])?.toLowerCase() === 'navigate';
    case 'same-site':
    case 'cross-site':
      return fromSite(origin);
    case undefined: {
      if (origin !== undefined) return fromSite(origin);
      const referer = headerText(headers.referer);
      return referer !== undefined && fromSite(refererOrigin(referer));
    }
    default:
      return false;
  }
}

/**
 * An onRequest hook refusing (403) every state-changing request that did not come from the site's
 * pages (isFromSite), before its guard or handler runs: nothing is read or changed for it.
 */
export function refuseOtherSites(siteOrigins: readonly string[]): StaffGuard {
  return async (request, reply) => {
    if (!isStateChanging(request.method) || isFromSite(request.headers, siteOrigins)) {
      return undefined;
    }
    // Where it claimed to come from, never who sent it (no address, no body).
    request.log.warn(
      {
        method: request.method,
        url: request.routeOptions.url,
        secFetchSite: headerText(request.headers['sec-fetch-site']) ?? null,
        origin: headerText(request.headers.origin) ?? null,
      },
      'staff request from another site refused',
    );
    return reply.status(403).send(failure(GUARD_MESSAGES.otherSite));
  };
}

/** What every state-changing staff route says of isFromSite, in its 403 answer. */
export const OTHER_SITE_REFUSAL = `Not sent from the site's own pages (Sec-Fetch-Site same-origin; or same-site/cross-site, or no Sec-Fetch-Site, with an Origin, else a Referer, of CORS_ORIGINS or PUBLIC_SITE_URL; a request with none of these headers is refused): '${GUARD_MESSAGES.otherSite}'`;

/** Which guard a route has, for its documentation. */
export type StaffAccess = 'member' | 'owner' | 'duringSetup';

const forbidden: Record<StaffAccess, DocumentedResponse | null> = {
  member: {
    description: `Two-factor sign-in must be set up first (STAFF_REQUIRE_2FA): '${GUARD_MESSAGES.setUpTwoFactor}'`,
    schema: failureEnvelope(),
  },
  owner: {
    description: `An agent's session: '${GUARD_MESSAGES.ownersOnly}'; or two-factor sign-in must be set up first (STAFF_REQUIRE_2FA): '${GUARD_MESSAGES.setUpTwoFactor}'`,
    schema: failureEnvelope(),
  },
  duringSetup: null,
};

/** A staff route's documentation: signed-in staff, with the 403 its guard can answer. */
export function staffDocs(docs: Omit<RouteDocs, 'auth'>, access: StaffAccess = 'member') {
  const refusal = forbidden[access];
  return documented({
    ...docs,
    auth: 'staff',
    responses: refusal ? { ...docs.responses, 403: refusal } : docs.responses,
  });
}

/** A 400 answer of a staff route, for its documentation: the field errors' envelope. */
export const badRequest = (description: string) => ({
  description,
  schema: validationFailureSchema,
});
/** A refusal (409 and the like) of a staff route, for its documentation: the plain envelope. */
export const refused = (description: string) => ({ description, schema: failureEnvelope() });

/** A guarded read whose query may hold cleared filters (sent as blank values). */
export const signedInQuery = <S>(guard: StaffGuard, schema: S) => ({
  onRequest: guard,
  preValidation: dropBlankQueryValues,
  schema,
});
