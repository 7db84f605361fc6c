import { act, renderHook } from '@testing-library/react';
import { prefersReducedMotion, useReducedMotion } from './useReducedMotion';

/** A `prefers-reduced-motion` list whose answer the test changes, as a visitor's setting would. */
function fakeMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduce;
  window.matchMedia = ((media: string) => ({
    get matches() {
      return matches && media === '(prefers-reduced-motion: reduce)';
    },
    media,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

describe('reduced motion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('is false where matchMedia is missing', () => {
    expect(prefersReducedMotion()).toBe(false);
  });

  it('reads the visitor setting', () => {
    fakeMotionSetting(true);
    expect(prefersReducedMotion()).toBe(true);
  });

  it('follows the setting as it changes', () => {
    const change = fakeMotionSetting(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => change(true));
    expect(result.current).toBe(true);
  });
});
