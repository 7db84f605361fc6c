import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../query/queryClient';
import { withSiteProfile } from './siteProfile';

/** Shows where the router is (`location`), and its state as JSON, for tests of navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/**
 * A query cache of the test's own, with the site's freshness and the site profile the shell's
 * prefetch puts into every page's cache; failures are not retried (as on the render server), so
 * error states show at once.
 */
export const testQueryClient = (): QueryClient =>
  withSiteProfile(createQueryClient({ server: true }));

/** A URL (`/blogs?page=2`), or a location with its state. */
type Entry = string | { pathname: string; search?: string; state?: unknown };

/**
 * Renders a remote's page at `entry` (a URL, or a location with its state), as the shell would:
 * under a router and a query cache, with a probe of where the router is.
 */
export function renderAt(
  ui: ReactElement,
  entry: Entry,
  { state, client = testQueryClient() }: { state?: unknown; client?: QueryClient } = {},
) {
  const [pathname = '/', search = ''] = typeof entry === 'string' ? entry.split('?') : [];
  const initial =
    typeof entry === 'string' ? { pathname, search: search ? `?${search}` : '', state } : entry;
  // A fresh page: nothing a previous test kept in the browser's history entry (the blog count).
  window.history.replaceState(null, '');
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
