/**
 * Requests a page module started before the page rendered (the shell calls the module's
 * `prefetch` as soon as it knows the first route), handed to the page's data hook when it
 * mounts. Not a cache: each request is taken at most once, and only while fresh.
 */
const FRESH_MS = 10_000;

const started = new Map<string, { request: Promise<unknown>; at: number }>();

export function startEarlyRequest<T>(key: string, request: () => Promise<T>, now = Date.now()) {
  const pending = request();
  // The hook that takes it handles a failure; until then it must not count as unhandled.
  pending.catch(() => undefined);
  started.set(key, { request: pending, at: now });
}

/** The request started early under `key`, if any and fresh; it is forgotten either way. */
export function takeEarlyRequest<T>(key: string, now = Date.now()): Promise<T> | undefined {
  const entry = started.get(key);
  started.delete(key);
  return entry && now - entry.at < FRESH_MS ? (entry.request as Promise<T>) : undefined;
}
