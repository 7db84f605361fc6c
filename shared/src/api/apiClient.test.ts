/** @jest-environment node */
import { ApiError, apiClient, requestData, requestJson } from './apiClient';
import { setRuntimeConfig } from './runtimeConfig';
import { PRIVACY_NOTICE_VERSION } from '../contracts/constants';

function respondWith(status: number, body: unknown) {
  return jest.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

describe('API client', () => {
  beforeEach(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', authCode: 'secret' }));

  it('adds authCode and the query to the configured base URL', async () => {
    const fetchMock = respondWith(200, { code: 1, message: 'ok', data: [{ id: 1, name: 'Goa' }] });
    globalThis.fetch = fetchMock;
    await expect(apiClient.getAllCities()).resolves.toEqual([{ id: 1, name: 'Goa' }]);
    expect(fetchMock.mock.calls[0][0]).toBe(
      'http://api.test/package/get-all-cities?authCode=secret',
    );
  });

  it('leaves null filters out and sends the rest', async () => {
    const fetchMock = respondWith(200, { code: 1, message: 'ok', data: [] });
    globalThis.fetch = fetchMock;
    await apiClient.getBlogs({ destinationId: null, categoryId: 5 });
    expect(fetchMock.mock.calls[0][0]).toBe(
      'http://api.test/blog/get-all?authCode=secret&categoryId=5',
    );
  });

  it('sends JSON with an Idempotency-Key on lead calls', async () => {
    const fetchMock = respondWith(200, { code: 1, message: 'ok', data: { id: 3 } });
    globalThis.fetch = fetchMock;
    await apiClient.sendEnquiry(
      {
        name: 'Asha',
        phone: '9812345678',
        email: 'asha@example.com',
        destination: 'Goa',
        departureCity: 'Pune',
        departureDate: '2026-12-20',
        people: 2,
        privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      },
      'key-1',
    );
    const init = fetchMock.mock.calls[0][1] as RequestInit;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-1');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Asha',
      people: 2,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });

  it('omits authCode on the assistant call, as the spec does', async () => {
    const fetchMock = respondWith(200, { code: 1, message: 'ok', data: { content: 'Hi' } });
    globalThis.fetch = fetchMock;
    await apiClient.askAssistant('trip to goa');
    expect(fetchMock.mock.calls[0][0]).toBe('http://api.test/ai/package?inputText=trip+to+goa');
  });

  it.each([
    ['network', () => jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))],
    ['http', () => respondWith(500, { code: 0, message: 'boom' })],
    ['code', () => respondWith(200, { code: 0, message: 'nothing matched', data: [] })],
  ])('turns a %s failure into a typed ApiError', async (kind, makeFetch) => {
    globalThis.fetch = makeFetch();
    const error = await requestData('/package/get-all-cities').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe(kind);
  });

  describe('time limit', () => {
    /** A fetch that never answers until its signal aborts, as a server that hangs would. */
    const hangingFetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
        ),
    );

    it('gives up on a call that gets no answer, with a timeout error', async () => {
      globalThis.fetch = hangingFetch as unknown as typeof fetch;
      const call = requestJson('/package/get-all-cities', { timeoutMs: 20 });
      await expect(call).rejects.toMatchObject({ kind: 'timeout' });
      await expect(call).rejects.toBeInstanceOf(ApiError);
    });

    it('gives up on an answer whose body never finishes', async () => {
      const stalledBody = new ReadableStream({ start: () => undefined });
      globalThis.fetch = jest.fn().mockResolvedValue(new Response(stalledBody, { status: 200 }));
      await expect(requestJson('/package/get-all-cities', { timeoutMs: 20 })).rejects.toMatchObject(
        { kind: 'timeout' },
      );
    });

    it("passes a caller's own abort through as an AbortError, not a failure", async () => {
      globalThis.fetch = hangingFetch as unknown as typeof fetch;
      const caller = new AbortController();
      const call = requestJson('/package/get-all-cities', { signal: caller.signal });
      caller.abort(new DOMException('no longer wanted', 'AbortError'));
      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
});
