/**
 * The catalogue reads: cities, sitemap, packages, redirects, blogs, site profile, home, site
 * pages, each behind the authCode, with an ETag (a repeat read of an unchanged answer costs a
 * 304) and a Cache-Control a CDN may act on; and GET /catalogue/version, open, with neither.
 */
import etag from '@fastify/etag';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDatabase } from '../db/connect';
import { addAuthCodeHooks } from '../routes/auth-code';
import type { AnswerCache } from './answer-cache';
import { blogRoutes } from './routes/blogs';
import { catalogueCacheControl } from './routes/cached-answer';
import { catalogueVersionRoutes } from './routes/catalogue-version';
import { cityRoutes } from './routes/cities';
import { homeRoutes } from './routes/home';
import { packageRoutes } from './routes/packages';
import { redirectRoutes } from './routes/redirects';
import { sitePageRoutes } from './routes/site-pages';
import { siteProfileRoutes } from './routes/site-profile';
import { sitemapRoutes } from './routes/sitemap';

export interface CataloguePluginOptions {
  database: AppDatabase;
  /** The finished answers, keyed under the catalogue's version. */
  answers: AnswerCache;
  authCode: string;
}

export const cataloguePlugin: FastifyPluginAsync<CataloguePluginOptions> = async (
  app,
  { database, answers, authCode },
) => {
  catalogueVersionRoutes(app, database);
  app.register(async (reads) => {
    addAuthCodeHooks(reads, authCode);
    await reads.register(etag);
    reads.addHook('onSend', catalogueCacheControl);
    const { db } = database;
    cityRoutes(reads, db, answers);
    sitemapRoutes(reads, db, answers);
    packageRoutes(reads, db, answers);
    redirectRoutes(reads, db, answers);
    blogRoutes(reads, db, answers);
    siteProfileRoutes(reads, db, answers);
    homeRoutes(reads, db, answers);
    sitePageRoutes(reads, db, answers);
  });
};
