/**
 * GET /images/:name: the SVG landscape illustrations the catalogue and blogs point at
 * (beach.svg), and the variants of them that packages show (beach-v1.svg … beach-v20.svg).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documented, notFound } from '../../docs/route-docs';
import { findImage } from '../variants';
import { failure } from '../../routes/envelope';

const schema = {
  ...documented({
    operationId: 'getIllustration',
    summary: 'Landscape illustrations (beach.svg, hills.svg, …) and their variants (beach-v7.svg)',
    description:
      'The landscapes are backwaters, beach, city, desert, hills, snow, temple and wildlife: ' +
      '{landscape}.svg is the illustration destinations, themes and blogs show, and ' +
      '{landscape}-v{n}.svg, n = 1…20 (no leading zero), one of its 20 variants, which packages ' +
      'show so that the packages of a destination each have a picture of their own. Variant n ' +
      'is the time of day ((n − 1) mod 5: 0 dawn, 1 noon, 2 dusk, 3 night with the sun as a moon ' +
      'and stars, 4 monsoon with rain), mirrored for n = 6…10 and 16…20, and with the sun or ' +
      'moon moved higher for n = 11…20; its <title> names the variant (e.g. "Beach with a palm ' +
      'tree at sunset, at dawn"). Any other name answers 404.',
    auth: 'none',
    responses: {
      200: { description: 'The SVG.', otherMediaTypes: ['image/svg+xml'] },
      404: notFound('Image'),
    },
  }),
  params: z.object({ name: z.string().max(200) }),
};

export function imageRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/images/:name', { schema }, async (request, reply) => {
    const svg = findImage(request.params.name);
    if (svg === undefined) return reply.status(404).send(failure('Image not found.'));
    return (
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        // Embeddable from the site's origin even if it ever requires CORP of what it embeds.
        .header('cross-origin-resource-policy', 'cross-origin')
        // An SVG opened on its own is a document; allow it nothing beyond its inline styles.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    );
  });
}
