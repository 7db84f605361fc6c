import { fireEvent, render, screen } from '@testing-library/react';
import { carouselBreakpoints, HomeCarousel } from './HomeCarousel';
import { mockReducedMotion } from '../../testing/matchMedia';
import { renderedSwipers } from './testing/swiperMock';

jest.mock('swiper/react', () => jest.requireActual('./testing/swiperMock'));
jest.mock('swiper/modules', () => ({ A11y: {}, Autoplay: {} }));

function renderCarousel(maxSlidesPerView?: 3 | 4) {
  render(
    <HomeCarousel
      label="Hidden gems"
      heading={<h2>Hidden gems</h2>}
      maxSlidesPerView={maxSlidesPerView}
    >
      <p>One</p>
      <p>Two</p>
      <p>Three</p>
    </HomeCarousel>,
  );
  return renderedSwipers[renderedSwipers.length - 1]!;
}

const perView = (breakpoints: ReturnType<typeof carouselBreakpoints>) =>
  Object.fromEntries(Object.entries(breakpoints).map(([w, o]) => [w, o.slidesPerView]));

describe('HomeCarousel', () => {
  let restoreMatchMedia: (() => void) | undefined;

  afterEach(() => {
    restoreMatchMedia?.();
    restoreMatchMedia = undefined;
    renderedSwipers.length = 0;
  });

  it('shows 1 slide narrow, 2 from 768 px, 3 from 1024 px and 3 or 4 from 1280 px', () => {
    expect(perView(carouselBreakpoints(3))).toEqual({ 320: 1, 768: 2, 1024: 3, 1280: 3 });
    expect(perView(carouselBreakpoints(4))).toEqual({ 320: 1, 768: 2, 1024: 3, 1280: 4 });
  });

  it('gives swiper the spec’s loop, speed, swipe threshold, delay and breakpoints', () => {
    const { options } = renderCarousel(4);
    expect(options).toMatchObject({
      loop: true,
      speed: 300,
      threshold: 5,
      slidesPerView: 1,
      autoplay: { enabled: true, delay: 3000 },
    });
    expect(perView(options.breakpoints!)).toEqual({ 320: 1, 768: 2, 1024: 3, 1280: 4 });
    expect(screen.getByRole('group', { name: 'Hidden gems' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByText('Two')).toBeInTheDocument();
  });

  it('defaults to 3 slides from 1280 px', () => {
    const { options } = renderCarousel();
    expect(perView(options.breakpoints!)[1280]).toBe(3);
  });

  it('pauses and plays with a visible control, and moves with previous / next', () => {
    const { instance } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(instance.autoplay.stop).toHaveBeenCalled();
    expect(instance.autoplay.running).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    expect(instance.autoplay.start).toHaveBeenCalled();
    expect(instance.autoplay.running).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(instance.slideNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(instance.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('does not autoplay for visitors who prefer reduced motion', () => {
    restoreMatchMedia = mockReducedMotion(true);
    const { options, instance } = renderCarousel();
    expect(options.autoplay).toMatchObject({ enabled: false });
    expect(instance.autoplay.start).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });
});
