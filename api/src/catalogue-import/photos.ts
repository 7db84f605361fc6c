/**
 * The photos step of the catalogue import, run before the catalogue's transaction:
 * every photo the content lists is made into its files (images/photo-variants.ts) and stored in
 * photo_files, unless a photo with the same bytes was made before (photos, by hash): then
 * nothing is decoded or encoded. What it gives back is the `photos` column of each destination,
 * package and blog post: the Photo objects the API answers, as JSON.
 *
 * A photo sharp cannot read, or one too narrow, stops the import with a ContentError naming its
 * file, like any other content problem; files already stored stay (they are only ever reused).
 * Several API machines importing at once each make a missing photo and the second insert is
 * ignored: the files are named by their bytes, so both wrote the same thing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { toSlug, type Photo } from '@tour/shared/contracts';
import { ContentError, type ContentProblem } from '../content-files';
import type { PhotoSeed } from '../content-files/photos';
import type { Database } from '../db/schema';
import { makePhotoFiles, photoHash, PhotoProblem, type MadePhoto } from '../images/photo-variants';
import type { Catalogue } from './types';

/** Where the API serves photo files (images/routes/photos.ts). */
export const PHOTO_PATH = '/photos/';

/** The width the `src` of browsers without srcset gets: sharp enough for most layouts. */
const FALLBACK_WIDTH = 960;

export interface PreparedPhotos {
  /** The `photos` column for an item's photos: JSON Photo[], or null for none. */
  column(seeds: PhotoSeed[] | undefined): string | null;
  /** Source photos made into files by this import, and those found already made. */
  made: number;
  reused: number;
}

type Db = Kysely<Database>;

/** The photo a made photo and its content entry give: what the API answers. */
export function toPhoto(made: MadePhoto, seed: Pick<PhotoSeed, 'alt' | 'credit'>): Photo {
  const url = (name: string) => `${PHOTO_PATH}${name}`;
  const variants = (list: MadePhoto['webp']) =>
    list.map(({ name, width }) => ({ url: url(name), width }));
  const fallback =
    [...made.webp].reverse().find((variant) => variant.width <= FALLBACK_WIDTH) ?? made.webp[0];
  return {
    alt: seed.alt,
    credit: seed.credit,
    width: made.width,
    height: made.height,
    placeholder: made.placeholder,
    sources: { avif: variants(made.avif), webp: variants(made.webp) },
    fallback: fallback ? url(fallback.name) : url(made.preview.name),
    preview: {
      url: url(made.preview.name),
      width: made.preview.width,
      height: made.preview.height,
    },
  };
}

/** The photo's file as content problems name it: from the content folder's own name down. */
function shownPath(seed: PhotoSeed): string {
  const root = seed.path.slice(0, seed.path.length - seed.file.length);
  return `${path.basename(root)}/${seed.file}`;
}

/** Every photo the catalogue lists, by its file's absolute path. */
function listedPhotos(catalogue: Catalogue): Map<string, PhotoSeed> {
  const byPath = new Map<string, PhotoSeed>();
  const items = [...catalogue.destinations, ...catalogue.packages, ...catalogue.blogs];
  for (const item of items) for (const seed of item.photos ?? []) byPath.set(seed.path, seed);
  return byPath;
}

export async function preparePhotos(db: Db, catalogue: Catalogue): Promise<PreparedPhotos> {
  const listed = listedPhotos(catalogue);
  const made = new Map<string, MadePhoto>();
  const counts = { made: 0, reused: 0 };
  if (listed.size > 0) {
    const hashes = new Map<string, string>();
    for (const filePath of listed.keys())
      hashes.set(filePath, photoHash(fs.readFileSync(filePath)));
    const stored = await db
      .selectFrom('photos')
      .select(['hash', 'made'])
      .where('hash', 'in', [...new Set(hashes.values())])
      .execute();
    const byHash = new Map(stored.map((row) => [row.hash, JSON.parse(row.made) as MadePhoto]));
    const problems: ContentProblem[] = [];
    for (const [filePath, seed] of listed) {
      const hash = hashes.get(filePath) ?? '';
      const known = byHash.get(hash);
      if (known) {
        counts.reused += 1;
        made.set(filePath, known);
        continue;
      }
      try {
        const photo = await makeAndStore(db, hash, fs.readFileSync(filePath));
        byHash.set(hash, photo);
        made.set(filePath, photo);
        counts.made += 1;
      } catch (error) {
        if (!(error instanceof PhotoProblem)) throw error;
        problems.push({ file: shownPath(seed), message: error.message });
      }
    }
    if (problems.length > 0) throw new ContentError(problems);
  }
  return {
    ...counts,
    column(seeds) {
      if (!seeds || seeds.length === 0) return null;
      const photos = seeds.flatMap((seed) => {
        const photo = made.get(seed.path);
        return photo ? [toPhoto(photo, seed)] : [];
      });
      return photos.length > 0 ? JSON.stringify(photos) : null;
    },
  };
}

async function makeAndStore(db: Db, hash: string, source: Buffer): Promise<MadePhoto> {
  const { made, files } = await makePhotoFiles(source);
  const now = new Date().toISOString();
  // The files before the row that says they exist: a crash between leaves only unused files.
  for (const file of files) {
    await db
      .insertInto('photo_files')
      .values({
        name: file.name,
        photo_hash: hash,
        content_type: file.contentType,
        body: file.body,
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
  }
  await db
    .insertInto('photos')
    .values({ hash, made: JSON.stringify(made), created_at: now })
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .execute();
  return made;
}

/** The `photos` column each item of the catalogue should hold, by kind and slug. */
export interface PhotoColumns {
  destination: Map<string, string | null>;
  package: Map<string, string | null>;
  /** By the post's key: its slug, else its name's (as plan.ts matches posts). */
  blog: Map<string, string | null>;
}

export function photoColumns(catalogue: Catalogue, prepared: PreparedPhotos): PhotoColumns {
  const columns = <T>(
    items: T[],
    key: (item: T) => string,
    photos: (item: T) => PhotoSeed[] | undefined,
  ) => new Map(items.map((item) => [key(item), prepared.column(photos(item))]));
  return {
    destination: columns(
      catalogue.destinations,
      (d) => d.slug,
      (d) => d.photos,
    ),
    package: columns(
      catalogue.packages,
      (p) => p.slug,
      (p) => p.photos,
    ),
    blog: columns(
      catalogue.blogs,
      (b) => b.slug ?? toSlug(b.name),
      (b) => b.photos,
    ),
  };
}
