/**
 * Which notifications a new lead gets: one outbox row per channel configured when it is stored.
 * A channel configured later does not reach back to earlier leads (the staff inbox and its CSV
 * export have them).
 */
import type { NotificationConfig } from '../config';
import type { LeadKind, OutboxChannel } from '../db/schema';

export interface ChannelLead {
  kind: LeadKind;
  payload: unknown;
}

export type ChannelSelector = (lead: ChannelLead) => OutboxChannel[];

/** No notifications at all: what the app uses when nothing is configured (and in most tests). */
export const NO_CHANNELS: ChannelSelector = () => [];

/** What delivery needs configured; a partial NotificationConfig (tests) is enough. */
export type ChannelSettings = Pick<NotificationConfig, 'webhook' | 'smtpUrl' | 'agencyEmail'>;

export function outboxChannels(settings: ChannelSettings): ChannelSelector {
  return ({ kind, payload }) => {
    const channels: OutboxChannel[] = [];
    if (settings.webhook) channels.push('webhook');
    if (!settings.smtpUrl) return channels;
    if (kind === 'newsletter') {
      channels.push('newsletter-confirm');
      return channels;
    }
    if (settings.agencyEmail) channels.push('email');
    if (visitorEmail(payload)) channels.push('visitor-email');
    return channels;
  };
}

/** The address the visitor gave, if any (every lead form but the newsletter asks for one). */
export function visitorEmail(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('email' in payload)) return null;
  const { email } = payload;
  return typeof email === 'string' && email.includes('@') ? email : null;
}

/** The channels a worker with these settings can deliver; rows of others wait until configured. */
export function deliverableChannels(settings: ChannelSettings): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (settings.webhook) channels.push('webhook');
  if (settings.smtpUrl) {
    channels.push('visitor-email', 'newsletter-confirm');
    if (settings.agencyEmail) channels.push('email');
  }
  return channels;
}
