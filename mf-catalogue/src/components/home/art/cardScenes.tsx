import type { ReactElement } from 'react';
import { C } from './palette';
import {
  Birds,
  Camel,
  Fort,
  Gopuram,
  House,
  Houseboat,
  Palm,
  Pine,
  Ripples,
  Sailboat,
  Scene,
  Shikara,
  Temple,
  Tree,
} from './pieces';

/** 400 × 300 (4:3) card landscapes: flat layers in the palette, one per place. */
const SCENES = {
  gandikota: () => (
    <>
      <rect width="400" height="300" fill={C.skyWarm} />
      <circle cx="200" cy="92" r="30" fill={C.sun} />
      <path d="M0 70H70L96 112L110 300H0Z" fill={C.redSoil} />
      <path d="M400 84H322L300 124L286 300H400Z" fill={C.redSoil} />
      <path d="M70 70L96 112L84 150L118 196L104 300H0V150Z" fill={C.rust} opacity="0.7" />
      <path d="M322 84L300 124L316 170L282 214L296 300H400V160Z" fill={C.rust} opacity="0.7" />
      <path d="M0 70h18v-10h10v10h18v-10h10v10h14V86H0Z" fill={C.fortShade} />
      <path
        d="M150 300C170 250 150 220 190 200S240 180 220 150H180C200 190 130 220 120 300Z"
        fill={C.waterDeep}
      />
      <path d="M120 300C130 240 180 220 200 196L214 200C190 230 150 250 150 300Z" fill={C.water} />
      <Birds x={240} y={60} s={0.8} />
    </>
  ),
  ziro: () => (
    <>
      <rect width="400" height="300" fill={C.skyBlue} />
      <path d="M0 120Q90 70 180 110T400 96V200H0Z" fill={C.hillFar} />
      <path d="M0 150Q120 110 240 140T400 130V220H0Z" fill={C.hillMid} />
      <Pine x={40} y={152} s={0.7} />
      <Pine x={62} y={150} s={0.55} />
      <Pine x={350} y={138} s={0.7} />
      <Pine x={372} y={140} s={0.55} />
      <path d="M0 170Q200 156 400 170V300H0Z" fill={C.greenPale} />
      <path d="M0 196Q200 182 400 196V212Q200 198 0 212Z" fill={C.greenLight} />
      <path d="M0 232Q200 216 400 232V250Q200 234 0 250Z" fill={C.greenLight} />
      <path d="M0 272Q200 256 400 272V300H0Z" fill={C.greenLight} />
      <g fill={C.wood}>
        <rect x="250" y="150" width="40" height="18" />
        <path d="M244 152L270 134L296 152Z" fill={C.sandDark} />
        <path d="M254 168v10M286 168v10" stroke={C.woodDark} strokeWidth="3" />
      </g>
    </>
  ),
  spiti: () => (
    <>
      <rect width="400" height="300" fill={C.skyBlue} />
      <path d="M0 150L70 70L130 120L210 40L290 110L340 70L400 120V300H0Z" fill={C.brownHill} />
      <path
        d="M70 70L88 90L76 88L62 98ZM210 40L232 64L216 60L198 72ZM340 70L356 88L344 86L330 92Z"
        fill={C.snow}
      />
      <path d="M0 200L90 140L170 190L250 150L330 180L400 160V300H0Z" fill={C.brownHillDark} />
      <g transform="translate(228 150)">
        <rect x="-34" y="-22" width="68" height="22" fill={C.white} />
        <rect x="-22" y="-40" width="44" height="18" fill={C.white} />
        <rect x="-10" y="-54" width="20" height="14" fill={C.white} />
        <rect x="-34" y="-24" width="68" height="4" fill={C.redSoil} />
        <rect x="-22" y="-42" width="44" height="4" fill={C.redSoil} />
        <path d="M-24-12h8M-6-12h8M12-12h8M-12-32h6M6-32h6" stroke={C.woodDark} strokeWidth="5" />
      </g>
      <path d="M0 260Q140 230 260 256T400 246V300H0Z" fill={C.sandDark} />
      <path d="M40 300Q120 270 200 280T340 300Z" fill={C.water} opacity="0.8" />
    </>
  ),
  gokarna: () => (
    <>
      <rect width="400" height="300" fill={C.skyDusk} />
      <circle cx="250" cy="130" r="38" fill={C.sun} />
      <rect y="150" width="400" height="150" fill={C.water} />
      <Ripples y={168} />
      <path d="M0 110Q50 100 90 130L120 180Q90 200 0 210Z" fill={C.greenDark} />
      <path d="M0 196Q60 186 116 178L120 180Q90 200 0 210Z" fill={C.redSoil} />
      <path d="M0 240Q160 200 400 236V300H0Z" fill={C.sand} />
      <path d="M0 240Q160 200 400 236" stroke={C.white} strokeWidth="4" fill="none" opacity="0.8" />
      <Palm x={330} y={250} s={0.9} flip />
      <Palm x={370} y={256} s={0.7} />
      <Sailboat x={180} y={196} s={0.8} />
    </>
  ),
  mawlynnong: () => (
    <>
      <rect width="400" height="300" fill={C.skyTeal} />
      <path d="M0 110Q100 80 200 104T400 90V300H0Z" fill={C.hillMid} />
      <Tree x={40} y={150} s={1.4} fill={C.greenDark} />
      <Tree x={110} y={140} s={1.1} />
      <Tree x={300} y={140} s={1.2} fill={C.greenDark} />
      <Tree x={365} y={150} s={1.4} />
      <path d="M0 150Q200 130 400 150V300H0Z" fill={C.green} />
      <path d="M0 250C80 220 160 260 240 236S360 230 400 246V300H0Z" fill={C.water} />
      <Ripples y={262} />
      <path d="M96 230C140 140 260 140 304 226" stroke={C.wood} strokeWidth="10" fill="none" />
      <path d="M96 230C140 160 260 160 304 226" stroke={C.woodDark} strokeWidth="4" fill="none" />
      <path
        d="M130 196l8 18M160 176l4 22M200 168v24M240 176l-4 22M270 196l-8 18"
        stroke={C.wood}
        strokeWidth="3"
      />
      <path
        d="M70 236Q90 220 100 240L60 250ZM300 236Q320 218 340 244L296 246Z"
        fill={C.greenDark}
      />
    </>
  ),
  puri: () => (
    <>
      <rect width="400" height="300" fill={C.skyDawn} />
      <circle cx="320" cy="80" r="30" fill={C.sun} />
      <Temple x={170} y={236} s={1.25} />
      <path d="M0 236H400V300H0Z" fill={C.sand} />
      <path d="M0 262Q50 252 100 262T200 262T300 262T400 262V300H0Z" fill={C.water} />
      <path
        d="M0 274Q50 264 100 274T200 274T300 274T400 274"
        stroke={C.white}
        strokeWidth="3"
        fill="none"
        opacity="0.8"
      />
      <Birds x={60} y={70} />
    </>
  ),
  dwarka: () => (
    <>
      <rect width="400" height="300" fill={C.skyBlue} />
      <circle cx="80" cy="80" r="26" fill={C.sunPale} />
      <Temple x={250} y={214} s={1.1} fill={C.sand} shade={C.sandDark} />
      <path d="M0 214H400V236H0Z" fill={C.stoneShade} />
      <path d="M0 222h400M0 230h400" stroke={C.sandDark} strokeWidth="2" />
      <rect y="236" width="400" height="64" fill={C.waterDeep} />
      <Ripples y={246} />
      <Sailboat x={80} y={262} s={0.8} />
    </>
  ),
  rameshwaram: () => (
    <>
      <rect width="400" height="300" fill={C.skyWarm} />
      <Gopuram x={120} y={220} s={1.2} />
      <Palm x={40} y={222} s={0.9} />
      <Palm x={210} y={222} s={0.75} flip />
      <path d="M0 220H400V300H0Z" fill={C.water} />
      <path d="M236 214H400V222H236Z" fill={C.greyStoneDark} />
      <path
        d="M250 222q14 20 28 0q14 20 28 0q14 20 28 0q14 20 28 0q14 20 28 0"
        stroke={C.greyStoneDark}
        strokeWidth="5"
        fill="none"
      />
      <Ripples y={248} />
    </>
  ),
  kedarnath: () => (
    <>
      <rect width="400" height="300" fill={C.skyBlue} />
      <path d="M0 170L120 40L200 110L260 60L400 170V300H0Z" fill={C.mount} />
      <path d="M120 40L160 84L138 78L112 96L92 72ZM260 60L292 92L270 88L252 100Z" fill={C.snow} />
      <path d="M0 200L100 150L200 180L300 140L400 190V300H0Z" fill={C.mountDark} />
      <Temple x={200} y={248} s={1} fill={C.greyStone} shade={C.greyStoneDark} />
      <path d="M0 248H400V300H0Z" fill={C.greyStoneDark} />
      <path d="M0 262H400" stroke={C.greyStone} strokeWidth="3" />
    </>
  ),
  badrinath: () => (
    <>
      <rect width="400" height="300" fill={C.skyBlue} />
      <path d="M0 160L80 60L160 130L250 50L330 120L400 80V300H0Z" fill={C.mount} />
      <path d="M80 60L104 88L86 84L66 96ZM250 50L278 82L258 78L236 90Z" fill={C.snow} />
      <g transform="translate(200 236)">
        <rect x="-70" y="-60" width="140" height="60" fill={C.saffron} />
        <rect x="-70" y="-66" width="140" height="8" fill={C.green} />
        <path d="M-44-66Q-30-90-16-66ZM16-66Q30-90 44-66Z" fill={C.sun} />
        <path d="M-14-66Q0-106 14-66Z" fill={C.sun} />
        <path d="M0-100V-120" stroke={C.woodDark} strokeWidth="2" />
        <path d="M0-120L18-114L0-108Z" fill={C.saffronDark} />
        <path d="M-14 0V-32Q0-48 14-32V0Z" fill={C.woodDark} />
        <path d="M-52-44h18M34-44h18" stroke={C.white} strokeWidth="6" />
        <rect x="-70" y="-22" width="140" height="5" fill={C.teal} />
      </g>
      <path d="M0 236H400V300H0Z" fill={C.greyStone} />
      <path d="M0 262Q100 250 200 266T400 258V300H0Z" fill={C.water} />
    </>
  ),
  'vaishno-devi': () => (
    <>
      <rect width="400" height="300" fill={C.skyDawn} />
      <path d="M0 200L90 90L150 150L200 60L250 150L310 90L400 200V300H0Z" fill={C.hillMid} />
      <path d="M0 230L100 170L200 210L300 160L400 220V300H0Z" fill={C.green} />
      <path
        d="M40 300L160 262L90 236L200 210L140 186L200 120"
        stroke={C.sand}
        strokeWidth="6"
        fill="none"
        strokeLinejoin="round"
      />
      <g fill={C.saffron}>
        <circle cx="112" cy="274" r="4" />
        <circle cx="150" cy="224" r="4" />
        <circle cx="170" cy="154" r="4" />
      </g>
      <path d="M186 120Q200 98 214 120Z" fill={C.stone} />
      <path d="M194 120v-6a6 6 0 0 1 12 0v6Z" fill={C.woodDark} />
      <path d="M200 102V84L214 89L200 94" stroke={C.woodDark} strokeWidth="1.5" fill={C.saffron} />
      <Pine x={320} y={226} s={0.7} />
      <Pine x={346} y={230} s={0.6} />
    </>
  ),
  rajasthan: () => (
    <>
      <rect width="400" height="300" fill={C.skyWarm} />
      <circle cx="320" cy="70" r="30" fill={C.sun} />
      <Fort x={190} y={190} s={0.9} />
      <path d="M0 190Q100 170 200 190T400 180V300H0Z" fill={C.dune} />
      <path d="M0 240Q120 200 240 236T400 226V300H0Z" fill={C.duneDark} />
      <Camel x={310} y={238} s={0.9} />
      <path d="M0 280Q200 250 400 280V300H0Z" fill={C.dune} />
    </>
  ),
  kerala: () => (
    <>
      <rect width="400" height="300" fill={C.skyWarm} />
      <circle cx="296" cy="96" r="30" fill={C.sun} />
      <path d="M0 156Q100 130 200 148T400 138V300H0Z" fill={C.hillFar} />
      <rect y="184" width="400" height="116" fill={C.water} />
      <path d="M0 184Q60 170 130 180T270 176T400 182V192H0Z" fill={C.greenDark} />
      <Palm x={40} y={188} s={0.85} />
      <Palm x={78} y={188} s={0.65} flip />
      <Palm x={360} y={188} s={0.8} flip />
      <Ripples y={210} />
      <Houseboat x={206} y={246} s={0.9} />
      <path d="M0 276Q100 264 200 278T400 270V300H0Z" fill={C.green} />
    </>
  ),
  goa: () => (
    <>
      <rect width="400" height="300" fill={C.skyDusk} />
      <circle cx="150" cy="130" r="40" fill={C.sun} />
      <rect y="160" width="400" height="140" fill={C.water} />
      <Ripples y={176} />
      <Sailboat x={90} y={200} s={0.9} />
      <path d="M0 232Q200 206 400 222V300H0Z" fill={C.sand} />
      <path d="M0 232Q200 206 400 222" stroke={C.white} strokeWidth="4" fill="none" opacity="0.8" />
      <Palm x={290} y={262} s={1} />
      <Palm x={340} y={266} s={0.85} flip />
      <Palm x={372} y={260} s={0.7} />
      <path d="M200 262h36l-18-24Z" fill={C.saffron} />
      <path d="M218 238V270" stroke={C.woodDark} strokeWidth="2" />
    </>
  ),
  kashmir: () => (
    <>
      <rect width="400" height="300" fill={C.skyBlue} />
      <path d="M0 150L90 56L160 120L240 40L320 110L400 70V200H0Z" fill={C.mount} />
      <path
        d="M90 56L118 86L98 82L76 94L66 80ZM240 40L270 74L250 70L228 82ZM400 70V96L380 88L368 94Z"
        fill={C.snow}
      />
      <path d="M0 180Q100 150 200 170T400 160V210H0Z" fill={C.greenDark} />
      <Pine x={30} y={182} s={0.7} />
      <Pine x={56} y={180} s={0.6} />
      <Pine x={344} y={168} s={0.7} />
      <Pine x={370} y={170} s={0.6} />
      <rect y="196" width="400" height="104" fill={C.water} />
      <path d="M60 204l60 -8 40 10 -40 20Z" fill={C.mountDark} opacity="0.25" />
      <Ripples y={220} />
      <Shikara x={210} y={254} s={1.1} />
    </>
  ),
  manali: () => (
    <>
      <rect width="400" height="300" fill={C.skyBlue} />
      <path d="M0 160L110 50L190 120L280 30L400 150V300H0Z" fill={C.mountDark} />
      <path
        d="M110 50L148 90L126 86L102 100L80 80ZM280 30L318 70L296 66L272 80L254 62Z"
        fill={C.snow}
      />
      <path d="M0 190Q200 150 400 186V300H0Z" fill={C.greenDark} />
      {[20, 50, 80, 300, 330, 362, 390].map((x, i) => (
        <Pine key={x} x={x} y={200 + (i % 2) * 6} s={0.9 - (i % 3) * 0.1} fill={C.green} />
      ))}
      <House x={170} y={226} s={1.2} wall={C.stone} roof={C.greyStoneDark} />
      <path d="M0 250C100 230 160 270 260 250S380 244 400 256V300H0Z" fill={C.water} />
      <Ripples y={266} />
    </>
  ),
  darjeeling: () => (
    <>
      <rect width="400" height="300" fill={C.skyBlue} />
      <path d="M0 140L100 70L150 100L220 40L300 100L400 60V200H0Z" fill={C.mountFar} />
      <path
        d="M100 70L120 84L104 84L90 92ZM220 40L248 62L230 60L210 72ZM400 60V80L386 74Z"
        fill={C.snow}
      />
      <path d="M0 170Q120 120 260 150T400 140V300H0Z" fill={C.green} />
      <g
        stroke={C.greenDark}
        strokeWidth="8"
        fill="none"
        strokeLinecap="round"
        strokeDasharray="2 14"
      >
        <path d="M0 190Q120 150 260 178T400 168" />
        <path d="M0 214Q120 174 260 202T400 192" />
        <path d="M0 238Q120 198 260 226T400 216" />
        <path d="M0 262Q120 222 260 250T400 240" />
        <path d="M0 286Q120 246 260 274T400 264" />
      </g>
      <Tree x={330} y={170} s={1} fill={C.greenDark} />
      <House x={80} y={166} s={0.9} wall={C.stone} roof={C.teal} />
    </>
  ),
  shimla: () => (
    <>
      <rect width="400" height="300" fill={C.skyDawn} />
      <path d="M0 130L90 80L170 120L260 70L400 130V300H0Z" fill={C.mountFar} />
      <path d="M0 190Q90 120 200 150T400 170V300H0Z" fill={C.hillMid} />
      <House x={150} y={150} s={1} wall={C.stone} roof={C.redSoil} />
      <House x={186} y={156} s={0.9} wall={C.sand} roof={C.teal} />
      <House x={118} y={160} s={0.9} wall={C.sand} roof={C.greyStoneDark} />
      <g transform="translate(222 156)">
        <rect x="-8" y="-34" width="16" height="34" fill={C.sand} />
        <path d="M-10-34L0-56L10-34Z" fill={C.redSoil} />
        <path d="M0-56V-64M-3-60h6" stroke={C.woodDark} strokeWidth="2" />
      </g>
      <path d="M0 230Q200 180 400 226V300H0Z" fill={C.greenDark} />
      {[24, 60, 96, 300, 336, 372].map((x, i) => (
        <Pine key={x} x={x} y={236 + (i % 2) * 8} s={1} fill={C.green} />
      ))}
    </>
  ),
  nainital: () => (
    <>
      <rect width="400" height="300" fill={C.skyBlue} />
      <path d="M0 120Q80 60 170 110T400 100V220H0Z" fill={C.hillMid} />
      <path d="M0 160Q120 120 220 150T400 140V220H0Z" fill={C.greenDark} />
      <House x={280} y={150} s={0.8} wall={C.stone} roof={C.redSoil} />
      <House x={310} y={146} s={0.7} wall={C.sand} roof={C.teal} />
      <path d="M0 200Q200 170 400 200V300H0Z" fill={C.water} />
      <path d="M0 280Q200 240 400 280V300H0Z" fill={C.green} />
      <Ripples y={216} />
      <Sailboat x={140} y={236} s={0.8} />
      <Sailboat x={250} y={226} s={0.6} />
      <Pine x={30} y={290} s={0.9} />
      <Pine x={372} y={292} s={0.8} />
    </>
  ),
} satisfies Record<string, () => ReactElement>;

export type CardSceneKey = keyof typeof SCENES;

export interface CardSceneProps {
  scene: CardSceneKey;
  label: string;
  className?: string;
}

export function CardScene({ scene, label, className }: CardSceneProps) {
  return (
    <Scene label={label} className={className}>
      {SCENES[scene]()}
    </Scene>
  );
}
