/**
 * POST /staff/sign-in and /staff/sign-out: the session cookie, the second factor's code, the
 * sign-in throttle (each attempt reserved before it is verified; failed ones stay counted) and the
 * known-device cookie. Every sign-in and sign-out is audited, failed sign-ins summed up.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCredentialsSchema, type StaffSecondFactorNeeded } from '@tour/shared/contracts';
import {
  failureEnvelope,
  secondFactorNeededSchema,
  staffMemberSchema,
} from '../../docs/response-schemas';
import { documented, ok, withExamples } from '../../docs/route-docs';
import { failure, success } from '../../routes/envelope';
import { endSession, normaliseEmail, startSession } from '../accounts';
import { recordAudit } from '../audit';
import {
  deviceCookieName,
  deviceCookieOptions,
  knownDevices,
  type KnownDevices,
} from '../known-device';
import { auditFailedSignIn, auditFailuresBeforeSignIn } from '../sign-in-audit';
import { checkSignIn } from '../two-factor';
import { describeDevice } from '../user-agent';
import type { StaffRouteDeps } from './staff-route-deps';

const MESSAGES = {
  badCredentials: 'Wrong email or password.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'Wrong code.',
} as const;
const REFUSED_BECAUSE = {
  account: 'account locked',
  address: 'address locked',
  device: 'known device waiting',
} as const;
/** data of sign-in's 401 when a code is needed or was wrong: the form asks for one. */
const SECOND_FACTOR_NEEDED: StaffSecondFactorNeeded = { secondFactor: 'required' };

export function signInRoutes(
  untyped: FastifyInstance,
  { database, guards, throttle, secrets, access, now }: StaffRouteDeps,
): void {
  const { db } = database;
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  let deviceSigner: KnownDevices | undefined;
  // On first use: the privacy key may be made (into its file) the first time it is asked for.
  const knownDevicesOf = () => (deviceSigner ??= knownDevices(database.privacy().key));
  const signInSchema = {
    ...documented({
      operationId: 'staffSignIn',
      summary: 'Staff sign-in: sets the session cookie (12 hours, or 30 minutes unused)',
      description:
        'Cookie: __Host-gk_staff with Secure when PUBLIC_SITE_URL is https or the request came over HTTPS, else gk_staff; HttpOnly, SameSite=Strict, Path=/. An account with two-factor sign-in answers 401 with data.secondFactor "required" until the same body comes with code: a 6-digit authenticator code (each works once) or a recovery code (used up). Call with credentials from an origin in CORS_ORIGINS. Each attempt is counted before its password or code is checked, and given back when it signs in (or when the right password still needs its code), so only failed sign-ins count, however many are sent at once: after 5 failures an account is locked, from every address, for 30 seconds, doubling with each further failure up to 15 minutes (failures are forgotten 24 hours after the last one; a successful sign-in forgets them too); after 30 failures from one address (an IPv6 /64) in 15 minutes, that address is refused until the 15 minutes are over, whatever the account or password. Refused: 429 with Retry-After, the password not checked. A successful sign-in also sets the known-device cookie (__Host-gk_device, or gk_device over plain http; HttpOnly, SameSite=Strict, 180 days): a browser sending it for this account may still sign in while the account or address is refused, one try per 15 seconds (429 with Retry-After in between).',
      auth: 'none',
      responses: {
        200: ok('Signed in: who.', staffMemberSchema),
        401: {
          description: `Wrong email or password: '${MESSAGES.badCredentials}' (data null); a code is needed: '${MESSAGES.codeNeeded}', or the code was wrong: '${MESSAGES.wrongCode}' (both with data.secondFactor).`,
          schema: failureEnvelope(secondFactorNeededSchema.nullable()),
        },
      },
    }),
    body: withExamples(staffCredentialsSchema, {
      signIn: { email: 'asha@agency.example', password: 'saffron ledger pebble monsoon' },
      withCode: {
        email: 'asha@agency.example',
        password: 'saffron ledger pebble monsoon',
        code: '123456',
      },
    }),
  };
  app.post('/staff/sign-in', { schema: signInSchema }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    const devices = knownDevicesOf();
    const secure = guards.isSecure(request);
    const deviceCookie = request.cookies[deviceCookieName(secure)];
    // Logs name the account by a keyed digest only: the email field may hold a password typed
    // in the wrong box, and logs carry no address.
    const account = devices.logId(email);
    // Reserved before anything is verified, so that guesses sent at once cannot all be checked.
    const reservation = await throttle.reserve(
      email,
      request.ip,
      devices.deviceFor(deviceCookie, email, now()),
    );
    if (!reservation.allowed) {
      request.log.warn(
        { account, reason: REFUSED_BECAUSE[reservation.scope] },
        'staff sign-in refused',
      );
      const seconds = reservation.retryAfterSeconds;
      return reply
        .status(429)
        .header('retry-after', String(seconds))
        .send(failure(`Too many failed sign-ins. Please try again in ${seconds} seconds.`));
    }
    const attempt = await checkSignIn(db, secrets, { ...request.body, email }, now());
    // The right password without a code is no failure: its reservation is given back, not the
    // account's earlier failures (knowing the password must not reset the count of code guesses).
    if (attempt.outcome === 'code-needed') {
      await reservation.release();
      return reply.status(401).send(failure(MESSAGES.codeNeeded, SECOND_FACTOR_NEEDED));
    }
    // One path for every failure, a wrong password or a wrong code alike: already counted.
    if (attempt.outcome !== 'signed-in') {
      const reason = attempt.outcome === 'wrong-code' ? 'wrong code' : 'wrong password';
      request.log.warn(
        {
          account,
          reason: attempt.staffId === null ? 'unknown or disabled account' : reason,
          lane: reservation.lane,
        },
        'staff sign-in failed',
      );
      if (attempt.staffId !== null) {
        await auditFailedSignIn(db, {
          staffId: attempt.staffId,
          ip: request.ip,
          reason,
          failures: reservation.failures,
          lockSeconds: reservation.lockSeconds,
          freeFailures: throttle.policy.freeFailures,
        });
      }
      return attempt.outcome === 'wrong-code'
        ? reply.status(401).send(failure(MESSAGES.wrongCode, SECOND_FACTOR_NEEDED))
        : reply.status(401).send(failure(MESSAGES.badCredentials));
    }
    await reservation.succeeded();
    const { account: member, secondFactor } = attempt;
    await auditFailuresBeforeSignIn(db, {
      staffId: member.id,
      ip: request.ip,
      failures: reservation.failures - 1,
    });
    const device = describeDevice(request.headers['user-agent']);
    const session = await startSession(
      db,
      member.id,
      { idleMs: access.sessionIdleMs, device },
      now(),
    );
    await recordAudit(db, {
      staffId: member.id,
      action: 'sign-in',
      ip: request.ip,
      detail: secondFactor
        ? `signed in with ${secondFactor === 'authenticator' ? 'an authenticator code' : 'a recovery code'}`
        : 'signed in',
    });
    const { id, email: address, name, role } = member;
    guards.setSessionCookie(request, reply, session.token);
    reply.setCookie(
      deviceCookieName(secure),
      devices.afterSignIn(deviceCookie, email, now()),
      deviceCookieOptions(secure),
    );
    return reply.send(success({ id, email: address, name, role }, 'Signed in.'));
  });

  app.post(
    '/staff/sign-out',
    {
      schema: documented({
        operationId: 'staffSignOut',
        summary: 'Ends the session and clears its cookie (no body needed)',
        auth: 'none',
        responses: { 200: ok('Signed out.', z.null()) },
      }),
    },
    async (request, reply) => {
      const token = guards.sessionToken(request);
      const staffId = token ? await endSession(db, token) : undefined;
      if (staffId !== undefined) {
        await recordAudit(db, {
          staffId,
          action: 'sign-out',
          ip: request.ip,
          detail: 'signed out',
        });
      }
      guards.clearSessionCookie(request, reply);
      return reply.send(success(null, 'Signed out.'));
    },
  );
}
