import { AnswerCache, type AnswerCacheOptions } from './answer-cache';

const answer = (body: string, statusCode = 200) => ({
  statusCode,
  body: Buffer.from(body),
  etag: `"${body.length}"`,
});

function cacheWith(options: Partial<AnswerCacheOptions> = {}) {
  const clock = { now: 1_000, version: 0 };
  const cache = new AnswerCache({
    maxEntries: 100,
    maxBytes: 10_000,
    ttlMs: 5_000,
    version: () => String(clock.version),
    now: () => clock.now,
    ...options,
  });
  return { cache, clock };
}

describe('AnswerCache', () => {
  it('answers a stored key until its TTL runs out', () => {
    const { cache, clock } = cacheWith();
    expect(cache.get('search:1:')).toBeUndefined();
    cache.set('search:1:', answer('{"code":1}'), cache.version());
    expect(cache.get('search:1:')).toEqual(answer('{"code":1}'));
    expect(cache.get('search:2:')).toBeUndefined();
    clock.now += 4_999;
    expect(cache.get('search:1:')).toEqual(answer('{"code":1}'));
    clock.now += 1;
    expect(cache.get('search:1:')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps the status code with the body', () => {
    const { cache } = cacheWith();
    cache.set('detail:nowhere', answer('{"code":0}', 404), cache.version());
    expect(cache.get('detail:nowhere')).toEqual(answer('{"code":0}', 404));
  });

  it('forgets everything when the catalogue changes', () => {
    const { cache, clock } = cacheWith();
    cache.set('a', answer('1'), cache.version());
    cache.set('b', answer('2'), cache.version());
    clock.version += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses an answer built from reads that began before a catalogue change', () => {
    const { cache, clock } = cacheWith();
    const builtAt = cache.version();
    clock.version += 2; // a write started and finished while the answer was being read
    cache.set('a', answer('old rows'), builtAt);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', answer('new rows'), cache.version());
    expect(cache.get('a')).toEqual(answer('new rows'));
  });

  it('drops the least recently used entries beyond maxEntries', () => {
    const { cache } = cacheWith({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) cache.set(key, answer(key), cache.version());
    cache.get('a'); // now b is the least recently used
    cache.set('d', answer('d'), cache.version());
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.body.toString())).toEqual(['a', 'c', 'd']);
  });

  it('keeps the order of use through repeated hits on the newest entry', () => {
    const { cache } = cacheWith({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) cache.set(key, answer(key), cache.version());
    cache.get('b');
    cache.get('b');
    cache.get('a'); // order of use: c, b, a
    cache.set('d', answer('d'), cache.version());
    expect(cache.get('c')).toBeUndefined();
    expect(['b', 'a', 'd'].map((key) => cache.get(key)?.body.toString())).toEqual(['b', 'a', 'd']);
    cache.get('d');
    cache.set('e', answer('e'), cache.version());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('keeps the summed body size under maxBytes', () => {
    const { cache } = cacheWith({ maxBytes: 10 });
    cache.set('a', answer('xxxx'), cache.version());
    cache.set('b', answer('yyyy'), cache.version());
    cache.set('c', answer('zzzz'), cache.version());
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.body.toString()).toBe('yyyy');
    expect(cache.get('c')?.body.toString()).toBe('zzzz');
    cache.set('huge', answer('h'.repeat(11)), cache.version());
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replaces an entry stored again under the same key', () => {
    const { cache } = cacheWith({ maxBytes: 8 });
    cache.set('a', answer('1111'), cache.version());
    cache.set('a', answer('2222'), cache.version());
    cache.set('b', answer('3333'), cache.version());
    expect(cache.get('a')?.body.toString()).toBe('2222');
    expect(cache.get('b')?.body.toString()).toBe('3333');
  });

  it('stores nothing with a TTL of 0', () => {
    const { cache } = cacheWith({ ttlMs: 0 });
    cache.set('a', answer('1'), cache.version());
    expect(cache.get('a')).toBeUndefined();
  });

  it('stays bounded under a flood of distinct keys', () => {
    const { cache } = cacheWith({ maxEntries: 50 });
    for (let i = 0; i < 10_000; i++) cache.set(`detail:${i}`, answer('{}'), cache.version());
    expect(cache.size).toBe(50);
    expect(cache.get('detail:9999')).toBeDefined();
    expect(cache.get('detail:0')).toBeUndefined();
  });
});
