import { requestData } from '@tour/shared';
import type { HomeAnswer } from '@tour/shared/contracts';

/**
 * GET /site/home: the home page's, /tours' and Dev Darshan's copy with every card resolved to
 * its catalogue package (current name, price, length) and the catalogue's counts filled in.
 */
export function fetchHome(signal?: AbortSignal): Promise<HomeAnswer> {
  return requestData<HomeAnswer>('/site/home', { signal });
}
