import {
  Children,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import {
  BREAKPOINTS_PX,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  NextIcon,
  PrevIcon,
  TIMINGS_MS,
  useNearViewport,
} from '@tour/shared';
import { cx } from '../shared/cx';
import { PlayPauseButton } from '../slideshow/PlayPauseButton';
import { useAutoplayChoice } from '../slideshow/useAutoplayChoice';
import controls from '../slideshow/slideControls.module.css';
import type { HomeCarouselSwiperProps } from './HomeCarouselSwiper';
import styles from './HomeCarousel.module.css';

export type MaxSlidesPerView = 3 | 4;

/** Slides per view by window width: 1 narrow, 2 from 768, 3 from 1024, 4 from 1280. */
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

/**
 * When a carousel starts loading swiper: as soon as any of it enters the viewport. Not earlier:
 * the first carousel's top sits 818 px down at 1280 wide (1016 px on a phone), so a 300 px margin
 * would fetch swiper on most first loads. The still slides look the same, and the section's own
 * reveal (Reveal, 8% in) starts later, so the controls are ready about when the section shows.
 */
export const CAROUSEL_LOAD_MARGIN = '0px';

/** swiper (~26 KB gzip) is fetched only when a carousel comes near the viewport. */
const loadSwiper = () => import('./HomeCarouselSwiper');

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Where focus sits among the slides: slide number and the n-th focusable element in it. */
interface FocusSpot {
  slide: string;
  index: number;
}

function focusSpot(root: HTMLElement | null): FocusSpot | null {
  const active = document.activeElement;
  const slide = active?.closest<HTMLElement>('[data-slide]');
  if (!root || !active || !slide?.dataset.slide || !root.contains(slide)) return null;
  return {
    slide: slide.dataset.slide,
    index: [...slide.querySelectorAll(FOCUSABLE)].indexOf(active),
  };
}

function restoreFocus(root: HTMLElement | null, spot: FocusSpot) {
  const slide = root?.querySelector(`[data-slide="${spot.slide}"]`);
  slide?.querySelectorAll<HTMLElement>(FOCUSABLE)[spot.index]?.focus();
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
 *
 * Until swiper has loaded (when the carousel enters the viewport) the same
 * slides are shown still, laid out exactly as swiper lays out its first view, with the controls'
 * room kept; so nothing moves when swiper takes over.
 */
export function HomeCarousel({
  label,
  heading,
  maxSlidesPerView = 3,
  children,
}: HomeCarouselProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef, CAROUSEL_LOAD_MARGIN);
  const [Slides, setSlides] = useState<ComponentType<HomeCarouselSwiperProps> | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const focusToRestore = useRef<FocusSpot | null>(null);
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
    if (!near || Slides) return;
    let current = true;
    loadSwiper().then(
      (module) => {
        if (!current) return;
        // Someone tabbing into the still slides keeps their place when swiper replaces them.
        focusToRestore.current = focusSpot(rootRef.current);
        setSlides(() => module.default);
      },
      // Without swiper (its chunk failed to load) the still slides stay: every card still works.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [near, Slides]);

  useEffect(() => {
    const spot = focusToRestore.current;
    if (!Slides || !spot) return;
    focusToRestore.current = null;
    restoreFocus(rootRef.current, spot);
  }, [Slides]);

  useEffect(() => {
    const autoplay = swiper?.autoplay;
    if (!autoplay) return;
    if (playing && !autoplay.running) autoplay.start();
    if (!playing && autoplay.running) autoplay.stop();
  }, [swiper, playing]);

  const slides = Children.toArray(children);
  const controlClassName = cx(controls.control, styles.raised);
  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.header}>
        <div className={styles.heading}>{heading}</div>
        {/* Hidden, not absent, until swiper is ready: their room stays the same. */}
        <div className={swiper ? styles.controls : `${styles.controls} ${styles.waiting}`}>
          <button
            type="button"
            className={controlClassName}
            aria-controls={slidesId}
            aria-label="Previous slide"
            onClick={() => swiper?.slidePrev()}
          >
            <PrevIcon />
          </button>
          <PlayPauseButton
            playing={playing}
            onToggle={toggle}
            className={controlClassName}
            what="slides"
          />
          <button
            type="button"
            className={controlClassName}
            aria-controls={slidesId}
            aria-label="Next slide"
            onClick={() => swiper?.slideNext()}
          >
            <NextIcon />
          </button>
        </div>
      </div>
      {Slides ? (
        <Slides id={slidesId} options={options} onSwiper={setSwiper} slides={slides} />
      ) : (
        <div
          id={slidesId}
          className={[styles.swiper, styles.still, maxSlidesPerView === 4 && styles.four]
            .filter(Boolean)
            .join(' ')}
        >
          <div className={styles.track}>
            {slides.map((slide, index) => (
              <div
                key={index}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                data-slide={index}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
