import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setRuntimeConfig } from '@tour/shared';
import type { ReleaseHealth, VersionHealth } from '@tour/shared/contracts';
import { RemotesPage } from './RemotesPage';

const STABLE = '0.1.0-20261128100000-aaaaaaaaaa';
const CANARY = '0.2.0-20261128120000-bbbbbbbbbb';

// The one module that talks to the federation runtime: this tab got the blog's canary.
jest.mock('../registry/remoteRegistry', () => ({
  registeredRemotes: () => ({
    blog: '/mf-blog/0.2.0-20261128120000-bbbbbbbbbb/remoteEntry.js',
    booking: '/remote/booking/remoteEntry.js',
  }),
  remoteLoadStatus: (key: string) => (key === 'blog' ? 'loaded' : 'not requested'),
}));

const NOW = Date.parse('2026-11-28T12:30:00.000Z');
const CANARY_START = '2026-11-28T12:17:30.000Z';

function versionHealth(
  remote: string,
  version: string,
  figures: Partial<VersionHealth> = {},
): VersionHealth {
  return {
    remote,
    version,
    pageViews: 0,
    slotFailures: 0,
    renders: 0,
    renderFailures: 0,
    failureRate: null,
    ...figures,
  };
}

/** The blog's figures; the API answers one remote's at a time. */
const BLOG_HEALTH: ReleaseHealth = {
  since: '2026-11-28T12:17:00.000Z',
  until: '2026-11-28T12:30:00.000Z',
  versions: [
    versionHealth('blog', STABLE, {
      pageViews: 120,
      slotFailures: 1,
      renders: 30,
      renderFailures: 0,
      failureRate: 1 / 150,
    }),
    versionHealth('blog', CANARY, {
      pageViews: 25,
      slotFailures: 1,
      renders: 6,
      renderFailures: 0,
      failureRate: 1 / 31,
    }),
  ],
};

const json = (body: unknown, status = 200) =>
  Promise.resolve({ ok: status < 400, status, statusText: '', json: () => Promise.resolve(body) });

/** A remote's figures with nothing counted in the window. */
const nothingCounted = (): ReleaseHealth => ({ ...BLOG_HEALTH, versions: [] });

let canaries: () => Promise<unknown>;
/** This site server's answer about itself; by default none (a site serving its dist folders). */
let siteServer: () => Promise<unknown>;
/** The API's answer for one remote's figures. */
let health: (remote: string | null) => Promise<unknown>;
const fetchMock = jest.fn((input: string | URL, _init?: RequestInit) => {
  const url = new URL(String(input), window.location.href);
  if (url.pathname.endsWith('/mf-manifest.json')) {
    return json({ metaData: { buildInfo: { buildVersion: url.pathname.split('/')[2] } } });
  }
  if (url.pathname === '/canaries.json') return canaries();
  if (url.pathname === '/site-server.json') return siteServer();
  if (url.origin === 'https://api.example.com' && url.pathname === '/release-health') {
    return health(url.searchParams.get('remote'));
  }
  return json({ message: 'not here' }, 404);
});

/** The calls the page made for the API's figures, by the remote they asked for. */
function healthRequests(): Map<string | null, { url: URL; init: RequestInit | undefined }[]> {
  const requests = new Map<string | null, { url: URL; init: RequestInit | undefined }[]>();
  for (const [input, init] of fetchMock.mock.calls) {
    const url = new URL(String(input), window.location.href);
    if (url.pathname !== '/release-health') continue;
    const remote = url.searchParams.get('remote');
    requests.set(remote, [...(requests.get(remote) ?? []), { url, init }]);
  }
  return requests;
}

/** The window the page asked every remote's figures for (each asked with the same). */
function askedSince(): string | null {
  const windows = [...healthRequests().values()].map(
    ([request]) => request!.url.searchParams.get('since') ?? null,
  );
  expect(new Set(windows).size).toBe(1);
  return windows[0]!;
}

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true });
  fetchMock.mockClear();
  setRuntimeConfig({ apiBaseUrl: 'https://api.example.com/' });
  canaries = () =>
    json({
      blog: { stable: STABLE, canary: CANARY, share: 10, startedAt: CANARY_START, auto: true },
    });
  health = (remote) => json({ data: remote === 'blog' ? BLOG_HEALTH : nothingCounted() });
  siteServer = () => json({ message: 'Not found' }, 404);
});

afterEach(() => jest.restoreAllMocks());

async function renderPage() {
  // The app's client asks once more after a failure (createQueryClient); here without waiting.
  const client = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RemotesPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

/** Each health row as `remote role: views slot-failures render-failures rate`. */
function healthRows() {
  return screen.getAllByTestId('health-row').map((row) => {
    const cell = (id: string) => within(row).getByTestId(id).textContent;
    return [
      `${row.dataset.remote} ${row.dataset.role}:`,
      cell('page-views'),
      cell('slot-failures'),
      cell('render-failures'),
      cell('failure-rate'),
    ].join(' ');
  });
}

describe('RemotesPage', () => {
  it('keeps showing what this tab loaded, and how each remote is in the page', async () => {
    await renderPage();
    const versions = screen.getByRole('region', { name: 'Versions of the live remotes' });
    const blog = within(versions).getByRole('row', { name: /^blog/ });
    expect(within(blog).getByTestId('remote-version')).toHaveTextContent(CANARY);
    expect(blog).toHaveTextContent('loaded');
    expect(within(versions).getByRole('row', { name: /^booking/ })).toHaveTextContent(
      'not requested',
    );
  });

  it('shows a canary beside its stable version, with its share, age and figures', async () => {
    await renderPage();
    await screen.findByText('3.2 %');
    expect(healthRows()).toEqual([
      'blog stable: 120 1 0 0.7 %',
      'blog canary: 25 1 0 3.2 %',
      // Nothing counted for the dist booking in the window.
      'booking stable: 0 0 0 —',
    ]);
    const canary = screen.getAllByTestId('health-row')[1]!;
    expect(canary).toHaveTextContent(`${CANARY} (this tab)`);
    expect(canary).toHaveTextContent('canary 10%');
    expect(within(canary).getByTestId('canary-age')).toHaveTextContent('12 min');
    // The figures cover the canary from its start.
    expect(askedSince()).toBe(CANARY_START);
    const table = screen.getByRole('table', { name: /Release health by version/ });
    expect(table).toHaveAccessibleName(/2026-11-28 12:17 to 2026-11-28 12:30 UTC/);
    expect(within(table).getByRole('columnheader', { name: 'Failure rate' })).toBeVisible();
  });

  it('asks the API once per remote shown, with the staff session and without the authCode', async () => {
    await renderPage();
    await screen.findByText('3.2 %');
    const requests = healthRequests();
    expect([...requests.keys()]).toEqual(['blog', 'booking']);
    for (const [request, ...again] of requests.values()) {
      expect(again).toEqual([]);
      expect(request!.init).toMatchObject({ credentials: 'include' });
      expect(request!.url.searchParams.has('authCode')).toBe(false);
    }
  });

  it('asks for the default window and shows stable rows with no canary running', async () => {
    canaries = () => json({});
    await renderPage();
    await screen.findByText(/No canary is running/);
    expect(await screen.findAllByTestId('health-row')).toHaveLength(2);
    expect(screen.getAllByTestId('health-row').map((row) => row.dataset.role)).toEqual([
      'stable',
      'stable',
    ]);
    expect(askedSince()).toBeNull();
  });

  it('takes a /canaries.json that is missing for no canary information', async () => {
    canaries = () => json({ message: 'not found' }, 404);
    await renderPage();
    await screen.findByText(/No canary information/);
    expect(await screen.findByText('3.2 %')).toBeInTheDocument();
    expect(healthRows()).toEqual(['blog stable: 25 1 0 3.2 %', 'booking stable: 0 0 0 —']);
    expect(askedSince()).toBeNull();
  });

  it('says so when a remote’s figures cannot be had, and shows the others’', async () => {
    health = (remote) =>
      remote === 'blog'
        ? json({ message: 'down for maintenance' }, 503)
        : json({ data: nothingCounted() });
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The figures of blog could not be loaded: down for maintenance',
    );
    expect(healthRows()).toEqual([
      'blog stable: — — — —',
      'blog canary: — — — —',
      'booking stable: 0 0 0 —',
    ]);
    // An outage may pass: the app asks once more before giving up.
    expect(healthRequests().get('blog')).toHaveLength(2);
  });

  it.each([401, 403])(
    'tells a browser the API answers %i that the figures are for signed-in staff',
    async (status) => {
      health = () => json({ message: 'Sign in as staff.' }, status);
      await renderPage();
      const note = await screen.findByText(/Release figures are shown to signed-in staff\./);
      expect(within(note).getByRole('link')).toHaveAttribute('href', '/admin');
      // No figures, not even empty ones, and no alarm: nothing is wrong.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const table = screen.getByRole('table', { name: 'Release health by version' });
      expect(within(table).queryByRole('columnheader', { name: 'Page views' })).toBeNull();
      expect(screen.queryByTestId('page-views')).toBeNull();
      expect(screen.queryByText(/A slot failure is/)).toBeNull();
      // The versions and the canary are the site's to tell, and still shown.
      expect(screen.getAllByTestId('health-row').map((row) => row.dataset.role)).toEqual([
        'stable',
        'canary',
        'stable',
      ]);
      // Asking again would not sign anyone in.
      for (const requests of healthRequests().values()) expect(requests).toHaveLength(1);
    },
  );

  it('gives an older canary’s age in hours', async () => {
    canaries = () =>
      json({
        blog: {
          stable: STABLE,
          canary: CANARY,
          share: 25,
          startedAt: '2026-11-28T09:25:00.000Z',
          auto: false,
        },
      });
    await renderPage();
    const [, canary] = await screen.findAllByTestId('health-row');
    expect(within(canary!).getByTestId('canary-age')).toHaveTextContent('3 h 5 min');
    expect(canary).toHaveTextContent('canary 25%');
  });

  it('asks again for the canaries and the figures on Check again', async () => {
    await renderPage();
    expect(await screen.findAllByTestId('health-row')).toHaveLength(3);
    // The canary was promoted meanwhile.
    canaries = () => json({});
    health = (remote) =>
      json({
        data:
          remote === 'blog'
            ? { ...BLOG_HEALTH, versions: [versionHealth('blog', CANARY, { pageViews: 40 })] }
            : nothingCounted(),
      });
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await screen.findByText(/No canary is running/);
    expect(await screen.findByText('40')).toBeInTheDocument();
    expect(healthRows()).toEqual(['blog stable: 40 0 0 —', 'booking stable: 0 0 0 —']);
  });
});

describe('this site server', () => {
  const serving = (silentForMs: number) => ({
    versions: { shell: '0.1.0-20261128090000-cccccccccc', blog: STABLE },
    canaries: { blog: { canary: CANARY, share: 10 } },
    servingSince: '2026-11-28T12:17:31.000Z',
    warm: true,
    registry: { heardAt: '2026-11-28T12:29:59.000Z', silentForMs, silent: silentForMs >= 30_000 },
  });

  it('says what it serves, since when, and that the registry answers', async () => {
    siteServer = () => json(serving(400));
    await renderPage();
    const facts = await screen.findByTestId('site-server');
    expect(facts).toHaveTextContent(
      `Servesshell 0.1.0-20261128090000-ccccccccccblog ${STABLE}` +
        `Canariesblog ${CANARY} (10 %)Since2026-11-28 12:17:31 UTC`,
    );
    expect(within(facts).getByTestId('registry-heard')).toHaveTextContent('last answered 0 s ago');
    expect(screen.queryByText(/has not heard from the release registry/)).toBeNull();
  });

  it('warns when it has not heard from the registry', async () => {
    siteServer = () => json(serving(95_000));
    await renderPage();
    expect(await screen.findByText(/has not heard from the release registry/)).toHaveTextContent(
      'This server has not heard from the release registry for 1 min 35 s: it keeps serving the versions above, and a release or rollback made meanwhile has not reached it.',
    );
  });

  it('says when the site follows no registry', async () => {
    await renderPage();
    expect(
      await screen.findByText(
        'This site serves the apps’ build folders: it follows no release registry.',
      ),
    ).toBeInTheDocument();
  });
});
