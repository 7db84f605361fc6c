import { Resvg } from '@resvg/resvg-js';
import { JSDOM } from 'jsdom';
import { launchCatalogue } from '../catalogue-import/launch-catalogue';
import { planCatalogue } from '../catalogue-import/plan';
import { findIllustration, LANDSCAPES } from './illustrations';
import {
  deriveVariant,
  findImage,
  packageImagePath,
  parseVariantName,
  picturesInDestination,
  VARIANT_COUNT,
} from './variants';

const NUMBERS = Array.from({ length: VARIANT_COUNT }, (_, i) => i + 1);
const { DOMParser } = new JSDOM('').window;

/** The document of an SVG parsed as XML; throws if it is not well-formed. */
function parseXml(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed: ${error.textContent}`);
  return document;
}

const openTag = (svg: string) => /^<svg\b[^>]*>/.exec(svg)?.[0];
const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1];
/** The centres of the saffron circles of some size: the sun and its glow. */
const sunCentres = (svg: string) =>
  [...svg.matchAll(/<circle cx="(\d+)" cy="(\d+)" r="(\d+)" fill="#E8702A"/g)]
    .filter((m) => Number(m[3]) >= 30)
    .map((m) => `${m[1]},${m[2]}`);

describe.each(LANDSCAPES)('the variants of %s', (landscape) => {
  const base = findIllustration(`${landscape}.svg`) ?? '';
  const variants = NUMBERS.map((n) => findImage(`${landscape}-v${n}.svg`) ?? '');

  it('are 20, all different from each other and from the illustration', () => {
    expect(variants.every((svg) => svg.length > 0)).toBe(true);
    expect(new Set([base, ...variants]).size).toBe(VARIANT_COUNT + 1);
  });

  it('keep the size and viewBox, end in their one </svg> and are well-formed XML', () => {
    for (const svg of variants) {
      expect(openTag(svg)).toBe(openTag(base));
      expect(svg.match(/<\/svg>/g)).toHaveLength(1);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      const root = parseXml(svg).documentElement;
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('viewBox')).toBe('0 0 800 600');
      // The title comes first, as the illustrations have it; ids stay unique.
      expect(root.firstElementChild?.tagName).toBe('title');
      const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('are drawn by resvg (as the link previews are)', () => {
    for (const svg of variants) expect(() => new Resvg(svg)).not.toThrow();
  });

  it('each have a title naming the variant', () => {
    const baseTitle = titleOf(base) ?? '';
    const titles = variants.map(titleOf);
    expect(new Set(titles).size).toBe(VARIANT_COUNT);
    for (const title of titles) expect(title?.startsWith(`${baseTitle}, `)).toBe(true);
    expect(titles.slice(0, 5)).toEqual(
      ['at dawn', 'at noon', 'at dusk', 'at night', 'in the monsoon'].map(
        (mood) => `${baseTitle}, ${mood}`,
      ),
    );
    expect(titles[5]).toBe(`${baseTitle}, at dawn, mirrored`);
    expect(titles[13]).toBe(`${baseTitle}, at night, with the moon higher`);
    expect(titles[19]).toBe(`${baseTitle}, in the monsoon, mirrored, with the sun higher`);
  });

  it('mirror the drawing in 6…10 and 16…20 only', () => {
    const mirrored = variants.map((svg) => svg.includes('transform="matrix(-1 0 0 1 800 0)"'));
    expect(mirrored).toEqual(NUMBERS.map((n) => (n >= 6 && n <= 10) || n >= 16));
  });

  it('move the sun in 11…20 only, and turn it into a moon at night', () => {
    const centres = sunCentres(base);
    expect(centres.length).toBeGreaterThan(0);
    for (const [i, svg] of variants.entries()) {
      const moved = i >= 10;
      for (const centre of centres) {
        const [cx, cy] = centre.split(',');
        expect(svg.includes(`cx="${cx}" cy="${cy}"`)).toBe(!moved);
      }
    }
    expect(variants[3]).not.toMatch(/<circle[^>]* r="(?:[3-9]\d|\d{3,})" fill="#E8702A"/);
    expect(variants[3]).toMatch(/<circle[^>]* r="(?:[3-9]\d|\d{3,})" fill="#FAF7F2"/);
  });
});

describe('deriveVariant', () => {
  const beach = findIllustration('beach.svg') ?? '';

  it('gives the same text every time (so nothing changes between processes)', () => {
    expect(deriveVariant(beach, 7)).toBe(deriveVariant(beach, 7));
    expect(findImage('beach-v7.svg')).toBe(deriveVariant(beach, 7));
  });

  it.each([0, 21, 1.5, -1, Number.NaN])('has no variant %s', (n) => {
    expect(deriveVariant(beach, n)).toBeUndefined();
  });

  it('refuses what is not an SVG with a title and a viewBox', () => {
    expect(deriveVariant('<p>hello</p>', 1)).toBeUndefined();
    expect(deriveVariant(beach.replace(/<title>[^<]*<\/title>/, ''), 1)).toBeUndefined();
    expect(deriveVariant(beach.replace(/ viewBox="[^"]*"/, ''), 1)).toBeUndefined();
  });
});

describe('findImage', () => {
  it('serves the illustrations as before', () => {
    for (const landscape of LANDSCAPES) {
      expect(findImage(`${landscape}.svg`)).toBe(findIllustration(`${landscape}.svg`));
    }
  });

  it.each([
    'beach-v0.svg',
    'beach-v21.svg',
    'beach-v07.svg',
    'beach-v100.svg',
    'beach-v.svg',
    'beach-v7.png',
    'beach-v7',
    'nope-v1.svg',
    'toString-v1.svg',
    'constructor-v1.svg',
    '../beach-v1.svg',
    'beach-v1.svg/',
    'beach.svg-v1.svg',
  ])('finds nothing for %s', (name) => {
    expect(findImage(name)).toBeUndefined();
    expect(parseVariantName(name)).toBeUndefined();
  });

  it('reads variant names', () => {
    expect(parseVariantName('beach-v1.svg')).toEqual({ landscape: 'beach', variant: 1 });
    expect(parseVariantName('wildlife-v20.svg')).toEqual({ landscape: 'wildlife', variant: 20 });
    expect(parseVariantName('beach.svg')).toBeUndefined();
  });
});

describe('packageImagePath', () => {
  it.each([
    [0, '/images/snow-v1.svg'],
    [6, '/images/snow-v7.svg'],
    [19, '/images/snow-v20.svg'],
    [20, '/images/snow-v1.svg'],
    [47, '/images/snow-v8.svg'],
    [-1, '/images/snow-v20.svg'],
  ])('takes index %s to %s', (index, path) => {
    expect(packageImagePath('snow', index)).toBe(path);
  });

  it('names an image the API serves, for every landscape and index', () => {
    for (const landscape of LANDSCAPES) {
      for (let index = 0; index < 2 * VARIANT_COUNT; index += 1) {
        const path = packageImagePath(landscape, index);
        expect(findImage(path.replace(/^\/images\//, ''))).toBeDefined();
      }
    }
  });
});

describe('picturesInDestination', () => {
  const goa = Array.from({ length: 12 }, (_, i) => ({ slug: `goa-trip-${i}`, destination: 'goa' }));

  it('gives the packages of a destination different pictures, the same on every run', () => {
    const pictures = picturesInDestination(goa);
    expect(new Set(pictures.values()).size).toBe(goa.length);
    expect(picturesInDestination(goa)).toEqual(pictures);
    for (const index of pictures.values()) {
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(VARIANT_COUNT);
    }
  });

  it('keeps every other picture when a package is added, or the last one removed', () => {
    const before = picturesInDestination(goa);
    const added = picturesInDestination([...goa, { slug: 'goa-new-trip', destination: 'goa' }]);
    const removed = picturesInDestination(goa.slice(0, -1));
    for (const { slug } of goa.slice(0, -1)) {
      expect(added.get(slug)).toBe(before.get(slug));
      expect(removed.get(slug)).toBe(before.get(slug));
    }
  });

  it('keeps the picture of a renamed package (its first slug decides)', () => {
    const before = picturesInDestination(goa);
    const renamed = goa.map((p, i) =>
      i === 3 ? { ...p, slug: `${p.slug}-renamed`, formerSlugs: [p.slug] } : p,
    );
    const after = picturesInDestination(renamed);
    goa.forEach((p, i) => expect(after.get(renamed[i]!.slug)).toBe(before.get(p.slug)));
  });

  it('counts each destination on its own', () => {
    const kerala = { slug: 'kerala-trip', destination: 'kerala' };
    const crowded = Array.from({ length: VARIANT_COUNT }, (_, i) => ({
      slug: `goa-${i}`,
      destination: 'goa',
    }));
    expect(picturesInDestination([...crowded, kerala]).get(kerala.slug)).toBe(
      picturesInDestination([kerala]).get(kerala.slug),
    );
  });
});

describe('the planned package images', () => {
  const catalogue = launchCatalogue();
  const plan = planCatalogue(catalogue);
  const landscapes = new Map(catalogue.destinations.map((d) => [d.slug, d.landscape]));

  it("are variants of the destination's landscape, all different within a destination", () => {
    const byDestination = new Map<string, string[]>();
    for (const pkg of plan.packages) {
      const variant = parseVariantName(pkg.row.image.replace(/^\/images\//, ''));
      expect(variant?.landscape).toBe(landscapes.get(pkg.destination));
      byDestination.set(pkg.destination, [
        ...(byDestination.get(pkg.destination) ?? []),
        pkg.row.image,
      ]);
    }
    expect(byDestination.size).toBeGreaterThan(1);
    for (const images of byDestination.values()) expect(new Set(images).size).toBe(images.length);
  });

  it('keep their pictures when a package is added to the catalogue', () => {
    const [first] = catalogue.packages;
    const added = planCatalogue({
      ...catalogue,
      packages: [...catalogue.packages, { ...first!, slug: `${first!.slug}-again` }],
    });
    const imageOf = (p: typeof plan) => new Map(p.packages.map((pkg) => [pkg.slug, pkg.row.image]));
    const after = imageOf(added);
    for (const [slug, image] of imageOf(plan)) expect(after.get(slug)).toBe(image);
  });
});
