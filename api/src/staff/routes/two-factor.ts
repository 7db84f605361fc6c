/**
 * A member's two-factor sign-in with an authenticator app: set up, confirm (which answers the
 * recovery codes, once) and turn off with their password. Open while it must still be set up;
 * turning it on and off is audited and ends the member's other sessions (ASVS 7.4.3).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffTwoFactorCodeSchema, staffTwoFactorRemovalSchema } from '@tour/shared/contracts';
import { recoveryCodesSchema, twoFactorSetupSchema } from '../../docs/response-schemas';
import { ok, withExamples } from '../../docs/route-docs';
import { failure, success } from '../../routes/envelope';
import { validationFailure } from '../../routes/validation';
import { beginTwoFactorSetup, confirmTwoFactor, removeTwoFactor } from '../two-factor';
import { ownAccountChecks } from './own-account-checks';
import { badRequest, refused, staffDocs } from './staff-guards';
import type { StaffRouteDeps } from './staff-route-deps';

const MESSAGES = {
  twoFactorOn: 'Two-factor sign-in is already on. Turn it off first to set up a new authenticator.',
  noSetup: 'Start the two-factor setup first.',
  wrongCode: 'Wrong code. Enter the 6-digit code your authenticator app shows now.',
} as const;

export function twoFactorRoutes(untyped: FastifyInstance, deps: StaffRouteDeps): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const {
    database: { db },
    guards,
    secrets,
    now,
  } = deps;
  const { audit, ownPasswordRight } = ownAccountChecks(deps);
  // Open while a second factor must be set up: this is where it is set up.
  const setup = { onRequest: guards.duringSetup };

  app.post(
    '/staff/two-factor/setup',
    {
      ...setup,
      schema: staffDocs(
        {
          operationId: 'setUpStaffTwoFactor',
          summary:
            'Starts setting up an authenticator app: a new secret, off until confirmed (no body needed)',
          description:
            'Scan the QR code (or type the secret) into an authenticator app, then confirm with POST /staff/two-factor/enable. Starting again replaces a setup not yet confirmed.',
          responses: {
            200: ok('The secret, its otpauth URL and QR code.', twoFactorSetupSchema),
            409: refused(`Already on: '${MESSAGES.twoFactorOn}'`),
          },
        },
        'duringSetup',
      ),
    },
    async (request, reply) => {
      const session = guards.sessionOf(request);
      if (session.twoFactorEnabled) return reply.status(409).send(failure(MESSAGES.twoFactorOn));
      return success(await beginTwoFactorSetup(db, secrets, session.member));
    },
  );

  app.post(
    '/staff/two-factor/enable',
    {
      ...setup,
      schema: {
        ...staffDocs(
          {
            operationId: 'enableStaffTwoFactor',
            summary:
              'Turns two-factor sign-in on with a code from the app; answers the recovery codes; every other session of yours ends (audited)',
            description:
              'The ten recovery codes are shown this once and stored only as hashes; each works once in place of an authenticator code. Every other session of the account ends (a cookie taken before stays useless); this one stays.',
            responses: {
              200: ok('On; the recovery codes.', recoveryCodesSchema),
              400: badRequest(`A code that is not right now: 'code: ${MESSAGES.wrongCode}'`),
              409: refused(`No setup started, or already on: '${MESSAGES.noSetup}'`),
            },
          },
          'duringSetup',
        ),
        body: withExamples(staffTwoFactorCodeSchema, { confirm: { code: '123456' } }),
      },
    },
    async (request, reply) => {
      const session = guards.sessionOf(request);
      if (session.twoFactorEnabled) return reply.status(409).send(failure(MESSAGES.twoFactorOn));
      const confirmed = await confirmTwoFactor(
        db,
        secrets,
        { staffId: session.member.id, keepSession: session.sessionId },
        request.body.code,
        now(),
      );
      if (confirmed.outcome === 'no-setup') {
        return reply.status(409).send(failure(MESSAGES.noSetup));
      }
      if (confirmed.outcome === 'wrong-code') {
        return reply
          .status(400)
          .send(validationFailure([{ field: 'code', message: MESSAGES.wrongCode }]));
      }
      await audit(request, 'turned on two-factor sign-in; their other sessions ended');
      return success(
        { recoveryCodes: confirmed.recoveryCodes },
        'Two-factor sign-in is on and your other sessions are signed out. Store your recovery codes now: they are not shown again.',
      );
    },
  );

  app.post(
    '/staff/two-factor/disable',
    {
      ...setup,
      schema: {
        ...staffDocs(
          {
            operationId: 'disableStaffTwoFactor',
            summary:
              'Turns two-factor sign-in off, with your password; every other session of yours ends (audited)',
            description:
              'The secret and every recovery code are deleted, and every other session of the account ends; this one stays. Wrong passwords count as failed sign-ins.',
            responses: {
              200: ok('Off.', z.null()),
              400: badRequest("A wrong password: 'password: Wrong password.'"),
            },
          },
          'duringSetup',
        ),
        body: withExamples(staffTwoFactorRemovalSchema, {
          turnOff: { password: 'saffron ledger pebble monsoon' },
        }),
      },
    },
    async (request, reply) => {
      if (!(await ownPasswordRight(request, reply, 'password', request.body.password))) {
        return reply;
      }
      const { member, sessionId } = guards.sessionOf(request);
      await removeTwoFactor(db, { staffId: member.id, keepSession: sessionId }, now());
      await audit(request, 'turned off two-factor sign-in; their other sessions ended');
      return success(null, 'Two-factor sign-in is off. Your other sessions have been signed out.');
    },
  );
}
