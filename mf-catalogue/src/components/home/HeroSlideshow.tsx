import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowIcon, listingPath, TIMINGS_MS } from '@tour/shared';
import { HeroIllustration } from '../HeroIllustration';
import { cx } from '../shared/cx';
import { PlayPauseButton } from '../slideshow/PlayPauseButton';
import { Slide } from '../slideshow/Slide';
import { SlideDots } from '../slideshow/SlideDots';
import { useSlideshow } from '../slideshow/useSlideshow';
import controls from '../slideshow/slideControls.module.css';
import { heroSlides } from './heroArt';
import { useHomeContent } from './useHomeContent';
import styles from './HeroSlideshow.module.css';

/**
 * The hero's five slides (content/home.yaml): each with its own illustration, sub-heading and
 * heading, advancing every 5 s and looping. A visible pause / play control and slide dots; no
 * autoplay for visitors who prefer reduced motion. Unlike the Darshan carousel it keeps moving
 * under the pointer and with focus inside it. The illustrations fill the hero behind the text.
 */
export function HeroSlideshow() {
  const content = useHomeContent();
  const slides = content.status === 'ready' ? heroSlides(content.home.hero.slides) : [];
  const count = slides.length;
  const { index, playing, goTo, togglePlaying } = useSlideshow(count, TIMINGS_MS.heroSlide);
  // The other slides' pictures wait until the first has loaded (or another slide is chosen):
  // stacked in the hero they count as on screen, so `loading="lazy"` would not hold them back,
  // and they would share a slow connection with the picture the visitor sees first.
  const [firstArtLoaded, setFirstArtLoaded] = useState(false);
  const showArt = (i: number) => i === 0 || firstArtLoaded || index !== 0;

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
        {slides.map((slide, i) => (
          <Slide
            key={`${i}-${slide.destination}`}
            position={i}
            count={count}
            current={i === index}
            className={styles.slide}
            currentClassName={styles.current}
          >
            <p className={styles.eyebrow}>{slide.subheading}</p>
            <h2 className={styles.title}>{slide.heading}</h2>
            <p className={styles.text}>{slide.text}</p>
            <Link className={cx(controls.cta, styles.cta)} to={listingPath(slide.destination)}>
              Explore {slide.name} packages <ArrowIcon />
            </Link>
          </Slide>
        ))}
      </div>

      <div className={styles.controls}>
        <PlayPauseButton playing={playing} onToggle={togglePlaying} className={styles.pause} />
        <SlideDots
          names={slides.map((slide) => slide.subheading)}
          current={index}
          onChoose={goTo}
          look="overPicture"
        />
      </div>
    </div>
  );
}
