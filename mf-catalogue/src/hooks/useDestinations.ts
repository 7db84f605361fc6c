import { useEffect, useState } from 'react';
import type { Destination } from '@tour/shared';
import { fetchDestinations } from '../api/destinations';

/** Loads the destination list once; on failure the list stays empty (spec §8: only logged). */
export function useDestinations(): { destinations: Destination[]; loading: boolean } {
  const [state, setState] = useState({ destinations: [] as Destination[], loading: true });
  useEffect(() => {
    const controller = new AbortController();
    fetchDestinations(controller.signal)
      .then((destinations) => setState({ destinations, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[catalogue] could not load destinations', error);
        setState({ destinations: [], loading: false });
      });
    return () => controller.abort();
  }, []);
  return state;
}
