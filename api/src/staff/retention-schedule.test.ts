import { loadRetentionSettings } from './retention-schedule';

describe('retention settings', () => {
  it('default to 730 days of leads, 180 days of audit addresses, a sweep an hour', () => {
    expect(loadRetentionSettings({})).toEqual({
      leadDays: 730,
      auditAddressDays: 180,
      sweepMinutes: 60,
      preRestoreCopies: null,
    });
    expect(
      loadRetentionSettings({
        LEAD_RETENTION_DAYS: '365',
        AUDIT_ADDRESS_RETENTION_DAYS: '30',
        RETENTION_SWEEP_MINUTES: '15',
      }),
    ).toEqual({ leadDays: 365, auditAddressDays: 30, sweepMinutes: 15, preRestoreCopies: null });
  });

  it("keep a SQLite database's pre-restore copies 7 days, or PRE_RESTORE_KEEP_DAYS", () => {
    const sqlite = { kind: 'sqlite', file: '/srv/data/ghumakkad.sqlite' } as const;
    expect(loadRetentionSettings({}, sqlite).preRestoreCopies).toEqual({
      databaseFile: '/srv/data/ghumakkad.sqlite',
      keepDays: 7,
    });
    expect(loadRetentionSettings({ PRE_RESTORE_KEEP_DAYS: '2' }, sqlite).preRestoreCopies).toEqual({
      databaseFile: '/srv/data/ghumakkad.sqlite',
      keepDays: 2,
    });
    // PostgreSQL's restore keeps no copy.
    expect(
      loadRetentionSettings({}, { kind: 'postgres', url: 'postgres://x@y/z' }).preRestoreCopies,
    ).toBeNull();
    for (const junk of ['0', '-1', '1.5', 'week']) {
      expect(() => loadRetentionSettings({ PRE_RESTORE_KEEP_DAYS: junk }, sqlite)).toThrow(
        `PRE_RESTORE_KEEP_DAYS must be a positive whole number, got "${junk}"`,
      );
    }
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
