/** GET /images/:name (src/images/routes/images.ts) on an app of its own: illustrations and variants. */
import Fastify, { type FastifyInstance } from 'fastify';
import { imageRoutes } from './routes/images';
import { findIllustration } from './illustrations';
import { useZodRouteSchemas } from '../routes/validation';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  useZodRouteSchemas(app);
  imageRoutes(app);
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /images/:name', () => {
  it.each(['beach-v7.svg', 'beach-v1.svg', 'wildlife-v20.svg', 'beach.svg'])(
    'serves %s as an SVG cached for a day',
    async (name) => {
      const response = await get(`/images/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.body).toMatch(/^<svg[^>]* viewBox="0 0 800 600"/);
    },
  );

  it('serves a variant that differs from its illustration', async () => {
    const response = await get('/images/beach-v7.svg');
    expect(response.body).not.toBe(findIllustration('beach.svg'));
    expect(response.body).toContain('<title>Beach with a palm tree at sunset, at noon, mirrored');
  });

  it.each(['beach-v0.svg', 'beach-v21.svg', 'nope-v1.svg', 'beach-v07.svg', 'beach-v7.png'])(
    'answers 404 JSON for %s',
    async (name) => {
      const response = await get(`/images/${name}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 0, message: 'Image not found.', data: null });
    },
  );
});
