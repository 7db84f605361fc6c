import { apiClient, type Destination } from '@tour/shared';

/** The destinations offered in the search bar (spec §7: get-all-cities). */
export function fetchDestinations(signal?: AbortSignal): Promise<Destination[]> {
  return apiClient.getAllCities(signal);
}
