import { useEffect, useState } from 'react';
import { prefersReducedMotion, TIMINGS_MS } from '@tour/shared';

/** Reveals `text` one word per 50 ms (spec §4); at once for reduced-motion users. */
export function useWordReveal(text: string, active: boolean): string {
  const words = text.split(/(\s+)/);
  const wordCount = Math.ceil(words.length / 2);
  const [shown, setShown] = useState(active && !prefersReducedMotion() ? 0 : wordCount);

  useEffect(() => {
    if (shown >= wordCount) return;
    const timer = setTimeout(() => setShown((count) => count + 1), TIMINGS_MS.chatWordReveal);
    return () => clearTimeout(timer);
  }, [shown, wordCount]);

  return words.slice(0, shown * 2).join('');
}
