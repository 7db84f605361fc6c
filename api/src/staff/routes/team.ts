/**
 * The agency's team: owners list, add, change the role of, disable and enable accounts (each
 * change audited as an 'account' entry); every member lists their enabled colleagues (the
 * assignee choices).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffAccountChangeSchema,
  staffAccountCreationSchema,
  staffAccountParamsSchema,
} from '@tour/shared/contracts';
import { staffAccountSchema, staffMemberSchema } from '../../docs/response-schemas';
import { notFound, ok, withExamples } from '../../docs/route-docs';
import { failure, success } from '../../routes/envelope';
import { validationFailure } from '../../routes/validation';
import { changeStaffAccount, colleagues, createStaffAccount, listStaffAccounts } from '../accounts';
import { recordAudit } from '../audit';
import { hashPassword, passwordProblem } from '../passwords';
import { badRequest, refused, staffDocs } from './staff-guards';
import type { StaffRouteDeps } from './staff-route-deps';

const MESSAGES = {
  accountExists: 'An account with this email address already exists.',
  accountNotFound: 'Account not found.',
  notYourself:
    'You cannot disable your own account or change your own role. Ask another owner to do it.',
  lastOwner: 'The agency needs at least one enabled owner. Make another account an owner first.',
} as const;

export function teamRoutes(
  untyped: FastifyInstance,
  { database: { db }, guards, now }: StaffRouteDeps,
): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();

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
        body: withExamples(staffAccountCreationSchema, {
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
              'Disabling ends every session of the account at once. You cannot change your own account here, and the last enabled owner stays one. Enabling does not let in an account a restore left waiting for a reset (its password or second factor changed after the backup): that takes `pnpm staff:add`.',
            responses: {
              200: ok('The account as stored.', staffAccountSchema),
              400: badRequest(`Your own account: '${MESSAGES.notYourself}'`),
              404: notFound('Account'),
              409: refused(`It would leave no enabled owner: '${MESSAGES.lastOwner}'`),
            },
          },
          'owner',
        ),
        params: staffAccountParamsSchema,
        body: withExamples(staffAccountChangeSchema, {
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

  const colleaguesSchema = staffDocs({
    operationId: 'listColleagues',
    summary: 'Every enabled staff account, by name (the assignee choices)',
    responses: { 200: ok('Staff.', z.array(staffMemberSchema)) },
  });
  app.get('/staff/colleagues', { onRequest: guards.member, schema: colleaguesSchema }, async () =>
    success(await colleagues(db)),
  );
}
