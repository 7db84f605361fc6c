import { act, render, screen } from '@testing-library/react';
import { onSiteEvent } from '../events/eventBus';
import { RemoteLoaderContext, type RemoteModuleLoader } from './RemoteLoaderContext';
import { RemoteSlot, resetRemoteSlotCache } from './RemoteSlot';

function renderSlot(load: RemoteModuleLoader, fallback?: string) {
  return render(
    <RemoteLoaderContext.Provider value={load}>
      <RemoteSlot id="blog/BlogsPage" props={{ title: 'Hello' }} fallback={fallback} />
      <p>rest of the page</p>
    </RemoteLoaderContext.Provider>,
  );
}

describe('RemoteSlot', () => {
  let failures: string[];
  let off: () => void;
  beforeEach(() => {
    resetRemoteSlotCache();
    failures = [];
    off = onSiteEvent('shell:remote-failed', ({ remote }) => failures.push(remote));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => off());

  it('shows a skeleton, then the module with its props', async () => {
    const Page = ({ title }: { title?: string }) => <h1>{title}</h1>;
    renderSlot(async () => ({ default: Page as never }));
    expect(screen.getByTestId('remote-loading')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  });

  it('shows the fallback and reports once when the remote cannot load', async () => {
    renderSlot(() => Promise.reject(new Error('manifest 404')), 'Call us instead');
    expect(await screen.findByText('Call us instead')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(failures).toEqual(['blog/BlogsPage']);
  });

  it('catches a module that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('render bug');
    };
    renderSlot(async () => ({ default: Broken as never }));
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(failures).toEqual(['blog/BlogsPage']);
  });

  it('reports a failing module only once across mounts', async () => {
    const load = () => Promise.reject(new Error('down'));
    const first = renderSlot(load);
    await screen.findByTestId('remote-fallback');
    first.unmount();
    renderSlot(load);
    await screen.findByTestId('remote-fallback');
    expect(failures).toEqual(['blog/BlogsPage']);
  });
});

describe('RemoteSlot beyond the first load', () => {
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
    render(
      <RemoteLoaderContext.Provider value={load}>
        <RemoteSlot id="booking/NewsletterForm" loadWhen="visible" />
      </RemoteLoaderContext.Provider>,
    );
    expect(observe).toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    act(() => reveal());
    expect(await screen.findByText('newsletter')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('booking/NewsletterForm');
  });

  it('gives a module that threw another try when its props change (the next page)', async () => {
    const Page = ({ slug }: { slug: string }) => {
      if (slug === 'broken') throw new Error('render failed');
      return <h1>{slug}</h1>;
    };
    const load = async () => ({ default: Page as never });
    const { rerender } = render(
      <RemoteLoaderContext.Provider value={load}>
        <RemoteSlot id="catalogue/ListingPage" props={{ slug: 'broken' }} />
      </RemoteLoaderContext.Provider>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    rerender(
      <RemoteLoaderContext.Provider value={load}>
        <RemoteSlot id="catalogue/ListingPage" props={{ slug: 'kerala' }} />
      </RemoteLoaderContext.Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'kerala' })).toBeInTheDocument();
  });
});
