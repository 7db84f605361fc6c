/**
 * A catalogue page the API no longer knows may have moved (a package the catalogue import
 * unpublished, a renamed slug). The server answers such an old URL with a 301; a visitor who
 * reaches it inside the app (a card on a page opened before the import) is sent on the same way.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../api/apiClient';

/** While `gone`, asks where the current path went and replaces it with that place, if any. */
export function useMovedPage(gone: boolean): { checking: boolean } {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const moved = useQuery({
    queryKey: ['site', 'redirect', pathname],
    queryFn: () => apiClient.findRedirect(pathname),
    enabled: gone,
    // A failed lookup leaves the page's own "not found" in place; it is no outage.
    retry: false,
  });
  const location = moved.data?.location;
  useEffect(() => {
    if (gone && location && location !== pathname) void navigate(location, { replace: true });
  }, [gone, location, pathname, navigate]);
  return { checking: gone && (moved.isPending || Boolean(location)) };
}
