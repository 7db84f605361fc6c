import type { HomeHeroSlideCard } from '@tour/shared/contracts';
import type { HeroSceneKey } from './art/heroScenes';

/**
 * The hero's pictures: the slides' words are content (content/home.yaml), the landscape behind
 * each is ours, chosen by the slide's destination. A destination without a landscape of its own
 * borrows the first.
 */
const ART: Readonly<Record<HeroSceneKey, string>> = {
  kerala: 'A houseboat on a calm Kerala backwater lined with coconut palms at sunset',
  goa: 'Palm trees on a Goan beach with sailing boats and a low evening sun',
  jaipur: 'A sandstone fort above desert dunes with camels in the foreground',
  kashmir: 'Shikara boats on a still lake below snow-capped Himalayan peaks and pine forest',
  shimla: 'Colourful hill houses and a church spire on a ridge among pine-covered hills',
};

export interface HeroArt {
  scene: HeroSceneKey;
  /** What the landscape shows, for screen readers. */
  art: string;
}

export type HeroSlide = HomeHeroSlideCard & HeroArt;

const isScene = (key: string): key is HeroSceneKey => Object.hasOwn(ART, key);

export function heroSlides(slides: readonly HomeHeroSlideCard[]): HeroSlide[] {
  return slides.map((slide) => {
    const scene = isScene(slide.destination) ? slide.destination : 'kerala';
    return { ...slide, scene, art: ART[scene] };
  });
}
