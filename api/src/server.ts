/**
 * Starts the API: reads the environment, prepares the database (migrations and the catalogue
 * import), listens, shuts down cleanly.
 */
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { summariseReport } from './catalogue-import';
import { loadConfig, loadNotificationConfig } from './config';
import { openDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { asyncStdout, loggerOptions } from './logging';
import { deliverableChannels, outboxChannels } from './notifications/channels';
import { NotificationWorker } from './notifications/worker';

/** How long open requests may take to finish after SIGTERM before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // argv[1] is this script (src/server.ts under tsx, dist/server.js when bundled).
  const config = loadConfig(process.env, process.argv[1] ?? process.cwd());
  const notifications = loadNotificationConfig(process.env);
  const database = openDatabase(config.database);
  // Migrations, then the catalogue import: a fresh database is filled, an existing one updated.
  const catalogue = await prepareDatabase(database);
  // Rate limiting wants quick failures: a slow or absent Redis must not hold requests up
  // (with skipOnError the limits then pause).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : null;

  const app = buildApp({
    database,
    authCode: config.authCode,
    corsOrigins: config.corsOrigins,
    adminToken: config.adminToken,
    rateLimits: config.rateLimits,
    redis,
    trustProxy: config.trustProxy,
    logger: loggerOptions(config.logLevel, asyncStdout()),
    catalogueCacheTtlMs: config.catalogueCacheTtlMs,
    leadChannels: outboxChannels(notifications),
    publicSiteUrl: notifications.publicSiteUrl,
  });
  // Delivers the lead outbox; stopped (its deliveries under way finished) when the app closes.
  const notificationWorker = new NotificationWorker({
    database,
    config: notifications,
    logger: app.log.child({ component: 'notifications' }),
  });
  app.addHook('onClose', () => notificationWorker.stop());
  redis?.on('error', (error) => app.log.warn({ err: error }, 'Redis unavailable'));
  app.log.info(
    config.database.kind === 'sqlite'
      ? `database: SQLite at ${config.database.file}`
      : 'database: PostgreSQL',
  );
  app.log.info(summariseReport(catalogue));
  app.log.info(redis ? 'rate limits: shared through Redis' : 'rate limits: this process only');
  if (!config.adminToken) app.log.info('admin routes closed: ADMIN_TOKEN is not set');
  const channels = deliverableChannels(notifications);
  app.log.info(
    channels.length > 0
      ? `lead notifications: ${channels.join(', ')}`
      : 'lead notifications off: neither LEAD_WEBHOOK_URL nor SMTP_URL is set',
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
      redis?.disconnect();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  notificationWorker.start();
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
