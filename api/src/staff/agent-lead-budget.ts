/**
 * How many leads an agent may see in an hour. An agent works leads one at a time; a session that
 * pages through the whole inbox, or opens lead after lead by id, is copying it. The count is the
 * audit log itself (the leads named by the agent's 'list' and 'read' entries of the last hour), so
 * it holds across API processes and needs no store of its own; owners, who may export anyway, have
 * no budget.
 */
import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { StaffMember } from '@tour/shared/contracts';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import { failure } from '../routes/envelope';

/** The most leads one agent's list pages and opened leads may name in an hour. */
export const AGENT_LEADS_PER_HOUR = 200;
/** The most leads one list page shows an agent (owners may ask for up to 100). */
export const AGENT_PAGE_MAX = 50;

const HOUR_MS = 3_600_000;

/** Thrown inside the transaction that recorded the entry, which it rolls back. */
export class LeadBudgetExceeded extends Error {
  constructor(
    /** Leads the agent had seen this hour before the refused request. */
    readonly seenBefore: number,
    /** When the oldest of them leaves the hour, and some budget is free again. */
    readonly retryAfterSeconds: number,
  ) {
    super(
      `You have seen ${AGENT_LEADS_PER_HOUR} leads in the last hour, the most an agent may. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    );
  }

  /** How many of the refused request's leads would still have fitted. */
  get remaining(): number {
    return Math.max(0, AGENT_LEADS_PER_HOUR - this.seenBefore);
  }
}

/**
 * Call in the transaction that has just recorded the agent's 'list' or 'read' entry (recordAudit
 * takes the audit chain's lock first, so concurrent requests are counted one after another and
 * none sees a count without the others' entries): throws LeadBudgetExceeded when the hour's
 * entries, this one included, name more leads than the budget.
 */
export async function checkAgentLeadBudget(
  trx: Kysely<Database>,
  dialect: DialectName,
  { staffId, justSeen, now }: { staffId: number; justSeen: number; now: Date },
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  const length =
    dialect === 'sqlite'
      ? sql<number>`json_array_length(lead_ids)`
      : sql<number>`json_array_length(lead_ids::json)`;
  const seen = await trx
    .selectFrom('audit_log')
    .select([
      sql<number | null>`sum(${length})`.as('leads'),
      sql<string | null>`min(at)`.as('oldest'),
    ])
    .where('staff_id', '=', staffId)
    .where('action', 'in', ['list', 'read'])
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  const total = Number(seen.leads ?? 0);
  if (total <= AGENT_LEADS_PER_HOUR) return;
  const oldest = seen.oldest ? Date.parse(seen.oldest) : now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
  throw new LeadBudgetExceeded(total - justSeen, retryAfterSeconds);
}

/**
 * checkAgentLeadBudget for a reader who has just been shown one lead whole (opened, or answered
 * with it): agents only.
 */
export async function checkOneLeadSeen(
  trx: Kysely<Database>,
  dialect: DialectName,
  reader: StaffMember,
  now: Date,
): Promise<void> {
  if (reader.role === 'owner') return;
  await checkAgentLeadBudget(trx, dialect, { staffId: reader.id, justSeen: 1, now });
}

/** The 429 of a spent budget, with Retry-After. */
export function budgetSpent(reply: FastifyReply, error: LeadBudgetExceeded): FastifyReply {
  return reply
    .status(429)
    .header('retry-after', String(error.retryAfterSeconds))
    .send(failure(error.message));
}
