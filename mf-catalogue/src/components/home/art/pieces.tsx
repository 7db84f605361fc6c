import type { ReactNode } from 'react';
import { C } from './palette';

/** Small drawing pieces our landscapes are built from; each is drawn around its base point. */

interface At {
  x: number;
  y: number;
  s?: number;
  flip?: boolean;
}

function place({ x, y, s = 1, flip = false }: At): string {
  return `translate(${x} ${y}) scale(${flip ? -s : s} ${s})`;
}

export interface SceneProps {
  label: string;
  width?: number;
  height?: number;
  className?: string;
  children: ReactNode;
}

/** A fixed-size illustration that scales to its box without shifting the layout. */
export function Scene({ label, width = 400, height = 300, className, children }: SceneProps) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={label}
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

const LEAF = 'M0 0C14-12 38-12 56 6C36 2 16 4 0 0Z';

export function Palm(props: At) {
  return (
    <g transform={place(props)}>
      <path
        d="M0 0C3-34 12-66 8-100"
        stroke={C.wood}
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      <g transform="translate(8 -100)" fill={C.greenDark}>
        <path d={LEAF} transform="rotate(-28)" />
        <path d={LEAF} transform="rotate(12)" fill={C.green} />
        <path d={LEAF} transform="rotate(48)" />
        <path d={LEAF} transform="scale(-1 1) rotate(-28)" fill={C.green} />
        <path d={LEAF} transform="scale(-1 1) rotate(12)" />
        <path d={LEAF} transform="scale(-1 1) rotate(48)" fill={C.green} />
        <circle cx="0" cy="4" r="5" fill={C.wood} />
      </g>
    </g>
  );
}

export function Pine({ fill = C.greenDark, ...at }: At & { fill?: string }) {
  return (
    <g transform={place(at)} fill={fill}>
      <rect x="-2.5" y="-8" width="5" height="8" fill={C.wood} />
      <path d="M0-62L14-38H-14ZM0-48L18-22H-18ZM0-34L22-6H-22Z" />
    </g>
  );
}

/** A round-topped broadleaf tree (chinar, banyan, forest canopy). */
export function Tree({ fill = C.green, ...at }: At & { fill?: string }) {
  return (
    <g transform={place(at)}>
      <rect x="-3" y="-18" width="6" height="18" fill={C.wood} />
      <path
        d="M-22-22C-30-40-14-58 0-54C12-66 32-52 24-36C34-26 20-12 6-18C-4-10-20-12-22-22Z"
        fill={fill}
      />
    </g>
  );
}

export function Houseboat(at: At) {
  return (
    <g transform={place(at)}>
      <path d="M-78-14H70Q84-24 90-42Q88-14 70 0H-64Q-76-4-78-14Z" fill={C.woodDark} />
      <rect x="-72" y="-20" width="142" height="7" rx="2" fill={C.wood} />
      <path d="M-60-20C-58-56 52-56 58-20Z" fill={C.sandDark} />
      <path d="M-32-48V-20M0-52V-20M30-48V-20" stroke={C.fortShade} strokeWidth="3" />
      <rect x="-48" y="-34" width="14" height="12" rx="3" fill={C.woodDark} />
      <rect x="-16" y="-36" width="14" height="14" rx="3" fill={C.woodDark} />
      <rect x="14" y="-34" width="14" height="12" rx="3" fill={C.woodDark} />
    </g>
  );
}

/** Kashmir's shikara: a long low boat with a bright canopy. */
export function Shikara(at: At) {
  return (
    <g transform={place(at)}>
      <path d="M-46-8Q0 6 46-8L52-16Q0-2-52-16Z" fill={C.woodDark} />
      <rect x="-20" y="-30" width="40" height="16" fill={C.saffron} />
      <path d="M-24-30Q0-42 24-30Z" fill={C.saffronDark} />
      <path d="M-20-14V-30M20-14V-30" stroke={C.woodDark} strokeWidth="2" />
    </g>
  );
}

export function Sailboat(at: At) {
  return (
    <g transform={place(at)}>
      <path d="M-20-6H20L14 2H-14Z" fill={C.woodDark} />
      <path d="M0-8V-40L18-10Z" fill={C.white} />
      <path d="M-2-10V-32L-14-10Z" fill={C.stoneShade} />
    </g>
  );
}

export function Fort(at: At) {
  const crenels = Array.from({ length: 14 }, (_, i) => -110 + i * 16);
  const windows = [-42, -20, 2, 24];
  return (
    <g transform={place(at)}>
      <rect x="-110" y="-48" width="220" height="48" fill={C.fort} />
      {crenels.map((cx) => (
        <rect key={cx} x={cx} y="-56" width="10" height="9" fill={C.fort} />
      ))}
      <rect x="-128" y="-82" width="34" height="82" fill={C.fortShade} />
      <rect x="94" y="-82" width="34" height="82" fill={C.fortShade} />
      <path d="M-130-82Q-111-110-92-82ZM92-82Q111-110 130-82Z" fill={C.fortLight} />
      <rect x="-58" y="-100" width="116" height="52" fill={C.fortLight} />
      <path d="M-56-100Q-42-122-28-100ZM28-100Q42-122 56-100Z" fill={C.fort} />
      {windows.map((wx) => (
        <rect key={wx} x={wx} y="-90" width="14" height="18" rx="7" fill={C.woodDark} />
      ))}
      <path d="M-16 0V-26Q0-44 16-26V0Z" fill={C.woodDark} />
      <rect x="-110" y="-20" width="220" height="4" fill={C.fortShade} opacity="0.6" />
    </g>
  );
}

/** A north Indian (Nagara) temple: curved spire, side halls, saffron flag. */
export function Temple({
  fill = C.stone,
  shade = C.stoneShade,
  ...at
}: At & { fill?: string; shade?: string }) {
  return (
    <g transform={place(at)}>
      <rect x="-66" y="-14" width="132" height="14" fill={shade} />
      <rect x="-58" y="-42" width="34" height="28" fill={fill} />
      <path d="M-61-42Q-41-68-21-42Z" fill={shade} />
      <rect x="24" y="-42" width="34" height="28" fill={fill} />
      <path d="M21-42Q41-68 61-42Z" fill={shade} />
      <rect x="-26" y="-56" width="52" height="42" fill={fill} />
      <path d="M-28-56C-28-102-11-132 0-136C11-132 28-102 28-56Z" fill={fill} />
      <path d="M-27-72H27M-25-88H25M-21-104H21M-14-120H14" stroke={shade} strokeWidth="3" />
      <ellipse cx="0" cy="-138" rx="10" ry="4" fill={shade} />
      <circle cx="0" cy="-145" r="3.5" fill={C.sun} />
      <path d="M0-146V-172" stroke={C.woodDark} strokeWidth="2" />
      <path d="M0-172L24-165L0-158Z" fill={C.saffron} />
      <path d="M-8-14V-30Q0-40 8-30V-14Z" fill={C.woodDark} />
    </g>
  );
}

/** A south Indian gopuram: stepped tower with a barrel-vaulted crown. */
export function Gopuram({
  fill = C.stone,
  shade = C.stoneShade,
  ...at
}: At & { fill?: string; shade?: string }) {
  const tiers = [0, 1, 2, 3, 4].map((i) => {
    const bottom = -22 - i * 22;
    const wb = 92 - i * 14;
    const wt = 92 - (i + 1) * 14;
    return {
      i,
      d: `M${-wb / 2} ${bottom}L${-wt / 2} ${bottom - 22}H${wt / 2}L${wb / 2} ${bottom}Z`,
    };
  });
  return (
    <g transform={place(at)}>
      <rect x="-52" y="-22" width="104" height="22" fill={shade} />
      {tiers.map((tier) => (
        <path key={tier.i} d={tier.d} fill={tier.i % 2 ? shade : fill} />
      ))}
      <path d="M-18-132Q-18-150 0-150Q18-150 18-132Z" fill={C.saffron} />
      <path d="M-10-150V-158M0-150V-160M10-150V-158" stroke={C.sun} strokeWidth="3" />
      <path d="M-9 0V-14Q0-22 9-14V0Z" fill={C.woodDark} />
    </g>
  );
}

export function House({
  wall = C.stone,
  roof = C.redSoil,
  ...at
}: At & { wall?: string; roof?: string }) {
  return (
    <g transform={place(at)}>
      <rect x="-16" y="-24" width="32" height="24" fill={wall} />
      <path d="M-21-23L0-40L21-23Z" fill={roof} />
      <rect x="-8" y="-17" width="7" height="7" fill={C.woodDark} />
      <rect x="4" y="-14" width="6" height="14" fill={C.wood} />
    </g>
  );
}

export function Birds(at: At) {
  return (
    <path
      transform={place(at)}
      d="M0 0Q6-6 12 0Q18-6 24 0M34-12Q39-17 44-12Q49-17 54-12"
      stroke={C.teal}
      strokeWidth="2"
      fill="none"
      strokeLinecap="round"
      opacity="0.7"
    />
  );
}

export function Camel(at: At) {
  return (
    <path
      transform={place(at)}
      fill={C.woodDark}
      d="M-30 0L-27-24Q-34-30-28-36Q-18-50-6-38Q4-50 14-36Q22-30 26-40L30-52Q36-58 44-54L46-48L38-46L34-32Q30-22 20-20L22 0H18L15-18H-4L-6 0H-10L-11-19Q-18-20-22-22L-26 0Z"
    />
  );
}

/** Short light strokes on water. */
export function Ripples({
  y,
  color = C.waterLight,
  sx = 1,
}: {
  y: number;
  color?: string;
  /** Horizontal stretch: 3.6 spreads the 400-wide pattern over a 1440-wide hero. */
  sx?: number;
}) {
  return (
    <path
      transform={sx === 1 ? undefined : `scale(${sx} 1)`}
      d={`M30 ${y}h40M120 ${y + 14}h56M250 ${y + 4}h36M320 ${y + 20}h48M60 ${y + 30}h30M190 ${y + 36}h44`}
      stroke={color}
      strokeWidth="3"
      strokeLinecap="round"
    />
  );
}
