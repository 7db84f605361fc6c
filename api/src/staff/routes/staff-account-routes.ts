/**
 * Staff accounts: each member's own (who am I, password, sessions, two-factor sign-in) and the
 * owners' management of everyone's (add, change role, disable and enable). Every change is
 * audited as an 'account' entry with the request's address; none names a password or code.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MAX_ID, STAFF_ROLES, type StaffSelf } from '@tour/shared/contracts';
import type { Database } from '../../db/schema';
import {
  failureEnvelope,
  recoveryCodesSchema,
  staffAccountSchema,
  staffSelfSchema,
  staffSessionSchema,
  twoFactorSetupSchema,
  validationFailureSchema,
} from '../../docs/response-schemas';
import { notFound, ok, withExamples } from '../../docs/route-docs';
import {
  activeStaffById,
  changeStaffAccount,
  createStaffAccount,
  endSessionById,
  listSessions,
  listStaffAccounts,
  setStaffPassword,
} from '../accounts';
import { recordAudit } from '../audit';
import {
  MAX_PASSWORD_LENGTH,
  checkPassword,
  hashPassword,
  passwordProblem,
} from '../passwords';
import type { SignInThrottle } from '../sign-in-throttle';
import {
  beginTwoFactorSetup,
  confirmTwoFactor,
  removeTwoFactor,
  type SecretBox,
} from '../two-factor';
import { failure, success } from '../../routes/envelope';
import { staffDocs, type StaffGuards } from './staff-guards';
import { validationFailure } from '../../routes/validation';

const MESSAGES = {
  wrongPassword: 'Wrong password.',
  accountExists: 'An account with this email address already exists.',
  accountNotFound: 'Account not found.',
  notYourself:
    'You cannot disable your own account or change your own role. Ask another owner to do it.',
  lastOwner: 'The agency needs at least one enabled owner. Make another account an owner first.',
  sessionNotFound: 'Session not found.',
  twoFactorOn: 'Two-factor sign-in is already on. Turn it off first to set up a new authenticator.',
  noSetup: 'Start the two-factor setup first.',
  wrongCode: 'Wrong code. Enter the 6-digit code your authenticator app shows now.',
} as const;

const idError = { error: 'Must be a positive whole number' };
const accountParamsSchema = z.object({
  id: z.coerce.number(idError).int(idError).min(1, idError).max(MAX_ID, idError),
});
const sessionParamsSchema = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/, { error: 'Invalid session id' }),
});

const password = z
  .string({ error: 'Must be text' })
  .min(1, { error: 'Must not be empty' })
  .max(MAX_PASSWORD_LENGTH, { error: `Must be at most ${MAX_PASSWORD_LENGTH} characters` });
const roleSchema = z.enum(STAFF_ROLES, { error: `Must be one of ${STAFF_ROLES.join(', ')}` });

const passwordChangeSchema = z.strictObject({
  currentPassword: password,
  newPassword: password,
});
const accountCreationSchema = z.strictObject({
  email: z.email({ error: 'Enter a valid email address' }).max(254),
  name: z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(100, { error: 'Must be at most 100 characters' })
    .optional(),
  role: roleSchema,
  password: password,
});
const accountChangeSchema = z
  .strictObject(
    {
      role: roleSchema.optional(),
      disabled: z.boolean({ error: 'Must be true or false' }).optional(),
    },
    { error: 'Only role and disabled can be changed' },
  )
  .refine((change) => change.role !== undefined || change.disabled !== undefined, {
    error: 'Send role or disabled',
  });
const codeSchema = z.strictObject({
  code: z
    .string({ error: 'Must be text' })
    .trim()
    .min(1, { error: 'Must not be empty' })
    .max(20, { error: 'Must be at most 20 characters' }),
});
const removalSchema = z.strictObject({ password: password });

const badRequest = (description: string) => ({ description, schema: validationFailureSchema });
const refused = (description: string) => ({ description, schema: failureEnvelope() });

export interface StaffAccountRouteDeps {
  db: Kysely<Database>;
  guards: StaffGuards;
  /** Counts wrong passwords given to signed-in routes as failed sign-ins too. */
  throttle: SignInThrottle;
  secrets: SecretBox;
  now: () => Date;
}

export function staffAccountRoutes(
  untyped: FastifyInstance,
  { db, guards, throttle, secrets, now }: StaffAccountRouteDeps,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const audit = (request: FastifyRequest, detail: string) =>
    recordAudit(db, {
      staffId: guards.staffOf(request).id,
      action: 'account',
      detail,
      ip: request.ip,
    });

  /**
   * Whether the password given is the signed-in member's; when not, this has answered (400, or
   * 429 while the account is locked) and the caller returns the reply. Wrong ones count as failed
   * sign-ins, so a borrowed session cannot guess its way to the password faster than the form.
   */
  async function ownPasswordRight(
    request: FastifyRequest,
    reply: FastifyReply,
    field: string,
    given: string,
  ): Promise<boolean> {
    const { email, id } = guards.staffOf(request);
    const verdict = await throttle.check(email, request.ip);
    if (!verdict.allowed) {
      const seconds = verdict.retryAfterSeconds;
      reply
        .status(429)
        .header('retry-after', String(seconds))
        .send(failure(`Too many wrong passwords. Please try again in ${seconds} seconds.`));
      return false;
    }
    const account = await activeStaffById(db, id);
    if (account && (await checkPassword(account.passwordHash, given))) return true;
    await throttle.recordFailure(email, request.ip);
    reply.status(400).send(validationFailure([{ field, message: MESSAGES.wrongPassword }]));
    return false;
  }

  // Who am I, password, sessions and two-factor stay open while a second factor must be set up.
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
        body: withExamples(passwordChangeSchema, {
          change: {
            currentPassword: 'correct horse battery staple',
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
        params: sessionParamsSchema,
      },
    },
    async (request, reply) => {
      const { member, sessionId } = guards.sessionOf(request);
      const ended = await endSessionById(db, member.id, request.params.id);
      if (!ended) return reply.status(404).send(failure(MESSAGES.sessionNotFound));
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
              'Turns two-factor sign-in on with a code from the app; answers the recovery codes (audited)',
            description:
              'The ten recovery codes are shown this once and stored only as hashes; each works once in place of an authenticator code.',
            responses: {
              200: ok('On; the recovery codes.', recoveryCodesSchema),
              400: badRequest(`A code that is not right now: 'code: ${MESSAGES.wrongCode}'`),
              409: refused(`No setup started, or already on: '${MESSAGES.noSetup}'`),
            },
          },
          'duringSetup',
        ),
        body: withExamples(codeSchema, { confirm: { code: '123456' } }),
      },
    },
    async (request, reply) => {
      const session = guards.sessionOf(request);
      if (session.twoFactorEnabled) return reply.status(409).send(failure(MESSAGES.twoFactorOn));
      const confirmed = await confirmTwoFactor(
        db,
        secrets,
        session.member.id,
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
      await audit(request, 'turned on two-factor sign-in');
      return success(
        { recoveryCodes: confirmed.recoveryCodes },
        'Two-factor sign-in is on. Store your recovery codes now: they are not shown again.',
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
            summary: 'Turns two-factor sign-in off, with your password (audited)',
            description:
              'The secret and every recovery code are deleted. Wrong passwords count as failed sign-ins.',
            responses: {
              200: ok('Off.', z.null()),
              400: badRequest("A wrong password: 'password: Wrong password.'"),
            },
          },
          'duringSetup',
        ),
        body: withExamples(removalSchema, {
          turnOff: { password: 'correct horse battery staple' },
        }),
      },
    },
    async (request, reply) => {
      if (!(await ownPasswordRight(request, reply, 'password', request.body.password))) {
        return reply;
      }
      await removeTwoFactor(db, guards.staffOf(request).id);
      await audit(request, 'turned off two-factor sign-in');
      return success(null, 'Two-factor sign-in is off.');
    },
  );

  const owners = { onRequest: guards.owner };

  app.get(
    '/staff/accounts',
    {
      ...owners,
      schema: staffDocs(
        {
          operationId: 'listStaffAccounts',
          summary: 'Every staff account, enabled or not (owners)',
          responses: { 200: ok('Accounts, by name.', z.array(staffAccountSchema)) },
        },
        'owner',
      ),
    },
    async () => success(await listStaffAccounts(db)),
  );

  app.post(
    '/staff/accounts',
    {
      ...owners,
      schema: {
        ...staffDocs(
          {
            operationId: 'createStaffAccount',
            summary: 'Adds a staff account with a first password to hand over (owners; audited)',
            description:
              'The password is held to the same rules as POST /staff/password. The new member can change it once signed in.',
            responses: {
              200: ok('The new account.', staffAccountSchema),
              400: badRequest('A field that cannot be used, e.g. password: why.'),
              409: refused(`The address has an account: '${MESSAGES.accountExists}'`),
            },
          },
          'owner',
        ),
        body: withExamples(accountCreationSchema, {
          agent: {
            email: 'ravi@agency.example',
            name: 'Ravi Kumar',
            role: 'agent',
            password: 'violet kettle mango harbour',
          },
        }),
      },
    },
    async (request, reply) => {
      const { email, name, role, password: firstPassword } = request.body;
      const problem = passwordProblem(firstPassword, { email, name: name ?? null });
      if (problem) {
        return reply.status(400).send(validationFailure([{ field: 'password', message: problem }]));
      }
      const passwordHash = await hashPassword(firstPassword);
      const created = await db.transaction().execute(async (trx) => {
        const account = await createStaffAccount(
          trx,
          { email, name: name ?? null, role, passwordHash },
          now(),
        );
        if (account === 'exists') return account;
        await recordAudit(trx, {
          staffId: guards.staffOf(request).id,
          action: 'account',
          detail: `added the account ${account.email} (${account.role})`,
          ip: request.ip,
        });
        return account;
      });
      if (created === 'exists') return reply.status(409).send(failure(MESSAGES.accountExists));
      return success(created, 'Account added.');
    },
  );

  app.patch(
    '/staff/accounts/:id',
    {
      ...owners,
      schema: {
        ...staffDocs(
          {
            operationId: 'changeStaffAccount',
            summary: "Changes an account's role, or disables or enables it (owners; audited)",
            description:
              'Disabling ends every session of the account at once. You cannot change your own account here, and the last enabled owner stays one.',
            responses: {
              200: ok('The account as stored.', staffAccountSchema),
              400: badRequest(`Your own account: '${MESSAGES.notYourself}'`),
              404: notFound('Account'),
              409: refused(`It would leave no enabled owner: '${MESSAGES.lastOwner}'`),
            },
          },
          'owner',
        ),
        params: accountParamsSchema,
        body: withExamples(accountChangeSchema, {
          disable: { disabled: true },
          promote: { role: 'owner' },
        }),
      },
    },
    async (request, reply) => {
      const owner = guards.staffOf(request);
      const outcome = await db.transaction().execute(async (trx) => {
        const changed = await changeStaffAccount(
          trx,
          owner.id,
          request.params.id,
          request.body,
          now(),
        );
        if (changed.outcome === 'changed') {
          await recordAudit(trx, {
            staffId: owner.id,
            action: 'account',
            detail: `${changed.account.email}: ${changed.changes.join('; ')}`,
            ip: request.ip,
          });
        }
        return changed;
      });
      switch (outcome.outcome) {
        case 'not-found':
          return reply.status(404).send(failure(MESSAGES.accountNotFound));
        case 'self':
          return reply.status(400).send(failure(MESSAGES.notYourself));
        case 'last-owner':
          return reply.status(409).send(failure(MESSAGES.lastOwner));
        case 'changed':
          return success(outcome.account, 'Saved.');
        case 'unchanged':
          return success(outcome.account, 'Nothing to change.');
      }
    },
  );
}
