import { act, renderHook } from '@testing-library/react';
import { useSeeMorePaging } from './useSeeMorePaging';

describe('useSeeMorePaging', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows 3, adds 3 after 1 s, and reports when all are shown', () => {
    const { result } = renderHook(() => useSeeMorePaging(7));
    expect(result.current.visible).toBe(3);
    act(() => result.current.seeMore());
    expect(result.current.loadingMore).toBe(true);
    act(() => jest.advanceTimersByTime(999));
    expect(result.current.visible).toBe(3);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ visible: 6, loadingMore: false, allShown: false });
    act(() => result.current.seeMore());
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ visible: 7, allShown: true });
  });
});
