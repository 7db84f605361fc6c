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
const load = (() => Promise.resolve({ default: ThrowingBlogs })) as RemoteModuleLoader;

/** The app's arrangement (App.tsx): the tracker before the pages, one route's slot throws. */
function renderApp(onNavigate: () => void) {
  render(
    <RemoteLoaderContext.Provider value={load}>
      <MemoryRouter initialEntries={['/']}>
        <PageViewTracker onNavigate={onNavigate} />
        <Navigator />
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route path="/themes" element={<p>themes</p>} />
          <Route path="/blogs" element={<RemoteSlot id="blog/BlogsPage" />} />
        </Routes>
      </MemoryRouter>
    </RemoteLoaderContext.Provider>,
  );
}

let beacon: PageViewBeacon | undefined;
afterEach(() => {
  beacon?.stop();
  resetRemoteSlotCache();
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
    // Loaded already, so the page's module renders (and throws) in the navigation's own commit.
    await preloadRemoteModule(load, 'blog/BlogsPage');
    const started = startPageViewBeacon({
      apiBaseUrl: '/api',
      remotes: { blog: '/remote/blog/remoteEntry.js' },
    });
    beacon = started;
    const nextView = jest.fn(() => started.nextView());
    renderApp(nextView);
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
    expect(JSON.parse(body)).toEqual({
      views: [
        { versions: { blog: 'dist' }, failed: [] },
        { versions: { blog: 'dist' }, failed: ['blog'] },
      ],
    });
  });
});
