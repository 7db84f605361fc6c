import { startEarlyRequest, takeEarlyRequest } from './earlyRequests';

describe('early requests', () => {
  it('hands a started request to the first taker only', async () => {
    const request = jest.fn(() => Promise.resolve('listing'));
    startEarlyRequest('listing:goa', request, 1_000);
    expect(request).toHaveBeenCalledTimes(1);
    await expect(takeEarlyRequest('listing:goa', 1_500)).resolves.toBe('listing');
    expect(takeEarlyRequest('listing:goa', 1_600)).toBeUndefined();
  });

  it('gives nothing for another key, or once the request is 10 s old', () => {
    startEarlyRequest('detail:goa-escape', () => Promise.resolve('detail'), 0);
    expect(takeEarlyRequest('detail:kerala', 1)).toBeUndefined();
    expect(takeEarlyRequest('detail:goa-escape', 10_000)).toBeUndefined();
  });

  it('keeps a failure for the taker, not as an unhandled rejection', async () => {
    startEarlyRequest('listing:ooty', () => Promise.reject(new Error('offline')), 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeEarlyRequest('listing:ooty', 1)).rejects.toThrow('offline');
  });
});
