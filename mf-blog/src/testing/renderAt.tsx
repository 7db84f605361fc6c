import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@tour/shared';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the router is, for tests of navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

/**
 * A query cache of the test's own, with the site's freshness; failures are not retried (as on
 * the render server), so error states show at once.
 */
export const testQueryClient = () => createQueryClient({ server: true });

/** Renders a page at a URL (with optional navigation state), as the shell would. */
export function renderAt(
  ui: ReactElement,
  url: string,
  state?: unknown,
  client = testQueryClient(),
) {
  const [pathname, search = ''] = url.split('?');
  // A fresh page: nothing a previous test kept in the browser's history entry (the blog count).
  window.history.replaceState(null, '');
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
