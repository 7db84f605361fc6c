/**
 * Where the site's old catalogue URLs went, for 301s: a package the catalogue no longer lists
 * (unpublished) goes to its destination's listing, a renamed package or destination (slug_redirects,
 * written by the catalogue import) to its current page. Paths whose page still exists get no
 * redirect, nor do paths nothing is known about (they stay 404).
 */
import type { Kysely } from 'kysely';
import { listingPath, packageDetailPath, toSlug, type SiteRedirect } from '@tour/shared/contracts';
import type { Database, RedirectKind } from '../db/schema';

const DETAIL_PATH = /^\/([a-z0-9-]+)-tour-packages-details\/([^/]+)\/?$/;
const LISTING_PATH = /^\/([a-z0-9-]+)-tour-packages\/?$/;

/** The redirect of a site path (`/goa-tour-packages-details/goa-beach-escape`), if it has one. */
export async function findSiteRedirect(
  db: Kysely<Database>,
  path: string,
): Promise<SiteRedirect | null> {
  const detail = DETAIL_PATH.exec(path);
  if (detail) return findPackageRedirect(db, toSlug(safeDecode(detail[2]!)));
  const listing = LISTING_PATH.exec(path);
  if (listing) return findDestinationRedirect(db, listing[1]!);
  return null;
}

/**
 * The redirect of a package URL key (its slug, or its name's): null while a published package
 * answers to it.
 */
export async function findPackageRedirect(
  db: Kysely<Database>,
  key: string,
): Promise<SiteRedirect | null> {
  if (!key) return null;
  const found = await findAnyPackage(db, key);
  if (found?.published === 1) return null;
  if (found) return unpublished(db, found);
  const to = await redirectTarget(db, 'package', key);
  if (to === undefined) return null;
  const target = await findAnyPackage(db, to);
  if (!target) return null;
  return target.published === 1
    ? {
        location: packageDetailPath(target.destination_name, target.name),
        reason: 'renamed',
      }
    : unpublished(db, target);
}

/** The redirect of a destination listing's slug: null while the destination exists. */
export async function findDestinationRedirect(
  db: Kysely<Database>,
  slug: string,
): Promise<SiteRedirect | null> {
  const exists = await db
    .selectFrom('destinations')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (exists) return null;
  const to = await redirectTarget(db, 'destination', slug);
  if (to === undefined) return null;
  const target = await db
    .selectFrom('destinations')
    .select('name')
    .where('slug', '=', to)
    .executeTakeFirst();
  return target ? { location: listingPath(target.name), reason: 'renamed' } : null;
}

interface AnyPackage {
  id: number;
  name: string;
  published: number;
  destination_id: number;
  destination_name: string;
}

/** A package by slug, else by its name's slug (published first), whether published or not. */
async function findAnyPackage(db: Kysely<Database>, key: string): Promise<AnyPackage | undefined> {
  const query = () =>
    db
      .selectFrom('packages')
      .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
      .select([
        'packages.id',
        'packages.name',
        'packages.published',
        'packages.destination_id',
        'destinations.name as destination_name',
      ]);
  const bySlug = await query().where('packages.slug', '=', key).executeTakeFirst();
  if (bySlug) return bySlug;
  // Only misses pay for this scan, as in package-detail.ts.
  const all = await query().orderBy('packages.published', 'desc').orderBy('packages.id').execute();
  return all.find((p) => toSlug(p.name) === key);
}

/** An unpublished package's URL goes to its destination's listing, or home if that is empty. */
async function unpublished(db: Kysely<Database>, pkg: AnyPackage): Promise<SiteRedirect> {
  const listed = await db
    .selectFrom('packages')
    .select('id')
    .where('destination_id', '=', pkg.destination_id)
    .where('published', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return { location: listed ? listingPath(pkg.destination_name) : '/', reason: 'unpublished' };
}

async function redirectTarget(
  db: Kysely<Database>,
  kind: RedirectKind,
  from: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('slug_redirects')
    .select('to_slug')
    .where('kind', '=', kind)
    .where('from_slug', '=', from)
    .executeTakeFirst();
  return row?.to_slug;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
