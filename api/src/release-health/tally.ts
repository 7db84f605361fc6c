/**
 * Release health counted in memory between flushes (release-health/flusher.ts): the routes add
 * here and answer at once, and the flusher writes the sums in one transaction a second. So a
 * flood of reports costs a few map updates each, never a database write on the request's path.
 */
import type { PageViewReport } from '@tour/shared/contracts';
import type { CountColumn, CountedRow, Counts } from './store';

/**
 * The most (minute, remote, version) rows held between two flushes. A second of a busy site
 * names a few remotes at a few versions each; the cap keeps a burst of odd keys (which only the
 * render server's token or its page tokens can name) from growing the map without end.
 */
export const MAX_HELD_ROWS = 256;

const NO_COUNTS: Counts = { page_views: 0, slot_failures: 0, renders: 0, render_failures: 0 };

export class HealthTally {
  private rows = new Map<string, CountedRow>();
  private dropped = 0;

  constructor(private readonly maxRows = MAX_HELD_ROWS) {}

  /** Adds to the row's counts; refused (and counted as dropped) when it would be a row too many. */
  add(row: Pick<CountedRow, 'minute' | 'remote' | 'version'>, counts: Partial<Counts>): void {
    // Neither a remote key nor a version can hold a space (the contract's patterns).
    const key = `${row.minute} ${row.remote} ${row.version}`;
    let held = this.rows.get(key);
    if (!held) {
      if (this.rows.size >= this.maxRows) {
        this.dropped += 1;
        return;
      }
      held = { ...row, ...NO_COUNTS };
      this.rows.set(key, held);
    }
    for (const [column, count] of Object.entries(counts) as [CountColumn, number][]) {
      held[column] += count;
    }
  }

  /** Everything held, and how many additions were dropped since the last take; then empty. */
  take(): { rows: CountedRow[]; dropped: number } {
    const taken = { rows: [...this.rows.values()], dropped: this.dropped };
    this.rows = new Map();
    this.dropped = 0;
    return taken;
  }
}

/**
 * The render server's views, in the minute `minute`: each remote of a view counts one render for
 * its version, and a render failure if the view names it in `failed` (once, however often named).
 */
export function tallyRenders(
  tally: HealthTally,
  views: readonly PageViewReport[],
  minute: string,
): void {
  for (const view of views) {
    const failed = new Set(view.failed ?? []);
    for (const [remote, version] of Object.entries(view.versions)) {
      tally.add(
        { minute, remote, version },
        { renders: 1, render_failures: failed.has(remote) ? 1 : 0 },
      );
    }
  }
}
