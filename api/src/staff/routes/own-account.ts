/**
 * A member's own account: who am I (GET /staff/me), their password, and their sessions. All stay
 * open while a second factor must still be set up. A password change is audited; none names it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffPasswordChangeSchema,
  staffSessionParamsSchema,
  type StaffSelf,
} from '@tour/shared/contracts';
import { staffSelfSchema, staffSessionSchema } from '../../docs/response-schemas';
import { notFound, ok, withExamples } from '../../docs/route-docs';
import { failure, success } from '../../routes/envelope';
import { validationFailure } from '../../routes/validation';
import { endSessionById, listSessions, setStaffPassword } from '../accounts';
import { recordAudit } from '../audit';
import { hashPassword, passwordProblem } from '../passwords';
import { ownAccountChecks } from './own-account-checks';
import { badRequest, staffDocs } from './staff-guards';
import type { StaffRouteDeps } from './staff-route-deps';

const SESSION_NOT_FOUND = 'Session not found.';

export function ownAccountRoutes(untyped: FastifyInstance, deps: StaffRouteDeps): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const {
    database: { db },
    guards,
    now,
  } = deps;
  const { audit, ownPasswordRight } = ownAccountChecks(deps);

  // Open while a second factor must be set up: the member may still need them to set it up.
  const setup = { onRequest: guards.duringSetup };

  app.get(
    '/staff/me',
    {
      ...setup,
      schema: staffDocs(
        {
          operationId: 'getSignedInStaff',
          summary: 'Who is signed in, their role, and how their two-factor sign-in stands',
          responses: { 200: ok('The staff member.', staffSelfSchema) },
        },
        'duringSetup',
      ),
    },
    async (request) => {
      const session = guards.sessionOf(request);
      const self: StaffSelf = {
        ...session.member,
        twoFactor: { enabled: session.twoFactorEnabled, setupRequired: session.setupRequired },
      };
      return success(self);
    },
  );

  app.post(
    '/staff/password',
    {
      ...setup,
      schema: {
        ...staffDocs(
          {
            operationId: 'changeStaffPassword',
            summary: 'Changes your password; every other session of yours ends (audited)',
            description:
              'The new password: 12 to 1024 characters, not your email address or name, and not easy to guess (common and breached passwords, keyboard patterns, dates). Wrong current passwords count as failed sign-ins.',
            responses: {
              200: ok('Changed.', z.null()),
              400: badRequest(
                "A wrong current password ('currentPassword: Wrong password.') or a new one that cannot be used (newPassword: why).",
              ),
            },
          },
          'duringSetup',
        ),
        body: withExamples(staffPasswordChangeSchema, {
          change: {
            currentPassword: 'saffron ledger pebble monsoon',
            newPassword: 'violet kettle mango harbour',
          },
        }),
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body;
      if (!(await ownPasswordRight(request, reply, 'currentPassword', currentPassword))) {
        return reply;
      }
      const { id, email, name } = guards.staffOf(request);
      const problem = passwordProblem(newPassword, { email, name });
      if (problem) {
        return reply
          .status(400)
          .send(validationFailure([{ field: 'newPassword', message: problem }]));
      }
      await setStaffPassword(
        db,
        id,
        await hashPassword(newPassword),
        guards.sessionOf(request).sessionId,
        now(),
      );
      await audit(request, 'changed their password; their other sessions ended');
      return success(null, 'Password changed. Your other sessions have been signed out.');
    },
  );

  app.get(
    '/staff/sessions',
    {
      ...setup,
      schema: staffDocs(
        {
          operationId: 'listStaffSessions',
          summary: 'Your live sessions (browsers), newest first',
          responses: { 200: ok('Sessions.', z.array(staffSessionSchema)) },
        },
        'duringSetup',
      ),
    },
    async (request) => {
      const { member, sessionId } = guards.sessionOf(request);
      return success(await listSessions(db, member.id, sessionId, now()));
    },
  );

  app.delete(
    '/staff/sessions/:id',
    {
      ...setup,
      schema: {
        ...staffDocs(
          {
            operationId: 'endStaffSession',
            summary:
              'Ends one of your sessions (yours only; the current one also clears its cookie)',
            responses: { 200: ok('Ended.', z.null()), 404: notFound('Session') },
          },
          'duringSetup',
        ),
        params: staffSessionParamsSchema,
      },
    },
    async (request, reply) => {
      const { member, sessionId } = guards.sessionOf(request);
      const ended = await endSessionById(db, member.id, request.params.id);
      if (!ended) return reply.status(404).send(failure(SESSION_NOT_FOUND));
      const current = request.params.id === sessionId;
      await recordAudit(db, {
        staffId: member.id,
        action: 'sign-out',
        detail: current ? 'signed out' : 'ended another session of theirs',
        ip: request.ip,
      });
      if (current) guards.clearSessionCookie(request, reply);
      return success(null, current ? 'Signed out.' : 'Session ended.');
    },
  );
}
