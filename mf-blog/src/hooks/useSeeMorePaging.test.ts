import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, renderHook } from '@testing-library/react';
import { useSeeMorePaging } from './useSeeMorePaging';

function Count() {
  return createElement('output', null, useSeeMorePaging(12).visible);
}

describe('useSeeMorePaging', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '');
  });
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

  it('keeps the count in the history entry, beside the router’s state, for Back', () => {
    window.history.replaceState({ usr: { blog: 1 }, key: 'k1', idx: 2 }, '');
    const first = renderHook(() => useSeeMorePaging(12));
    act(() => first.result.current.seeMore());
    act(() => jest.advanceTimersByTime(1000));
    expect(window.history.state).toEqual({
      usr: { blog: 1 },
      key: 'k1',
      idx: 2,
      blogCardsShown: 6,
    });
    first.unmount();

    // Coming back to the entry (a new mount): as many as before, and nothing to announce.
    const again = renderHook(() => useSeeMorePaging(12));
    expect(again.result.current).toMatchObject({ visible: 6, announcement: '' });
  });

  it('a reloaded (server-rendered) list shows 3, as its HTML, and forgets the old count', async () => {
    window.history.replaceState({ key: 'k1', idx: 2, blogCardsShown: 9 }, '');
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Count));
    expect(container).toHaveTextContent('3');
    const recovered = jest.fn();
    await act(async () => {
      hydrateRoot(container, createElement(Count), { onRecoverableError: recovered });
    });
    expect(recovered).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('3');
    expect(window.history.state).toEqual({ key: 'k1', idx: 2 });
  });
});
