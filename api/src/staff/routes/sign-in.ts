/**
 * POST /staff/sign-in and /staff/sign-out: the session cookie, the second factor's code, and the
 * sign-in throttle (failed sign-ins only). Every sign-in, failed one and sign-out is audited.
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
import { checkSignIn } from '../two-factor';
import { describeDevice } from '../user-agent';
import type { StaffRouteDeps } from './staff-route-deps';

const MESSAGES = {
  badCredentials: 'Wrong email or password.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  wrongCode: 'Wrong code.',
} as const;
/** data of sign-in's 401 when a code is needed or was wrong: the form asks for one. */
const SECOND_FACTOR_NEEDED: StaffSecondFactorNeeded = { secondFactor: 'required' };

export function signInRoutes(
  untyped: FastifyInstance,
  { database: { db }, guards, throttle, secrets, access, now }: StaffRouteDeps,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const signInSchema = {
    ...documented({
      operationId: 'staffSignIn',
      summary: 'Staff sign-in: sets the session cookie (12 hours, or 30 minutes unused)',
      description:
        'Cookie: __Host-gk_staff with Secure when PUBLIC_SITE_URL is https or the request came over HTTPS, else gk_staff; HttpOnly, SameSite=Strict, Path=/. An account with two-factor sign-in answers 401 with data.secondFactor "required" until the same body comes with code: a 6-digit authenticator code (each works once) or a recovery code (used up). Call with credentials from an origin in CORS_ORIGINS. Only failed sign-ins count: after 5 failures an account is locked, from every address, for 30 seconds, doubling with each further failure up to 15 minutes (failures are forgotten 24 hours after the last one; a successful sign-in forgets them too); after 30 failures from one address (an IPv6 /64) in 15 minutes, that address is refused until the 15 minutes are over, whatever the account or password. Refused: 429 with Retry-After.',
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
    // Before the password is checked: a locked account or address learns nothing from a guess.
    const verdict = await throttle.check(email, request.ip);
    if (!verdict.allowed) {
      request.log.warn(
        {
          staffEmail: email,
          ip: request.ip,
          reason: verdict.scope === 'account' ? 'account locked' : 'address locked',
        },
        'staff sign-in refused',
      );
      const seconds = verdict.retryAfterSeconds;
      return reply
        .status(429)
        .header('retry-after', String(seconds))
        .send(failure(`Too many failed sign-ins. Please try again in ${seconds} seconds.`));
    }
    const attempt = await checkSignIn(db, secrets, { ...request.body, email }, now());
    // The right password without a code: neither a failure nor a success (the code decides).
    if (attempt.outcome === 'code-needed') {
      return reply.status(401).send(failure(MESSAGES.codeNeeded, SECOND_FACTOR_NEEDED));
    }
    // One path for every failure, a wrong password or a wrong code alike.
    if (attempt.outcome !== 'signed-in') {
      await throttle.recordFailure(email, request.ip);
      const reason =
        attempt.outcome === 'wrong-code'
          ? 'wrong code'
          : attempt.staffId !== null
            ? 'wrong password'
            : 'unknown or disabled account';
      request.log.warn({ staffEmail: email, ip: request.ip, reason }, 'staff sign-in failed');
      if (attempt.staffId !== null) {
        await recordAudit(db, {
          staffId: attempt.staffId,
          action: 'sign-in-failed',
          ip: request.ip,
          detail: reason,
        });
      }
      return attempt.outcome === 'wrong-code'
        ? reply.status(401).send(failure(MESSAGES.wrongCode, SECOND_FACTOR_NEEDED))
        : reply.status(401).send(failure(MESSAGES.badCredentials));
    }
    await throttle.recordSuccess(email, request.ip);
    const { account, secondFactor } = attempt;
    const device = describeDevice(request.headers['user-agent']);
    const session = await startSession(
      db,
      account.id,
      { idleMs: access.sessionIdleMs, device },
      now(),
    );
    await recordAudit(db, {
      staffId: account.id,
      action: 'sign-in',
      ip: request.ip,
      detail: secondFactor
        ? `signed in with ${secondFactor === 'authenticator' ? 'an authenticator code' : 'a recovery code'}`
        : 'signed in',
    });
    const { id, email: address, name, role } = account;
    guards.setSessionCookie(request, reply, session.token);
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
