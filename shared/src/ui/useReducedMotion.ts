import { mediaQueryMatches, useMediaQuery } from './useMediaQuery';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for less motion; false where matchMedia is missing. */
export function prefersReducedMotion(): boolean {
  return mediaQueryMatches(REDUCED_MOTION);
}

/** Follows `prefers-reduced-motion: reduce` as it changes; the server assumes motion. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION);
}
