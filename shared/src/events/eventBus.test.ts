import { emitSiteEvent, onSiteEvent } from './eventBus';

describe('site event bus', () => {
  it('delivers a typed payload to every listener until it unsubscribes', () => {
    const seen: string[] = [];
    const off = onSiteEvent('shell:remote-failed', ({ remote }) => seen.push(remote));
    emitSiteEvent('shell:remote-failed', { remote: 'blog/BlogsPage', reason: 'down' });
    off();
    emitSiteEvent('shell:remote-failed', { remote: 'blog/BlogsPage', reason: 'down' });
    expect(seen).toEqual(['blog/BlogsPage']);
  });

  it('keeps delivering when one listener throws', () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const received = jest.fn();
    const offBad = onSiteEvent('shell:remote-failed', () => {
      throw new Error('bad listener');
    });
    const offGood = onSiteEvent('shell:remote-failed', received);
    emitSiteEvent('shell:remote-failed', { remote: 'blog/BlogsPage', reason: 'test' });
    expect(received).toHaveBeenCalledWith({ remote: 'blog/BlogsPage', reason: 'test' });
    expect(errorSpy).toHaveBeenCalled();
    offBad();
    offGood();
  });
});
