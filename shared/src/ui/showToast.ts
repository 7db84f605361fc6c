import { emitSiteEvent } from '../events/eventBus';

export type ToastKind = 'success' | 'error' | 'info';

/**
 * Shows a toast in the page's one container. react-toastify (about 10 KB gzip with its CSS)
 * loads with the first toast of a visit, not with every page: it queues a toast until a
 * container has mounted, and the event tells the host (shell or standalone page) to mount one.
 */
export function showToast(kind: ToastKind, message: string): void {
  emitSiteEvent('shared:toast-requested', { kind });
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}
