import { HeroScene } from './home/art/heroScenes';
import type { HeroSlide } from './home/homeContent';

/** One hero slide's own landscape: our flat, layered SVG, 1440 × 560, described for readers. */
export function HeroIllustration({ slide }: { slide: Pick<HeroSlide, 'scene' | 'art'> }) {
  return <HeroScene scene={slide.scene} label={slide.art} />;
}
