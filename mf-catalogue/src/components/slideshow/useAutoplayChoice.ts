import { useState } from 'react';
import { useReducedMotion } from '@tour/shared';

/**
 * Whether a slideshow should advance on its own: yes by default, no for visitors who prefer
 * reduced motion, and always what the visitor last chose with the pause/play control.
 */
export function useAutoplayChoice() {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : !reducedMotion;
  return { playing, toggle: () => setChoice(playing ? 'pause' : 'play') };
}
