import { HeroScene } from './home/art/heroScenes';
import type { HeroSlide } from './home/heroContent';

/** One hero slide's own landscape: our flat, layered SVG, 1440 × 560, described for readers. */
export function HeroIllustration({
  slide,
  priority = false,
  onLoad,
}: {
  slide: Pick<HeroSlide, 'scene' | 'art'>;
  /** True for the slide shown first. */
  priority?: boolean;
  onLoad?: () => void;
}) {
  return <HeroScene scene={slide.scene} label={slide.art} priority={priority} onLoad={onLoad} />;
}
