import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@tour/shared';
import { withSiteProfile } from '@tour/shared/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Shows where the router is, for tests of navigation. */
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
export const testQueryClient = () => withSiteProfile(createQueryClient({ server: true }));

export function renderAt(
  ui: ReactElement,
  entry: string | { pathname: string; search?: string; state?: unknown },
  client = testQueryClient(),
) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
