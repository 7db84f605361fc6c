import { useCallback, useEffect, useState } from 'react';
import { useAutoplayChoice } from './useAutoplayChoice';

/** Why a slideshow holds still for a while without changing the visitor's play / pause choice. */
export type SlideshowHold = 'pointer' | 'focus';

/**
 * The state of a looping slideshow of `count` slides that advances every `intervalMs`: playing
 * as useAutoplayChoice says (on by default, off for visitors who prefer reduced motion, else
 * what the visitor last chose with the pause / play control). `hold` pauses it for a while
 * (pointer over it, focus in it) without changing that choice. Each change of slide re-arms the
 * timer, so a slide picked by hand gets its full time.
 */
export function useSlideshow(count: number, intervalMs: number) {
  const { playing, toggle: togglePlaying } = useAutoplayChoice();
  const [index, setIndex] = useState(0);
  const [holds, setHolds] = useState({ pointer: false, focus: false });
  const running = playing && !holds.pointer && !holds.focus && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const prev = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const hold = useCallback(
    (reason: SlideshowHold, on: boolean) =>
      setHolds((current) => (current[reason] === on ? current : { ...current, [reason]: on })),
    [],
  );

  return { index, playing, goTo, next, prev, togglePlaying, hold };
}
