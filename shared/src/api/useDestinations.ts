import { useQuery } from '@tanstack/react-query';
import type { Destination } from '../contracts/domain';
import { apiClient } from './apiClient';

/** The one query of the destination list: every app that needs it shares one request. */
export const destinationsQuery = () => ({
  queryKey: ['destinations'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.getAllCities(signal),
});

/**
 * The destinations of the site's search bars (spec §7: get-all-cities), with its loading state
 * and error, for the caller to handle the spec's way (the catalogue logs, the blog toasts).
 */
export function useDestinations(): {
  destinations: Destination[];
  loading: boolean;
  error: Error | null;
} {
  const query = useQuery(destinationsQuery());
  return {
    destinations: Array.isArray(query.data) ? query.data : [],
    loading: query.isPending,
    error: query.error,
  };
}
