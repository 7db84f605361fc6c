import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { showToast, type Destination } from '@tour/shared';
import { blogDestinationsQuery } from '../api/queries';

/** The search bar's destinations; a failure is the toast of spec §8. */
export function useDestinations(): Destination[] {
  const query = useQuery(blogDestinationsQuery());
  useEffect(() => {
    if (!query.error) return;
    console.error('[blog] destinations failed to load', query.error);
    showToast('error', 'Failed to load destinations.');
  }, [query.error]);
  return Array.isArray(query.data) ? query.data : [];
}
