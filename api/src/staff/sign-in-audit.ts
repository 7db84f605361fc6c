/**
 * Failed sign-ins in the audit log, summed up rather than one entry each: a guesser cannot fill
 * the append-only log with one row per guess, and an owner still sees that it happened. For
 * each account's run of failures (the throttle's count, sign-in-throttle.ts): an entry at the
 * first failure, one when the lock starts, one each time the count doubles after that, and, when
 * the account next signs in, one with the total. A run of n failures writes about log2(n) rows.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { recordAudit } from './audit';

export type SignInFailureReason = 'wrong password' | 'wrong code';

/** Whether the run's count has reached a point worth an entry. */
export function failureRunDueForEntry(failures: number, freeFailures: number): boolean {
  if (failures === 1) return true;
  if (failures < freeFailures || failures % freeFailures !== 0) return false;
  const multiple = failures / freeFailures;
  return (multiple & (multiple - 1)) === 0;
}

const failedSignIns = (count: number) =>
  count === 1 ? '1 failed sign-in' : `${count} failed sign-ins`;

/** One failure of an existing account's run; written only at the run's summary points. */
export async function auditFailedSignIn(
  db: Kysely<Database>,
  failure: {
    staffId: number;
    ip: string;
    reason: SignInFailureReason;
    /** The run's count, this failure included. */
    failures: number;
    /** The lock this failure started (0: none). */
    lockSeconds: number;
    freeFailures: number;
  },
): Promise<void> {
  if (!failureRunDueForEntry(failure.failures, failure.freeFailures)) return;
  const run =
    failure.failures === 1
      ? 'the first in a row (further ones are summed up)'
      : `${failedSignIns(failure.failures)} in a row`;
  const lock = failure.lockSeconds > 0 ? `; locked for ${failure.lockSeconds} s` : '';
  await recordAudit(db, {
    staffId: failure.staffId,
    action: 'sign-in-failed',
    ip: failure.ip,
    detail: `${failure.reason}: ${run}${lock}`,
  });
}

/** The total of the run a sign-in ends, when there was one. */
export async function auditFailuresBeforeSignIn(
  db: Kysely<Database>,
  summary: { staffId: number; ip: string; failures: number },
): Promise<void> {
  if (summary.failures <= 0) return;
  await recordAudit(db, {
    staffId: summary.staffId,
    action: 'sign-in-failed',
    ip: summary.ip,
    detail: `${failedSignIns(summary.failures)} in a row before this sign-in`,
  });
}
