/**
 * Variants of the landscape illustrations, so that the packages of one destination each show a
 * picture of their own. Every variant is derived from its landscape's SVG text alone: the same
 * drawing at one of five times of day (a sky, a wash over the whole and a recoloured sun), facing
 * either way (mirrored), with its sun or moon where it was drawn or moved up across the sky.
 * 5 × 2 × 2 = 20 variants of each landscape, served at /images/{landscape}-v{n}.svg, n = 1…20.
 */
import { findIllustration, LANDSCAPES, type Landscape } from './illustrations';

export const VARIANT_COUNT = 20;

/** The design palette, which the variants keep to as the illustrations do. */
const CREAM = '#FAF7F2';
const SAFFRON = '#E8702A';
const TEAL = '#0F5E63';
const INK = '#1F2933';

interface Mood {
  /** How the variant's title says it: "Beach …, at dawn". */
  phrase: string;
  /** The sky from top to bottom: gradient stops [offset, colour, opacity]. */
  sky: readonly (readonly [number, string, number])[];
  /** A wash over the whole picture. */
  wash?: { colour: string; opacity: number };
  /** The sun's colour (at night, the moon's) and how much of it shows (its opacity times this). */
  sun: { colour: string; opacity: number; name: 'sun' | 'moon' };
  stars?: boolean;
  rain?: boolean;
}

const MOODS: readonly Mood[] = [
  {
    phrase: 'at dawn',
    sky: [
      [0, TEAL, 0.1],
      [0.45, SAFFRON, 0.22],
      [0.7, SAFFRON, 0],
    ],
    wash: { colour: SAFFRON, opacity: 0.05 },
    sun: { colour: SAFFRON, opacity: 0.75, name: 'sun' },
  },
  {
    phrase: 'at noon',
    sky: [
      [0, TEAL, 0.24],
      [0.6, TEAL, 0.02],
    ],
    wash: { colour: CREAM, opacity: 0.1 },
    sun: { colour: SAFFRON, opacity: 1, name: 'sun' },
  },
  {
    phrase: 'at dusk',
    sky: [
      [0, INK, 0.5],
      [0.3, SAFFRON, 0.3],
      [0.6, SAFFRON, 0.45],
    ],
    wash: { colour: SAFFRON, opacity: 0.1 },
    sun: { colour: SAFFRON, opacity: 1, name: 'sun' },
  },
  {
    phrase: 'at night',
    sky: [
      [0, INK, 0.95],
      [0.6, TEAL, 0.85],
    ],
    wash: { colour: INK, opacity: 0.3 },
    sun: { colour: CREAM, opacity: 1, name: 'moon' },
    stars: true,
  },
  {
    phrase: 'in the monsoon',
    sky: [
      [0, INK, 0.45],
      [0.6, TEAL, 0.25],
    ],
    wash: { colour: TEAL, opacity: 0.15 },
    sun: { colour: SAFFRON, opacity: 0.3, name: 'sun' },
    rain: true,
  },
];

/** Variant n (1…20): its mood, whether it is mirrored, whether its sun is moved. */
function variantSpec(n: number) {
  const i = n - 1;
  return {
    mood: MOODS[i % MOODS.length]!,
    mirrored: Math.floor(i / MOODS.length) % 2 === 1,
    sunMoved: i >= 2 * MOODS.length,
  };
}

/** Where the stars are, as fractions of the width and height (all in the upper sky). */
const STARS = [
  [0.06, 0.1, 3],
  [0.15, 0.22, 2],
  [0.24, 0.06, 2],
  [0.33, 0.15, 3],
  [0.44, 0.05, 2],
  [0.52, 0.2, 2],
  [0.61, 0.09, 3],
  [0.72, 0.18, 2],
  [0.8, 0.05, 2],
  [0.9, 0.13, 3],
  [0.97, 0.27, 2],
] as const;

const num = (value: number) => String(Math.round(value * 100) / 100);

type Attributes = [name: string, value: string][];

const attributesOf = (tag: string): Attributes =>
  [...tag.matchAll(/\s([a-zA-Z][\w:-]*)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]);

const attribute = (attributes: Attributes, name: string) =>
  attributes.find(([key]) => key === name)?.[1];

/** The attributes with some values replaced (or added at the end), in their order otherwise. */
function withAttributes(attributes: Attributes, values: Record<string, string>): string {
  const rest = { ...values };
  const kept = attributes.map(([key, value]) => {
    if (!Object.hasOwn(rest, key)) return [key, value];
    const replaced = rest[key]!;
    delete rest[key];
    return [key, replaced];
  });
  return [...kept, ...Object.entries(rest)].map(([key, value]) => ` ${key}="${value}"`).join('');
}

/** A sun (or its glow) is a saffron circle of some size; smaller ones are fruit and the like. */
const isSun = (attributes: Attributes) =>
  attribute(attributes, 'fill')?.toUpperCase() === SAFFRON &&
  Number(attribute(attributes, 'r') ?? 0) >= 30;

/** The variant's SVG, or undefined if the base is not laid out as the illustrations are. */
export function deriveVariant(base: string, n: number): string | undefined {
  if (!Number.isInteger(n) || n < 1 || n > VARIANT_COUNT) return undefined;
  const open = /^<svg\b[^>]*>/.exec(base)?.[0];
  const close = base.lastIndexOf('</svg>');
  const title = /<title>([^<]*)<\/title>/.exec(base);
  const box = /\sviewBox="([^"]*)"/
    .exec(open ?? '')?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (open === undefined || close < open.length || !title || box?.length !== 4) return undefined;
  const [left, top, width, height] = box as [number, number, number, number];
  if (![left, top, width, height].every(Number.isFinite)) return undefined;
  const { mood, mirrored, sunMoved } = variantSpec(n);
  const at = (x: number, y: number) =>
    `${x === 0 ? '' : ` x="${num(x)}"`}${y === 0 ? '' : ` y="${num(y)}"`}`;
  const whole = `${at(left, top)} width="${num(width)}" height="${num(height)}"`;

  let drawing = base
    .slice(open.length, close)
    .replace(title[0], '')
    .replace(/^\s*\n/, '');

  // The sun and its glow: recoloured for the mood, and perhaps moved up and across the sky.
  drawing = drawing.replace(/<circle\b[^>]*?\/>/g, (tag) => {
    const attributes = attributesOf(tag);
    if (!isSun(attributes)) return tag;
    const values: Record<string, string> = { fill: mood.sun.colour };
    const opacity = Number(attribute(attributes, 'opacity') ?? 1) * mood.sun.opacity;
    if (opacity !== 1) values.opacity = num(opacity);
    if (sunMoved) {
      const cx = Number(attribute(attributes, 'cx') ?? 0);
      const cy = Number(attribute(attributes, 'cy') ?? 0);
      const centre = left + width / 2;
      values.cx = num(cx >= centre ? cx - 0.2 * width : cx + 0.2 * width);
      values.cy = num(cy - 0.1 * height);
    }
    return `<circle${withAttributes(attributes, values)}/>`;
  });

  // The sky goes just above the background (a rect covering the whole picture), under the rest.
  const stars = mood.stars
    ? `\n<g fill="${CREAM}">${STARS.map(
        ([x, y, r]) =>
          `<circle cx="${num(left + x * width)}" cy="${num(top + y * height)}" r="${r}"/>`,
      ).join('')}</g>`
    : '';
  const sky = `\n<rect${whole} fill="url(#v-sky)"/>${stars}`;
  const background = [...drawing.matchAll(/<rect\b[^>]*?\/>/g)].find((m) => {
    const attributes = attributesOf(m[0]);
    return (
      Number(attribute(attributes, 'x') ?? 0) === left &&
      Number(attribute(attributes, 'y') ?? 0) === top &&
      attribute(attributes, 'width') === num(width) &&
      attribute(attributes, 'height') === num(height) &&
      attribute(attributes, 'opacity') === undefined
    );
  });
  if (background?.index === undefined) {
    drawing = `${sky.slice(1)}\n${drawing}`;
  } else {
    const end = background.index + background[0].length;
    drawing = `${drawing.slice(0, end)}${sky}${drawing.slice(end)}`;
  }
  if (mirrored) {
    drawing = `<g transform="matrix(-1 0 0 1 ${num(2 * left + width)} 0)">\n${drawing}</g>`;
  }

  const stops = mood.sky
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${num(offset)}" stop-color="${colour}" stop-opacity="${num(opacity)}"/>`,
    )
    .join('');
  const rainPattern = mood.rain
    ? `\n<pattern id="v-rain" width="48" height="64" patternUnits="userSpaceOnUse">` +
      `<path d="M12 4l-6 18M38 26l-6 18M24 44l-5 15" stroke="${CREAM}" stroke-opacity=".55" ` +
      `stroke-width="2" stroke-linecap="round"/></pattern>`
    : '';
  const defs = `<defs>\n<linearGradient id="v-sky" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>${rainPattern}</defs>`;
  const wash = mood.wash
    ? `\n<rect${whole} fill="${mood.wash.colour}" opacity="${num(mood.wash.opacity)}"/>`
    : '';
  const rain = mood.rain ? `\n<rect${whole} fill="url(#v-rain)"/>` : '';

  const named = [
    title[1],
    mood.phrase,
    ...(mirrored ? ['mirrored'] : []),
    ...(sunMoved ? [`with the ${mood.sun.name} higher`] : []),
  ].join(', ');
  return `${open}\n<title>${named}</title>\n${defs}\n${drawing}${wash}${rain}</svg>\n`;
}

/** Each variant drawn once, on first use (at most 8 × 20). */
const variants = new Map<string, string>();

/** Variant n (1…20) of a landscape's illustration. */
export function variantSvg(landscape: Landscape, n: number): string | undefined {
  const key = `${landscape}-v${n}`;
  let svg = variants.get(key);
  if (svg === undefined) {
    const base = findIllustration(`${landscape}.svg`);
    svg = base === undefined ? undefined : deriveVariant(base, n);
    if (svg === undefined) return undefined;
    variants.set(key, svg);
  }
  return svg;
}

/** `beach-v7.svg` → beach, 7; anything else (v0, v21, v07, unknown landscapes) → undefined. */
export function parseVariantName(
  fileName: string,
): { landscape: Landscape; variant: number } | undefined {
  const match = /^([a-z]+)-v([1-9]\d?)\.svg$/.exec(fileName);
  if (!match) return undefined;
  const landscape = match[1]!;
  const variant = Number(match[2]);
  return (LANDSCAPES as string[]).includes(landscape) && variant <= VARIANT_COUNT
    ? { landscape: landscape as Landscape, variant }
    : undefined;
}

/** The SVG the API serves for a file name: a landscape ("beach.svg") or a variant ("beach-v7.svg"). */
export function findImage(fileName: string): string | undefined {
  const variant = parseVariantName(fileName);
  return variant ? variantSvg(variant.landscape, variant.variant) : findIllustration(fileName);
}

/** The URL path of a package's picture: variant (index mod 20) + 1 of its destination's landscape. */
export function packageImagePath(landscape: Landscape, index: number): string {
  const k = ((Math.trunc(index) % VARIANT_COUNT) + VARIANT_COUNT) % VARIANT_COUNT;
  return `/images/${landscape}-v${k + 1}.svg`;
}

/**
 * Each package's picture index (for packageImagePath), different within its destination (up to
 * 20 packages) and stable as the catalogue changes: a package prefers the variant its slug
 * hashes to and, if an earlier package of the destination has it, takes the next free one.
 * "Earlier" is catalogue order (order.yaml: new packages come last), so adding a package never
 * changes another's picture, renaming one (formerSlugs) changes none, and removing one changes
 * only a later one that had stepped past it.
 */
export function picturesInDestination(
  packages: readonly { slug: string; destination: string; formerSlugs?: readonly string[] }[],
): Map<string, number> {
  const taken = new Map<string, Set<number>>();
  const pictures = new Map<string, number>();
  for (const { slug, destination, formerSlugs } of packages) {
    const used = taken.get(destination) ?? new Set<number>();
    taken.set(destination, used);
    // A renamed package keeps its picture: it prefers the one of its first slug.
    let index = slugHash(formerSlugs?.[0] ?? slug) % VARIANT_COUNT;
    // Past 20 packages the pictures repeat; the preferred one is as good as any then.
    for (let step = 0; step < VARIANT_COUNT && used.has(index); step += 1) {
      index = (index + 1) % VARIANT_COUNT;
    }
    used.add(index);
    pictures.set(slug, index);
  }
  return pictures;
}

/** FNV-1a over the slug's characters: the same number on every machine and every run. */
function slugHash(slug: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i += 1) {
    hash ^= slug.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
