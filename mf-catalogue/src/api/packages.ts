import {
  FIXED_PAYLOAD,
  requestData,
  requestJson,
  type ApiEnvelope,
  type PackageDetailResponseData,
  type SearchPayload,
  type SearchResponseData,
  type ThemePackageCard,
} from '@tour/shared';

/** The listing's response: the whole envelope, as the spec passes it through navigation state. */
export type SearchEnvelope = ApiEnvelope<SearchResponseData | null>;

export interface SearchCriteria {
  destinationId: number;
  categoryId: number | null;
  /** The chosen month's first day, `2025-03-01`; null for any month. */
  date: string | null;
}

/** POST /package/search with the spec's fixed values (§9). Code ≠ 1 comes back, not thrown. */
export function searchPackages(criteria: SearchCriteria): Promise<SearchEnvelope> {
  // The spec's payload always has both; ours sends null for no category and any month.
  const payload: Omit<SearchPayload, 'categoryId' | 'date'> & {
    categoryId: number | null;
    date: string | null;
  } = {
    destinationId: criteria.destinationId,
    categoryId: criteria.categoryId,
    date: criteria.date,
    deviceType: FIXED_PAYLOAD.deviceType,
    browser: FIXED_PAYLOAD.browser,
    userIp: FIXED_PAYLOAD.userIp,
    source: FIXED_PAYLOAD.source,
    websiteId: FIXED_PAYLOAD.websiteId,
  };
  return requestJson<SearchEnvelope>('/package/search', { method: 'POST', body: payload });
}

/** GET /package/search-by-city-name: a destination's listing by its slug (reloads, deep links). */
export function fetchListingBySlug(
  destinationSlug: string,
  signal?: AbortSignal,
): Promise<SearchEnvelope> {
  return requestJson<SearchEnvelope>('/package/search-by-city-name', {
    query: { websiteId: FIXED_PAYLOAD.websiteId, destinationName: destinationSlug },
    signal,
  });
}

/** GET /package/search-by-category: theme cards; anything but code 1 is an empty list. */
export async function fetchThemePackages(
  categoryId: number,
  signal?: AbortSignal,
): Promise<ThemePackageCard[]> {
  const envelope = await requestJson<ApiEnvelope<ThemePackageCard[] | null>>(
    '/package/search-by-category',
    { query: { websiteId: FIXED_PAYLOAD.websiteId, categoryId }, signal },
  );
  return envelope?.code === 1 && Array.isArray(envelope.data) ? envelope.data : [];
}

/** GET /package/get-package-detail-and-itinerary/{packageName}. */
export function fetchPackageDetail(
  packageSlug: string,
  signal?: AbortSignal,
): Promise<PackageDetailResponseData> {
  return requestData<PackageDetailResponseData>(
    `/package/get-package-detail-and-itinerary/${encodeURIComponent(packageSlug)}`,
    { signal },
  );
}
