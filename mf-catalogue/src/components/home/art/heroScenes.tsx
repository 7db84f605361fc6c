import heroKerala from '../../../assets/art/hero-kerala.svg?webp=1440';
import heroGoa from '../../../assets/art/hero-goa.svg?webp=1440';
import heroJaipur from '../../../assets/art/hero-jaipur.svg?webp=1440';
import heroKashmir from '../../../assets/art/hero-kashmir.svg?webp=1440';
import heroShimla from '../../../assets/art/hero-shimla.svg?webp=1440';

/**
 * 1440 × 560 hero landscapes, drawn as SVG files in src/assets/art and shipped as WebP pictures
 * made from them at build time: a browser parses an SVG image on the main thread (48 ms for the
 * first hero, measured), a WebP decodes off it. 1440 px wide covers a 1280 px screen and a
 * phone, which shows a 977 px wide crop. The main motif sits between x 700 and
 * 1150, clear of the text on wide screens and still in view when a phone shows only the middle
 * of the picture.
 */
const SCENES = {
  kerala: heroKerala,
  goa: heroGoa,
  jaipur: heroJaipur,
  kashmir: heroKashmir,
  shimla: heroShimla,
} satisfies Record<string, string>;

export type HeroSceneKey = keyof typeof SCENES;

export interface HeroSceneProps {
  scene: HeroSceneKey;
  label: string;
  /** The first slide is the page's largest paint: fetched at once, ahead of other images. */
  priority?: boolean;
  onLoad?: () => void;
}

export function HeroScene({ scene, label, priority = false, onLoad }: HeroSceneProps) {
  return (
    <img
      src={SCENES[scene]}
      alt={label}
      width={1440}
      height={560}
      onLoad={onLoad}
      {...(priority
        ? { fetchPriority: 'high' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}
