import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LedgerEntry } from '../staff/privacy';
import { describeReapplication, missingEntries, readLedgerFile } from './reapply';

const erase = (at: string, subjectDigest: string): LedgerEntry => ({
  at,
  kind: 'erase',
  subjectDigest,
  cutoff: null,
});
const purge = (at: string, cutoff: string): LedgerEntry => ({
  at,
  kind: 'purge',
  subjectDigest: null,
  cutoff,
});

describe('the ledger a restore applies again', () => {
  const early = erase('2025-01-01T00:00:00.000Z', 'hmac-sha256:aa');
  const later = erase('2025-02-01T00:00:00.000Z', 'hmac-sha256:bb');
  const purged = purge('2025-01-15T00:00:00.000Z', '2023-01-15T00:00:00.000Z');

  it('is what the restored ledger lacks, each once, oldest first', () => {
    expect(missingEntries([later, early, purged, later], [early])).toEqual([purged, later]);
    expect(missingEntries([early], [early])).toEqual([]);
    // The same person erased twice is two entries.
    const again = erase('2025-03-01T00:00:00.000Z', 'hmac-sha256:aa');
    expect(missingEntries([early, again], [early])).toEqual([again]);
  });

  it('reads PRIVACY_LEDGER_FILE, leaving out lines that are not an entry', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-ledger-'));
    try {
      const file = path.join(dir, 'ledger.jsonl');
      expect(readLedgerFile(file)).toEqual({ entries: [], unreadable: 0 });
      const lines = [
        JSON.stringify(early),
        '',
        JSON.stringify(purged),
        '{"at":"2025-02-01T00:00:00.000Z","kind":"erase","subj',
        JSON.stringify({ ...early, kind: 'forget' }),
        JSON.stringify({ ...purged, cutoff: null }),
      ];
      fs.writeFileSync(file, `${lines.join('\n')}\n`);
      expect(readLedgerFile(file)).toEqual({ entries: [early, purged], unreadable: 3 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is described a line for the privacy ledger, then staff access account by account', () => {
    const access = {
      entries: [],
      sessionsEnded: 3,
      accounts: [],
      noOwnerCanSignIn: false,
    };
    expect(
      describeReapplication({
        entries: [early, purged],
        erased: { leads: 2, outbox: 1 },
        purged: { leads: 5, outbox: 0 },
        access,
      }).split('\n'),
    ).toEqual([
      'Applied again 1 erasures and 1 purges recorded after the backup was taken: erased 2 leads (1 notifications), purged 5 leads (0 notifications).',
      'Ended every staff session (3): everyone signs in again.',
      'No access change was recorded after this backup was taken.',
    ]);
    const disabled = {
      id: '9b2f7c1e-4d0a-4c8e-a1b2-3c4d5e6f7a8b',
      at: '2025-02-01T00:00:00.000Z',
      staffEmail: 'ravi@agency.example',
      change: 'disabled' as const,
      codeHash: null,
    };
    expect(
      describeReapplication({
        entries: [],
        erased: { leads: 0, outbox: 0 },
        purged: { leads: 0, outbox: 0 },
        access: {
          entries: [disabled],
          sessionsEnded: 0,
          accounts: [{ email: 'ravi@agency.example', changes: ['disabled again'] }],
          noOwnerCanSignIn: true,
        },
      }).split('\n'),
    ).toEqual([
      'No erasure or purge was recorded after this backup was taken.',
      'Ended every staff session (0): everyone signs in again.',
      'Applied again 1 access changes recorded after the backup was taken:',
      '  ravi@agency.example: disabled again',
      'No enabled owner can sign in now: run `pnpm staff:add <email> --role owner --enable` to reset one.',
    ]);
  });
});
