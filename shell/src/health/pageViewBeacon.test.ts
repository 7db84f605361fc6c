import { emitSiteEvent } from '@tour/shared';
import type { BrowserReport } from '@tour/shared/contracts';
import { startPageViewBeacon, VIEWS_PER_BATCH, type PageViewBeacon } from './pageViewBeacon';

const TOKEN = 'v1.eyJibG9nIjoiMC4yLjAifQ.c2lnbmVk';
const REMOTES = {
  blog: '/mf-blog/0.2.0-20261128120000-abcdef0123/remoteEntry.js',
  booking: '/remote/booking/remoteEntry.js',
};
const URL = 'https://api.example.com/release-health/views';

const sendBeacon = jest.fn<boolean, [string, Blob]>();
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit]>();
let beacon: PageViewBeacon;

/** The page as the render server delivers it: its token in the head, unless `null`. */
function deliverPage(token: string | null = TOKEN) {
  document.head.innerHTML = token === null ? '' : `<meta name="gk-health" content="${token}">`;
}

function start(remotes: Record<string, string> = REMOTES) {
  beacon = startPageViewBeacon({ apiBaseUrl: 'https://api.example.com/', remotes });
}

/** jsdom's Blob has no text(). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/** The reports sent by beacon so far, in order. */
async function beaconReports(): Promise<BrowserReport[]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, blob]) => {
      expect(url).toBe(URL);
      // Blob keeps its type in lower case.
      expect(blob.type).toBe('text/plain;charset=utf-8');
      return JSON.parse(await textOf(blob)) as BrowserReport;
    }),
  );
}

/** The views of every report sent so far, in order. */
async function sentViews() {
  return (await beaconReports()).flatMap((report) => report.views);
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function slotShown(remote: string) {
  emitSiteEvent('shell:remote-shown', { remote });
}

function slotFailed(remote: string) {
  emitSiteEvent('shell:remote-failed', { remote, reason: 'it threw' });
}

beforeEach(() => {
  deliverPage();
  sendBeacon.mockReturnValue(true);
  fetchMock.mockResolvedValue({ ok: true });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => beacon.stop());

describe('the page-view beacon', () => {
  it('sends the page’s token with its views, as the page had it when the beacon started', async () => {
    start();
    // The document's head may change later (hydration); the token was read already.
    deliverPage(null);
    slotShown('blog/BlogsPage');
    hide();
    expect(await beaconReports()).toEqual([
      { token: TOKEN, views: [{ remotes: ['blog'], failed: [], first: true }] },
    ]);
  });

  it.each([
    ['without a token', null],
    ['with an empty token', ''],
  ])('sends nothing at all from a page %s', (_, token) => {
    deliverPage(token);
    start();
    slotShown('blog/BlogsPage');
    slotFailed('booking/EnquiryForm');
    beacon.nextView();
    for (let n = 0; n < VIEWS_PER_BATCH; n += 1) {
      slotShown('blog/BlogsPage');
      beacon.nextView();
    }
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing while the view under way can still fail, nor for a page without remotes', () => {
    start();
    slotShown('blog/BlogsPage');
    expect(sendBeacon).not.toHaveBeenCalled();
    beacon.stop();

    start({});
    slotShown('blog/BlogsPage');
    beacon.nextView();
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the remotes each view showed or failed, each once, and leaves out a view of none', async () => {
    start();
    slotShown('blog/BlogsPage');
    slotShown('blog/BlogDetailPage');
    slotShown('booking/NewsletterForm');
    beacon.nextView();
    // A page of the shell's own, with no remote on it.
    beacon.nextView();
    // A failure is put down to the view it happened in.
    slotFailed('booking/EnquiryForm');
    slotFailed('booking/EnquiryForm');
    beacon.nextView();
    slotShown('blog/BlogsPage');
    slotFailed('blog/BlogsPage');
    // A remote the page did not register is no part of a view.
    slotShown('unknown/Thing');
    slotFailed('unknown/Thing');
    beacon.nextView();
    slotShown('unknown/Thing');
    hide();
    expect(await sentViews()).toEqual([
      { remotes: ['blog', 'booking'], failed: [], first: true },
      { remotes: ['booking'], failed: ['booking'], first: false },
      { remotes: ['blog'], failed: ['blog'], first: false },
    ]);
  });

  it('marks only the page as delivered a first view, even when it showed no remote', async () => {
    start();
    beacon.nextView();
    slotShown('blog/BlogsPage');
    beacon.nextView();
    slotShown('blog/BlogsPage');
    hide();
    expect((await sentViews()).map((view) => view.first)).toEqual([false, false]);
  });

  it('sends the views with the page hidden, the one under way included, once', async () => {
    start();
    for (let n = 1; n <= 3; n += 1) {
      slotShown('blog/BlogsPage');
      if (n < 3) beacon.nextView();
    }
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    // Leaving the page fires both; the views went with the first.
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect((await sentViews()).map((view) => view.first)).toEqual([true, false, false]);
  });

  it(`sends a batch once ${VIEWS_PER_BATCH} views are over, without waiting`, async () => {
    start();
    for (let n = 1; n <= VIEWS_PER_BATCH; n += 1) {
      expect(sendBeacon).not.toHaveBeenCalled();
      slotShown('blog/BlogsPage');
      beacon.nextView();
    }
    const [report] = await beaconReports();
    expect(report?.views).toHaveLength(VIEWS_PER_BATCH);
    // The view under way waits for its turn.
    slotShown('blog/BlogsPage');
    hide();
    expect((await beaconReports())[1]?.views).toHaveLength(1);
  });

  it('does not count a view twice when the visitor comes back to the tab and moves on', async () => {
    start();
    slotShown('blog/BlogsPage');
    hide();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    beacon.nextView();
    slotShown('booking/NewsletterForm');
    hide();
    const reports = await beaconReports();
    expect(reports.map((report) => report.views.map((view) => view.remotes))).toEqual([
      [['blog']],
      [['booking']],
    ]);
  });

  it('counts a page restored from the back/forward cache only if a slot shows or fails in it, never as first', async () => {
    start();
    slotShown('blog/BlogsPage');
    window.dispatchEvent(new Event('pagehide'));
    const restore = () => {
      const restored = new Event('pageshow');
      Object.defineProperty(restored, 'persisted', { value: true });
      window.dispatchEvent(restored);
    };
    // Its slots stay as they were: nothing to count.
    restore();
    window.dispatchEvent(new Event('pagehide'));
    restore();
    slotFailed('blog/BlogsPage');
    window.dispatchEvent(new Event('pagehide'));
    expect((await beaconReports()).map((report) => report.views)).toEqual([
      [{ remotes: ['blog'], failed: [], first: true }],
      [{ remotes: ['blog'], failed: ['blog'], first: false }],
    ]);
  });

  it('falls back to fetch with keepalive when sendBeacon refuses or is missing', () => {
    sendBeacon.mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    start();
    slotShown('blog/BlogsPage');
    hide();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(JSON.parse(init.body as string)).toEqual({
      token: TOKEN,
      views: [{ remotes: ['blog'], failed: [], first: true }],
    });
    beacon.stop();

    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    start();
    slotShown('blog/BlogsPage');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never throws into the page, even when sending does', () => {
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    fetchMock.mockImplementation(() => {
      throw new TypeError('Failed to parse URL');
    });
    start();
    expect(() => {
      slotShown('blog/BlogsPage');
      beacon.nextView();
      hide();
    }).not.toThrow();
    // A beacon that throws is one that refused: fetch was tried.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
