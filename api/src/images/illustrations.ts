/** The landscape illustrations the API serves at /images/{name}.svg. */
import { backwatersSvg } from './landscapes/backwaters';
import { beachSvg } from './landscapes/beach';
import { citySvg } from './landscapes/city';
import { desertSvg } from './landscapes/desert';
import { hillsSvg } from './landscapes/hills';
import { snowSvg } from './landscapes/snow';
import { templeSvg } from './landscapes/temple';
import { wildlifeSvg } from './landscapes/wildlife';

const ILLUSTRATIONS = {
  beach: beachSvg,
  hills: hillsSvg,
  snow: snowSvg,
  desert: desertSvg,
  backwaters: backwatersSvg,
  temple: templeSvg,
  city: citySvg,
  wildlife: wildlifeSvg,
} as const;

export type Landscape = keyof typeof ILLUSTRATIONS;

export const LANDSCAPES = Object.keys(ILLUSTRATIONS) as Landscape[];

/** The URL path (on this API) of a landscape's illustration. */
export function imagePath(landscape: Landscape): string {
  return `/images/${landscape}.svg`;
}

/** The SVG for a file name like "beach.svg", or undefined. */
export function findIllustration(fileName: string): string | undefined {
  const match = /^([a-z]+)\.svg$/.exec(fileName);
  const name = match?.[1];
  return name !== undefined && Object.hasOwn(ILLUSTRATIONS, name)
    ? ILLUSTRATIONS[name as Landscape]
    : undefined;
}

/** The illustration path for a landscape name read from the database, city if unknown. */
export function landscapeImage(landscape: string): string {
  return imagePath(
    (LANDSCAPES as string[]).includes(landscape) ? (landscape as Landscape) : 'city',
  );
}
