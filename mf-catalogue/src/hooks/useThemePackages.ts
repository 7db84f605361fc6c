import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PageRequest, ThemePackageCard } from '@tour/shared';
import { themePackagesQuery } from '../api/queries';

export type ThemePackagesState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; cards: ThemePackageCard[] };

/** The theme of a themes page URL (`?categoryId=7`), or null. */
export function themeIdFromSearch(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('categoryId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The exposed page's `prefetch`: the render server puts the theme's cards into the HTML. */
export async function prefetchThemePackages(
  client: QueryClient,
  { search }: PageRequest,
): Promise<void> {
  const categoryId = themeIdFromSearch(search);
  if (categoryId !== null) await client.prefetchQuery(themePackagesQuery(categoryId));
}

/** The theme's destination cards; a failure shows as an empty list (spec §8). */
export function useThemePackages(categoryId: number | null): ThemePackagesState {
  const query = useQuery({ ...themePackagesQuery(categoryId ?? 0), enabled: categoryId !== null });
  useEffect(() => {
    if (query.error) console.error('[catalogue] could not load theme packages', query.error);
  }, [query.error]);
  if (categoryId === null) return { status: 'idle' };
  if (query.isPending) return { status: 'loading' };
  return { status: 'ready', cards: query.data ?? [] };
}
