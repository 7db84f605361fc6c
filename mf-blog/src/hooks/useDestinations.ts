import { useEffect } from 'react';
import { showToast, useDestinations as useDestinationList, type Destination } from '@tour/shared';

/** The search bar's destinations; a failure is the toast of spec §8. */
export function useDestinations(): Destination[] {
  const { destinations, error } = useDestinationList();
  useEffect(() => {
    if (!error) return;
    console.error('[blog] destinations failed to load', error);
    showToast('error', 'Failed to load destinations.');
  }, [error]);
  return destinations;
}
