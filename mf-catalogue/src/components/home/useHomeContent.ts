import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HomeAnswer } from '@tour/shared/contracts';
import { homeQuery } from '../../api/queries';

export type HomeContentState =
  { status: 'loading' } | { status: 'ready'; home: HomeAnswer } | { status: 'failed' };

/**
 * The home page's, /tours' and Dev Darshan's content (GET /site/home). The exposed pages
 * prefetch it, so the server's HTML already has it and the browser does not ask again.
 */
export function useHomeContent(): HomeContentState {
  const query = useQuery(homeQuery());
  useEffect(() => {
    if (query.error) console.error('[catalogue] could not load the home content', query.error);
  }, [query.error]);
  if (query.data) return { status: 'ready', home: query.data };
  return query.isPending ? { status: 'loading' } : { status: 'failed' };
}
