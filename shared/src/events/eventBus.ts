/**
 * Typed events for things that happen (not state), named `owner:event`. A remote never calls
 * another remote's functions; it emits or listens here.
 */
export interface SiteEvents {
  /** A slot's module (`remote/Module`) rendered in the browser: its remote is in the page view. */
  'shell:remote-shown': { remote: string };
  'shell:remote-failed': { remote: string; reason: string };
  'shared:toast-requested': { kind: 'success' | 'error' | 'info' };
}

export type SiteEventName = keyof SiteEvents;
type Handler<K extends SiteEventName> = (payload: SiteEvents[K]) => void;

const handlers = new Map<SiteEventName, Set<Handler<never>>>();

export function onSiteEvent<K extends SiteEventName>(name: K, handler: Handler<K>): () => void {
  const set = handlers.get(name) ?? new Set();
  set.add(handler as Handler<never>);
  handlers.set(name, set);
  return () => {
    set.delete(handler as Handler<never>);
  };
}

export function emitSiteEvent<K extends SiteEventName>(name: K, payload: SiteEvents[K]): void {
  for (const handler of handlers.get(name) ?? []) {
    try {
      (handler as Handler<K>)(payload);
    } catch (error) {
      // One faulty listener must not stop the others from hearing the event.
      console.error(`[event-bus] a listener of ${name} threw`, error);
    }
  }
}
