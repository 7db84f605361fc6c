/**
 * Writes what the routes tallied (release-health/tally.ts) to the database once a second, in one
 * transaction, and purges the figures older than the week kept. Started when the app is ready
 * and stopped, with a last flush, when it closes; never awaited by a request.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addCounts, purgeOldHealth } from './store';
import { MAX_HELD_ROWS, type HealthTally } from './tally';

/** Figures a second late cost nothing (a canary is judged over minutes); a write a report would. */
export const FLUSH_EVERY_MS = 1_000;

export interface HealthFlusher {
  /** Flushes every FLUSH_EVERY_MS from now on. */
  start(): void;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

export interface HealthFlusherOptions {
  db: Kysely<Database>;
  tally: HealthTally;
  /** The app's logger: a flush belongs to no request. */
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createHealthFlusher({
  db,
  tally,
  log,
  now = () => new Date(),
}: HealthFlusherOptions): HealthFlusher {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function writeHeld(): Promise<void> {
    const { rows, dropped } = tally.take();
    if (dropped > 0) {
      log.warn(
        { dropped },
        `release health: ${dropped} counts dropped, more than ${MAX_HELD_ROWS} (minute, remote, version) rows came in one flush`,
      );
    }
    if (rows.length > 0) {
      try {
        await addCounts(db, rows);
      } catch (error) {
        // Kept for the next flush (as far as the tally has room), so a database that is away
        // for a moment loses nothing.
        for (const { minute, remote, version, ...counts } of rows) {
          tally.add({ minute, remote, version }, counts);
        }
        log.error({ err: error }, 'release health: writing the counts failed; trying again');
      }
    }
    await purgeOldHealth(db, now()).catch((error: unknown) =>
      log.error({ err: error }, 'release health: purging old figures failed'),
    );
  }

  // One flush at a time: two would write the same rows in two transactions for nothing.
  const flushOnce = async () => {
    running ??= writeHeld().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    start() {
      timer ??= setInterval(() => void flushOnce(), FLUSH_EVERY_MS);
      // A pending flush must not keep the process alive; close flushes what is left.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
      await flushOnce();
    },
  };
}
