import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowIcon, listingPath, PauseIcon, PlayIcon, TIMINGS_MS } from '@tour/shared';
import { HeroIllustration } from '../HeroIllustration';
import { heroSlides } from './heroArt';
import { useHomeContent } from './useHomeContent';
import { useAutoplayChoice } from './useAutoplayChoice';
import styles from './HeroSlideshow.module.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The hero's five slides (spec §2): each with its own illustration, sub-heading and heading,
 * advancing every 5 s and looping. A visible pause / play control and slide dots; no autoplay
 * for visitors who prefer reduced motion. The illustrations fill the hero behind the text.
 */
export function HeroSlideshow() {
  const content = useHomeContent();
  const slides = content.status === 'ready' ? heroSlides(content.home.hero.slides) : [];
  const [index, setIndex] = useState(0);
  const { playing, toggle } = useAutoplayChoice();
  const count = slides.length;
  // The other slides' pictures wait until the first has loaded (or another slide is chosen):
  // stacked in the hero they count as on screen, so `loading="lazy"` would not hold them back,
  // and they would share a slow connection with the picture the visitor sees first.
  const [firstArtLoaded, setFirstArtLoaded] = useState(false);
  const showArt = (i: number) => i === 0 || firstArtLoaded || index !== 0;

  // Re-armed on every change of slide, so choosing a dot gives that slide its full 5 s.
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % count),
      TIMINGS_MS.heroSlide,
    );
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  return (
    <div
      className={styles.slideshow}
      role="group"
      aria-roledescription="carousel"
      aria-label="Featured tour packages"
    >
      <div className={styles.art}>
        {slides.map((slide, i) => (
          <div
            key={`${i}-${slide.destination}`}
            className={cx(styles.artSlide, i === index && styles.current)}
            aria-hidden={i === index ? undefined : true}
          >
            {showArt(i) && (
              <HeroIllustration
                slide={slide}
                priority={i === 0}
                onLoad={i === 0 ? () => setFirstArtLoaded(true) : undefined}
              />
            )}
          </div>
        ))}
        <div className={styles.scrim} />
      </div>

      <div className={styles.slides} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <div
              key={`${i}-${slide.destination}`}
              className={cx(styles.slide, current && styles.current)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
            >
              <p className={styles.eyebrow}>{slide.subheading}</p>
              <h2 className={styles.title}>{slide.heading}</h2>
              <p className={styles.text}>{slide.text}</p>
              <Link className={styles.cta} to={listingPath(slide.destination)}>
                Explore {slide.name} packages <ArrowIcon />
              </Link>
            </div>
          );
        })}
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          onClick={toggle}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <div className={styles.dots} role="group" aria-label="Choose a slide">
          {slides.map((slide, i) => (
            <button
              key={`${i}-${slide.destination}`}
              type="button"
              className={cx(styles.dot, i === index && styles.currentDot)}
              aria-label={`Slide ${i + 1}: ${slide.subheading}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
