import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { RenderedRemotesContext } from '@tour/shared';
import { App } from '../App';
import { clientWithProfile, TEST_PROFILE } from '../layout/testProfile';

// The one module that talks to the federation runtime (mock it, not the remotes):
// every remote module is a stand-in the render server has loaded (it warms them all).
jest.mock('../registry/remoteRegistry', () => ({
  loadRemoteModule: jest.fn(() => Promise.resolve({ default: () => <p>a remote module</p> })),
}));

const PHONE = TEST_PROFILE.phone.display;

/**
 * The app as the render server and the browser both have it (renderPage.tsx, bootstrap.tsx):
 * the site profile already in the query cache, as the shell's prefetch and hydration leave it.
 */
function Page({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={clientWithProfile()}>
      <MemoryRouter initialEntries={['/customer-support']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** The server's render records the remote modules it rendered (renderPage.tsx). */
function ServerApp() {
  return (
    <RenderedRemotesContext.Provider value={new Map()}>
      <App />
    </RenderedRemotesContext.Provider>
  );
}

describe('the site profile’s numbers on the first render', () => {
  beforeAll(async () => {
    // The page's own chunk loaded, as the render server has it before it renders.
    renderToString(
      <Page>
        <ServerApp />
      </Page>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('is in the server’s HTML: the header bar, the menu’s call link and the footer', () => {
    const html = renderToString(
      <Page>
        <ServerApp />
      </Page>,
    );
    expect(html).toContain('href="tel:+918041234567"');
    expect(html).toContain('href="https://wa.me/919988776655?text=');
    expect(html).toContain(`aria-label="Call us 24/7 at ${PHONE}"`);
    // The menu's 'Book Online or Call Us 24/7' note, the page's contact lines and the footer.
    expect(html.split(`>${PHONE}<`).length - 1).toBeGreaterThanOrEqual(3);
  });

  it('is what hydration renders too: no mismatch, no placeholder in between', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(
      <Page>
        <ServerApp />
      </Page>,
    );
    const recovered = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <Page>
          <App />
        </Page>,
        { onRecoverableError: recovered },
      );
    });
    expect(recovered).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: `Call us 24/7 at ${PHONE}` })).toHaveAttribute(
      'href',
      'tel:+918041234567',
    );
  });
});
