import { Webhook } from 'standardwebhooks';
import { loadNotificationConfig } from '../config';
import { deliverableChannels, outboxChannels } from './channels';
import { smtpOptions } from './mail';
import { retryDelayMs } from './outbox';
import { eventMessage, leadMessage, signedHeaders, webhookBody } from './webhook';
import { safeMessage } from './worker';

/** whsec_ and 32 bytes in base64, as the README's command makes one. */
const SECRET = `whsec_${Buffer.alloc(32, 'a-webhook-secret').toString('base64')}`;

describe('retry backoff', () => {
  const backoff = { baseMs: 30_000, capMs: 3_600_000 };

  it('doubles from 30 s, within ±25 % jitter, and never waits over an hour', () => {
    expect(retryDelayMs(1, backoff, () => 0.5)).toBe(30_000);
    expect(retryDelayMs(2, backoff, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(4, backoff, () => 0.5)).toBe(240_000);
    expect(retryDelayMs(1, backoff, () => 0)).toBe(22_500);
    expect(retryDelayMs(1, backoff, () => 0.999_999)).toBeLessThanOrEqual(37_500);
    expect(retryDelayMs(8, backoff, () => 0.5)).toBe(3_600_000);
    expect(retryDelayMs(30, backoff, () => 0.999)).toBe(3_600_000);
    expect(retryDelayMs(30, backoff, () => 0)).toBe(2_700_000);
  });
});

describe('webhook messages (Standard Webhooks)', () => {
  const lead = {
    id: 7,
    reference: 'GK-7QX4M2PA',
    kind: 'contact' as const,
    createdAt: '2026-11-28T10:00:00.000Z',
    payload: { name: 'Asha' },
    subjectToken: null,
    confirmedAt: null,
    unsubscribedAt: null,
  };

  it('gives a lead the type lead.created and its fields as data', () => {
    const body = webhookBody(leadMessage('msg_1', lead));
    expect(JSON.parse(body)).toEqual({
      type: 'lead.created',
      timestamp: lead.createdAt,
      data: {
        leadId: 7,
        reference: 'GK-7QX4M2PA',
        kind: 'contact',
        createdAt: lead.createdAt,
        payload: { name: 'Asha' },
      },
    });
    const erased = eventMessage(
      'msg_2',
      { type: 'subject.erased', data: { leadIds: [7] } },
      '2026-11-29T00:00:00.000Z',
    );
    expect(JSON.parse(webhookBody(erased))).toEqual({
      type: 'subject.erased',
      timestamp: '2026-11-29T00:00:00.000Z',
      data: { leadIds: [7] },
    });
  });

  it('signs id.timestamp.body so the reference library verifies it, and nothing else', () => {
    const body = webhookBody(leadMessage('msg_1', lead));
    const headers = signedHeaders(SECRET, 'msg_1', body, new Date());
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const receiver = new Webhook(SECRET);
    expect(receiver.verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => receiver.verify(`${body} `, headers)).toThrow('No matching signature found');
    expect(() => receiver.verify(body, { ...headers, 'webhook-id': 'msg_9' })).toThrow();
    const other = new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`);
    expect(() => other.verify(body, headers)).toThrow('No matching signature found');
  });

  it('is refused by a receiver once it is older than the 5-minute tolerance', () => {
    const body = webhookBody(leadMessage('msg_1', lead));
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    const headers = signedHeaders(SECRET, 'msg_1', body, sixMinutesAgo);
    expect(() => new Webhook(SECRET).verify(body, headers)).toThrow('Message timestamp too old');
  });
});

describe('SMTP transport', () => {
  it('requires STARTTLS on smtp:// unless plain text is allowed; smtps:// is TLS at once', () => {
    expect(smtpOptions('smtp://mail.example:587', false).requireTLS).toBe(true);
    expect(smtpOptions('smtp://127.0.0.1:2525', true).requireTLS).toBe(false);
    expect(smtpOptions('smtps://mail.example:465', false).requireTLS).toBe(false);
  });
});

describe('channels', () => {
  const all = {
    webhook: { url: 'https://crm.example/hook', secret: SECRET },
    smtpUrl: 'smtp://mail.example:587',
    agencyEmail: 'leads@agency.example',
  };

  it('gives each lead one row per configured channel', () => {
    const select = outboxChannels(all);
    expect(select({ kind: 'enquiry', payload: { email: 'a@b.example' } })).toEqual([
      'webhook',
      'email',
      'visitor-email',
    ]);
    expect(select({ kind: 'newsletter', payload: { email: 'a@b.example' } })).toEqual([
      'webhook',
      'newsletter-confirm',
    ]);
    expect(outboxChannels({ ...all, smtpUrl: null })({ kind: 'contact', payload: {} })).toEqual([
      'webhook',
    ]);
    expect(
      outboxChannels({ webhook: null, smtpUrl: null, agencyEmail: null })({
        kind: 'booking',
        payload: { email: 'a@b.example' },
      }),
    ).toEqual([]);
    expect(deliverableChannels({ ...all, agencyEmail: null }).sort()).toEqual([
      'newsletter-confirm',
      'visitor-email',
      'webhook',
    ]);
  });
});

describe('loadNotificationConfig', () => {
  it('has the documented defaults', () => {
    expect(loadNotificationConfig({})).toEqual({
      webhook: null,
      smtpUrl: null,
      smtpAllowPlaintext: false,
      agencyEmail: null,
      mailFrom: null,
      maxAttempts: 8,
      pollMs: 5000,
      publicApiUrl: 'http://localhost:4000',
      publicSiteUrl: null,
    });
  });

  it('reads the environment and refuses what cannot work', () => {
    const config = loadNotificationConfig({
      LEAD_WEBHOOK_URL: 'https://crm.example/hook',
      LEAD_WEBHOOK_SECRET: SECRET,
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      LEAD_NOTIFY_EMAIL: 'leads@agency.example',
      NOTIFY_MAX_ATTEMPTS: '3',
      PUBLIC_API_URL: 'https://api.example/',
      PUBLIC_SITE_URL: 'https://www.example',
    });
    expect(config).toMatchObject({
      webhook: { url: 'https://crm.example/hook', secret: SECRET },
      mailFrom: 'leads@agency.example',
      maxAttempts: 3,
      publicApiUrl: 'https://api.example',
      publicSiteUrl: 'https://www.example',
    });
    expect(() => loadNotificationConfig({ LEAD_WEBHOOK_URL: 'https://crm.example' })).toThrow(
      /LEAD_WEBHOOK_SECRET/,
    );
    expect(
      loadNotificationConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'a@b.example' })
        .smtpAllowPlaintext,
    ).toBe(false);
    expect(
      loadNotificationConfig({
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'a@b.example',
        SMTP_ALLOW_PLAINTEXT: '1',
      }).smtpAllowPlaintext,
    ).toBe(true);
    expect(() => loadNotificationConfig({ SMTP_ALLOW_PLAINTEXT: 'yes' })).toThrow(
      /SMTP_ALLOW_PLAINTEXT/,
    );
    // nodemailer would let the URL's query switch TLS off, past SMTP_ALLOW_PLAINTEXT.
    for (const query of ['requireTLS=false', 'ignoreTLS=true', 'tls.rejectUnauthorized=false']) {
      expect(() =>
        loadNotificationConfig({
          SMTP_URL: `smtp://mail.example:587?${query}`,
          MAIL_FROM: 'a@b.example',
        }),
      ).toThrow(/^SMTP_URL may not set/);
    }
    expect(() => loadNotificationConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL_FROM/);
    expect(() => loadNotificationConfig({ SMTP_URL: 'http://user:pw@mail.example' })).toThrow(
      /^SMTP_URL has an unsupported protocol$/,
    );
    expect(() => loadNotificationConfig({ NOTIFY_MAX_ATTEMPTS: '0' })).toThrow(
      /NOTIFY_MAX_ATTEMPTS/,
    );
  });
});

describe('LEAD_WEBHOOK_SECRET', () => {
  const withSecret = (secret: string) =>
    loadNotificationConfig({
      LEAD_WEBHOOK_URL: 'https://crm.example/hook',
      LEAD_WEBHOOK_SECRET: secret,
    });

  it('takes a Standard Webhooks secret of at least 24 bytes', () => {
    expect(withSecret(SECRET).webhook).toEqual({ url: 'https://crm.example/hook', secret: SECRET });
    const shortest = `whsec_${Buffer.alloc(24, 2).toString('base64')}`;
    expect(withSecret(shortest).webhook?.secret).toBe(shortest);
  });

  it('goes over https only, but to a receiver on this machine', () => {
    const at = (url: string) =>
      loadNotificationConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET });
    expect(at('http://127.0.0.1:8080/hook').webhook?.url).toBe('http://127.0.0.1:8080/hook');
    expect(at('http://localhost/hook').webhook).not.toBeNull();
    expect(() => at('http://crm.example/hook')).toThrow(/https:\/\//);
  });

  it('refuses the earlier plain secrets and short keys, saying how to make one', () => {
    for (const secret of [
      'a-webhook-secret-of-some-length-0123456789',
      `whsec_${Buffer.alloc(23, 2).toString('base64')}`,
      'whsec_not base64!',
      `${SECRET}=`,
    ]) {
      expect(() => withSecret(secret)).toThrow(/whsec_.*randomBytes\(32\)/);
      // The message never repeats the secret it refused.
      expect(() => withSecret(secret)).not.toThrow(secret);
    }
  });
});

describe('safeMessage', () => {
  it('keeps addresses out of logs and the outbox', () => {
    expect(safeMessage(new Error('550 5.1.1 <asha@example.com>: Recipient rejected'))).toBe(
      '550 5.1.1 <[address]>: Recipient rejected',
    );
    expect(safeMessage('x'.repeat(900))).toHaveLength(500);
  });
});
