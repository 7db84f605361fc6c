import { act, render, screen } from '@testing-library/react';
import { Reveal } from './Reveal';
import { mockReducedMotion } from '../../testing/matchMedia';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

function installObserver() {
  const observers: { callback: Callback; disconnect: jest.Mock }[] = [];
  class FakeObserver {
    disconnect = jest.fn();
    constructor(callback: Callback) {
      observers.push({ callback, disconnect: this.disconnect });
    }
    observe() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: FakeObserver });
  return observers;
}

function section() {
  return screen.getByRole('region', { name: 'Themes' });
}

describe('Reveal', () => {
  let restore: (() => void) | undefined;

  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    restore?.();
    restore = undefined;
  });

  it('shows content straight away where IntersectionObserver is missing', () => {
    render(<Reveal aria-label="Themes">Tiles</Reveal>);
    expect(section()).not.toHaveClass('waiting');
    expect(screen.getByText('Tiles')).toBeVisible();
  });

  it('waits until the section scrolls into view, then reveals it once', () => {
    const observers = installObserver();
    render(<Reveal aria-label="Themes">Tiles</Reveal>);
    expect(section()).toHaveClass('waiting');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(section()).toHaveClass('waiting');
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(section()).not.toHaveClass('waiting');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('does not animate for visitors who prefer reduced motion', () => {
    installObserver();
    restore = mockReducedMotion(true);
    render(<Reveal aria-label="Themes">Tiles</Reveal>);
    expect(section()).not.toHaveClass('waiting');
  });
});
