/**
 * A stand-in for `swiper/react` in jsdom tests (swiper ships ESM only, and jsdom has no layout).
 * Use it with:
 *   jest.mock('swiper/react', () => jest.requireActual('./testing/swiperMock'));
 *   jest.mock('swiper/modules', () => ({ A11y: {}, Autoplay: {} }));
 * It records the options each carousel was given and hands out a fake instance whose
 * autoplay and slide methods are jest mocks.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { SwiperOptions } from 'swiper/types';

export interface FakeSwiper {
  autoplay: { running: boolean; start: jest.Mock; stop: jest.Mock };
  slideNext: jest.Mock;
  slidePrev: jest.Mock;
}

export const renderedSwipers: { options: SwiperOptions; instance: FakeSwiper }[] = [];

function fakeSwiper(options: SwiperOptions): FakeSwiper {
  const autoplayOption = options.autoplay;
  const autoplay = {
    running:
      typeof autoplayOption === 'object' ? autoplayOption.enabled !== false : !!autoplayOption,
    start: jest.fn(() => {
      autoplay.running = true;
      return true;
    }),
    stop: jest.fn(() => {
      autoplay.running = false;
      return true;
    }),
  };
  return { autoplay, slideNext: jest.fn(), slidePrev: jest.fn() };
}

type SwiperProps = SwiperOptions & {
  id?: string;
  className?: string;
  children?: ReactNode;
  onSwiper?: (swiper: FakeSwiper) => void;
};

export function Swiper({ id, className, children, onSwiper, ...options }: SwiperProps) {
  const [instance] = useState(() => {
    const created = fakeSwiper(options);
    renderedSwipers.push({ options, instance: created });
    return created;
  });
  useEffect(() => onSwiper?.(instance), [instance, onSwiper]);
  return (
    <div id={id} className={className} data-testid="swiper">
      {children}
    </div>
  );
}

export function SwiperSlide({
  className,
  children,
  ...rest
}: {
  className?: string;
  children?: ReactNode;
  'data-slide'?: number;
}) {
  return (
    <div className={className} {...rest}>
      {children}
    </div>
  );
}
