import cardBadrinath from '../../../assets/art/card-badrinath.svg';
import cardDarjeeling from '../../../assets/art/card-darjeeling.svg';
import cardDwarka from '../../../assets/art/card-dwarka.svg';
import cardGandikota from '../../../assets/art/card-gandikota.svg';
import cardGoa from '../../../assets/art/card-goa.svg';
import cardGokarna from '../../../assets/art/card-gokarna.svg';
import cardKashmir from '../../../assets/art/card-kashmir.svg';
import cardKedarnath from '../../../assets/art/card-kedarnath.svg';
import cardKerala from '../../../assets/art/card-kerala.svg';
import cardManali from '../../../assets/art/card-manali.svg';
import cardMawlynnong from '../../../assets/art/card-mawlynnong.svg';
import cardNainital from '../../../assets/art/card-nainital.svg';
import cardPuri from '../../../assets/art/card-puri.svg';
import cardRajasthan from '../../../assets/art/card-rajasthan.svg';
import cardRameshwaram from '../../../assets/art/card-rameshwaram.svg';
import cardShimla from '../../../assets/art/card-shimla.svg';
import cardSpiti from '../../../assets/art/card-spiti.svg';
import cardVaishnoDevi from '../../../assets/art/card-vaishno-devi.svg';
import cardZiro from '../../../assets/art/card-ziro.svg';

/**
 * 400 × 300 (4:3) card landscapes: flat layered SVGs in src/assets/art, one per place, fetched as
 * files (cached, and never part of the JavaScript).
 */
const SCENES = {
  badrinath: cardBadrinath,
  darjeeling: cardDarjeeling,
  dwarka: cardDwarka,
  gandikota: cardGandikota,
  goa: cardGoa,
  gokarna: cardGokarna,
  kashmir: cardKashmir,
  kedarnath: cardKedarnath,
  kerala: cardKerala,
  manali: cardManali,
  mawlynnong: cardMawlynnong,
  nainital: cardNainital,
  puri: cardPuri,
  rajasthan: cardRajasthan,
  rameshwaram: cardRameshwaram,
  shimla: cardShimla,
  spiti: cardSpiti,
  'vaishno-devi': cardVaishnoDevi,
  ziro: cardZiro,
} satisfies Record<string, string>;

export type CardSceneKey = keyof typeof SCENES;

export interface CardSceneProps {
  scene: CardSceneKey;
  label: string;
  className?: string;
}

/** Cards sit below the first screen: lazy, and a fixed 4:3 box so nothing shifts. */
export function CardScene({ scene, label, className }: CardSceneProps) {
  return (
    <img
      src={SCENES[scene]}
      alt={label}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
