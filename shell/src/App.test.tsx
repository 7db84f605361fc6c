import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { resetRemoteSlotCache, setRuntimeConfig } from '@tour/shared';
import { App } from './App';
import { loadRemoteModule } from './registry/remoteRegistry';

// The one module that talks to the federation runtime (TOOLCHAIN.md: mock it, not the remotes).
jest.mock('./registry/remoteRegistry', () => ({ loadRemoteModule: jest.fn() }));
const loadMock = jest.mocked(loadRemoteModule);

describe('the shell', () => {
  beforeEach(() => {
    loadMock.mockReset();
    resetRemoteSlotCache();
    setRuntimeConfig({ phone: '+91 90000 00000' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the page a remote exposes for the route', async () => {
    loadMock.mockImplementation(async (id) => ({
      default: () => <h1>{id === 'blog/BlogsPage' ? 'Blogs from the remote' : 'other'}</h1>,
    }));
    render(
      <MemoryRouter initialEntries={['/blogs']}>
        <App />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Blogs from the remote' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('loads the chat remote only when a visitor reaches for the launcher', async () => {
    loadMock.mockResolvedValue({ default: () => <p>chat</p> });
    render(
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
    const launcher = await screen.findByRole('button', { name: 'Chat with our travel assistant' });
    expect(loadMock).not.toHaveBeenCalledWith('assistant/ChatWidget');
    fireEvent.pointerEnter(launcher);
    await waitFor(() => expect(loadMock).toHaveBeenCalledWith('assistant/ChatWidget'));
  });

  it('keeps the page and offers the phone number when the chat remote is down', async () => {
    loadMock.mockRejectedValue(new Error('remote down'));
    render(
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with our travel assistant' }));
    expect(await screen.findByRole('link', { name: /Chat is offline/ })).toHaveAttribute(
      'href',
      'tel:+919000000000',
    );
    expect(screen.getByText(/© \d{4} Ghumakkad/)).toHaveTextContent(
      String(new Date().getFullYear()),
    );
  });
});
