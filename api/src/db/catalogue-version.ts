/**
 * The catalogue's version as this process knows it, which the answer cache keys on
 * (catalogue/answer-cache.ts) and GET /catalogue/version tells the render server:
 *
 * - the database's counter, which triggers raise with every catalogue write whoever makes it
 *   (migration 0010), re-read every CATALOGUE_VERSION_REFRESH_MS and on demand;
 * - plus this process's own writes counted since that read (CatalogueWriteWatcher), which change
 *   the version at once, before and after each write, rather than at the next read.
 *
 * Written `<counter>.<own writes since>`, e.g. "1767225600000.0". The counter part only grows,
 * and the second part only grows while the counter stays, so no version comes back (an answer
 * whose reads began under it would be taken as current again). API processes report the same
 * version for the same catalogue: their one catalogue write is the start-up import, which ends
 * before their first read of the counter.
 */
import type { Kysely } from 'kysely';
import type { CatalogueWriteWatcher } from './catalogue-writes';
import type { Database } from './schema';

/** How stale a catalogue write by another process may be answered from this process's cache. */
export const CATALOGUE_VERSION_REFRESH_MS = 1_000;

const ignore = () => undefined;

export class CatalogueVersion {
  readonly #db: Kysely<Database>;
  readonly #writes: CatalogueWriteWatcher;
  /** The database's counter as last read; undefined until a read succeeds. */
  #counter: string | undefined;
  /** The watcher's count when the read that found #counter began. */
  #writesBefore = 0;
  #reading: Promise<void> | undefined;
  #nextRead: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(db: Kysely<Database>, writes: CatalogueWriteWatcher) {
    this.#db = db;
    this.#writes = writes;
  }

  get current(): string {
    return `${this.#counter ?? 'unread'}.${this.#writes.version - this.#writesBefore}`;
  }

  /** Reads the counter now: the version returned covers every catalogue write committed before. */
  async refresh(): Promise<string> {
    await this.#readAfterNow();
    return this.current;
  }

  /** Re-reads the counter now and every CATALOGUE_VERSION_REFRESH_MS until stop(); once is enough. */
  follow(): void {
    if (this.#timer || this.#stopped) return;
    // A failed read keeps the last version: the database is unreachable (or not migrated yet),
    // so no answer is built from it meanwhile, and /health reports the outage.
    const refresh = () => void this.#readAfterNow().catch(ignore);
    refresh();
    // unref: a tool that built the app but never closed its database may still exit.
    this.#timer = setInterval(refresh, CATALOGUE_VERSION_REFRESH_MS).unref();
  }

  stop(): void {
    this.#stopped = true;
    clearInterval(this.#timer);
  }

  // One read at a time, so a slow, older read never lands after (and undoes) a newer one. A caller
  // arriving while a read is under way waits for the next: the one under way may have taken its
  // snapshot before the write the caller wants seen. Callers arriving meanwhile share that next one.
  #readAfterNow(): Promise<void> {
    if (!this.#reading) {
      this.#reading = this.#read().finally(() => {
        this.#reading = undefined;
      });
      return this.#reading;
    }
    this.#nextRead ??= this.#reading.then(ignore, ignore).then(() => {
      this.#nextRead = undefined;
      return this.#readAfterNow();
    });
    return this.#nextRead;
  }

  async #read(): Promise<void> {
    // The second part counts our writes from here: any that began earlier are in the counter
    // this finds or raise it again once committed, and a new counter alone makes a new version.
    const writesBefore = this.#writes.version;
    const { version } = await this.#db
      .selectFrom('catalogue_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const counter = String(version);
    if (counter === this.#counter) return;
    this.#counter = counter;
    this.#writesBefore = writesBefore;
  }
}
