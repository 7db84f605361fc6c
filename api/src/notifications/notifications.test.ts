import { loadNotificationConfig } from '../config';
import { deliverableChannels, outboxChannels } from './channels';
import { retryDelayMs } from './outbox';
import { sign, verifySignature } from './webhook';
import { safeMessage } from './worker';

const SECRET = 'a-webhook-secret-of-some-length';

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

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of the raw body, checked in constant time', () => {
    const body = '{"leadId":1}';
    expect(sign(body, SECRET)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(body, SECRET, sign(body, SECRET))).toBe(true);
    expect(verifySignature(`${body} `, SECRET, sign(body, SECRET))).toBe(false);
    expect(verifySignature(body, 'another-secret-entirely', sign(body, SECRET))).toBe(false);
    expect(verifySignature(body, SECRET, undefined)).toBe(false);
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
    expect(() => loadNotificationConfig({ SMTP_URL: 'smtp://mail.example' })).toThrow(/MAIL_FROM/);
    expect(() => loadNotificationConfig({ SMTP_URL: 'http://user:pw@mail.example' })).toThrow(
      /^SMTP_URL has an unsupported protocol$/,
    );
    expect(() => loadNotificationConfig({ NOTIFY_MAX_ATTEMPTS: '0' })).toThrow(
      /NOTIFY_MAX_ATTEMPTS/,
    );
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
