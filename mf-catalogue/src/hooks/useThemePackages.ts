import { startTransition, useEffect, useState } from 'react';
import type { ThemePackageCard } from '@tour/shared';
import { fetchThemePackages } from '../api/packages';

export type ThemePackagesState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; cards: ThemePackageCard[] };

/** The theme's destination cards; a failure shows as an empty list (spec §8). */
export function useThemePackages(categoryId: number | null): ThemePackagesState {
  const [result, setResult] = useState<{ id: number; cards: ThemePackageCard[] }>();

  useEffect(() => {
    if (categoryId === null) return;
    const controller = new AbortController();
    fetchThemePackages(categoryId, controller.signal)
      // A transition: React renders the page in short slices rather than one long task.
      .then((cards) => startTransition(() => setResult({ id: categoryId, cards })))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[catalogue] could not load theme packages', error);
        setResult({ id: categoryId, cards: [] });
      });
    return () => controller.abort();
  }, [categoryId]);

  if (categoryId === null) return { status: 'idle' };
  if (result?.id !== categoryId) return { status: 'loading' };
  return { status: 'ready', cards: result.cards };
}
