import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RemoteLoaderContext } from '@tour/shared';
import { SiteRoutes } from './SiteRoutes';

/** The About page's chunk: unreachable (offline) until the test says otherwise. */
let mockOffline = true;
jest.mock('../pages/AboutPage', () => {
  if (mockOffline) throw new Error('Loading chunk page-about failed');
  return { AboutRoute: () => <h1>About Ghumakkad</h1> };
});

describe('a shell page whose chunk cannot load', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a short message with Retry, not a blank page, and Retry loads it', async () => {
    render(
      <RemoteLoaderContext.Provider value={jest.fn()}>
        <MemoryRouter initialEntries={['/about-us']}>
          <main>
            <SiteRoutes />
          </main>
        </MemoryRouter>
      </RemoteLoaderContext.Provider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Please check your connection and try again.',
    );

    mockOffline = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About Ghumakkad' })).toBeInTheDocument();
  });
});
