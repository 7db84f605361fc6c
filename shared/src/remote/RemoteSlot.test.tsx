import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { onSiteEvent } from '../events/eventBus';
import { RemoteLoaderContext, type RemoteModuleLoader } from './RemoteLoaderContext';
import { RemoteSlot, resetRemoteSlotCache } from './RemoteSlot';

const CategoryPage = ({ categoryName }: { categoryName?: string }) => <h1>{categoryName}</h1>;

function withLoader(load: RemoteModuleLoader, children: ReactNode) {
  return (
    <MemoryRouter initialEntries={['/category/hello/blog']}>
      <RemoteLoaderContext.Provider value={load}>{children}</RemoteLoaderContext.Provider>
    </MemoryRouter>
  );
}

function renderSlot(load: RemoteModuleLoader, fallback?: string) {
  return render(
    withLoader(
      load,
      <>
        <RemoteSlot
          id="blog/CategoryBlogsPage"
          props={{ categoryName: 'Hello' }}
          fallback={fallback}
        />
        <p>rest of the page</p>
      </>,
    ),
  );
}

/** A loader whose answers the test decides: down until `up()` is called. */
function flakyLoader() {
  let available = false;
  const load = jest.fn(async () => {
    if (!available) throw new Error('remote down');
    return { default: CategoryPage as never };
  });
  return { load: load as unknown as RemoteModuleLoader, calls: load, up: () => (available = true) };
}

describe('RemoteSlot', () => {
  let failures: string[];
  let shown: string[];
  let offs: (() => void)[];
  beforeEach(() => {
    resetRemoteSlotCache();
    failures = [];
    shown = [];
    offs = [
      onSiteEvent('shell:remote-failed', ({ remote }) => failures.push(remote)),
      onSiteEvent('shell:remote-shown', ({ remote }) => shown.push(remote)),
    ];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => offs.forEach((off) => off()));

  it('shows a skeleton, then the module with its props, and reports it shown then', async () => {
    renderSlot(async () => ({ default: CategoryPage as never }));
    expect(screen.getByTestId('remote-loading')).toHaveAttribute('aria-busy', 'true');
    expect(shown).toEqual([]);
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(shown).toEqual(['blog/CategoryBlogsPage']);
  });

  it('reports the module shown again on each page it stays on, not on a query', async () => {
    render(
      withLoader(
        async () => ({ default: CategoryPage as never }),
        <>
          <Link to="/category/other/blog">Next page</Link>
          <Link to="/category/other/blog?page=2">Its second page</Link>
          <RemoteSlot id="blog/CategoryBlogsPage" props={{ categoryName: 'Hello' }} />
        </>,
      ),
    );
    await screen.findByRole('heading', { name: 'Hello' });
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('link', { name: 'Its second page' }));
    expect(shown).toEqual(['blog/CategoryBlogsPage', 'blog/CategoryBlogsPage']);
  });

  it('shows the fallback and reports once when the remote cannot load', async () => {
    renderSlot(() => Promise.reject(new Error('manifest 404')), 'Call us instead');
    expect(await screen.findByText('Call us instead')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(failures).toEqual(['blog/CategoryBlogsPage']);
    expect(shown).toEqual([]);
  });

  it('reports every time a module fails again, and logs it once', async () => {
    const down = () => Promise.reject(new Error('manifest 404'));
    const first = renderSlot(down);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    first.unmount();
    // The visitor comes back to the page: the slot fails again, in another page view.
    renderSlot(down);
    await screen.findByTestId('remote-fallback');
    expect(failures).toEqual(['blog/CategoryBlogsPage', 'blog/CategoryBlogsPage']);
    expect(
      jest.mocked(console.error).mock.calls.filter(([line]) => String(line).includes('failed:')),
    ).toHaveLength(1);
  });

  it('catches a module that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render bug');
    };
    renderSlot(async () => ({ default: Broken as never }));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(failures).toEqual(['blog/CategoryBlogsPage']);
    expect(shown).toEqual([]);
  });

  it('loads the module again when the visitor presses Try again, once the remote is back', async () => {
    const remote = flakyLoader();
    renderSlot(remote.load);
    await screen.findByTestId('remote-fallback');
    remote.up();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(remote.calls).toHaveBeenCalledTimes(2);
    expect(shown).toEqual(['blog/CategoryBlogsPage']);
  });

  it('loads the module again on the next navigation', async () => {
    const remote = flakyLoader();
    render(
      withLoader(
        remote.load,
        <>
          <Link to="/category/other/blog">Next page</Link>
          <RemoteSlot id="blog/CategoryBlogsPage" props={{ categoryName: 'Hello' }} />
        </>,
      ),
    );
    await screen.findByTestId('remote-fallback');
    remote.up();
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });
});

describe('RemoteSlot below the first screen', () => {
  beforeEach(() => {
    resetRemoteSlotCache();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('with loadWhen="visible", loads only once the slot is on screen', async () => {
    let reveal: () => void = () => undefined;
    const observe = jest.fn();
    window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      reveal = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
      return { observe, disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
    const load = jest.fn(async () => ({ default: () => <p>newsletter</p> }));
    // Awaited: the slot suspends until it is seen, and React finishes such a render asynchronously.
    await act(async () => {
      render(
        withLoader(
          load as unknown as RemoteModuleLoader,
          <RemoteSlot id="booking/NewsletterForm" loadWhen="visible" />,
        ),
      );
    });
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
    expect(observe).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    const slot = screen.getByTestId('remote-loading').closest('div:not([data-testid])');
    expect(slot).not.toHaveAttribute('data-answering');
    act(() => reveal());
    expect(await screen.findByText('newsletter')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('booking/NewsletterForm');
    // The module answers input now: its slot says so.
    expect(screen.getByText('newsletter').closest('[data-answering]')).not.toBeNull();
  });

  it('with loadWhen="visible", loads on the visitor’s next page even if never seen', async () => {
    const observe = jest.fn();
    window.IntersectionObserver = jest.fn(() => ({
      observe,
      disconnect: jest.fn(),
    })) as unknown as typeof IntersectionObserver;
    const load = jest.fn(async () => ({ default: () => <p>newsletter</p> }));
    await act(async () => {
      render(
        withLoader(
          load as unknown as RemoteModuleLoader,
          <>
            <Link to="/blogs">Next page</Link>
            <RemoteSlot id="booking/NewsletterForm" loadWhen="visible" />
          </>,
        ),
      );
    });
    expect(observe).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    // Navigations wait for server HTML still to hydrate below them, so it must not wait to be seen.
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('newsletter')).toBeInTheDocument();
  });

  it.each(['mounted', 'visible'] as const)(
    'keeps a loaded module (and what it holds) when the page around a %s slot renders again',
    async (loadWhen) => {
      window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
        queueMicrotask(() =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never),
        );
        return { observe: jest.fn(), disconnect: jest.fn() };
      }) as unknown as typeof IntersectionObserver;
      function Counter() {
        const [count, setCount] = useState(0);
        return <button onClick={() => setCount(count + 1)}>Pressed {count}</button>;
      }
      function Page() {
        const [renders, setRenders] = useState(1);
        return (
          <>
            <button onClick={() => setRenders(renders + 1)}>Render the page ({renders})</button>
            <RemoteSlot id="booking/NewsletterForm" loadWhen={loadWhen} />
          </>
        );
      }
      const load = jest.fn(async () => ({ default: Counter as never }));
      await act(async () => {
        render(withLoader(load as unknown as RemoteModuleLoader, <Page />));
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Pressed 0' }));
      expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Render the page (1)' }));
      expect(screen.getByRole('button', { name: 'Render the page (2)' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();
    },
  );
});
