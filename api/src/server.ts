/**
 * Starts the API: reads the environment, prepares the database (migrations and the catalogue
 * import), listens, shuts down cleanly.
 */
import { Redis } from 'ioredis';
import { SITE_PROFILE_DOCUMENT, type SiteProfile } from '@tour/shared/contracts';
import { chooseStartVocabulary } from './assistant/vocabulary-choice';
import { assertNoInterruptedRestore } from './backup/restore-journal';
import { readSiteDocument } from './catalogue/site-documents';
import { placeholderContacts, placeholderContactsWarning } from './content-files/site-profile';
import { summariseReport } from './catalogue-import';
import { loadConfig, loadNotificationConfig } from './config';
import { createApiMetrics, serveApiMetrics } from './metrics';
import { openDatabase } from './open-database';
import { prepareDatabaseOnStart } from './prepare-database';
import { asyncStdout, loggerOptions } from './logging';
import { deliverableChannels, outboxChannels } from './notifications/channels';
import { enableWebhookEvents } from './notifications/outbox';
import { NotificationWorker } from './notifications/worker';
import { RetentionSchedule, loadRetentionSettings } from './staff/retention-schedule';
import { auditChainSettings } from './staff/audit-chain';
import { TOTP_KEY_FILE_NAME, loadTotpKey } from './staff/totp-key';
import { sealStoredTotpSecrets, secretBox } from './staff/two-factor';

/** The stored site profile's placeholder contact details (none before a first import). */
async function placeholderContactsIn(
  db: Parameters<typeof readSiteDocument>[0],
): Promise<string[]> {
  const profile = (await readSiteDocument(db, SITE_PROFILE_DOCUMENT)) as SiteProfile | undefined;
  return profile ? placeholderContacts(profile) : [];
}

/** How long open requests may take to finish after SIGTERM before we exit anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // argv[1] is this script (src/server.ts under tsx, dist/server.js when bundled).
  const config = loadConfig(process.env, process.argv[1] ?? process.cwd());
  const notifications = loadNotificationConfig(process.env);
  // Events that are not a lead (an erasure) are queued only when a webhook will deliver them.
  enableWebhookEvents(notifications.webhook !== null);
  const retention = loadRetentionSettings(process.env);
  // A PostgreSQL restore cut short may have left the backup's sessions and access in place.
  assertNoInterruptedRestore(config.database);
  const database = openDatabase(config.database);
  // Now rather than at the first erasure: a PRIVACY_HASH_KEY too short stops the start.
  const privacy = database.privacy();
  // Migrations, then the catalogue import: a fresh database is filled, an existing one updated;
  // content with a mistake is refused and the last good catalogue keeps serving.
  const content = await prepareDatabaseOnStart(database);
  // The two-factor secrets' key (made on first start when STAFF_TOTP_KEY is not set), and any
  // secret an earlier version stored in plain sealed with it before a sign-in reads one.
  const totp = loadTotpKey(config.staffAccess.totpKey, config.database);
  const sealing = await sealStoredTotpSecrets(database.db, secretBox(totp.key));
  // The audit chain's key (made on first start when AUDIT_CHAIN_KEY is not set): one too short
  // stops the start rather than the first audited request.
  const auditChain = await auditChainSettings(database.db, { create: true });
  // Before the assistant's modules load (they read the vocabulary once, as they load): a broken
  // vocabulary file is replaced by the last good one, so the API still starts.
  const vocabularyChoice = await chooseStartVocabulary(database.db);
  const placeholders = await placeholderContactsIn(database.db);
  if (placeholders.length > 0 && process.env.NODE_ENV === 'production') {
    await database.close();
    throw new Error(placeholderContactsWarning(placeholders));
  }
  const { buildApp } = await import('./app');
  // Rate limiting wants quick failures: a slow or absent Redis must not hold requests up
  // (with skipOnError the limits then pause).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : null;

  const metrics = config.metrics ? createApiMetrics(database.db) : undefined;
  const app = buildApp({
    metrics,
    database,
    authCode: config.authCode,
    corsOrigins: config.corsOrigins,
    rateLimits: config.rateLimits,
    redis,
    trustProxy: config.trustProxy,
    logger: loggerOptions(config.logLevel, asyncStdout()),
    catalogueCacheTtlMs: config.catalogueCacheTtlMs,
    leadChannels: outboxChannels(notifications),
    publicSiteUrl: config.publicSiteUrl,
    staffAccess: { ...config.staffAccess, totpKey: totp.key },
    contentProblems: content.imported ? 0 : content.problems.length,
  });
  // Delivers the lead outbox; stopped (its deliveries under way finished) when the app closes.
  const notificationWorker = new NotificationWorker({
    database,
    config: notifications,
    logger: app.log.child({ component: 'notifications' }),
  });
  app.addHook('onClose', () => notificationWorker.stop());
  // Deletes what has outlived its retention, at start and every RETENTION_SWEEP_MINUTES.
  const retentionSchedule = new RetentionSchedule({
    database,
    settings: retention,
    logger: app.log.child({ component: 'retention' }),
  });
  app.addHook('onClose', () => retentionSchedule.stop());
  redis?.on('error', (error) => app.log.warn({ err: error }, 'Redis unavailable'));
  app.log.info(
    config.database.kind === 'sqlite'
      ? `database: SQLite at ${config.database.file}`
      : 'database: PostgreSQL',
  );
  if (vocabularyChoice) app.log.error(vocabularyChoice);
  if (placeholders.length > 0) app.log.warn(placeholderContactsWarning(placeholders));
  if (content.imported) {
    app.log.info(summariseReport(content.report));
  } else {
    app.log.error(
      { contentProblems: content.problems },
      `content not imported, ${content.problems.length} problem(s): the last good catalogue keeps serving; \`pnpm catalogue:check\` lists them`,
    );
  }
  app.log.info(`privacy digests: key from ${privacy.keySource}`);
  if (config.database.kind === 'postgres' && privacy.keySource !== 'PRIVACY_HASH_KEY') {
    app.log.warn(
      'PRIVACY_HASH_KEY is not set: every machine running the API on this database needs the same key (the content of the key file)',
    );
  }
  app.log.info(`two-factor secrets: sealed with the key from ${totp.source}`);
  if (sealing.sealed > 0)
    app.log.info(`two-factor secrets: ${sealing.sealed} stored in plain, now sealed`);
  if (sealing.unreadable > 0) {
    app.log.error(
      `two-factor secrets: ${sealing.unreadable} sealed with another key: their accounts cannot sign in until STAFF_TOTP_KEY (or ${TOTP_KEY_FILE_NAME}) is the key they were sealed with, or \`pnpm staff:add <email> --reset-two-factor\``,
    );
  }
  if (config.database.kind === 'postgres' && totp.source !== 'STAFF_TOTP_KEY') {
    app.log.warn(
      'STAFF_TOTP_KEY is not set: every machine running the API on this database needs the same key (the content of the key file)',
    );
  }
  app.log.info(
    `audit log: chained with the key from ${auditChain.keySource}, heads copied to ${auditChain.headLog ?? 'nowhere (in-memory database)'}`,
  );
  if (config.database.kind === 'postgres' && auditChain.keySource !== 'AUDIT_CHAIN_KEY') {
    app.log.warn(
      'AUDIT_CHAIN_KEY is not set: every machine running the API on this database needs the same key (the content of the key file)',
    );
  }
  app.log.info(redis ? 'rate limits: shared through Redis' : 'rate limits: this process only');
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
  if (metrics && config.metrics) {
    const metricsServer = await serveApiMetrics(metrics, config.metrics);
    app.addHook('onClose', () => metricsServer.close());
    app.log.info(`metrics: http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  notificationWorker.start();
  retentionSchedule.start();
}

main().catch((error: unknown) => {
  console.error('API failed to start:', error);
  process.exit(1);
});
