/**
 * The catalogue checked and turned into the rows the database should hold (rich text still raw:
 * the importer sanitises it only where it has to compare or write it).
 */
import { toSlug } from '@tour/shared/contracts';
import type { Selectable } from 'kysely';
import { encodeMonths } from '../catalogue/package-months';
import { encodePackageFacts } from '../catalogue/package-facts';
import { packageImagePath, picturesInDestination } from '../images/variants';
import { launchPolicies } from '../content-files';
import type {
  BlogsTable,
  DestinationsTable,
  FaqsTable,
  ItineraryDaysTable,
  PackagesTable,
} from '../db/schema';
import type { Catalogue } from './types';

export interface PlannedDestination {
  slug: string;
  formerSlugs: string[];
  row: Pick<Selectable<DestinationsTable>, 'name' | 'slug' | 'description' | 'landscape'>;
  /** `order`: the FAQ's place in the catalogue's list, which new rows are inserted in. */
  faqs: { order: number; row: Pick<Selectable<FaqsTable>, 'question' | 'answer'> }[];
}

export interface PlannedPackage {
  slug: string;
  formerSlugs: string[];
  destination: string;
  /** Every column the content decides; the import sets the others (ids, photos, timestamps). */
  row: Omit<
    Selectable<PackagesTable>,
    'id' | 'destination_id' | 'updated_at' | 'published' | 'photos'
  >;
  days: PlannedDay[];
}

/** A day of the itinerary; its package and number come from its place in `days`. */
export type PlannedDay = Omit<Selectable<ItineraryDaysTable>, 'id' | 'package_id' | 'day_number'>;

export interface PlannedBlog {
  slug: string;
  destination: string;
  /** The slug is the importer's key, so a planned row always has one. */
  row: Pick<
    Selectable<BlogsTable>,
    'name' | 'description' | 'image_url' | 'category' | 'published_at'
  > & { slug: string };
}

export interface CataloguePlan {
  destinations: PlannedDestination[];
  packages: PlannedPackage[];
  blogs: PlannedBlog[];
}

export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - 20} more` : '';
    super(`The catalogue cannot be imported:\n  ${shown.join('\n  ')}${more}`);
    this.name = 'CatalogueError';
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Checks the catalogue as a whole (nothing is written when any of it is wrong) and plans rows. */
export function planCatalogue(catalogue: Catalogue): CataloguePlan {
  // What a package without its own exclusions or policies falls back on (content/policies.yaml).
  const policies = launchPolicies();
  const problems: string[] = [];
  const checkSlugs = (kind: string, items: { slug: string; formerSlugs?: string[] }[]) => {
    const current = new Set<string>();
    for (const { slug } of items) {
      if (!SLUG.test(slug)) problems.push(`${kind} "${slug}": a slug is lower-case words and -`);
      if (current.has(slug)) problems.push(`${kind} "${slug}" is listed twice`);
      current.add(slug);
    }
    const former = new Map<string, string>();
    for (const { slug, formerSlugs = [] } of items) {
      for (const old of formerSlugs) {
        if (current.has(old)) problems.push(`${kind} "${slug}": former slug "${old}" is in use`);
        const owner = former.get(old);
        if (owner !== undefined && owner !== slug) {
          problems.push(`${kind} former slug "${old}" is claimed by "${owner}" and "${slug}"`);
        }
        former.set(old, slug);
      }
    }
    return current;
  };
  const destinationSlugs = checkSlugs('destination', catalogue.destinations);
  checkSlugs('package', catalogue.packages);
  const knownDestination = (owner: string, slug: string) => {
    if (!destinationSlugs.has(slug)) problems.push(`${owner}: unknown destination "${slug}"`);
  };

  const faqsByDestination = new Map<string, PlannedDestination['faqs']>();
  for (const [order, faq] of catalogue.faqs.entries()) {
    knownDestination(`FAQ "${faq.question}"`, faq.destination);
    const list = faqsByDestination.get(faq.destination) ?? [];
    list.push({ order, row: { question: faq.question, answer: faq.answer } });
    faqsByDestination.set(faq.destination, list);
  }

  const landscapes = new Map(catalogue.destinations.map((d) => [d.slug, d.landscape]));
  const destinations: PlannedDestination[] = catalogue.destinations.map((d) => ({
    slug: d.slug,
    formerSlugs: [...new Set(d.formerSlugs ?? [])],
    row: { name: d.name, slug: d.slug, description: d.description, landscape: d.landscape },
    faqs: faqsByDestination.get(d.slug) ?? [],
  }));

  // Each package a picture of its own: a variant of its destination's landscape.
  const pictures = picturesInDestination(catalogue.packages);
  const packages: PlannedPackage[] = catalogue.packages.map((p) => {
    knownDestination(`package "${p.slug}"`, p.destination);
    if (p.itinerary.length === 0) problems.push(`package "${p.slug}" has no itinerary`);
    return {
      slug: p.slug,
      formerSlugs: [...new Set(p.formerSlugs ?? [])],
      destination: p.destination,
      // Exactly the row the launch seed wrote, so a database it filled is found unchanged.
      row: {
        name: p.name,
        slug: p.slug,
        category: p.category,
        days: p.days,
        price: p.price,
        max_price: p.maxPrice ?? null,
        rating: p.rating,
        description: p.description,
        information: p.information,
        image: packageImagePath(landscapes.get(p.destination) ?? 'city', pictures.get(p.slug) ?? 0),
        inclusions: p.inclusions.join('\n'),
        exclusions: (p.exclusions ?? policies.exclusions).join('\n'),
        tour_policy: p.tourPolicy ?? policies.tourPolicies.standard ?? '',
        cancellation_policy: p.cancellationPolicy ?? policies.cancellationPolicies.standard ?? '',
        months: encodeMonths(p.months),
        ...encodePackageFacts(p),
        original_price: p.originalPrice ?? null,
      },
      days: p.itinerary.map((entry, index) => ({
        name: `Day ${index + 1}: ${entry.title}`,
        description: entry.description,
        stages: entry.stops.join('\n'),
        accommodation: entry.stay,
        image: null,
      })),
    };
  });

  const blogKeys = new Set<string>();
  const blogs: PlannedBlog[] = catalogue.blogs.map((b) => {
    const slug = b.slug ?? toSlug(b.name);
    if (!SLUG.test(slug)) problems.push(`blog "${b.name}": no usable slug`);
    if (blogKeys.has(slug)) problems.push(`blog "${slug}" is listed twice (give one a slug)`);
    blogKeys.add(slug);
    knownDestination(`blog "${slug}"`, b.destination);
    return {
      slug,
      destination: b.destination,
      row: {
        slug,
        name: b.name,
        description: b.html,
        image_url: b.imageUrl,
        category: b.category,
        published_at: b.publishedAt,
      },
    };
  });

  if (problems.length > 0) throw new CatalogueError(problems);
  return { destinations, packages, blogs };
}
