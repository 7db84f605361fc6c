/** The service's own routes: GET /health and GET /docs/openapi.json, both open. */
import type { FastifyPluginAsync } from 'fastify';
import type { AppDatabase } from '../db/connect';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';

export interface HealthPluginOptions {
  database: AppDatabase;
  /** Problems the content folder had at start (its import was refused); /health reports them. */
  contentProblems: number;
}

export const healthPlugin: FastifyPluginAsync<HealthPluginOptions> = async (
  app,
  { database, contentProblems },
) => {
  healthRoutes(app, database, contentProblems);
  docsRoutes(app);
};
