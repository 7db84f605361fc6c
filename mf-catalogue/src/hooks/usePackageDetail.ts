import { startTransition, useEffect, useState } from 'react';
import type { PackageDetailResponseData } from '@tour/shared';
import { startEarlyRequest, takeEarlyRequest } from '../api/earlyRequests';
import { fetchPackageDetail } from '../api/packages';

export type PackageDetailState =
  | { status: 'loading' }
  | { status: 'ready'; data: PackageDetailResponseData }
  | { status: 'failed' };

const detailKey = (packageSlug: string) => `detail:${packageSlug}`;

/** The page module's `prefetch`: a cold load asks for the package before the page renders. */
export function prefetchPackageDetail({ packageSlug }: Record<string, string>): void {
  if (!packageSlug) return;
  startEarlyRequest(detailKey(packageSlug), () => fetchPackageDetail(packageSlug));
}

/** One package and its itinerary; a failure is only logged (spec §8). */
export function usePackageDetail(packageSlug: string): PackageDetailState {
  const [result, setResult] = useState<{ slug: string; data: PackageDetailResponseData | null }>();

  useEffect(() => {
    const controller = new AbortController();
    const request =
      takeEarlyRequest<PackageDetailResponseData>(detailKey(packageSlug)) ??
      fetchPackageDetail(packageSlug, controller.signal);
    request
      // A transition: React renders the page in short slices rather than one long task.
      .then((data) => {
        if (controller.signal.aborted) return;
        startTransition(() => setResult({ slug: packageSlug, data }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[catalogue] could not load the package detail', error);
        setResult({ slug: packageSlug, data: null });
      });
    return () => controller.abort();
  }, [packageSlug]);

  if (result?.slug !== packageSlug) return { status: 'loading' };
  return result.data ? { status: 'ready', data: result.data } : { status: 'failed' };
}
