import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TIMINGS_MS } from '@tour/shared';
import { DarshanCarousel } from './DarshanCarousel';
import { darshanSlides } from './darshanArt';

const DARSHAN_SLIDES = darshanSlides(
  'Stay Religious , Stay Blessed !',
  ['Himalayan shrines', 'Ganga aarti', 'Temples of the south', 'Shore temples', 'Every faith'].map(
    (eyebrow) => ({ eyebrow, text: `About ${eyebrow}.` }),
  ),
);
import { mockReducedMotion } from '@tour/shared/testing';

function renderCarousel() {
  render(
    <MemoryRouter>
      <DarshanCarousel slides={DARSHAN_SLIDES} to="/details-dev-darshan" label="Highlights" />
    </MemoryRouter>,
  );
}

/** The one slide exposed to assistive technology, e.g. '2 of 5'. */
const currentSlide = () => screen.getByRole('group', { name: /of 5$/ }).getAttribute('aria-label');

describe('DarshanCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 3 s and loops', () => {
    renderCarousel();
    expect(currentSlide()).toBe('1 of 5');
    act(() => jest.advanceTimersByTime(TIMINGS_MS.carouselSlide));
    expect(currentSlide()).toBe('2 of 5');
    for (const expected of ['3 of 5', '4 of 5', '5 of 5', '1 of 5']) {
      act(() => jest.advanceTimersByTime(TIMINGS_MS.carouselSlide));
      expect(currentSlide()).toBe(expected);
    }
  });

  it('stops and starts again with the pause control', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(TIMINGS_MS.carouselSlide * 3));
    expect(currentSlide()).toBe('1 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(TIMINGS_MS.carouselSlide));
    expect(currentSlide()).toBe('2 of 5');
  });

  it('holds still while the pointer is over it', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(TIMINGS_MS.carouselSlide * 2));
    expect(currentSlide()).toBe('1 of 5');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(TIMINGS_MS.carouselSlide));
    expect(currentSlide()).toBe('2 of 5');
  });

  it('moves with previous, next and the dots', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('5 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('1 of 5');
    const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole(
      'button',
    );
    expect(dots).toHaveLength(5);
    fireEvent.click(dots[3]!);
    expect(currentSlide()).toBe('4 of 5');
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
  });

  it('does not play on its own for visitors who prefer reduced motion', () => {
    const restore = mockReducedMotion(true);
    try {
      renderCarousel();
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(TIMINGS_MS.carouselSlide * 3));
      expect(currentSlide()).toBe('1 of 5');
    } finally {
      restore();
    }
  });

  it('changes slide on a swipe', () => {
    renderCarousel();
    const viewport = screen.getByRole('group', { name: '1 of 5' }).parentElement!.parentElement!;
    fireEvent.touchStart(viewport, { touches: [{ clientX: 200, clientY: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 120, clientY: 104 }] });
    expect(currentSlide()).toBe('2 of 5');
  });
});
