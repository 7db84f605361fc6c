import { loadConfig, staffAccessConfig } from './config';

describe('staff access settings', () => {
  it('defaults to a second factor for owners, 30 idle minutes and the key file for secrets', () => {
    expect(staffAccessConfig({})).toEqual({
      requireTwoFactor: 'owners',
      sessionIdleMs: 30 * 60_000,
      totpKey: null,
    });
  });

  it('reads STAFF_REQUIRE_2FA, STAFF_SESSION_IDLE_MINUTES and STAFF_TOTP_KEY', () => {
    const key = 'a'.repeat(32);
    expect(
      staffAccessConfig({
        STAFF_REQUIRE_2FA: '1',
        STAFF_SESSION_IDLE_MINUTES: '15',
        STAFF_TOTP_KEY: key,
      }),
    ).toEqual({ requireTwoFactor: 'owners', sessionIdleMs: 15 * 60_000, totpKey: key });
    expect(staffAccessConfig({ STAFF_REQUIRE_2FA: 'all' }).requireTwoFactor).toBe('everyone');
    expect(staffAccessConfig({ STAFF_REQUIRE_2FA: '0' }).requireTwoFactor).toBe('nobody');
    // Set but empty, as a compose file's `STAFF_REQUIRE_2FA=` leaves it: the default, not off.
    expect(staffAccessConfig({ STAFF_REQUIRE_2FA: '' }).requireTwoFactor).toBe('owners');
  });

  it.each([
    [{ STAFF_REQUIRE_2FA: 'yes' }, /STAFF_REQUIRE_2FA must be 0, 1 \(owners\) or all/],
    [{ STAFF_REQUIRE_2FA: 'off' }, /STAFF_REQUIRE_2FA must be 0, 1 \(owners\) or all/],
    [{ STAFF_SESSION_IDLE_MINUTES: '0' }, /STAFF_SESSION_IDLE_MINUTES must be a positive integer/],
    [{ STAFF_TOTP_KEY: 'short' }, /STAFF_TOTP_KEY must be at least 32 characters/],
  ])('refuses %j', (env, message) => {
    expect(() => staffAccessConfig(env)).toThrow(message);
  });

  it('keeps PUBLIC_SITE_URL in the main config, for the staff cookie', () => {
    const config = loadConfig({ PUBLIC_SITE_URL: 'https://www.agency.example/' }, __filename);
    expect(config.publicSiteUrl).toBe('https://www.agency.example');
    expect(config.staffAccess.requireTwoFactor).toBe('owners');
  });
});
