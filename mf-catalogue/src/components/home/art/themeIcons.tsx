import type { ReactElement } from 'react';
import type { ThemeArt } from '../links';
import { C } from './palette';

/** 64 × 64 flat icons for the theme grid; decorative, the tile's text names the theme. */
const ICONS: Record<ThemeArt, { tint: string; draw: () => ReactElement }> = {
  wildlife: {
    tint: '#FDEBDD',
    draw: () => (
      <g fill={C.saffronDark}>
        <ellipse cx="32" cy="40" rx="11" ry="9" />
        <ellipse cx="18" cy="28" rx="4.5" ry="6" transform="rotate(-20 18 28)" />
        <ellipse cx="26" cy="20" rx="4.5" ry="6" transform="rotate(-6 26 20)" />
        <ellipse cx="38" cy="20" rx="4.5" ry="6" transform="rotate(6 38 20)" />
        <ellipse cx="46" cy="28" rx="4.5" ry="6" transform="rotate(20 46 28)" />
      </g>
    ),
  },
  family: {
    tint: '#E3F0EA',
    draw: () => (
      <>
        <circle cx="20" cy="20" r="6" fill={C.teal} />
        <path d="M11 50V36a9 9 0 0 1 18 0v14Z" fill={C.teal} />
        <circle cx="44" cy="20" r="6" fill={C.green} />
        <path d="M35 50V36a9 9 0 0 1 18 0v14Z" fill={C.green} />
        <circle cx="32" cy="32" r="4.5" fill={C.saffron} />
        <path d="M26 50v-8a6 6 0 0 1 12 0v8Z" fill={C.saffron} />
      </>
    ),
  },
  friends: {
    tint: '#FFF3D6',
    draw: () => (
      <>
        <circle cx="23" cy="22" r="6.5" fill={C.saffronDark} />
        <path d="M13 52V38a10 10 0 0 1 20 0v14Z" fill={C.saffronDark} />
        <circle cx="41" cy="22" r="6.5" fill={C.teal} />
        <path d="M31 52V38a10 10 0 0 1 20 0v14Z" fill={C.teal} />
        <path d="M14 34L8 22M50 34L56 22" stroke={C.ink} strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  adventure: {
    tint: '#E7F1F1',
    draw: () => (
      <>
        <path d="M6 52L26 22L36 36L42 28L58 52Z" fill={C.mountDark} />
        <path d="M26 22L32 31L28 30L23 34L21 30Z" fill={C.white} />
        <path d="M26 22V8" stroke={C.ink} strokeWidth="2" />
        <path d="M26 8L38 12L26 16Z" fill={C.saffron} />
      </>
    ),
  },
  nature: {
    tint: '#E6F2DD',
    draw: () => (
      <>
        <path d="M14 50C10 28 26 12 52 12C54 36 38 52 14 50Z" fill={C.green} />
        <path
          d="M14 50C24 38 32 30 44 20"
          stroke={C.greenPale}
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </>
    ),
  },
  honeymoon: {
    tint: '#FBE4E4',
    draw: () => (
      <>
        <path
          d="M24 48C10 38 8 30 8 24a8 8 0 0 1 16-2a8 8 0 0 1 16 2c0 6-2 14-16 24Z"
          fill="#D4574E"
        />
        <path
          d="M42 52C32 45 30 39 30 35a6 6 0 0 1 12-1.5A6 6 0 0 1 54 35c0 4-2 10-12 17Z"
          fill={C.saffron}
        />
      </>
    ),
  },
  seasonal: {
    tint: '#FFF0D9',
    draw: () => (
      <>
        <circle cx="26" cy="26" r="10" fill={C.sun} />
        <path
          d="M26 8v6M26 38v6M8 26h6M38 26h6M13 13l4 4M35 35l4 4M13 39l4-4M35 17l4-4"
          stroke={C.sun}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M26 50a10 10 0 0 1 2-19.6A12 12 0 0 1 50 34a8 8 0 0 1 0 16Z" fill={C.teal} />
      </>
    ),
  },
  water: {
    tint: '#DDF0F0',
    draw: () => (
      <>
        <path d="M12 34H52L46 42H18Z" fill={C.saffron} />
        <path d="M20 20L44 48" stroke={C.woodDark} strokeWidth="3" strokeLinecap="round" />
        <circle cx="32" cy="27" r="4" fill={C.teal} />
        <path
          d="M6 50q6-5 13 0t13 0t13 0t13 0M10 57q6-5 13 0t13 0t13 0"
          stroke={C.waterDeep}
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </>
    ),
  },
};

export function ThemeIcon({ art }: { art: ThemeArt }) {
  const icon = ICONS[art];
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={icon.tint} />
      {icon.draw()}
    </svg>
  );
}
