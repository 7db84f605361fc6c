import type { ReactElement } from 'react';

/** Colours of these scenes: the design tokens' hues, lightened and darkened for flat layers. */
const C = {
  dawn: '#FBE8D3',
  day: '#D3EAEC',
  dusk: '#F3C9A4',
  sun: '#F6B26B',
  canvas: '#FAF7F2',
  saffron: '#E8702A',
  saffronDark: '#B9531A',
  stone: '#F0D9B5',
  stoneShade: '#DDBB8C',
  gold: '#E9B949',
  goldShade: '#C9962B',
  teal: '#0F5E63',
  water: '#5FB3B3',
  waterLight: '#A6D8D4',
  leaf: '#2E7D4F',
  leafLight: '#7FB069',
  hillFar: '#A8CBBF',
  hillMid: '#6E9F95',
  mount: '#8597AC',
  mountDark: '#5E7188',
  sand: '#F3D9A8',
  wood: '#6B4226',
  white: '#FFFFFF',
} as const;

export type PilgrimScene =
  'shikhara' | 'gopuram' | 'ghats' | 'himalaya' | 'dome' | 'stupa' | 'shore';
export type PilgrimSky = 'dawn' | 'day' | 'dusk';

/** A saffron pennant on a pole whose foot is at (x, y). */
const Flag = ({ x, y }: { x: number; y: number }) => (
  <>
    <path d={`M${x} ${y}v-22`} stroke={C.wood} strokeWidth="2" />
    <path d={`M${x} ${y - 22}l16 5-16 6z`} fill={C.saffron} />
  </>
);

/** A north Indian (nagara) temple: curved tower over a small hall, standing on a plinth at y. */
const Nagara = ({ x, y, s = 1 }: { x: number; y: number; s?: number }) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <rect x="-52" y="-6" width="104" height="10" fill={C.stoneShade} />
    <path d="M-46-6v-28l18-14 18 14v28z" fill={C.stone} />
    <path d="M-22-6c0-52 10-84 28-104 18 20 28 52 28 104z" fill={C.stone} />
    <path d="M-18-30h48M-15-54h42M-10-78h32" stroke={C.stoneShade} strokeWidth="3" />
    <ellipse cx="6" cy="-112" rx="9" ry="4" fill={C.stoneShade} />
    <path d="M-2-6v-18a8 8 0 0 1 16 0v18z" fill={C.saffronDark} />
    <Flag x={6} y={-114} />
  </g>
);

const SCENES: Record<PilgrimScene, () => ReactElement> = {
  shikhara: () => (
    <>
      <circle cx="250" cy="64" r="26" fill={C.sun} />
      <path d="M0 160q80-46 160-20t160-14v114H0z" fill={C.hillFar} />
      <path d="M0 196q90-24 180-6t140-4v54H0z" fill={C.leafLight} />
      <Nagara x={150} y={196} />
      <path d="M0 206h320v34H0z" fill={C.leaf} />
    </>
  ),
  gopuram: () => (
    <>
      <circle cx="70" cy="58" r="22" fill={C.sun} />
      <path d="M0 176q100-30 200-8t120-6v78H0z" fill={C.hillFar} />
      <g fill={C.stone}>
        <path d="M116 204l12-96h64l12 96z" />
        <path d="M124 108q36-30 72 0z" fill={C.saffron} />
      </g>
      <path d="M120 180h80M123 156h74M126 132h68" stroke={C.stoneShade} strokeWidth="4" />
      <path d="M150 204v-24a10 10 0 0 1 20 0v24z" fill={C.saffronDark} />
      <path d="M136 92v-8M160 86v-10M184 92v-8" stroke={C.gold} strokeWidth="4" />
      {[40, 272].map((x) => (
        <g key={x}>
          <path d={`M${x} 206q4-40 -2-78`} stroke={C.wood} strokeWidth="5" fill="none" />
          <path
            d={`M${x - 2} 128q-22-4-32 12q18-8 32-10q-14 10-18 28q14-18 20-28q10 14 24 24q-6-18-22-26q16 0 30 8q-12-14-34-8z`}
            fill={C.leaf}
          />
        </g>
      ))}
      <path d="M0 204h320v36H0z" fill={C.leafLight} />
    </>
  ),
  ghats: () => (
    <>
      <circle cx="240" cy="70" r="24" fill={C.sun} />
      <Nagara x={92} y={130} s={0.7} />
      <Nagara x={212} y={134} s={0.5} />
      <path d="M0 130h320v30H0z" fill={C.stone} />
      <path d="M0 160h320v12H0zM0 180h320v10H0z" fill={C.stoneShade} />
      <path d="M0 172h320v8H0z" fill={C.stone} />
      <path d="M0 190h320v50H0z" fill={C.water} />
      <path d="M20 208h60M130 220h70M236 206h60" stroke={C.waterLight} strokeWidth="3" />
      <path d="M214 224h62l-8 10h-46z" fill={C.wood} />
      {[60, 104, 150, 176].map((x, i) => (
        <g key={x} transform={`translate(${x} ${212 + (i % 2) * 10})`}>
          <path d="M-6 0h12l-3 4h-6z" fill={C.stoneShade} />
          <path d="M0-1q-3-4 0-8 3 4 0 8z" fill={C.saffron} />
        </g>
      ))}
    </>
  ),
  himalaya: () => (
    <>
      <path d="M0 150l64-86 46 50 60-84 66 82 38-34 46 52v100H0z" fill={C.mount} />
      <path
        d="M64 64l14 18-12-2-12 10zM170 30l18 22-14-3-12 12zM274 96l12 14-10-2-8 6z"
        fill={C.canvas}
      />
      <path d="M0 178l90-50 70 36 80-44 80 40v80H0z" fill={C.mountDark} />
      <path d="M0 198q160-30 320 0v42H0z" fill={C.leafLight} />
      <g transform="translate(160 204)">
        <rect x="-40" y="-6" width="80" height="8" fill={C.mountDark} />
        <path d="M-30-6v-30h60v30z" fill={C.stoneShade} />
        <path d="M-36-36l36-30 36 30z" fill={C.mount} />
        <path d="M-6-6v-16a6 6 0 0 1 12 0v16z" fill={C.wood} />
        <Flag x={0} y={-66} />
      </g>
      <path d="M0 220h320v20H0z" fill={C.leaf} />
    </>
  ),
  dome: () => (
    <>
      <circle cx="262" cy="56" r="20" fill={C.sun} />
      <path d="M0 150h320v16H0z" fill={C.canvas} />
      <g transform="translate(160 150)">
        <path d="M-60 0v-34h120V0z" fill={C.gold} />
        <path d="M-60-34h120v-6H-60z" fill={C.goldShade} />
        <path d="M-30-40q0-36 30-44 30 8 30 44z" fill={C.gold} />
        <path d="M0-84v-12" stroke={C.goldShade} strokeWidth="3" />
        {[-52, 52].map((x) => (
          <path key={x} d={`M${x - 8} -40q0-14 8-18 8 4 8 18z`} fill={C.gold} />
        ))}
        <path d="M-40 0v-22h12V0zM-6 0v-24h12V0zM28 0v-22h12V0z" fill={C.goldShade} />
      </g>
      <path d="M0 166h320v74H0z" fill={C.water} />
      <g opacity="0.45" transform="translate(160 166) scale(1 -0.6)">
        <path d="M-60 0v-34h120V0z" fill={C.gold} />
        <path d="M-30-40q0-36 30-44 30 8 30 44z" fill={C.gold} />
      </g>
      <path d="M0 166h320v6H0zM0 230h320v10H0z" fill={C.canvas} />
    </>
  ),
  stupa: () => (
    <>
      <circle cx="70" cy="60" r="22" fill={C.sun} />
      <path d="M0 190q160-24 320 0v50H0z" fill={C.leafLight} />
      <g transform="translate(176 196)">
        <rect x="-46" y="-10" width="92" height="12" fill={C.stoneShade} />
        <path d="M-36-10l16-120h40l16 120z" fill={C.stone} />
        <path d="M-30-40h60M-26-70h52M-22-100h44" stroke={C.stoneShade} strokeWidth="3" />
        <path d="M-8-10v-22a8 8 0 0 1 16 0v22z" fill={C.saffronDark} />
        <path d="M0-130v-18" stroke={C.goldShade} strokeWidth="4" />
        <circle cx="0" cy="-150" r="4" fill={C.gold} />
      </g>
      <path d="M62 206v-46" stroke={C.wood} strokeWidth="8" />
      <circle cx="62" cy="142" r="34" fill={C.leaf} />
      <circle cx="88" cy="156" r="22" fill={C.leaf} />
      <path d="M0 214h320v26H0z" fill={C.leaf} />
    </>
  ),
  shore: () => (
    <>
      <circle cx="76" cy="110" r="28" fill={C.sun} />
      <path d="M0 136h320v48H0z" fill={C.water} />
      <path d="M20 150h50M120 160h70M230 148h60M40 172h60" stroke={C.waterLight} strokeWidth="3" />
      <Nagara x={236} y={178} s={0.8} />
      <path d="M0 184q80-14 160-4t160-6v66H0z" fill={C.sand} />
      <path d="M0 184q80-14 160-4t160-6" stroke={C.canvas} strokeWidth="4" fill="none" />
      <path d="M30 210q30-8 70 0" stroke={C.stoneShade} strokeWidth="3" fill="none" />
    </>
  ),
};

export interface PilgrimArtProps {
  scene: PilgrimScene;
  sky?: PilgrimSky;
  /** What the picture shows, for screen readers. Leave out when the text beside it says it all. */
  label?: string;
  width?: number;
  height?: number;
  className?: string;
}

/**
 * Our own flat, layered 4:3 pilgrimage landscapes (DESIGN.md imagery): temples, ghats, hills.
 * Drawn at a fixed size so cards never shift; CSS may scale them down.
 */
export function PilgrimArt({
  scene,
  sky = 'dawn',
  label,
  width = 320,
  height = 240,
  className,
}: PilgrimArtProps) {
  const Scene = SCENES[scene];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 320 240"
      width={width}
      height={height}
      className={className}
      preserveAspectRatio="xMidYMid slice"
      focusable="false"
      {...a11y}
    >
      <rect width="320" height="240" fill={C[sky]} />
      <Scene />
    </svg>
  );
}
