import { act, renderHook } from '@testing-library/react';
import { mockMediaQueries } from '../testing/matchMedia';
import { mediaQueryMatches, useMediaQuery } from './useMediaQuery';
import { prefersReducedMotion, useReducedMotion } from './useReducedMotion';

describe('media queries and reduced motion', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('answers the fallback where matchMedia is missing', () => {
    expect(prefersReducedMotion()).toBe(false);
    expect(mediaQueryMatches('(max-width: 820px)', true)).toBe(true);
  });

  it('reads the visitor setting', () => {
    ({ restore } = mockMediaQueries((query) => query === '(prefers-reduced-motion: reduce)'));
    expect(prefersReducedMotion()).toBe(true);
    expect(mediaQueryMatches('(max-width: 820px)')).toBe(false);
  });

  it('follows a query as its answer changes', () => {
    let reduce = false;
    let narrow = true;
    const media = mockMediaQueries((query) =>
      query.includes('reduce') ? reduce : query.includes('max-width') && narrow,
    );
    restore = media.restore;
    const motion = renderHook(() => useReducedMotion());
    const width = renderHook(() => useMediaQuery('(max-width: 820px)'));
    expect(motion.result.current).toBe(false);
    expect(width.result.current).toBe(true);
    reduce = true;
    narrow = false;
    act(() => media.change());
    expect(motion.result.current).toBe(true);
    expect(width.result.current).toBe(false);
  });
});
