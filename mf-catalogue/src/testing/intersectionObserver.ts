/**
 * A controllable IntersectionObserver for jsdom (which has none). `install()` puts it on window
 * and returns the observers made, so a test can tell them an element came into view; `remove()`
 * takes it away again (jsdom's default: no IntersectionObserver at all).
 */
type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

export interface FakeObserverRecord {
  callback: Callback;
  options: IntersectionObserverInit | undefined;
  disconnect: jest.Mock;
}

export function installIntersectionObserver(): FakeObserverRecord[] {
  const observers: FakeObserverRecord[] = [];
  class FakeObserver {
    disconnect = jest.fn();
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      observers.push({ callback, options, disconnect: this.disconnect });
    }
    observe() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: FakeObserver });
  return observers;
}

export function removeIntersectionObserver(): void {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}
