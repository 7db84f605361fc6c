import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { resetRemoteSlotCache } from '@tour/shared';
import { App } from './App';
import { clientWithProfile } from './layout/testProfile';
import { loadRemoteModule } from './registry/remoteRegistry';

// The one module that talks to the federation runtime (mock it, not the remotes).
jest.mock('./registry/remoteRegistry', () => ({ loadRemoteModule: jest.fn() }));
const loadMock = jest.mocked(loadRemoteModule);

/** The app at `path`, the site profile already fetched (as the render server leaves it). */
function renderApp(path: string) {
  return render(
    <QueryClientProvider client={clientWithProfile()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the shell', () => {
  beforeEach(() => {
    loadMock.mockReset();
    resetRemoteSlotCache();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the page a remote exposes for the route', async () => {
    loadMock.mockImplementation(async (id) => ({
      default: () => <h1>{id === 'blog/BlogsPage' ? 'Blogs from the remote' : 'other'}</h1>,
    }));
    renderApp('/blogs');
    expect(
      await screen.findByRole('heading', { name: 'Blogs from the remote' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('loads the chat remote only when a visitor reaches for the launcher', async () => {
    loadMock.mockResolvedValue({ default: () => <p>chat</p> });
    renderApp('/');
    const launcher = await screen.findByRole('button', { name: 'Chat with our travel assistant' });
    expect(loadMock).not.toHaveBeenCalledWith('assistant/ChatWidget');
    fireEvent.pointerEnter(launcher);
    await waitFor(() => expect(loadMock).toHaveBeenCalledWith('assistant/ChatWidget'));
  });

  it('keeps the page and offers the phone number when the chat remote is down', async () => {
    loadMock.mockRejectedValue(new Error('remote down'));
    renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with our travel assistant' }));
    expect(await screen.findByRole('link', { name: /Chat is offline/ })).toHaveAttribute(
      'href',
      'tel:+918041234567',
    );
    expect(screen.getByText(/© \d{4} Ghumakkad/)).toHaveTextContent(
      String(new Date().getFullYear()),
    );
  });
});
