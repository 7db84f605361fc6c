import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RenderedRemotesContext } from '../remote/RemoteLoaderContext';
import { lazyWhenNear } from './lazyWhenNear';

function Offers({ title }: { title: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <section>
      <h2>{title}</h2>
      <button type="button" onClick={() => setOpened(true)}>
        {opened ? 'Opened' : 'Open'}
      </button>
    </section>
  );
}

/** The part as a page holds it; `server` as the render server renders it. */
function page(Part: ReturnType<typeof lazyWhenNear<{ title: string }>>, server: boolean) {
  return (
    <MemoryRouter>
      <RenderedRemotesContext.Provider value={server ? new Map() : null}>
        <Part title="Hidden gems" />
      </RenderedRemotesContext.Provider>
    </MemoryRouter>
  );
}

let comeNear: () => void;
beforeEach(() => {
  comeNear = () => undefined;
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    comeNear = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
});

describe('lazyWhenNear', () => {
  it('leaves the server HTML as it is, fetching nothing, until the part comes near; then hydrates that HTML', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Offers }));
    const Part = lazyWhenNear(load, { className: 'below' });
    // The render server's first render starts the import; the next one has the module.
    renderToString(page(Part, true));
    await act(async () => undefined);
    const html = renderToString(page(Part, true));
    expect(html).toContain('Hidden gems');
    expect(html).toContain('class="below"');
    load.mockClear();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h2');
    const warnings = jest.spyOn(console, 'error');
    render(page(Part, false), { container, hydrate: true });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('h2')).toBe(heading);

    act(() => comeNear());
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same element, now answering presses.
    expect(container.querySelector('h2')).toBe(heading);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Opened' })).toBeInTheDocument();
    expect(warnings).not.toHaveBeenCalled();
    container.remove();
  });

  it('loads at once in a page the app renders itself (a navigation), behind its placeholder', async () => {
    const Part = lazyWhenNear(() => Promise.resolve({ default: Offers }), {
      placeholder: <p>Loading offers</p>,
    });
    render(page(Part, false));
    expect(screen.getByText('Loading offers')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hidden gems' })).toBeInTheDocument();
  });

  it('costs only its own place when its code cannot load, and loads on Try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ default: typeof Offers }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk home-below-fold failed'))
      .mockResolvedValue({ default: Offers });
    const Part = lazyWhenNear(load);
    render(page(Part, false));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This part of the page could not be loaded.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hidden gems' })).toBeInTheDocument();
  });
});
