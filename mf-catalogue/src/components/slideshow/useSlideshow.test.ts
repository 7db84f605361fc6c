import { act, renderHook } from '@testing-library/react';
import { mockReducedMotion } from '@tour/shared/testing';
import { useSlideshow } from './useSlideshow';

const INTERVAL = 1000;

function renderSlideshow(count = 4) {
  return renderHook(({ slides }) => useSlideshow(slides, INTERVAL), {
    initialProps: { slides: count },
  });
}

describe('useSlideshow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('advances every interval and loops back to the first slide', () => {
    const { result } = renderSlideshow(3);
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(INTERVAL - 1));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => jest.advanceTimersByTime(INTERVAL));
    expect(result.current.index).toBe(2);
    act(() => jest.advanceTimersByTime(INTERVAL));
    expect(result.current.index).toBe(0);
  });

  it('gives a slide chosen by hand its full time', () => {
    const { result } = renderSlideshow();
    act(() => jest.advanceTimersByTime(INTERVAL - 100));
    act(() => result.current.goTo(3));
    act(() => jest.advanceTimersByTime(INTERVAL - 1));
    expect(result.current.index).toBe(3);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(0);
  });

  it('steps with next and previous, wrapping at both ends', () => {
    const { result } = renderSlideshow();
    act(() => result.current.prev());
    expect(result.current.index).toBe(3);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(-1));
    expect(result.current.index).toBe(3);
  });

  it('stops and starts again with the visitor’s choice', () => {
    const { result } = renderSlideshow();
    expect(result.current.playing).toBe(true);
    act(() => result.current.togglePlaying());
    expect(result.current.playing).toBe(false);
    act(() => jest.advanceTimersByTime(INTERVAL * 3));
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePlaying());
    act(() => jest.advanceTimersByTime(INTERVAL));
    expect(result.current.index).toBe(1);
  });

  it('holds still while held by the pointer or focus, without changing the choice', () => {
    const { result } = renderSlideshow();
    act(() => result.current.hold('pointer', true));
    act(() => result.current.hold('focus', true));
    act(() => jest.advanceTimersByTime(INTERVAL * 2));
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(true);
    act(() => result.current.hold('pointer', false));
    act(() => jest.advanceTimersByTime(INTERVAL * 2));
    expect(result.current.index).toBe(0);
    act(() => result.current.hold('focus', false));
    act(() => jest.advanceTimersByTime(INTERVAL));
    expect(result.current.index).toBe(1);
  });

  it('does not play on its own for visitors who prefer reduced motion, until they choose to', () => {
    const restore = mockReducedMotion(true);
    try {
      const { result } = renderSlideshow();
      expect(result.current.playing).toBe(false);
      act(() => jest.advanceTimersByTime(INTERVAL * 3));
      expect(result.current.index).toBe(0);
      act(() => result.current.togglePlaying());
      act(() => jest.advanceTimersByTime(INTERVAL));
      expect(result.current.index).toBe(1);
    } finally {
      restore();
    }
  });

  it('does not move a single slide, and starts once there are more', () => {
    const { result, rerender } = renderSlideshow(1);
    act(() => jest.advanceTimersByTime(INTERVAL * 2));
    expect(result.current.index).toBe(0);
    rerender({ slides: 5 });
    act(() => jest.advanceTimersByTime(INTERVAL));
    expect(result.current.index).toBe(1);
  });
});
