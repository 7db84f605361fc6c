/**
 * Finished catalogue answers (status and JSON text), keyed by the validated request, so a
 * repeated read costs a map lookup instead of database round trips and JSON serialisation.
 *
 * - Forgotten at once when the catalogue version changes (a write through this process's
 *   database connection, see db/catalogue-writes.ts).
 * - Each entry lives at most `ttlMs`, which bounds how long a write this process cannot see
 *   (another API process on the same PostgreSQL, raw SQL) is answered from memory.
 * - Least recently used entries go first once `maxEntries` or `maxBytes` is exceeded.
 */

/** Short enough that a write by another API process shows within seconds. */
export const DEFAULT_CATALOGUE_CACHE_TTL_MS = 5_000;

export interface CachedAnswer {
  statusCode: number;
  /** The serialised JSON body, as bytes: sending them skips the UTF-8 encoding of a string. */
  body: Buffer;
}

export interface AnswerCacheOptions {
  maxEntries: number;
  /** Bound on the summed body sizes, in bytes. */
  maxBytes: number;
  ttlMs: number;
  /** The catalogue version: any change empties the cache. */
  version: () => number;
  now?: () => number;
}

interface Entry {
  answer: CachedAnswer;
  expiresAt: number;
}

export class AnswerCache {
  readonly #entries = new Map<string, Entry>();
  readonly #options: AnswerCacheOptions;
  readonly #now: () => number;
  #version: number;
  #bytes = 0;
  /** The most recently used key: a repeated hit on it leaves the order as it is. */
  #newest: string | undefined;

  constructor(options: AnswerCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#version = options.version();
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedAnswer | undefined {
    this.#forgetIfChanged();
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#remove(key);
      return undefined;
    }
    if (key !== this.#newest) {
      // A Map iterates in insertion order: re-inserting makes this the most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.#newest = key;
    }
    return entry.answer;
  }

  /** The version to hand back to set() with an answer built from reads started now. */
  version(): number {
    this.#forgetIfChanged();
    return this.#version;
  }

  /** Keeps the answer unless the catalogue changed since `builtAtVersion` (it may be stale). */
  set(key: string, answer: CachedAnswer, builtAtVersion: number): void {
    this.#forgetIfChanged();
    if (builtAtVersion !== this.#version || this.#options.ttlMs <= 0) return;
    if (answer.body.length > this.#options.maxBytes) return;
    this.#remove(key);
    this.#entries.set(key, { answer, expiresAt: this.#now() + this.#options.ttlMs });
    this.#newest = key;
    this.#bytes += answer.body.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#options.maxEntries && this.#bytes <= this.#options.maxBytes) {
        break;
      }
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.answer.body.length;
  }

  #forgetIfChanged(): void {
    const version = this.#options.version();
    if (version === this.#version) return;
    this.#version = version;
    this.#entries.clear();
    this.#newest = undefined;
    this.#bytes = 0;
  }
}
