/**
 * GET /og/default.png, /og/destinations/{slug}.png, /og/packages/{slug}.png, /og/blogs/{id}.png:
 * the link preview image of a page (Open Graph), a PNG of the item's own illustration (a
 * package's own variant of its destination's landscape).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { documented, notFound as imageNotFound } from '../../docs/route-docs';
import type { Landscape } from '../illustrations';
import { asLandscape, pictureOfImage, previewPng, type PreviewPicture } from '../preview-images';
import { findPackageId } from '../../catalogue/package-detail';
import { failure } from '../../routes/envelope';

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

const png = { description: 'The PNG.', otherMediaTypes: ['image/png'] };

/** The route options of one kind's previews: /og/{kind}/{file}. */
function previewOf(operationId: string, kind: string, file: string) {
  return {
    ...OPEN,
    schema: {
      ...documented({
        operationId,
        summary: `Link preview image of one of the ${kind} (${file}.png): PNG, 1200 × 630`,
        auth: 'none',
        responses: { 200: png, 404: imageNotFound('Image') },
      }),
      params: z.object({ file: z.string().max(200) }),
    },
  };
}

export function previewImageRoutes(untyped: FastifyInstance, db: Kysely<Database>): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const siteImage = documented({
    operationId: 'getSitePreviewImage',
    summary: "Link preview image (Open Graph) of the site's own pages: PNG, 1200 × 630",
    auth: 'none',
    responses: { 200: png },
  });
  app.get('/og/default.png', { ...OPEN, schema: siteImage }, async (_request, reply) =>
    sendPng(reply, DEFAULT_LANDSCAPE),
  );

  const destinationPreview = previewOf('getDestinationPreviewImage', 'destinations', '{slug}');
  app.get('/og/destinations/:file', destinationPreview, async (request, reply) => {
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

  const packagePreview = previewOf('getPackagePreviewImage', 'packages', '{slug}');
  app.get('/og/packages/:file', packagePreview, async (request, reply) => {
    // The same lookup as the package's page: its slug, or its name's (the site links by name).
    const id = await findPackageId(db, keyOf(request.params.file) ?? '');
    const row =
      id === undefined
        ? undefined
        : await db.selectFrom('packages').select('image').where('id', '=', id).executeTakeFirst();
    return row ? sendPng(reply, pictureOfImage(row.image)) : notFound(reply);
  });

  const blogPreview = previewOf('getBlogPreviewImage', 'blogs', '{id}');
  app.get('/og/blogs/:file', blogPreview, async (request, reply) => {
    const id = Number(keyOf(request.params.file));
    const row =
      Number.isSafeInteger(id) && id > 0
        ? await db.selectFrom('blogs').select('image_url').where('id', '=', id).executeTakeFirst()
        : undefined;
    return row ? sendPng(reply, pictureOfImage(row.image_url)) : notFound(reply);
  });
}
