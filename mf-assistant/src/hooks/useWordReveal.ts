import { useEffect, useState } from 'react';
import { prefersReducedMotion, TIMINGS_MS } from '@tour/shared';

/**
 * Reveals `text` one word per 50 ms (spec §4) while `active`; at once for reduced-motion users.
 * Once inactive (a newer reply arrived, or the message was already shown) it is the whole text,
 * so no message but the newest reply is ever typed out.
 */
export function useWordReveal(text: string, active: boolean): string {
  const words = text.split(/(\s+)/);
  const wordCount = Math.ceil(words.length / 2);
  const [shown, setShown] = useState(active && !prefersReducedMotion() ? 0 : wordCount);
  const revealing = active && shown < wordCount;

  useEffect(() => {
    if (!revealing) return;
    const timer = setTimeout(() => setShown((count) => count + 1), TIMINGS_MS.chatWordReveal);
    return () => clearTimeout(timer);
  }, [revealing, shown]);

  return revealing ? words.slice(0, shown * 2).join('') : text;
}
