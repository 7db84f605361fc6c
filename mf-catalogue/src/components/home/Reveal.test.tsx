import { act, render, screen } from '@testing-library/react';
import { Reveal } from './Reveal';
import { mockReducedMotion } from '../../testing/matchMedia';
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

  it('hides a section found off screen until it scrolls into view, then reveals it once', () => {
    const observers = installObserver();
    render(<Reveal aria-label="Themes">Tiles</Reveal>);
    // As the server rendered it, until the first observation.
    expect(section()).not.toHaveClass('waiting');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(section()).toHaveClass('waiting');
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(section()).not.toHaveClass('waiting');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('does not animate for visitors who prefer reduced motion', () => {
    restore = mockReducedMotion(true);
    const observers = installObserver();
    render(<Reveal aria-label="Themes">Tiles</Reveal>);
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(section()).not.toHaveClass('waiting');
  });
});
