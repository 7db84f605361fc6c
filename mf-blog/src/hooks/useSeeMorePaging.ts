import { useEffect, useRef, useState } from 'react';
import { PAGE_SIZES, TIMINGS_MS } from '@tour/shared';

/** 3 first, then 'See more' adds 3 after a short spinner (spec §2, §9). */
export function useSeeMorePaging(total: number) {
  const [visible, setVisible] = useState<number>(PAGE_SIZES.blogInitial);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function seeMore() {
    if (loadingMore || visible >= total) return;
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      setVisible((count) => count + PAGE_SIZES.blogStep);
      setLoadingMore(false);
    }, TIMINGS_MS.blogSeeMoreDelay);
  }

  return { visible: Math.min(visible, total), allShown: visible >= total, loadingMore, seeMore };
}
