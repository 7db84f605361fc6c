import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
// The core stylesheet only (layout of .swiper / .swiper-slide); our controls are our own.
import 'swiper/swiper.css';
import styles from './HomeCarousel.module.css';

export interface HomeCarouselSwiperProps {
  id: string;
  options: SwiperOptions;
  onSwiper: (swiper: SwiperInstance) => void;
  slides: ReactNode[];
}

/**
 * The swiper half of HomeCarousel, in a chunk of its own: HomeCarousel loads it only when the
 * carousel comes near the viewport and shows the same slides statically until then.
 */
export default function HomeCarouselSwiper({
  id,
  options,
  onSwiper,
  slides,
}: HomeCarouselSwiperProps) {
  return (
    <Swiper
      id={id}
      className={styles.swiper}
      modules={[A11y, Autoplay]}
      onSwiper={onSwiper}
      {...options}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} className={styles.slide} data-slide={index}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
