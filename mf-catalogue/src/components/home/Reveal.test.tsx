import { act, render, screen } from '@testing-library/react';
import { Reveal } from './Reveal';
import { mockReducedMotion } from '@tour/shared/testing';
import {
  installIntersectionObserver as installObserver,
  removeIntersectionObserver,
} from '../../testing/intersectionObserver';

function section() {
  return screen.getByRole('region', { name: 'Themes' });
}

describe('Reveal', () => {
  let restore: (() => void) | undefined;

  afterEach(() => {
    removeIntersectionObserver();
    restore?.();
    restore = undefined;
  });

  it('shows content straight away where IntersectionObserver is missing', () => {
    render(<Reveal aria-label="Themes">Tiles</Reveal>);
    expect(section()).not.toHaveClass('waiting');
    expect(screen.getByText('Tiles')).toBeVisible();
  });

  const belowTheScreen = { top: 1200 } as DOMRectReadOnly;

  it('hides a section found below the screen until it scrolls into view, then reveals it once', () => {
    const observers = installObserver();
    render(<Reveal aria-label="Themes">Tiles</Reveal>);
    // As the server rendered it, until the first observation.
    expect(section()).not.toHaveClass('waiting');
    act(() =>
      observers[0]!.callback([{ isIntersecting: false, boundingClientRect: belowTheScreen }]),
    );
    expect(section()).toHaveClass('waiting');
    act(() =>
      observers[0]!.callback([
        { isIntersecting: true, boundingClientRect: { top: 400 } as DOMRectReadOnly },
      ]),
    );
    expect(section()).not.toHaveClass('waiting');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('leaves a section already scrolled past as it is (hydrated after a quick scroll)', () => {
    const observers = installObserver();
    render(<Reveal aria-label="Themes">Tiles</Reveal>);
    const aboveTheScreen = { top: -900 } as DOMRectReadOnly;
    act(() =>
      observers[0]!.callback([{ isIntersecting: false, boundingClientRect: aboveTheScreen }]),
    );
    expect(section()).not.toHaveClass('waiting');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('does not animate for visitors who prefer reduced motion', () => {
    restore = mockReducedMotion(true);
    const observers = installObserver();
    render(<Reveal aria-label="Themes">Tiles</Reveal>);
    act(() =>
      observers[0]!.callback([{ isIntersecting: false, boundingClientRect: belowTheScreen }]),
    );
    expect(section()).not.toHaveClass('waiting');
  });
});
