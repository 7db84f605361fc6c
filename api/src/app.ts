/** Builds the HTTP API: every route of spec §7 we serve, plus health and images. */
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { corsOptions } from './cors';
import type { AppDatabase } from './db/connect';
import { assistantRoutes } from './routes/assistant';
import { requireAuthCode } from './routes/auth-code';
import { blogRoutes } from './routes/blogs';
import { cityRoutes } from './routes/cities';
import { handleError, handleNotFound } from './routes/errors';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { leadRoutes } from './routes/leads';

const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  /** Opened and migrated by the caller, who also closes it. */
  database: AppDatabase;
  authCode: string;
  /** Exact allowed origins, or null for any local development origin. */
  corsOrigins: string[] | null;
  logger?: FastifyServerOptions['logger'];
}

export function buildApp({
  database,
  authCode,
  corsOrigins,
  logger = false,
}: AppOptions): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT_BYTES });
  // Only JSON bodies are accepted; by default Fastify would also take text/plain as a string.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.register(cors, corsOptions(corsOrigins));

  // Registered after CORS so its hooks apply to every route.
  app.register(async (open) => {
    healthRoutes(open, database);
    imageRoutes(open);
    assistantRoutes(open, database.db);
  });
  app.register(async (spec) => {
    spec.addHook('onRequest', requireAuthCode(authCode));
    cityRoutes(spec, database.db);
    blogRoutes(spec, database.db);
    leadRoutes(spec, database.db);
  });
  return app;
}
