import { Children, useEffect, useId, useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
// The core stylesheet only (layout of .swiper / .swiper-slide); our controls are our own.
import 'swiper/swiper.css';
import { BREAKPOINTS_PX, CAROUSEL_SWIPE_THRESHOLD_PX, TIMINGS_MS } from '@tour/shared';
import { NextIcon, PauseIcon, PlayIcon, PrevIcon } from '../shared/ControlIcons';
import { useAutoplayChoice } from './useAutoplayChoice';
import styles from './HomeCarousel.module.css';

export type MaxSlidesPerView = 3 | 4;

/** Slides per view by window width (spec §2/§9): 1 narrow, 2 from 768, 3 from 1024, 4 from 1280. */
export function carouselBreakpoints(
  max: MaxSlidesPerView,
): NonNullable<SwiperOptions['breakpoints']> {
  return {
    [BREAKPOINTS_PX.carouselNarrow]: { slidesPerView: 1, spaceBetween: 16 },
    [BREAKPOINTS_PX.carouselTwo]: { slidesPerView: 2, spaceBetween: 20 },
    [BREAKPOINTS_PX.carouselThree]: { slidesPerView: 3, spaceBetween: 24 },
    [BREAKPOINTS_PX.carouselFour]: { slidesPerView: max, spaceBetween: 24 },
  };
}

export interface HomeCarouselProps {
  /** Names the carousel region, e.g. 'Hidden gems'. */
  label: string;
  /** The section heading, shown beside the controls. */
  heading: ReactNode;
  /** 4 only for the destinations carousel. */
  maxSlidesPerView?: MaxSlidesPerView;
  children: ReactNode;
}

/**
 * The one carousel of the home page: loops, advances every 3 s at 300 ms, swipes from 5 px, and
 * has previous / next and a visible pause / play control (WCAG 2.2.2). Visitors who prefer
 * reduced motion start paused; hovering with a mouse pauses it too.
 */
export function HomeCarousel({
  label,
  heading,
  maxSlidesPerView = 3,
  children,
}: HomeCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { playing, toggle } = useAutoplayChoice();
  const slidesId = useId();
  // Swiper reads its options once; later play / pause goes through its autoplay methods.
  const [options] = useState<SwiperOptions>(() => ({
    loop: true,
    speed: TIMINGS_MS.carouselSpeed,
    threshold: CAROUSEL_SWIPE_THRESHOLD_PX,
    slidesPerView: 1,
    spaceBetween: 16,
    breakpoints: carouselBreakpoints(maxSlidesPerView),
    autoplay: {
      enabled: playing,
      delay: TIMINGS_MS.carouselSlide,
      disableOnInteraction: false,
      pauseOnMouseEnter: true,
    },
    a11y: {
      enabled: true,
      prevSlideMessage: 'Previous slide',
      nextSlideMessage: 'Next slide',
      slideLabelMessage: '{{index}} of {{slidesLength}}',
      itemRoleDescriptionMessage: 'slide',
    },
  }));

  useEffect(() => {
    const autoplay = swiper?.autoplay;
    if (!autoplay) return;
    if (playing && !autoplay.running) autoplay.start();
    if (!playing && autoplay.running) autoplay.stop();
  }, [swiper, playing]);

  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.header}>
        <div className={styles.heading}>{heading}</div>
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            aria-label="Previous slide"
            onClick={() => swiper?.slidePrev()}
          >
            <PrevIcon />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={playing ? 'Pause slides' : 'Play slides'}
            onClick={toggle}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className={styles.control}
            aria-controls={slidesId}
            aria-label="Next slide"
            onClick={() => swiper?.slideNext()}
          >
            <NextIcon />
          </button>
        </div>
      </div>
      <Swiper
        id={slidesId}
        className={styles.swiper}
        modules={[A11y, Autoplay]}
        onSwiper={setSwiper}
        {...options}
      >
        {Children.toArray(children).map((child, index) => (
          <SwiperSlide key={index} className={styles.slide}>
            {child}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
