import { HeroScene } from './home/art/heroScenes';
import type { HeroArt } from './home/heroArt';

/** One hero slide's own landscape: our flat, layered SVG, 1440 × 560, described for readers. */
export function HeroIllustration({
  slide,
  priority = false,
  onLoad,
}: {
  slide: HeroArt;
  /** True for the slide shown first. */
  priority?: boolean;
  onLoad?: () => void;
}) {
  return <HeroScene scene={slide.scene} label={slide.art} priority={priority} onLoad={onLoad} />;
}
