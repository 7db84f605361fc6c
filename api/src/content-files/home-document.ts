/**
 * The home page's and the pilgrimage pages' content (content/home.yaml) and the travellers'
 * reviews (content/testimonials.yaml) as one site document, served by GET /site/home.
 *
 * Cards name catalogue packages and destinations by slug and say nothing of their own about
 * price or length: the answer fills those in from the catalogue, so a card cannot drift from its
 * package page. A slug the catalogue does not have is a problem with its file and field, as is a
 * review without where and when it was posted: a review nobody can trace is not shown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  HOME_COUNT_PLACEHOLDERS,
  HOME_DOCUMENT,
  type HomeDocument,
  type Testimonial,
} from '@tour/shared/contracts';
import { isoDate, SLUG, trimmedText } from './schemas';
import type { ContentFolder, SiteDocumentSource } from './site-document-source';
import type { SeededPackage } from './types';

export const HOME_FILE = 'home.yaml';
export const TESTIMONIALS_FILE = 'testimonials.yaml';

const text = trimmedText;

const slug = z
  .string({ error: 'Must be a slug' })
  .regex(SLUG, 'Must be a slug: lower-case words joined by hyphens');

const sectionCopy = {
  eyebrow: text,
  title: text,
  intro: text.optional(),
};

const packageSlugs = z.array(slug).min(1, 'Must name at least one package by its slug');

const place = z.object({ destination: slug, region: text, line: text }).strict();

const pageCopy = { eyebrow: text, title: text, lead: text };

export const homeFile = z
  .object({
    hero: z
      .object({
        slides: z
          .array(z.object({ destination: slug, subheading: text, heading: text, text }).strict())
          .min(1, 'Must have at least one slide'),
        /** The short promises under the slides; none shown when left out. */
        trustNotes: z.array(text).default([]),
      })
      .strict(),
    hiddenGems: z.object({ ...sectionCopy, packages: packageSlugs }).strict(),
    devotionalPlans: z.object({ ...sectionCopy, places: z.array(place).min(1) }).strict(),
    trendingDestinations: z.object({ ...sectionCopy, places: z.array(place).min(1) }).strict(),
    whyChooseUs: z
      .object({
        ...sectionCopy,
        items: z.array(z.object({ title: text, text }).strict()).min(1),
        /** Short lines such as "{destinations} destinations", counted by the API. */
        facts: z.array(text).default([]),
      })
      .strict(),
    reviews: z.object(sectionCopy).strict(),
    tours: z.object({ ...pageCopy, packages: packageSlugs }).strict(),
    darshan: z
      .object({
        slideTitle: text,
        slides: z.array(z.object({ eyebrow: text, text }).strict()).min(1),
        heading: text,
        intro: text,
        tiles: z
          .array(
            z
              .object({
                name: text,
                state: text,
                destination: slug.optional(),
                package: slug.optional(),
              })
              .strict()
              .refine(
                (tile) => tile.destination === undefined || tile.package === undefined,
                'Must link to a destination or a package, not both',
              ),
          )
          .min(1),
      })
      .strict(),
    devDarshan: z.object({ ...pageCopy, packages: packageSlugs }).strict(),
  })
  .strict();

const testimonial = z
  .object({
    reviewer: text,
    text,
    source: text.describe('Where the review was posted, e.g. Google reviews'),
    date: isoDate,
    rating: z.number().int('Must be a whole number of stars').min(1).max(5).optional(),
    title: text.optional(),
  })
  .strict();

/** An empty list is fine (and what ships): the home page then leaves the reviews out. */
export const testimonialsFile = z.object({ testimonials: z.array(testimonial) }).strict();

const PLACEHOLDER = /\{([^{}]*)\}/g;
const COUNT_NAMES: readonly string[] = HOME_COUNT_PLACEHOLDERS;

export const homeDocument: SiteDocumentSource = {
  name: HOME_DOCUMENT,
  read(folder, catalogue): HomeDocument | undefined {
    const home = folder.yaml(homeFile, HOME_FILE);
    const reviews = folder.yaml(testimonialsFile, TESTIMONIALS_FILE);
    if (home === undefined || reviews === undefined) return undefined;

    const file = folder.file(HOME_FILE);
    const before = folder.problems.problems.length;
    // A package or destination whose own file has problems is missing from the catalogue but
    // reported already: its file is enough here, so the editor sees one problem, in that file.
    const packages = new Set([...catalogue.packages.map((p) => p.slug), ...packageFiles(folder)]);
    const destinations = new Set([
      ...catalogue.destinations.map((d) => d.slug),
      ...yamlNames(folder.file('destinations')),
    ]);

    const checkPackage = (field: string, value: string) => {
      if (!packages.has(value)) {
        folder.problems.add(
          file,
          `No package has the slug "${value}": use the file name of a package under content/packages/`,
          field,
        );
      }
    };
    const checkPackages = (field: string, slugs: string[]) =>
      slugs.forEach((value, index) => checkPackage(`${field}[${index}]`, value));
    const checkDestination = (field: string, value: string) => {
      if (!destinations.has(value)) {
        folder.problems.add(
          file,
          `No destination has the slug "${value}": use the file name of a destination under content/destinations/`,
          field,
        );
      }
    };

    checkPackages('hiddenGems.packages', home.hiddenGems.packages);
    checkPackages('tours.packages', home.tours.packages);
    checkPackages('devDarshan.packages', home.devDarshan.packages);
    home.hero.slides.forEach((slide, i) =>
      checkDestination(`hero.slides[${i}].destination`, slide.destination),
    );
    for (const section of ['devotionalPlans', 'trendingDestinations'] as const) {
      home[section].places.forEach((entry, i) =>
        checkDestination(`${section}.places[${i}].destination`, entry.destination),
      );
    }
    home.darshan.tiles.forEach((tile, i) => {
      const field = `darshan.tiles[${i}]`;
      if (tile.destination !== undefined) {
        checkDestination(`${field}.destination`, tile.destination);
        const offered = catalogue.packages.filter((p) => p.destination === tile.destination);
        const destination = catalogue.destinations.find((d) => d.slug === tile.destination);
        if (
          destination !== undefined &&
          !mentions(destination.name, tile.name) &&
          !offered.some((p) => visits(p, tile.name))
        ) {
          folder.problems.add(
            file,
            `No package of "${tile.destination}" visits ${tile.name}: link the tile to a destination or package that does, or leave its link out`,
            `${field}.destination`,
          );
        }
      }
      if (tile.package !== undefined) {
        checkPackage(`${field}.package`, tile.package);
        const pkg = catalogue.packages.find((p) => p.slug === tile.package);
        if (pkg !== undefined && !visits(pkg, tile.name)) {
          folder.problems.add(
            file,
            `The package "${tile.package}" does not mention ${tile.name}: link the tile to a package that visits it, or leave its link out`,
            `${field}.package`,
          );
        }
      }
    });
    checkPlaceholders(home, '', (field, name) =>
      folder.problems.add(
        file,
        `Unknown placeholder {${name}}: the counts are ${HOME_COUNT_PLACEHOLDERS.map((n) => `{${n}}`).join(', ')}`,
        field,
      ),
    );

    if (folder.problems.problems.length > before) return undefined;
    const testimonials: Testimonial[] = reviews.testimonials;
    return { ...home, reviews: { ...home.reviews, testimonials } };
  },
};

/** Whether `text` names `place` as a word ("Haridwar" in "Rishikesh and Haridwar"). */
function mentions(text: string, place: string): boolean {
  const escaped = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu').test(text);
}

/** Whether a package visits `place`: its name, its line, its text or a day of its itinerary says so. */
function visits(pkg: SeededPackage, place: string): boolean {
  return [
    pkg.name,
    pkg.description,
    pkg.information,
    ...pkg.itinerary.flatMap((day) => [day.title, day.description, ...day.stops]),
  ].some((text) => mentions(text, place));
}

/** The slugs of every package file, content/packages/<destination>/<slug>.yaml. */
function packageFiles(folder: ContentFolder): string[] {
  const dir = folder.file('packages');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => yamlNames(path.join(dir, entry.name)));
}

/** The names of a folder's .yaml files, without the extension. */
function yamlNames(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length));
}

/** Walks the copy and reports every {name} that is not a count the API fills in. */
function checkPlaceholders(
  value: unknown,
  field: string,
  report: (field: string, name: string) => void,
): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? '';
      if (!COUNT_NAMES.includes(name)) report(field, name);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => checkPlaceholders(item, `${field}[${index}]`, report));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      checkPlaceholders(item, field === '' ? key : `${field}.${key}`, report);
    }
  }
}
