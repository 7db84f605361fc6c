/**
 * What the routes of a member's own account share: the audit entry of an account change, and the
 * check of the member's own password before a change that needs it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../../routes/envelope';
import { validationFailure } from '../../routes/validation';
import { activeStaffById } from '../accounts';
import { recordAudit } from '../audit';
import { checkPassword } from '../passwords';
import type { StaffRouteDeps } from './staff-route-deps';

const WRONG_PASSWORD = 'Wrong password.';

export function ownAccountChecks({ database: { db }, guards, throttle }: StaffRouteDeps) {
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
    // Reserved before the check, as at sign-in, so that parallel guesses are all counted first.
    const reservation = await throttle.reserve(email, request.ip);
    if (!reservation.allowed) {
      const seconds = reservation.retryAfterSeconds;
      reply
        .status(429)
        .header('retry-after', String(seconds))
        .send(failure(`Too many wrong passwords. Please try again in ${seconds} seconds.`));
      return false;
    }
    const account = await activeStaffById(db, id);
    if (account && (await checkPassword(account.passwordHash, given))) {
      await reservation.succeeded();
      return true;
    }
    reply.status(400).send(validationFailure([{ field, message: WRONG_PASSWORD }]));
    return false;
  }

  return { audit, ownPasswordRight };
}
