import { useRef, type FocusEvent, type TouchEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ArrowIcon,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  Eyebrow,
  NextIcon,
  PrevIcon,
  TIMINGS_MS,
} from '@tour/shared';
import { cx } from '../shared/cx';
import { PlayPauseButton } from '../slideshow/PlayPauseButton';
import { Slide } from '../slideshow/Slide';
import { SlideDots } from '../slideshow/SlideDots';
import { useSlideshow } from '../slideshow/useSlideshow';
import controls from '../slideshow/slideControls.module.css';
import { PilgrimArt } from './PilgrimArt';
import type { DarshanSlide } from './darshanArt';
import styles from './DarshanCarousel.module.css';

export interface DarshanCarouselProps {
  slides: readonly DarshanSlide[];
  /** Where every slide leads. */
  to: string;
  label: string;
}

/**
 * The religious tours carousel (/darshan): one slide at a time, every 3 s, looping, with
 * previous / next buttons, dots, a pause control and swipe. It holds still while the pointer is
 * over it or focus is inside it, and never starts on its own for reduced-motion visitors.
 * The whole slide is one link.
 */
export function DarshanCarousel({ slides, to, label }: DarshanCarouselProps) {
  const count = slides.length;
  const { index, playing, goTo, next, prev, togglePlaying, hold } = useSlideshow(
    count,
    TIMINGS_MS.carouselSlide,
  );
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) <= CAROUSEL_SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    event.preventDefault(); // a swipe, not a tap on the slide's link
    if (dx < 0) next();
    else prev();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => hold('pointer', true)}
      onMouseLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={onBlur}
    >
      <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div
          className={styles.track}
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            <Slide
              key={slide.id}
              position={i}
              count={count}
              current={i === index}
              className={styles.slide}
              currentClassName={styles.current}
            >
              <div className={styles.art}>
                <PilgrimArt scene={slide.scene} sky={slide.sky} width={480} height={360} />
              </div>
              <div className={styles.body}>
                <Eyebrow tone="onDark">{slide.eyebrow}</Eyebrow>
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.text}>{slide.text}</p>
                <Link className={cx(controls.cta, styles.cta)} to={to}>
                  Explore packages <ArrowIcon />
                </Link>
              </div>
            </Slide>
          ))}
        </div>
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={controls.control}
          onClick={prev}
          aria-label="Previous slide"
        >
          <PrevIcon />
        </button>
        <SlideDots
          names={slides.map((slide) => slide.eyebrow)}
          current={index}
          onChoose={goTo}
          look="onPage"
        />
        <button type="button" className={controls.control} onClick={next} aria-label="Next slide">
          <NextIcon />
        </button>
        <PlayPauseButton
          playing={playing}
          onToggle={togglePlaying}
          className={cx(controls.control, styles.pause)}
        />
      </div>
    </section>
  );
}
