import { QueryClient } from '@tanstack/react-query';

/** How long catalogue data counts as fresh: it changes when the agency imports content. */
const FRESH_MS = 5 * 60_000;

/**
 * The one way every app makes its query client, so the browser and the render server agree on
 * freshness: data the server put into the HTML is fresh on hydration and is not asked for again.
 * On the server a failed call is not retried (the page has a time bound); in the browser once.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        retry: server ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
