import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CAROUSEL_LOAD_MARGIN, carouselBreakpoints, HomeCarousel } from './HomeCarousel';
import { mockReducedMotion } from '@tour/shared/testing';
import {
  installIntersectionObserver,
  removeIntersectionObserver,
} from '../../testing/intersectionObserver';
import { renderedSwipers } from './testing/swiperMock';

jest.mock('swiper/react', () => jest.requireActual('./testing/swiperMock'));
jest.mock('swiper/modules', () => ({ A11y: {}, Autoplay: {} }));

function renderCarousel(maxSlidesPerView?: 3 | 4) {
  return render(
    <HomeCarousel
      label="Hidden gems"
      heading={<h2>Hidden gems</h2>}
      maxSlidesPerView={maxSlidesPerView}
    >
      <button type="button">One</button>
      <button type="button">Two</button>
      <button type="button">Three</button>
    </HomeCarousel>,
  );
}

const controls = () => screen.getByRole('button', { name: 'Next slide' }).parentElement!;

/** Waits until swiper has loaded and handed over its instance, so the controls work. */
async function swiperReady() {
  await waitFor(() => expect(controls()).not.toHaveClass('waiting'), { timeout: 5000 });
  expect(screen.getByTestId('swiper')).toBeInTheDocument();
  return renderedSwipers[renderedSwipers.length - 1]!;
}

/** Renders the carousel and waits for its swiper (loaded at once: jsdom has no observer). */
async function renderSwiper(maxSlidesPerView?: 3 | 4) {
  renderCarousel(maxSlidesPerView);
  return swiperReady();
}

const perView = (breakpoints: ReturnType<typeof carouselBreakpoints>) =>
  Object.fromEntries(Object.entries(breakpoints).map(([w, o]) => [w, o.slidesPerView]));

describe('HomeCarousel', () => {
  let restoreMatchMedia: (() => void) | undefined;

  // Compiles the lazy half once up front, so a busy machine does not time out the first test.
  beforeAll(() => import('./HomeCarouselSwiper'));

  afterEach(() => {
    restoreMatchMedia?.();
    restoreMatchMedia = undefined;
    renderedSwipers.length = 0;
    removeIntersectionObserver();
  });

  it('shows 1 slide narrow, 2 from 768 px, 3 from 1024 px and 3 or 4 from 1280 px', () => {
    expect(perView(carouselBreakpoints(3))).toEqual({ 320: 1, 768: 2, 1024: 3, 1280: 3 });
    expect(perView(carouselBreakpoints(4))).toEqual({ 320: 1, 768: 2, 1024: 3, 1280: 4 });
  });

  it('gives swiper the spec’s loop, speed, swipe threshold, delay and breakpoints', async () => {
    const { options } = await renderSwiper(4);
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

  it('defaults to 3 slides from 1280 px', async () => {
    const { options } = await renderSwiper();
    expect(perView(options.breakpoints!)[1280]).toBe(3);
  });

  it('pauses and plays with a visible control, and moves with previous / next', async () => {
    const { instance } = await renderSwiper();
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

  it('does not autoplay for visitors who prefer reduced motion', async () => {
    restoreMatchMedia = mockReducedMotion(true);
    const { options, instance } = await renderSwiper();
    expect(options.autoplay).toMatchObject({ enabled: false });
    expect(instance.autoplay.start).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  describe('before it comes near the viewport', () => {
    it('shows the same slides still, with the controls’ room kept, and no swiper', async () => {
      const observers = installIntersectionObserver();
      renderCarousel(4);
      await act(async () => {}); // any pending import would land here
      expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
      expect(renderedSwipers).toHaveLength(0);
      const slides = screen.getAllByRole('group', { name: /^\d of 3$/ });
      expect(slides.map((slide) => slide.textContent)).toEqual(['One', 'Two', 'Three']);
      expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
      expect(slides[0]!.parentElement!.parentElement).toHaveClass('swiper', 'still', 'four');
      expect(controls()).toHaveClass('controls', 'waiting');
      expect(observers).toHaveLength(1);
      expect(observers[0]!.options).toEqual({ rootMargin: CAROUSEL_LOAD_MARGIN });
    });

    it('loads swiper once the carousel enters the viewport, then shows the controls', async () => {
      const observers = installIntersectionObserver();
      renderCarousel();
      act(() => observers[0]!.callback([{ isIntersecting: false }]));
      await act(async () => {});
      expect(screen.queryByTestId('swiper')).not.toBeInTheDocument();
      act(() => observers[0]!.callback([{ isIntersecting: true }]));
      await swiperReady();
      expect(renderedSwipers).toHaveLength(1);
      expect(observers[0]!.disconnect).toHaveBeenCalled();
      expect(screen.getByText('Two')).toBeInTheDocument();
    });

    it('keeps keyboard focus on the same slide when swiper takes over', async () => {
      const observers = installIntersectionObserver();
      renderCarousel();
      screen.getByRole('button', { name: 'Two' }).focus();
      act(() => observers[0]!.callback([{ isIntersecting: true }]));
      await swiperReady();
      expect(screen.getByRole('button', { name: 'Two' })).toHaveFocus();
    });
  });
});
