import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Destination } from '@tour/shared';
import { destinationsQuery } from '../api/queries';

/** The destination list; on failure it stays empty (spec §8: only logged). */
export function useDestinations(): { destinations: Destination[]; loading: boolean } {
  const query = useQuery(destinationsQuery());
  useEffect(() => {
    if (query.error) console.error('[catalogue] could not load destinations', query.error);
  }, [query.error]);
  return { destinations: query.data ?? [], loading: query.isPending };
}
