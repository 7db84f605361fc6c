import { emitSiteEvent } from '@tour/shared';
import type { ReleaseHealthReport } from '@tour/shared/contracts';
import { startPageViewBeacon, VIEWS_PER_BATCH, type PageViewBeacon } from './pageViewBeacon';

const BLOG = '0.2.0-20261128120000-abcdef0123';
const REMOTES = {
  blog: `/mf-blog/${BLOG}/remoteEntry.js`,
  booking: '/remote/booking/remoteEntry.js',
};
const VERSIONS = { blog: BLOG, booking: 'dist' };
const URL = 'https://api.example.com/release-health/views';

const sendBeacon = jest.fn<boolean, [string, Blob]>();
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit]>();
let beacon: PageViewBeacon;

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
async function beaconReports(): Promise<ReleaseHealthReport[]> {
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, blob]) => {
      expect(url).toBe(URL);
      // Blob keeps its type in lower case.
      expect(blob.type).toBe('text/plain;charset=utf-8');
      return JSON.parse(await textOf(blob)) as ReleaseHealthReport;
    }),
  );
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function slotFailed(remote: string) {
  emitSiteEvent('shell:remote-failed', { remote, reason: 'it threw' });
}

beforeEach(() => {
  sendBeacon.mockReturnValue(true);
  fetchMock.mockResolvedValue({ ok: true });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => beacon.stop());

describe('the page-view beacon', () => {
  it('sends nothing while the view under way can still fail, nor for a page without views', () => {
    start();
    expect(sendBeacon).not.toHaveBeenCalled();
    beacon.stop();

    start({});
    beacon.nextView();
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the views with the page hidden, the one under way included, once', async () => {
    start();
    beacon.nextView();
    beacon.nextView();
    expect(sendBeacon).not.toHaveBeenCalled();
    hide();
    // Leaving the page fires both; the views went with the first.
    window.dispatchEvent(new Event('pagehide'));
    expect(await beaconReports()).toEqual([
      { views: [1, 2, 3].map(() => ({ versions: VERSIONS, failed: [] })) },
    ]);
  });

  it(`sends a batch once ${VIEWS_PER_BATCH} views are over, without waiting`, async () => {
    start();
    for (let n = 1; n < VIEWS_PER_BATCH; n += 1) beacon.nextView();
    expect(sendBeacon).not.toHaveBeenCalled();
    beacon.nextView();
    const [report] = await beaconReports();
    expect(report?.views).toHaveLength(VIEWS_PER_BATCH);
    // The view under way waits for its turn.
    hide();
    expect((await beaconReports())[1]?.views).toHaveLength(1);
  });

  it('puts a failure down to the view it happened in, and each remote once', async () => {
    start();
    slotFailed('blog/BlogsPage');
    slotFailed('blog/BlogDetailPage');
    beacon.nextView();
    // The second page: a failure after the navigation is its own.
    slotFailed('booking/EnquiryForm');
    beacon.nextView();
    // A remote the page did not register is no part of a view.
    slotFailed('unknown/Thing');
    hide();
    expect((await beaconReports())[0]?.views).toEqual([
      { versions: VERSIONS, failed: ['blog'] },
      { versions: VERSIONS, failed: ['booking'] },
      { versions: VERSIONS, failed: [] },
    ]);
  });

  it('does not count a view twice when the visitor comes back to the tab and moves on', async () => {
    start();
    hide();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    beacon.nextView();
    hide();
    const reports = await beaconReports();
    expect(reports.map((report) => report.views.length)).toEqual([1, 1]);
  });

  it('counts a page restored from the back/forward cache as a new view', async () => {
    start();
    window.dispatchEvent(new Event('pagehide'));
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    slotFailed('blog/BlogsPage');
    hide();
    expect((await beaconReports()).map((report) => report.views)).toEqual([
      [{ versions: VERSIONS, failed: [] }],
      [{ versions: VERSIONS, failed: ['blog'] }],
    ]);
  });

  it('falls back to fetch with keepalive when sendBeacon refuses or is missing', () => {
    sendBeacon.mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    start();
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
      views: [{ versions: VERSIONS, failed: [] }],
    });
    beacon.stop();

    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    start();
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
      beacon.nextView();
      hide();
    }).not.toThrow();
    // A beacon that throws is one that refused: fetch was tried.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
