import { randomBytes } from 'node:crypto';
import { KNOWN_DEVICE_DAYS, knownDevices } from './known-device';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date(Date.UTC(2026, 5, 1));

describe('known devices', () => {
  const devices = knownDevices(randomBytes(32));
  const cookie = devices.afterSignIn(undefined, 'asha@agency.example', NOW);

  it('knows the browser for the account it signed in, however the email is typed', () => {
    const device = devices.deviceFor(cookie, '  ASHA@agency.example ', NOW);
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(devices.deviceFor(cookie, 'bala@agency.example', NOW)).toBeNull();
    expect(cookie).not.toMatch(/asha|agency/i);
  });

  it('forgets it after 180 days', () => {
    const later = new Date(NOW.getTime() + KNOWN_DEVICE_DAYS * DAY);
    expect(
      devices.deviceFor(cookie, 'asha@agency.example', new Date(later.getTime() - 1000)),
    ).not.toBeNull();
    expect(devices.deviceFor(cookie, 'asha@agency.example', later)).toBeNull();
  });

  it('refuses a forged, altered, moved or foreign cookie', () => {
    const [device, tag, expires, mac] = cookie.split('.') as [string, string, string, string];
    const bala = devices.afterSignIn(undefined, 'bala@agency.example', NOW);
    const balaTag = bala.split('.')[1]!;
    const forged = [
      '',
      'junk',
      `${device}.${tag}.${expires}.${'A'.repeat(43)}`,
      `${device}.${tag}.${Number(expires) + 365 * 86_400}.${mac}`,
      `${'B'.repeat(22)}.${tag}.${expires}.${mac}`,
      // Asha's signature under Bala's tag: a device cannot be moved to another account.
      `${device}.${balaTag}.${expires}.${mac}`,
      knownDevices(randomBytes(32)).afterSignIn(undefined, 'asha@agency.example', NOW),
      `${cookie}x`,
      `${'~'.repeat(5000)}${cookie}`,
    ];
    for (const value of forged) {
      expect(devices.deviceFor(value, 'asha@agency.example', NOW)).toBeNull();
    }
  });

  it('keeps one id per browser across the accounts it signs in, the last five', () => {
    let value = cookie;
    const emails = ['bala', 'chitra', 'dev', 'esha', 'farid'].map((n) => `${n}@agency.example`);
    for (const email of emails) value = devices.afterSignIn(value, email, NOW);
    const ids = emails.map((email) => devices.deviceFor(value, email, NOW));
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBe(devices.deviceFor(cookie, 'asha@agency.example', NOW));
    // Asha's was the oldest of six: dropped.
    expect(devices.deviceFor(value, 'asha@agency.example', NOW)).toBeNull();
  });

  it('names an account in logs by a keyed digest', () => {
    const id = devices.logId('Asha@agency.example ');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(id).toBe(devices.logId('asha@agency.example'));
    expect(knownDevices(randomBytes(32)).logId('asha@agency.example')).not.toBe(id);
  });
});
