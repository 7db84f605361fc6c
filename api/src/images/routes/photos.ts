/**
 * GET /photos/:name: the files the catalogue import made of content photos, AVIF and
 * WebP at a few widths and a JPEG link preview, read from the database (photo_files) that every
 * API machine shares. Names are hashes of the bytes, so an answer never changes: browsers and
 * CDNs keep it for a year without asking again, and this process keeps recent ones in memory.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { documented, notFound } from '../../docs/route-docs';
import { PHOTO_FILE_NAME } from '../photo-variants';
import { failure } from '../../routes/envelope';

/** Memory kept for recent files: a few pages' photos at every width. */
const MEMORY_BYTES = 32 * 1024 * 1024;

interface PhotoFileAnswer {
  contentType: string;
  body: Buffer;
}

const schema = {
  ...documented({
    operationId: 'getPhoto',
    summary: 'A photo file: AVIF or WebP at one width, or a JPEG link preview',
    description:
      'The files the catalogue import makes of the photos content lists, named ' +
      '{hash}-{width}.avif, {hash}-{width}.webp and {hash}-og.jpg, where hash is the start of ' +
      "the file's own SHA-256. The photo objects of package, destination and blog answers name " +
      'them; the bytes behind a name never change (Cache-Control: immutable). Any other name ' +
      'answers 404.',
    auth: 'none',
    responses: {
      200: {
        description: 'The image.',
        otherMediaTypes: ['image/avif', 'image/webp', 'image/jpeg'],
      },
      404: notFound('Photo'),
    },
  }),
  params: z.object({ name: z.string().max(64) }),
};

export function photoRoutes(untyped: FastifyInstance, db: Kysely<Database>): void {
  const app = untyped.withTypeProvider<ZodTypeProvider>();
  const memory = new LRUCache<string, PhotoFileAnswer>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (file) => file.body.length + 100,
  });

  app.get('/photos/:name', { schema }, async (request, reply) => {
    const { name } = request.params;
    let file = memory.get(name);
    if (!file && PHOTO_FILE_NAME.test(name)) {
      const row = await db
        .selectFrom('photo_files')
        .select(['content_type', 'body'])
        .where('name', '=', name)
        .executeTakeFirst();
      if (row) {
        // better-sqlite3 and pg both give a Buffer for a blob/bytea.
        file = { contentType: row.content_type, body: Buffer.from(row.body) };
        memory.set(name, file);
      }
    }
    if (!file) return reply.status(404).send(failure('Photo not found.'));
    return (
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        // Shown by the site's pages on their own origin, and fetched by link previewers.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'")
        .send(file.body)
    );
  });
}
