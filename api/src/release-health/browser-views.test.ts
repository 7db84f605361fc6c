import { MAX_VIEWS_PER_PAGE_TOKEN, type PageHealthTokenPayload } from '@tour/shared/contracts';
import {
  BrowserViewCounter,
  MAX_BROWSER_VIEWS_PER_ADDRESS_MINUTE,
  MAX_BROWSER_VIEWS_PER_VERSION_MINUTE,
  type BrowserViewInput,
} from './browser-views';
import { HealthTally } from './tally';
import { pagePayload } from './test-page-token';

const NOW = new Date('2026-11-28T13:05:42.123Z');
const MINUTE = '2026-11-28T13:05:00.000Z';
const ADDRESS = '198.51.100.7';

let tokens = 0;
/** A checked token (as page-token.ts gives it) for a page with these versions. */
const tokenFor = (
  versions: Record<string, string>,
  fields: Partial<PageHealthTokenPayload> = {},
) => ({
  payload: pagePayload(versions, fields),
  signature: `signature-${tokens++}`,
});
const view = (remotes: string[], fields: Partial<BrowserViewInput> = {}): BrowserViewInput => ({
  remotes,
  failed: [],
  first: false,
  ...fields,
});
const row = (remote: string, version: string, counts: Record<string, number>) => ({
  minute: MINUTE,
  remote,
  version,
  page_views: 0,
  slot_failures: 0,
  renders: 0,
  render_failures: 0,
  ...counts,
});

describe('browser views', () => {
  let tally: HealthTally;
  let counter: BrowserViewCounter;
  beforeEach(() => {
    tally = new HealthTally();
    counter = new BrowserViewCounter(tally);
  });
  const held = () => tally.take().rows.sort((a, b) => a.remote.localeCompare(b.remote));

  it('counts a later view as a page view of each remote at the token’s version', () => {
    const token = tokenFor({ blog: 'b2', catalogue: 'c1', booking: 'k1' });
    const result = counter.count(
      token,
      [view(['blog', 'catalogue'], { failed: ['catalogue'] }), view(['blog', 'blog'])],
      NOW,
      ADDRESS,
    );
    expect(result).toEqual({ counted: 2, dropped: 0 });
    expect(held()).toEqual([
      // Named twice in one view, shown once.
      row('blog', 'b2', { page_views: 2 }),
      row('catalogue', 'c1', { page_views: 1, slot_failures: 1 }),
    ]);
  });

  it('counts of the first view only the failures the server did not already count', () => {
    // The server rendered blog and catalogue, catalogue failing there; booking only in the browser.
    const token = tokenFor(
      { blog: 'b2', catalogue: 'c1', booking: 'k1' },
      { u: ['blog', 'catalogue'], f: ['catalogue'] },
    );
    const first = view(['blog', 'catalogue', 'booking'], {
      failed: ['blog', 'catalogue', 'booking'],
      first: true,
    });
    expect(counter.count(token, [first], NOW, ADDRESS)).toEqual({ counted: 1, dropped: 0 });
    expect(held()).toEqual([row('blog', 'b2', { slot_failures: 1 })]);
  });

  it('counts a token’s first view once: a replay of it is dropped', () => {
    const token = tokenFor({ blog: 'b2' });
    const first = view(['blog'], { failed: ['blog'], first: true });
    expect(counter.count(token, [first, first], NOW, ADDRESS)).toEqual({ counted: 1, dropped: 1 });
    expect(counter.count(token, [first, view(['blog'])], NOW, ADDRESS)).toEqual({
      counted: 1,
      dropped: 1,
    });
    expect(held()).toEqual([row('blog', 'b2', { page_views: 1, slot_failures: 1 })]);
  });

  it('drops a view naming a remote the token does not, and counts nothing of it', () => {
    const token = tokenFor({ blog: 'b2' });
    expect(
      counter.count(token, [view(['blog', 'elsewhere']), view(['elsewhere'])], NOW, ADDRESS),
    ).toEqual({
      counted: 0,
      dropped: 2,
    });
    expect(held()).toEqual([]);
  });

  it('counts at most MAX_VIEWS_PER_PAGE_TOKEN views per token, over all its reports', () => {
    const token = tokenFor({ blog: 'b2' });
    const twenty = Array.from({ length: 20 }, () => view(['blog']));
    expect(counter.count(token, twenty, NOW, ADDRESS)).toEqual({ counted: 20, dropped: 0 });
    expect(counter.count(token, twenty, NOW, ADDRESS)).toEqual({
      counted: MAX_VIEWS_PER_PAGE_TOKEN - 20,
      dropped: 40 - MAX_VIEWS_PER_PAGE_TOKEN,
    });
    // Another token of the same page counts on its own.
    expect(counter.count(tokenFor({ blog: 'b2' }), [view(['blog'])], NOW, ADDRESS).counted).toBe(1);
    expect(held()).toEqual([row('blog', 'b2', { page_views: MAX_VIEWS_PER_PAGE_TOKEN + 1 })]);
  });

  it('counts at most MAX_BROWSER_VIEWS_PER_VERSION_MINUTE views of a version a minute', () => {
    const views = Array.from({ length: MAX_VIEWS_PER_PAGE_TOKEN }, () => view(['blog']));
    const tokensNeeded = Math.ceil(MAX_BROWSER_VIEWS_PER_VERSION_MINUTE / MAX_VIEWS_PER_PAGE_TOKEN);
    let counted = 0;
    for (let i = 0; i <= tokensNeeded; i++) {
      // From addresses of their own: the per-address bound is not what is tested here.
      counted += counter.count(
        tokenFor({ blog: 'b2', catalogue: 'c1' }),
        views,
        NOW,
        `10.0.0.${i}`,
      ).counted;
    }
    expect(counted).toBe(MAX_BROWSER_VIEWS_PER_VERSION_MINUTE);
    // A view with that version among others is dropped whole; another version still counts.
    const mixed = tokenFor({ blog: 'b2', catalogue: 'c1' });
    expect(counter.count(mixed, [view(['catalogue', 'blog'])], NOW, ADDRESS).counted).toBe(0);
    expect(counter.count(mixed, [view(['catalogue'])], NOW, ADDRESS).counted).toBe(1);
    // The next minute, a new budget.
    const nextMinute = new Date(NOW.getTime() + 60_000);
    expect(counter.count(mixed, [view(['blog'])], nextMinute, ADDRESS).counted).toBe(1);
    expect(held()).toEqual([
      row('blog', 'b2', { page_views: MAX_BROWSER_VIEWS_PER_VERSION_MINUTE }),
      { ...row('blog', 'b2', { page_views: 1 }), minute: '2026-11-28T13:06:00.000Z' },
      row('catalogue', 'c1', { page_views: 1 }),
    ]);
  });

  it('counts at most MAX_BROWSER_VIEWS_PER_ADDRESS_MINUTE views from one address a minute', () => {
    const views = Array.from({ length: MAX_VIEWS_PER_PAGE_TOKEN }, () =>
      view(['blog'], { failed: ['blog'] }),
    );
    let counted = 0;
    // Many real tokens, as a client asking for page after page holds: one address's budget.
    for (let i = 0; i < 10; i++) {
      counted += counter.count(tokenFor({ blog: 'b2' }), views, NOW, ADDRESS).counted;
    }
    expect(counted).toBe(MAX_BROWSER_VIEWS_PER_ADDRESS_MINUTE);
    // Another address still counts, and the next minute this one again.
    expect(
      counter.count(tokenFor({ blog: 'b2' }), [view(['blog'])], NOW, '203.0.113.9').counted,
    ).toBe(1);
    const nextMinute = new Date(NOW.getTime() + 60_000);
    expect(
      counter.count(tokenFor({ blog: 'b2' }), [view(['blog'])], nextMinute, ADDRESS).counted,
    ).toBe(1);
  });
});
