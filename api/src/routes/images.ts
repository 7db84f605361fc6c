/**
 * GET /images/:name: the SVG landscape illustrations the catalogue and blogs point at
 * (beach.svg), and the variants of them that packages show (beach-v1.svg … beach-v20.svg).
 */
import type { FastifyInstance } from 'fastify';
import { findImage } from '../images/variants';
import { failure } from './envelope';

export function imageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/images/:name', async (request, reply) => {
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
