import { ASSISTANT_TIMEOUT_MS } from '@tour/shared';
import { askAssistant, CHAT_FAILURE_TEXT } from './assistant';

describe('askAssistant time limit', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('gives up with the failure message when the assistant never answers', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Like a browser's fetch: the config loads, the assistant call hangs until it is aborted.
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/config.json')
        ? Promise.resolve({ ok: false } as Response)
        : new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
    );
    let settled: unknown;
    void askAssistant('hello').then((result) => (settled = result));

    await jest.advanceTimersByTimeAsync(ASSISTANT_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ text: CHAT_FAILURE_TEXT, failed: true });
  });
});
