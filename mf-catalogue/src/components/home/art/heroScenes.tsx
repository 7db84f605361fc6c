import type { ReactElement } from 'react';
import { C } from './palette';
import {
  Birds,
  Camel,
  Fort,
  House,
  Houseboat,
  Palm,
  Pine,
  Ripples,
  Sailboat,
  Scene,
  Shikara,
  Tree,
} from './pieces';

/** A two-stop sky; each hero scene has its own gradient id, so several can share a page. */
function Sky({ id, top, bottom }: { id: string; top: string; bottom: string }) {
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="1440" height="560" fill={`url(#${id})`} />
    </>
  );
}

/**
 * 1440 × 560 hero landscapes. The main motif sits between x 700 and 1150, clear of the text on
 * wide screens and still in view when a phone shows only the middle of the picture.
 */
const SCENES = {
  kerala: () => (
    <>
      <Sky id="hero-sky-kerala" top="#2F7F7D" bottom={C.skyDusk} />
      <circle cx="1010" cy="210" r="86" fill={C.sun} opacity="0.9" />
      <path d="M0 300Q240 250 480 286T960 270T1440 280V560H0Z" fill={C.hillMid} />
      <rect y="340" width="1440" height="220" fill={C.water} />
      <path d="M0 340Q200 318 420 334T860 326T1440 334V356H0Z" fill={C.greenDark} />
      {[80, 160, 250, 610, 700, 1210, 1300, 1390].map((x, i) => (
        <Palm key={x} x={x} y={346} s={1.3 + (i % 3) * 0.2} flip={i % 2 === 1} />
      ))}
      <Ripples y={380} sx={3.6} />
      <Houseboat x={930} y={470} s={2.3} />
      <Ripples y={500} sx={3.6} color={C.waterDeep} />
      <path d="M0 530Q360 500 720 526T1440 516V560H0Z" fill={C.green} />
    </>
  ),
  goa: () => (
    <>
      <Sky id="hero-sky-goa" top="#3B8C8A" bottom={C.skyDusk} />
      <circle cx="880" cy="280" r="110" fill={C.sun} />
      <rect y="300" width="1440" height="260" fill={C.water} />
      <path d="M0 300H1440V310H0Z" fill={C.waterDeep} opacity="0.5" />
      <Ripples y={330} sx={3.6} />
      <Sailboat x={640} y={380} s={2} />
      <Sailboat x={420} y={350} s={1.2} />
      <path d="M0 450Q520 392 1000 420T1440 400V560H0Z" fill={C.sand} />
      <path
        d="M0 450Q520 392 1000 420T1440 400"
        stroke={C.white}
        strokeWidth="6"
        fill="none"
        opacity="0.8"
      />
      <Palm x={1080} y={470} s={2.2} />
      <Palm x={1210} y={480} s={1.8} flip />
      <Palm x={1340} y={466} s={2} />
      <Palm x={1420} y={476} s={1.5} flip />
      <path d="M900 470h90l-45-60Z" fill={C.saffron} />
      <path d="M945 410V490" stroke={C.woodDark} strokeWidth="4" />
      <Birds x={760} y={150} s={1.6} />
    </>
  ),
  jaipur: () => (
    <>
      <Sky id="hero-sky-jaipur" top="#2F7F7D" bottom={C.skyWarm} />
      <circle cx="1180" cy="170" r="70" fill={C.sun} />
      <path d="M0 330Q300 290 600 320T1440 300V560H0Z" fill={C.dune} />
      <Fort x={930} y={372} s={2.1} />
      <path d="M0 372Q360 346 720 372T1440 362V560H0Z" fill={C.dune} />
      <path d="M0 450Q400 380 820 440T1440 420V560H0Z" fill={C.duneDark} />
      <Camel x={1170} y={452} s={1.7} />
      <Camel x={1260} y={446} s={1.4} />
      <path d="M0 520Q720 470 1440 520V560H0Z" fill={C.dune} />
      <Birds x={700} y={140} s={1.5} />
    </>
  ),
  kashmir: () => (
    <>
      <Sky id="hero-sky-kashmir" top="#2F6F86" bottom={C.skyBlue} />
      <path
        d="M0 300L200 150L340 250L520 110L700 230L880 80L1060 220L1220 120L1440 260V400H0Z"
        fill={C.mount}
      />
      <path
        d="M520 110L566 160L540 154L504 176L486 150ZM880 80L936 140L902 134L868 156L842 130ZM1220 120L1262 164L1236 160L1206 176Z"
        fill={C.snow}
      />
      <path d="M0 360Q360 300 720 340T1440 330V420H0Z" fill={C.greenDark} />
      {[60, 110, 170, 420, 1180, 1240, 1300, 1370, 1420].map((x, i) => (
        <Pine key={x} x={x} y={360 + (i % 2) * 8} s={1.6 - (i % 3) * 0.2} />
      ))}
      <Tree x={1090} y={352} s={1.3} fill={C.rust} />
      <rect y="390" width="1440" height="170" fill={C.water} />
      <path d="M600 396l200-14 140 20-140 40Z" fill={C.mountDark} opacity="0.2" />
      <Ripples y={420} sx={3.6} />
      <Shikara x={900} y={480} s={2.2} />
      <Shikara x={1180} y={450} s={1.2} />
    </>
  ),
  shimla: () => (
    <>
      <Sky id="hero-sky-shimla" top="#2F7F7D" bottom={C.skyDawn} />
      <path
        d="M0 260L240 170L460 240L700 150L1000 230L1240 160L1440 220V560H0Z"
        fill={C.mountFar}
      />
      <path d="M0 400Q320 250 780 286T1440 350V560H0Z" fill={C.hillMid} />
      <House x={800} y={336} s={2} wall={C.stone} roof={C.redSoil} />
      <House x={880} y={348} s={1.8} wall={C.sand} roof={C.teal} />
      <House x={720} y={350} s={1.7} wall={C.sand} roof={C.greyStoneDark} />
      <House x={960} y={364} s={1.6} wall={C.stone} roof={C.redSoil} />
      <House x={650} y={370} s={1.5} wall={C.stone} roof={C.teal} />
      <g transform="translate(1030 368) scale(2)">
        <rect x="-8" y="-34" width="16" height="34" fill={C.sand} />
        <path d="M-10-34L0-58L10-34Z" fill={C.redSoil} />
        <path d="M0-58V-66M-3-62h6" stroke={C.woodDark} strokeWidth="2" />
      </g>
      <path d="M0 490Q720 400 1440 470V560H0Z" fill={C.greenDark} />
      {[40, 120, 200, 280, 1160, 1240, 1320, 1400].map((x, i) => (
        <Pine key={x} x={x} y={500 + (i % 2) * 14} s={2 - (i % 3) * 0.25} fill={C.green} />
      ))}
    </>
  ),
} satisfies Record<string, () => ReactElement>;

export type HeroSceneKey = keyof typeof SCENES;

export function HeroScene({ scene, label }: { scene: HeroSceneKey; label: string }) {
  return (
    <Scene label={label} width={1440} height={560}>
      {SCENES[scene]()}
    </Scene>
  );
}
