/** Starts the API: reads the environment, prepares the database, listens, shuts down cleanly. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare';

/** How long open requests may take to finish after SIGTERM before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // argv[1] is this script (src/server.ts under tsx, dist/server.js when bundled).
  const config = loadConfig(process.env, process.argv[1] ?? process.cwd());
  const database = openDatabase(config.database);
  await prepareDatabase(database);

  const app = buildApp({
    database,
    authCode: config.authCode,
    corsOrigins: config.corsOrigins,
    logger: {
      level: config.logLevel,
      // Log paths without their query: chat questions may carry personal details.
      serializers: {
        req: (req: { method: string; url: string; ip: string }) => ({
          method: req.method,
          path: req.url.split('?')[0],
          remoteAddress: req.ip,
        }),
      },
    },
  });
  app.log.info(
    config.database.kind === 'sqlite'
      ? `database: SQLite at ${config.database.file}`
      : 'database: PostgreSQL',
  );

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
