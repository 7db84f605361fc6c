/**
 * The mails of the lead outbox: the agency's notice of a lead, the visitor's acknowledgement and
 * the newsletter's confirmation request. Plain text, so nothing a visitor typed can become markup.
 * Every newsletter mail carries an unsubscribe link and the List-Unsubscribe headers (RFC 2369,
 * one-click per RFC 8058).
 */
import nodemailer from 'nodemailer';
import type { OutboxLead } from './outbox';
import { visitorEmail } from './channels';

/** A mail server slower than this counts as down; the row is retried. */
const SMTP_TIMEOUT_MS = 15_000;

export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

export type MailSender = (mail: Mail) => Promise<void>;

/**
 * Sends through the SMTP server of the URL: smtps:// is TLS from the start; smtp:// must upgrade
 * with STARTTLS (requireTLS: a server that does not offer it gets no mail, so visitors' data never
 * cross the network in the clear), unless allowPlaintext (SMTP_ALLOW_PLAINTEXT=1, for a local
 * test server only).
 */
export function smtpSender(
  smtpUrl: string,
  { allowPlaintext = false }: { allowPlaintext?: boolean } = {},
): { send: MailSender; close(): void } {
  const transport = nodemailer.createTransport(smtpOptions(smtpUrl, allowPlaintext));
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/** nodemailer's options for the URL; apart so a test can check them without a server. */
export function smtpOptions(smtpUrl: string, allowPlaintext: boolean) {
  return {
    url: smtpUrl,
    requireTLS: new URL(smtpUrl).protocol === 'smtp:' && !allowPlaintext,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    logger: false,
  };
}

export interface MailContext {
  from: string;
  /** The API's public origin: the newsletter links point there. */
  publicApiUrl: string;
  publicSiteUrl: string | null;
}

const KIND_NAMES: Record<OutboxLead['kind'], string> = {
  enquiry: 'enquiry',
  booking: 'booking request',
  contact: 'message',
  support: 'support request',
  newsletter: 'newsletter subscription',
};

/** The agency's notice: every field the visitor sent, and Reply-To set to the visitor. */
export function agencyMail(lead: OutboxLead, to: string, context: MailContext): Mail {
  const fields = Object.entries(asRecord(lead.payload)).map(
    ([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  const replyTo = visitorEmail(lead.payload);
  return {
    from: context.from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: `New ${KIND_NAMES[lead.kind]} ${lead.reference}`,
    text: [
      `A new ${KIND_NAMES[lead.kind]} arrived on the site.`,
      '',
      `Reference: ${lead.reference}`,
      `Lead id: ${lead.id}`,
      `Received: ${lead.createdAt}`,
      '',
      ...fields,
      '',
    ].join('\n'),
  };
}

/** The visitor's acknowledgement: their reference and what happens next. */
export function visitorMail(lead: OutboxLead, context: MailContext): Mail {
  const to = visitorEmail(lead.payload);
  if (!to) throw new Error('the lead has no email address');
  const name = visitorName(lead.payload);
  return {
    from: context.from,
    to,
    subject: `We have received your ${KIND_NAMES[lead.kind]} (${lead.reference})`,
    text: [
      name ? `Dear ${name},` : 'Hello,',
      '',
      `Thank you for writing to Ghumakkad. We have received your ${KIND_NAMES[lead.kind]}.`,
      '',
      `Your reference is ${lead.reference}. Please quote it whenever you call or write to us.`,
      '',
      'What happens next: one of our travel experts reads your request and gets back to you,',
      'by phone or email, usually within one working day. There is nothing more you need to do.',
      '',
      'You are receiving this one email because this address was entered on our site. If that',
      'was not you, please ignore it.',
      ...(context.publicSiteUrl ? ['', context.publicSiteUrl] : []),
      '',
    ].join('\n'),
  };
}

export function newsletterLinks(token: string, publicApiUrl: string) {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    confirm: `${publicApiUrl}/newsletter/confirm?${query}`,
    unsubscribe: `${publicApiUrl}/newsletter/unsubscribe?${query}`,
  };
}

/** The headers every newsletter mail carries, so mail clients offer one-click unsubscribe. */
export function listUnsubscribeHeaders(token: string, publicApiUrl: string) {
  return {
    'List-Unsubscribe': `<${newsletterLinks(token, publicApiUrl).unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Double opt-in: nothing more is sent to the address until its owner opens the confirm link. */
export function newsletterConfirmMail(lead: OutboxLead, context: MailContext): Mail {
  const to = visitorEmail(lead.payload);
  if (!to || !lead.subjectToken) throw new Error('the subscription has no address or token');
  const links = newsletterLinks(lead.subjectToken, context.publicApiUrl);
  return {
    from: context.from,
    to,
    subject: 'Please confirm your Ghumakkad newsletter subscription',
    headers: listUnsubscribeHeaders(lead.subjectToken, context.publicApiUrl),
    text: [
      'Hello,',
      '',
      'Someone, we hope you, asked for the Ghumakkad newsletter at this address. To start',
      'receiving it, confirm by opening this link:',
      '',
      links.confirm,
      '',
      'If you did not ask for it, ignore this email: without confirmation you will get nothing more.',
      '',
      `To unsubscribe at any time: ${links.unsubscribe}`,
      ...(context.publicSiteUrl ? ['', context.publicSiteUrl] : []),
      '',
    ].join('\n'),
  };
}

function asRecord(payload: unknown): Record<string, unknown> {
  return typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>)
    : {};
}

function visitorName(payload: unknown): string | null {
  const record = asRecord(payload);
  for (const field of ['name', 'leadName', 'fullName']) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}
