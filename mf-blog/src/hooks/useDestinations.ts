import { showToast } from '@tour/shared';
import { useEffect, useState } from 'react';
import type { Destination } from '@tour/shared';
import { fetchDestinations } from '../api/blogs';

/** The search bar's destinations; a failure is the toast of spec §8. */
export function useDestinations(): Destination[] {
  const [destinations, setDestinations] = useState<Destination[]>([]);
  useEffect(() => {
    let active = true;
    fetchDestinations()
      .then((list) => active && setDestinations(Array.isArray(list) ? list : []))
      .catch((error: unknown) => {
        if (!active) return;
        console.error('[blog] destinations failed to load', error);
        showToast('error', 'Failed to load destinations.');
      });
    return () => {
      active = false;
    };
  }, []);
  return destinations;
}
