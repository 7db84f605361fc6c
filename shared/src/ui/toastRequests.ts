import { onSiteEvent } from '../events/eventBus';

/**
 * How many toasts the page has asked for (showToast emits `shared:toast-requested`), counted
 * from the moment this module runs, before anything renders: a page that toasts in its first
 * effect runs that effect before any effect of the container further down the tree, so a
 * container that subscribed on mount would miss it and never load.
 */
let requests = 0;
const listeners = new Set<() => void>();

onSiteEvent('shared:toast-requested', () => {
  requests += 1;
  for (const listener of listeners) listener();
});

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function toastRequestCount(): number {
  return requests;
}
