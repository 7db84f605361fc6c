/**
 * GET /og/default.png, /og/destinations/{slug}.png, /og/packages/{slug}.png, /og/blogs/{id}.png:
 * the link preview image of a page (Open Graph), a PNG of the item's own illustration (a
 * package's own variant of its destination's landscape).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Landscape } from '../images/illustrations';
import {
  asLandscape,
  pictureOfImage,
  previewPng,
  type PreviewPicture,
} from '../images/preview-images';
import { findPackageId } from '../catalogue/package-detail';
import { failure } from './envelope';

/** The site's own picture, for pages that stand for no one place. */
const DEFAULT_LANDSCAPE: Landscape = 'beach';

async function sendPng(reply: FastifyReply, picture: PreviewPicture) {
  const png = await previewPng(picture);
  return (
    reply
      .header('content-type', 'image/png')
      // Long-lived, as previewers expect; but the URL names the item, not the picture, so an
      // item given another illustration shows it within a week (a month while revalidating).
      .header('cache-control', 'public, max-age=604800, stale-while-revalidate=2592000')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(png)
  );
}

const notFound = (reply: FastifyReply) => reply.status(404).send(failure('Image not found.'));

/** `goa-beach-escape.png` → `goa-beach-escape`; anything else is no image of ours. */
const keyOf = (file: string) => /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/.exec(file)?.[1];

/**
 * Outside the per-IP limit: a crawler or link previewer fetches one per page it reads, and each
 * answer is an indexed lookup and a picture already drawn (the limit answered the link checker
 * with 429 for most of them).
 */
const OPEN = { config: { rateLimit: false } } as const;

export function previewImageRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get('/og/default.png', OPEN, async (_request, reply) => sendPng(reply, DEFAULT_LANDSCAPE));

  app.get<{ Params: { file: string } }>('/og/destinations/:file', OPEN, async (request, reply) => {
    const slug = keyOf(request.params.file);
    const row = slug
      ? await db
          .selectFrom('destinations')
          .select('landscape')
          .where('slug', '=', slug)
          .executeTakeFirst()
      : undefined;
    return row ? sendPng(reply, asLandscape(row.landscape)) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/og/packages/:file', OPEN, async (request, reply) => {
    // The same lookup as the package's page: its slug, or its name's (the site links by name).
    const id = await findPackageId(db, keyOf(request.params.file) ?? '');
    const row =
      id === undefined
        ? undefined
        : await db.selectFrom('packages').select('image').where('id', '=', id).executeTakeFirst();
    return row ? sendPng(reply, pictureOfImage(row.image)) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>('/og/blogs/:file', OPEN, async (request, reply) => {
    const id = Number(keyOf(request.params.file));
    const row =
      Number.isSafeInteger(id) && id > 0
        ? await db.selectFrom('blogs').select('image_url').where('id', '=', id).executeTakeFirst()
        : undefined;
    return row ? sendPng(reply, pictureOfImage(row.image_url)) : notFound(reply);
  });
}
