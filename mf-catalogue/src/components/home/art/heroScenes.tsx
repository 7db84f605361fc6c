import heroKerala from '../../../assets/art/hero-kerala.svg';
import heroGoa from '../../../assets/art/hero-goa.svg';
import heroJaipur from '../../../assets/art/hero-jaipur.svg';
import heroKashmir from '../../../assets/art/hero-kashmir.svg';
import heroShimla from '../../../assets/art/hero-shimla.svg';

/**
 * 1440 × 560 hero landscapes (SVG files in src/assets/art). The main motif sits between x 700 and
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
}

export function HeroScene({ scene, label, priority = false }: HeroSceneProps) {
  return (
    <img
      src={SCENES[scene]}
      alt={label}
      width={1440}
      height={560}
      {...(priority
        ? { fetchPriority: 'high' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}
