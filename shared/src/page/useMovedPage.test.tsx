import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setRuntimeConfig } from '../api/runtimeConfig';
import { useMovedPage } from './useMovedPage';

function Gone({ gone }: { gone: boolean }) {
  const { checking } = useMovedPage(gone);
  return <p>{checking ? 'checking' : 'not found here'}</p>;
}

function renderAt(path: string, ui: ReactNode) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/goa-tour-packages" element={<p>Goa listing</p>} />
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('useMovedPage', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  // The parts of a fetch Response the API client reads (jsdom has no Response).
  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValue({
      ok: status < 300,
      status,
      statusText: '',
      json: async () => body,
    });

  it('sends a visitor on from a moved page to where it went', async () => {
    answer(200, { code: 1, message: 'ok', data: { location: '/goa-tour-packages', status: 301 } });
    renderAt('/goa-tour-packages-details/old-trip', <Gone gone />);
    expect(await screen.findByText('Goa listing')).toBeInTheDocument();
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(asked.pathname).toBe('/site/redirect');
    expect(asked.searchParams.get('path')).toBe('/goa-tour-packages-details/old-trip');
  });

  it("leaves the page's own not-found when the path went nowhere", async () => {
    answer(404, { code: 0, message: 'No redirect' });
    renderAt('/goa-tour-packages-details/never-was', <Gone gone />);
    await waitFor(() => expect(screen.getByText('not found here')).toBeInTheDocument());
  });

  it('asks nothing for a page that is there', () => {
    renderAt('/goa-tour-packages-details/a-trip', <Gone gone={false} />);
    expect(screen.getByText('not found here')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
