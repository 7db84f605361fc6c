import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, MemoryRouter, useSearchParams } from 'react-router-dom';
import { useSiteStore } from '@tour/shared';
import { RouteChangeEffects } from './RouteChangeEffects';

/** jsdom does not scroll: this records where the page was asked to go, as a browser would. */
function fakeScrolling() {
  let y = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  const scrollTo = jest.fn((_x: number, top: number) => {
    y = top;
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const scrollBy = (top: number) => {
    y = top;
    window.dispatchEvent(new Event('scroll'));
  };
  return { scrollTo, scrollBy };
}

/** A budget filter written into the page's own history entry, as the catalogue's pages do. */
function BudgetFilter() {
  const [, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ budget: 'low' }, { replace: true })}>
      Under ₹10,000
    </button>
  );
}

function renderInBrowser(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <BrowserRouter>
      <RouteChangeEffects />
      <Link to="/blogs">Blogs</Link>
      <Link to="/themes?categoryId=5" state={{ categoryId: 5, themeName: 'Honeymoon' }}>
        Honeymoon
      </Link>
      <BudgetFilter />
      <Link to="#main">Skip to content</Link>
    </BrowserRouter>,
  );
}

const back = () =>
  act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });

describe('route change effects', () => {
  afterEach(() => sessionStorage.clear());

  it('scroll to the top and close the enquiry modal on every route change', async () => {
    const { scrollTo } = fakeScrolling();
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteChangeEffects />
        <Link to="/blogs">Blogs</Link>
      </MemoryRouter>,
    );
    act(() => useSiteStore.getState().openEnquiry({ destination: 'Goa' }));
    expect(useSiteStore.getState().enquiryOpen).toBe(true);
    scrollTo.mockClear();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Blogs' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(useSiteStore.getState().enquiryOpen).toBe(false);
  });

  it('scroll to the top when only the query changes (another theme)', async () => {
    const { scrollTo, scrollBy } = fakeScrolling();
    renderInBrowser('/themes?categoryId=2');
    scrollBy(900);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Honeymoon' }));
    expect(window.location.search).toBe('?categoryId=5');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
  });

  it('keep the place when a page replaces its own entry in place (a filter)', async () => {
    const { scrollTo, scrollBy } = fakeScrolling();
    renderInBrowser('/themes?categoryId=2');
    scrollBy(700);
    scrollTo.mockClear();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Under ₹10,000' }));
    expect(window.location.search).toBe('?budget=low');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(700);
  });

  it('leave a jump within the page (#main) to the browser', async () => {
    const { scrollTo, scrollBy } = fakeScrolling();
    renderInBrowser('/blogs');
    scrollBy(400);
    scrollTo.mockClear();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(window.location.hash).toBe('#main');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('return to where the visitor was on Back, not to the top', async () => {
    const { scrollTo, scrollBy } = fakeScrolling();
    renderInBrowser('/blogs?categoryId=3');
    scrollBy(1200);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Honeymoon' }));
    expect(window.scrollY).toBe(0);
    scrollBy(300);

    await back();
    expect(window.location.pathname).toBe('/blogs');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
    expect(window.scrollY).toBe(1200);
  });

  it('return to the same place after a reload of the tab', () => {
    const { scrollTo, scrollBy } = fakeScrolling();
    const entry = () => window.history.replaceState({ usr: null, key: 'k7', idx: 3 }, '', '/blogs');
    entry();
    const first = render(
      <BrowserRouter>
        <RouteChangeEffects />
      </BrowserRouter>,
    );
    scrollBy(640);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    scrollTo.mockClear();
    entry();
    render(
      <BrowserRouter>
        <RouteChangeEffects />
      </BrowserRouter>,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('close the enquiry modal on Back too', async () => {
    fakeScrolling();
    renderInBrowser('/');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Blogs' }));
    act(() => useSiteStore.getState().openEnquiry());
    await back();
    expect(useSiteStore.getState().enquiryOpen).toBe(false);
  });
});
