/**
 * The delivery worker: polls the lead outbox (leads' notifications and webhook events that are
 * not a lead), delivers each due row on its channel and records the outcome. A failure is retried with exponential backoff and jitter; after maxAttempts the
 * row is dead-lettered (status 'dead', its last error kept) for someone to look at. Logs name the
 * row, lead, channel and attempt, never the lead's contents, addresses or secrets.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationConfig } from '../config';
import type { AppDatabase } from '../db/connect';
import { deliverableChannels } from './channels';
import {
  agencyMail,
  newsletterConfirmMail,
  smtpSender,
  visitorMail,
  type MailContext,
  type MailSender,
} from './mail';
import {
  claimDue,
  loadLeads,
  markDelivered,
  markFailed,
  retryDelayMs,
  type ClaimedRow,
  type OutboxLead,
  type StoredWebhookEvent,
} from './outbox';
import { eventMessage, leadMessage, postWebhook } from './webhook';
import { TimedLoop } from '../timed-loop';

export type NotificationLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface NotificationWorkerOptions {
  database: Pick<AppDatabase, 'db' | 'dialect'>;
  config: Pick<
    NotificationConfig,
    | 'webhook'
    | 'smtpUrl'
    | 'smtpAllowPlaintext'
    | 'agencyEmail'
    | 'mailFrom'
    | 'maxAttempts'
    | 'pollMs'
    | 'publicApiUrl'
    | 'publicSiteUrl'
  >;
  logger: NotificationLogger;
  /** Rows claimed per poll; a full batch is followed by another poll at once. */
  batchSize?: number;
  /** How long a claimed row is left to its worker before another may claim it. */
  leaseMs?: number;
  /** The backoff: retryBaseMs × 2^(attempts − 1), at most retryCapMs, with jitter. */
  retryBaseMs?: number;
  retryCapMs?: number;
  webhookTimeoutMs?: number;
  /** Replaces SMTP (tests); by default mail goes through config.smtpUrl. */
  sendMail?: MailSender;
}

export interface RunResult {
  claimed: number;
  delivered: number;
  retried: number;
  dead: number;
}

const DEFAULTS = {
  batchSize: 20,
  leaseMs: 5 * 60_000,
  retryBaseMs: 30_000,
  retryCapMs: 60 * 60_000,
  webhookTimeoutMs: 10_000,
};
const MAX_ERROR_LENGTH = 500;

export class NotificationWorker {
  readonly #options: NotificationWorkerOptions & typeof DEFAULTS;
  readonly #mailer: { send: MailSender; close(): void } | null;
  readonly #loop: TimedLoop;

  constructor(options: NotificationWorkerOptions) {
    this.#options = { ...DEFAULTS, ...options };
    const { sendMail } = options;
    const { smtpUrl, smtpAllowPlaintext } = options.config;
    this.#mailer = sendMail
      ? { send: sendMail, close: () => undefined }
      : smtpUrl
        ? smtpSender(smtpUrl, { allowPlaintext: smtpAllowPlaintext })
        : null;
    const { batchSize, config, logger } = this.#options;
    this.#loop = new TimedLoop({
      // A full batch means more may be due: poll again at once.
      run: async () => ((await this.runOnce()).claimed >= batchSize ? 0 : config.pollMs),
      failed: (error) => {
        logger.error({ err: error }, 'notification outbox poll failed');
        return config.pollMs;
      },
    });
  }

  /** Polls every config.pollMs until stop(). */
  start(): void {
    this.#loop.start();
  }

  /** Stops polling and waits for the deliveries under way. */
  async stop(): Promise<void> {
    await this.#loop.stop();
    this.#mailer?.close();
  }

  /** One poll: claims the due rows (one batch) and delivers them. */
  async runOnce(now = new Date()): Promise<RunResult> {
    const { database, config, batchSize, leaseMs } = this.#options;
    const rows = await claimDue(database, {
      channels: deliverableChannels(config),
      now,
      leaseMs,
      limit: batchSize,
    });
    const result: RunResult = { claimed: rows.length, delivered: 0, retried: 0, dead: 0 };
    if (rows.length === 0) return result;
    const leads = await loadLeads(
      database.db,
      rows.flatMap((row) => (row.leadId === null ? [] : [row.leadId])),
    );
    const outcomes = await Promise.all(
      rows.map((row) => this.#process(row, row.leadId === null ? null : leads.get(row.leadId))),
    );
    for (const outcome of outcomes) result[outcome] += 1;
    return result;
  }

  /** lead: null for an event row, undefined when the row's lead is gone. */
  async #process(
    row: ClaimedRow,
    lead: OutboxLead | null | undefined,
  ): Promise<'delivered' | 'retried' | 'dead'> {
    const { database, config, logger } = this.#options;
    const context = {
      outboxId: row.id,
      ...(row.event ? { event: row.event.type } : { leadId: row.leadId }),
      channel: row.channel,
      attempt: row.attempts,
    };
    try {
      if (row.event) await this.#deliverEvent(row, row.event);
      else if (!lead) throw new Error('the lead no longer exists');
      else await this.#deliver(row, lead);
    } catch (error) {
      const message = safeMessage(error);
      if (row.attempts >= config.maxAttempts) {
        await markFailed(database.db, row, message, { dead: true });
        logger.error({ ...context, error: message }, 'notification dead-lettered');
        return 'dead';
      }
      const delay = retryDelayMs(row.attempts, {
        baseMs: this.#options.retryBaseMs,
        capMs: this.#options.retryCapMs,
      });
      await markFailed(database.db, row, message, {
        dead: false,
        at: new Date(Date.now() + delay),
      });
      logger.warn(
        { ...context, error: message, retryInMs: delay },
        'notification failed, will retry',
      );
      return 'retried';
    }
    await markDelivered(database.db, row.id, new Date());
    logger.info(context, 'notification delivered');
    return 'delivered';
  }

  async #deliverEvent(row: ClaimedRow, event: StoredWebhookEvent): Promise<void> {
    const { config, webhookTimeoutMs } = this.#options;
    if (!config.webhook) throw new Error('LEAD_WEBHOOK_URL is not set');
    const message = eventMessage(row.messageId, event, row.createdAt);
    return postWebhook(config.webhook, message, webhookTimeoutMs);
  }

  async #deliver(row: ClaimedRow, lead: OutboxLead): Promise<void> {
    const { config, webhookTimeoutMs } = this.#options;
    if (row.channel === 'webhook') {
      if (!config.webhook) throw new Error('LEAD_WEBHOOK_URL is not set');
      return postWebhook(config.webhook, leadMessage(row.messageId, lead), webhookTimeoutMs);
    }
    if (!this.#mailer || !config.mailFrom) throw new Error('SMTP_URL is not set');
    const context: MailContext = {
      from: config.mailFrom,
      publicApiUrl: config.publicApiUrl,
      publicSiteUrl: config.publicSiteUrl,
    };
    switch (row.channel) {
      case 'email':
        if (!config.agencyEmail) throw new Error('LEAD_NOTIFY_EMAIL is not set');
        return this.#mailer.send(agencyMail(lead, config.agencyEmail, context));
      case 'visitor-email':
        return this.#mailer.send(visitorMail(lead, context));
      case 'newsletter-confirm':
        // Confirmed or unsubscribed already (the link of an earlier attempt went out): done.
        if (lead.confirmedAt || lead.unsubscribedAt) return;
        return this.#mailer.send(newsletterConfirmMail(lead, context));
    }
  }
}

/** The error's message without email addresses (mail servers quote recipients), cut short. */
export function safeMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[address]').slice(0, MAX_ERROR_LENGTH);
}
