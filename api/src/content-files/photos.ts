/**
 * Photos in content files: a package, destination or blog post may list
 *
 *   photos:
 *     - file: photos/goa/beach.jpg      # relative to content/
 *       alt: Fishing boats drawn up on Palolem beach at dusk
 *       credit: Asha Rao
 *
 * The first is the one the site shows. The loader checks what it can without decoding (the
 * fields, that the file is there and is a JPEG, PNG or WebP by its first bytes); whether sharp
 * can read it and how wide it is are checked when the import makes its variants
 * (catalogue-import/photos.ts), with problems worded the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANDSCAPES } from '../images/illustrations';
import type { ProblemList } from './problems';

/** A photo as the content lists it, with the file found on disk. */
export interface PhotoSeed {
  /** As the content writes it, relative to content/: `photos/goa/beach.jpg`. */
  file: string;
  /** The file's absolute path. */
  path: string;
  alt: string;
  credit: string;
}

const filled = (value: string) => value.trim() !== '';

const ALT_MESSAGE = 'Must describe the photo for people who cannot see it (what it shows)';
const CREDIT_MESSAGE = 'Must say who took the photo or owns it, e.g. "Asha Rao" or "Ghumakkad"';
const FILE_MESSAGE = 'Must name the photo file, relative to content/, e.g. photos/goa/beach.jpg';

export const photoEntry = z
  .object({
    file: z.string({ error: FILE_MESSAGE }).refine(filled, FILE_MESSAGE),
    alt: z.string({ error: ALT_MESSAGE }).refine(filled, ALT_MESSAGE),
    credit: z.string({ error: CREDIT_MESSAGE }).refine(filled, CREDIT_MESSAGE),
  })
  .strict();

/** `photos:` of a package, destination or blog post; leave it out for the drawn landscape. */
export const photoList = z
  .array(photoEntry, { error: 'Must be a list of photos, each with file, alt and credit' })
  .min(1, 'Must list at least one photo, or leave photos out');

const ILLUSTRATION_PATHS = LANDSCAPES.map((landscape) => `/images/${landscape}.svg`);

/**
 * A blog post's drawn landscape (`/images/beach.svg`), shown when it has no photo. Anything else
 * is refused: the page shows only pictures from our own API (its CSP blocks the rest), so an
 * outside URL would be a broken image.
 */
export const blogImageUrl = z
  .string({ error: 'Must be one of our drawn landscapes, e.g. /images/beach.svg' })
  .nullable()
  .default(null)
  .superRefine((value, context) => {
    if (value === null || ILLUSTRATION_PATHS.includes(value)) return;
    const outside = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(value.trim());
    context.addIssue({
      code: 'custom',
      message: outside
        ? 'An outside picture cannot be shown (the site shows only its own pictures): save the ' +
          'photo under content/photos/ and list it under photos:, or leave imageUrl out'
        : `Must be one of our drawn landscapes (${ILLUSTRATION_PATHS.join(', ')}), or left out; ` +
          'a photo goes under photos:',
    });
  });

/** The formats the import reads, by the bytes they start with. */
const SIGNATURES: { name: string; test: (head: Buffer) => boolean }[] = [
  { name: 'JPEG', test: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff },
  {
    name: 'PNG',
    test: (head) => head.subarray(0, 8).equals(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1')),
  },
  {
    name: 'WebP',
    test: (head) =>
      head.subarray(0, 4).toString('latin1') === 'RIFF' &&
      head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

const EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);

function fileHead(file: string): Buffer {
  const handle = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(12);
    const read = fs.readSync(handle, head, 0, head.length, 0);
    return head.subarray(0, read);
  } finally {
    fs.closeSync(handle);
  }
}

/**
 * The listed photos whose files are usable, each problem added under `field` (`photos[0].file`).
 * Undefined when none were listed.
 */
export function findPhotoFiles(
  root: string,
  photos: z.output<typeof photoList> | undefined,
  owner: string,
  problems: ProblemList,
): PhotoSeed[] | undefined {
  if (!photos) return undefined;
  const found: PhotoSeed[] = [];
  photos.forEach((photo, index) => {
    const field = `photos[${index}].file`;
    const written = photo.file.trim();
    const absolute = path.resolve(root, written);
    const relative = path.relative(root, absolute);
    if (path.isAbsolute(written) || relative.startsWith('..') || /^[a-z]+:/i.test(written)) {
      problems.add(owner, `Must be a path inside content/, e.g. photos/goa/beach.jpg`, field);
      return;
    }
    const shown = problems.display(absolute);
    if (!fs.existsSync(absolute) || !fs.statSync(absolute).isFile()) {
      problems.add(owner, `No file ${shown}: put the photo there, or correct the path`, field);
      return;
    }
    if (!EXTENSIONS.has(path.extname(absolute).toLowerCase())) {
      problems.add(owner, 'Must be a JPEG, PNG or WebP photo (.jpg, .jpeg, .png or .webp)', field);
      return;
    }
    const head = fileHead(absolute);
    if (!SIGNATURES.some((signature) => signature.test(head))) {
      problems.add(
        owner,
        `${shown} is not a JPEG, PNG or WebP image inside, whatever its name says`,
        field,
      );
      return;
    }
    found.push({
      file: relative.split(path.sep).join('/'),
      path: absolute,
      alt: photo.alt.trim(),
      credit: photo.credit.trim(),
    });
  });
  return found;
}
