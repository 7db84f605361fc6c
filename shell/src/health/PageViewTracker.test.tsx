import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import {
  preloadRemoteModule,
  RemoteLoaderContext,
  RemoteSlot,
  resetRemoteSlotCache,
  type RemoteModuleLoader,
} from '@tour/shared';
import { PageViewTracker } from './PageViewTracker';
import { startPageViewBeacon, type PageViewBeacon } from './pageViewBeacon';

const PLACES = ['/themes', '/themes?categoryId=2', '/themes?categoryId=2#main', '/blogs'];

/** A button per place to go, and Back three steps. */
function Navigator() {
  const navigate = useNavigate();
  return (
    <>
      {PLACES.map((place) => (
        <button key={place} type="button" onClick={() => void navigate(place)}>
          {place}
        </button>
      ))}
      <button type="button" onClick={() => void navigate(-3)}>
        Back
      </button>
    </>
  );
}

const go = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function ThrowingBlogs(): never {
  throw new Error('the blogs page throws');
}
const load = ((id: string) =>
  Promise.resolve({
    default: id === 'blog/BlogsPage' ? ThrowingBlogs : () => <p>home</p>,
  })) as RemoteModuleLoader;

/**
 * The app's arrangement (App.tsx): the tracker before the pages; the home page's slot renders,
 * the themes page has none, the blogs page's throws.
 */
function renderApp(onNavigate: () => void) {
  render(
    <RemoteLoaderContext.Provider value={load}>
      <MemoryRouter initialEntries={['/']}>
        <PageViewTracker onNavigate={onNavigate} />
        <Navigator />
        <Routes>
          <Route path="/" element={<RemoteSlot id="catalogue/HomePage" />} />
          <Route path="/themes" element={<p>themes</p>} />
          <Route path="/blogs" element={<RemoteSlot id="blog/BlogsPage" />} />
        </Routes>
      </MemoryRouter>
    </RemoteLoaderContext.Provider>,
  );
}

let beacon: PageViewBeacon | undefined;
// Loaded already, so each page's module renders (or throws) in its navigation's own commit.
beforeEach(async () => {
  await preloadRemoteModule(load, 'catalogue/HomePage');
  await preloadRemoteModule(load, 'blog/BlogsPage');
});
afterEach(() => {
  beacon?.stop();
  resetRemoteSlotCache();
  document.head.innerHTML = '';
});

describe('PageViewTracker', () => {
  it('counts another path as a new view, and neither the first page nor a query or hash', () => {
    const onNavigate = jest.fn();
    renderApp(onNavigate);
    expect(onNavigate).not.toHaveBeenCalled();
    go('/themes');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    go('/themes?categoryId=2');
    go('/themes?categoryId=2#main');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    go('Back');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('starts the new view before a slot of the new page reports that it threw', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = '<meta name="gk-health" content="page-token">';
    const started = startPageViewBeacon({
      apiBaseUrl: '/api',
      remotes: {
        blog: '/remote/blog/remoteEntry.js',
        catalogue: '/remote/catalogue/remoteEntry.js',
      },
    });
    beacon = started;
    const nextView = jest.fn(() => started.nextView());
    renderApp(nextView);
    go('/themes');
    go('/blogs');
    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/release-health/views');
    const body = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    // The themes page showed no remote: no view of it.
    expect(JSON.parse(body)).toEqual({
      token: 'page-token',
      views: [
        { remotes: ['catalogue'], failed: [], first: true },
        { remotes: ['blog'], failed: ['blog'], first: false },
      ],
    });
  });
});
