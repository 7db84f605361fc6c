/**
 * Finished catalogue answers (status and JSON text), keyed by the validated request, so a
 * repeated read costs a map lookup instead of database round trips and JSON serialisation.
 *
 * - Forgotten when the catalogue version changes (db/catalogue-version.ts): at once for a write
 *   through this process's database connection, within a second for anyone else's (another API
 *   process, the catalogue import's process, raw SQL).
 * - Each entry lives at most `ttlMs`: a backstop for a change the version misses (a database
 *   that cannot be read meanwhile, a write with the triggers switched off).
 * - Least recently used entries go first once `maxEntries` or `maxBytes` is exceeded; an answer
 *   larger than `maxBytes` is not kept.
 */
import { LRUCache } from 'lru-cache';

/** Short, as a backstop: the catalogue version shows every write within a second anyway. */
export const DEFAULT_CATALOGUE_CACHE_TTL_MS = 5_000;

export interface CachedAnswer {
  statusCode: number;
  /** The serialised JSON body, as bytes: sending them skips the UTF-8 encoding of a string. */
  body: Buffer;
  /** Its ETag, worked out once rather than on every send. */
  etag: string;
}

export interface AnswerCacheOptions {
  maxEntries: number;
  /** Bound on the summed body sizes, in bytes. */
  maxBytes: number;
  ttlMs: number;
  /** The catalogue version: any change empties the cache. */
  version: () => string;
  now?: () => number;
}

export class AnswerCache {
  readonly #answers: LRUCache<string, CachedAnswer>;
  readonly #options: AnswerCacheOptions;
  #version: string;

  constructor(options: AnswerCacheOptions) {
    this.#options = options;
    this.#version = options.version();
    this.#answers = new LRUCache({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      // LRUCache refuses a size of 0; an answer always has a body, but a refusal must not be a 500.
      sizeCalculation: (answer) => Math.max(1, answer.body.length),
      ttl: options.ttlMs,
      // Read the clock at each check: the default reuses a reading for up to a millisecond,
      // behind a timer, which an injected clock moves past.
      ttlResolution: 0,
      ...(options.now && { perf: { now: options.now } }),
    });
  }

  get size(): number {
    return this.#answers.size;
  }

  get(key: string): CachedAnswer | undefined {
    this.#forgetIfChanged();
    return this.#answers.get(key);
  }

  /** The version to hand back to set() with an answer built from reads started now. */
  version(): string {
    this.#forgetIfChanged();
    return this.#version;
  }

  /** Keeps the answer unless the catalogue changed since `builtAtVersion` (it may be stale). */
  set(key: string, answer: CachedAnswer, builtAtVersion: string): void {
    this.#forgetIfChanged();
    // A ttl of 0 means "never expires" to LRUCache, and "cache nothing" here.
    if (builtAtVersion !== this.#version || this.#options.ttlMs <= 0) return;
    // LRUCache keeps an entry while its age is at most `ttl`; dating it a millisecond earlier
    // makes it go once its age reaches ttlMs, so it lives at most ttlMs.
    this.#answers.set(key, answer, { start: this.#answers.perf.now() - 1 });
  }

  #forgetIfChanged(): void {
    const version = this.#options.version();
    if (version === this.#version) return;
    this.#version = version;
    this.#answers.clear();
  }
}
