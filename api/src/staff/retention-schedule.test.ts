import { loadRetentionSettings } from './retention-schedule';

describe('retention settings', () => {
  it('default to 730 days of leads, 180 days of audit addresses, a sweep an hour', () => {
    expect(loadRetentionSettings({})).toEqual({
      leadDays: 730,
      auditAddressDays: 180,
      sweepMinutes: 60,
    });
    expect(
      loadRetentionSettings({
        LEAD_RETENTION_DAYS: '365',
        AUDIT_ADDRESS_RETENTION_DAYS: '30',
        RETENTION_SWEEP_MINUTES: '15',
      }),
    ).toEqual({ leadDays: 365, auditAddressDays: 30, sweepMinutes: 15 });
  });

  it('refuse what is not a positive whole number, and sweeps more than a week apart', () => {
    expect(() => loadRetentionSettings({ AUDIT_ADDRESS_RETENTION_DAYS: '0' })).toThrow(
      'AUDIT_ADDRESS_RETENTION_DAYS must be a whole number from 1 to',
    );
    expect(() => loadRetentionSettings({ LEAD_RETENTION_DAYS: '1.5' })).toThrow(
      /LEAD_RETENTION_DAYS must be a positive whole number/,
    );
    expect(() => loadRetentionSettings({ RETENTION_SWEEP_MINUTES: '10081' })).toThrow(
      'RETENTION_SWEEP_MINUTES must be a whole number from 1 to 10080, got "10081"',
    );
  });
});
