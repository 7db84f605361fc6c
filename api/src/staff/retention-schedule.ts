/**
 * Retention inside the API: server.ts sweeps at start and every RETENTION_SWEEP_MINUTES (60),
 * deleting leads older than LEAD_RETENTION_DAYS (730) with their notifications, staff sessions
 * that have run out, and audit addresses older than AUDIT_ADDRESS_RETENTION_DAYS (180), then
 * compacting the database so the deleted bytes go too (compaction.ts; also finishing an erasure's
 * compaction that another process held up), and deleting a SQLite database's pre-restore copies
 * older than PRE_RESTORE_KEEP_DAYS (7). Several
 * API processes may sweep at once: lead deletions take turns (privacy.ts), and what one process
 * deleted the next simply does not find. `pnpm leads:purge` runs the same sweep once.
 */
import type { FastifyBaseLogger } from 'fastify';
import { parsePreRestoreKeepDays, purgePreRestoreCopies } from '../backup/files';
import type { DatabaseConfig } from '../db/connect';
import { TimedLoop } from '../timed-loop';
import { compactAfterDeletion, compactionPending, type CompactionOutcome } from './compaction';
import {
  DEFAULT_AUDIT_ADDRESS_RETENTION_DAYS,
  parseRetentionDays,
  purgeOldAuditAddresses,
  purgeOldLeads,
  type PrivacyDb,
  type Purge,
} from './privacy';

export const DEFAULT_RETENTION_SWEEP_MINUTES = 60;
/** A week. Timers cannot wait much longer (about 24 days), and a rarer sweep keeps data too long. */
const MAX_RETENTION_SWEEP_MINUTES = 7 * 24 * 60;

export interface RetentionSettings {
  /** LEAD_RETENTION_DAYS: leads stored longer ago are deleted. */
  leadDays: number;
  /** AUDIT_ADDRESS_RETENTION_DAYS: the addresses of older audit entries are deleted. */
  auditAddressDays: number;
  /** RETENTION_SWEEP_MINUTES: how often the API sweeps. */
  sweepMinutes: number;
  /**
   * A SQLite database's file and PRE_RESTORE_KEEP_DAYS: its pre-restore copies older than that
   * are deleted. Null for PostgreSQL, whose restore keeps no copy.
   */
  preRestoreCopies: { databaseFile: string; keepDays: number } | null;
}

function positiveWholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}, got "${value}"`);
  }
  return number;
}

export function loadRetentionSettings(
  env: NodeJS.ProcessEnv,
  database: DatabaseConfig | null = null,
): RetentionSettings {
  return {
    preRestoreCopies:
      database?.kind === 'sqlite'
        ? {
            databaseFile: database.file,
            keepDays: parsePreRestoreKeepDays(env.PRE_RESTORE_KEEP_DAYS),
          }
        : null,
    leadDays: parseRetentionDays(env.LEAD_RETENTION_DAYS),
    auditAddressDays: positiveWholeNumber(
      'AUDIT_ADDRESS_RETENTION_DAYS',
      env.AUDIT_ADDRESS_RETENTION_DAYS,
      DEFAULT_AUDIT_ADDRESS_RETENTION_DAYS,
    ),
    sweepMinutes: positiveWholeNumber(
      'RETENTION_SWEEP_MINUTES',
      env.RETENTION_SWEEP_MINUTES,
      DEFAULT_RETENTION_SWEEP_MINUTES,
      MAX_RETENTION_SWEEP_MINUTES,
    ),
  };
}

export interface Sweep extends Purge {
  /** Audit addresses deleted. */
  addresses: number;
  /** Whether the deleted bytes were compacted away: 'skipped' when there was nothing to do. */
  compaction: CompactionOutcome | 'skipped';
  /** Pre-restore copies deleted. */
  preRestoreCopies: string[];
}

/**
 * One sweep: old leads (and expired sessions), then old audit addresses, then the compaction of
 * what they (or an earlier erasure left pending) deleted, then old pre-restore copies.
 */
export async function sweepRetention(
  database: PrivacyDb,
  settings: Pick<RetentionSettings, 'leadDays' | 'auditAddressDays'> &
    Partial<Pick<RetentionSettings, 'preRestoreCopies'>>,
  now = new Date(),
): Promise<Sweep> {
  const purge = await purgeOldLeads(database, settings.leadDays, now);
  const addresses = await purgeOldAuditAddresses(database.db, settings.auditAddressDays, now);
  const compaction =
    purge.leads > 0 || addresses > 0 || compactionPending(database)
      ? await compactAfterDeletion(database, ['leads', 'lead_outbox', 'audit_addresses'], {
          rewrite: false,
        })
      : 'skipped';
  const copies = settings.preRestoreCopies;
  const preRestoreCopies = copies
    ? purgePreRestoreCopies(copies.databaseFile, copies.keepDays, now)
    : [];
  return { ...purge, addresses, compaction, preRestoreCopies };
}

export function describeSweep(sweep: Sweep, settings: RetentionSettings): string {
  return (
    `deleted ${sweep.leads} leads stored before ${sweep.cutoff} (older than ${settings.leadDays} ` +
    `days) with ${sweep.outbox} notifications, and ${sweep.addresses} audit addresses older ` +
    `than ${settings.auditAddressDays} days` +
    (sweep.preRestoreCopies.length > 0
      ? `, and ${sweep.preRestoreCopies.length} pre-restore copies of the database`
      : '')
  );
}

export interface RetentionScheduleOptions {
  database: PrivacyDb;
  settings: RetentionSettings;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** Sweeps at start() and every settings.sweepMinutes until stop(). */
export class RetentionSchedule {
  readonly #loop: TimedLoop;

  constructor({ database, settings, logger }: RetentionScheduleOptions) {
    const sweepMs = settings.sweepMinutes * 60_000;
    this.#loop = new TimedLoop({
      run: async () => {
        const sweep = await sweepRetention(database, settings);
        // Quiet when there was nothing to do: most sweeps find nothing.
        if (sweep.leads > 0 || sweep.addresses > 0 || sweep.preRestoreCopies.length > 0) {
          logger.info(`retention sweep: ${describeSweep(sweep, settings)}`);
        }
        if (sweep.compaction === 'pending') {
          logger.info('retention sweep: another process held up the compaction; next sweep');
        }
        return sweepMs;
      },
      failed: (error) => {
        // Tried again at the next sweep; the API carries on.
        logger.error({ err: error }, 'retention sweep failed');
        return sweepMs;
      },
    });
  }

  start(): void {
    this.#loop.start();
  }

  /** Stops sweeping and waits for a sweep under way. */
  async stop(): Promise<void> {
    await this.#loop.stop();
  }
}
