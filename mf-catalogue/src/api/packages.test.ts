import { FIXED_PAYLOAD, setRuntimeConfig } from '@tour/shared';
import {
  fetchListingBySlug,
  fetchPackageDetail,
  fetchThemePackages,
  searchPackages,
} from './packages';

function mockFetch(body: unknown, ok = true, status = 200) {
  const fetchMock = jest
    .fn()
    .mockResolvedValue({ ok, status, statusText: '', json: async () => body });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

describe('catalogue api', () => {
  const original = globalThis.fetch;
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', authCode: 'code' }));
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('posts the search payload with the spec’s fixed values', async () => {
    const fetchMock = mockFetch({
      code: 0,
      message: 'No packages found for your search.',
      data: null,
    });
    const envelope = await searchPackages({ destinationId: 1, categoryId: 5, date: '2025-03-01' });
    expect(envelope.code).toBe(0);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test/package/search?authCode=code');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      destinationId: 1,
      categoryId: 5,
      date: '2025-03-01',
      deviceType: 'mobile',
      browser: 'chrome',
      userIp: FIXED_PAYLOAD.userIp,
      source: 'online',
      websiteId: '1',
    });
  });

  it('asks for a listing by destination slug', async () => {
    const fetchMock = mockFetch({ code: 1, message: 'Success', data: null });
    await fetchListingBySlug('vaishno-devi');
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'http://api.test/package/search-by-city-name?authCode=code&websiteId=1&destinationName=vaishno-devi',
    );
  });

  it('reads theme cards, and any code but 1 as an empty list', async () => {
    const cards = [{ id: 1, destinationName: 'Goa', image: '', minPrice: 1, maxPrice: 2 }];
    const fetchMock = mockFetch({ code: 1, message: 'Success', data: cards });
    await expect(fetchThemePackages(7)).resolves.toEqual(cards);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'http://api.test/package/search-by-category?authCode=code&websiteId=1&categoryId=7',
    );
    mockFetch({ code: 0, message: 'No packages found for this theme.', data: [] });
    await expect(fetchThemePackages(7)).resolves.toEqual([]);
  });

  it('fetches a package by slug and throws when it is unknown', async () => {
    const fetchMock = mockFetch({
      code: 1,
      message: 'Success',
      data: { packageDetailResponse: {} },
    });
    await fetchPackageDetail('goa-beach-escape');
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'http://api.test/package/get-package-detail-and-itinerary/goa-beach-escape?authCode=code',
    );
    mockFetch({ code: 0, message: 'Package not found.', data: null }, false, 404);
    await expect(fetchPackageDetail('nope')).rejects.toThrow('Package not found.');
  });
});
