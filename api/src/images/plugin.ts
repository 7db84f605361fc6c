/**
 * The site's media, all open: the SVG illustrations (GET /images/:name), the link preview images
 * (PNG, per destination, package and blog) and the imported photos in their variants.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { imageRoutes } from './routes/images';
import { photoRoutes } from './routes/photos';
import { previewImageRoutes } from './routes/preview-images';

export interface SiteMediaPluginOptions {
  db: Kysely<Database>;
}

export const siteMediaPlugin: FastifyPluginAsync<SiteMediaPluginOptions> = async (app, { db }) => {
  imageRoutes(app);
  previewImageRoutes(app, db);
  photoRoutes(app, db);
};
