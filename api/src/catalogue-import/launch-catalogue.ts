/** The catalogue the API imports on start and `pnpm catalogue:import` imports: content/. */
import { launchContent } from '../content-files';
import type { Catalogue } from './types';

export function launchCatalogue(): Catalogue {
  return launchContent();
}
