import { randomUUID } from 'node:crypto';
import type { AccessChangeName } from '../db/schema';
import {
  missingAccessEntries,
  planAccessRevocations,
  toAccessEntry,
  type AccessEntry,
} from './access-ledger';

const CODE = 'a'.repeat(64);
const entry = (
  at: string,
  staffEmail: string,
  change: AccessChangeName,
  codeHash: string | null = null,
): AccessEntry => ({
  id: randomUUID(),
  at: `2025-02-${at}T00:00:00.000Z`,
  staffEmail,
  change,
  codeHash,
});

describe('the access ledger', () => {
  it('folds to less access: the newest of disable and enable decides, and neither enable nor promotion is granted', () => {
    const plans = planAccessRevocations([
      entry('01', 'ravi@a.example', 'disabled'),
      entry('03', 'ravi@a.example', 'enabled'),
      entry('02', 'olga@a.example', 'made-owner'),
      entry('04', 'olga@a.example', 'made-agent'),
      entry('05', 'mina@a.example', 'disabled'),
      entry('06', 'mina@a.example', 'made-owner'),
    ]);
    expect(plans.map((plan) => plan.staffEmail)).toEqual([
      'mina@a.example',
      'olga@a.example',
      'ravi@a.example',
    ]);
    const [mina, olga, ravi] = plans;
    expect(mina).toMatchObject({
      disabledAt: '2025-02-05T00:00:00.000Z',
      enabledAfter: false,
      demote: false,
      promotedAfter: true,
    });
    expect(olga).toMatchObject({ disabledAt: null, demote: true, promotedAfter: false });
    // Disabled, then enabled again: it stays as the backup has it (never enabled by a restore).
    expect(ravi).toMatchObject({ disabledAt: null, enabledAfter: true, resetRequired: false });
  });

  it('asks for a reset after a password or second factor change, and keeps each used code once', () => {
    const [plan] = planAccessRevocations([
      entry('01', 'x@a.example', 'recovery-code-used', CODE),
      entry('02', 'x@a.example', 'recovery-code-used', CODE),
      entry('03', 'x@a.example', 'password'),
    ]);
    expect(plan).toMatchObject({ resetRequired: true, removeTwoFactor: false, usedCodes: [CODE] });
    const [twoFactor] = planAccessRevocations([entry('01', 'x@a.example', 'two-factor')]);
    expect(twoFactor).toMatchObject({ resetRequired: true, removeTwoFactor: true });
  });

  it('applies only what the restored ledger lacks, each once, in the order recorded', () => {
    const a = entry('01', 'x@a.example', 'disabled');
    const b = entry('02', 'x@a.example', 'enabled');
    const c = entry('03', 'y@a.example', 'password');
    expect(missingAccessEntries([a, c, b, c], [a])).toEqual([c, b]);
    // Entries alike in all but their id are two changes (a clock that did not move between them).
    const twin = { ...a, id: randomUUID() };
    expect(missingAccessEntries([a, twin], [a])).toEqual([twin]);
  });

  it('goes by the order of recording, not by a clock that was set back', () => {
    // Enabled at 10:00, then disabled by a process whose clock said 09:00: it stays disabled.
    const [disabled] = planAccessRevocations(
      missingAccessEntries(
        [entry('10', 'x@a.example', 'enabled'), entry('09', 'x@a.example', 'disabled')],
        [],
      ),
    );
    expect(disabled).toMatchObject({ disabledAt: '2025-02-09T00:00:00.000Z', enabledAfter: false });
    const [demoted] = planAccessRevocations([
      entry('10', 'x@a.example', 'made-owner'),
      entry('09', 'x@a.example', 'made-agent'),
    ]);
    expect(demoted).toMatchObject({ demote: true, promotedAfter: false });
  });

  it('reads a journal entry only when it is whole and names a known change', () => {
    const good = entry('01', 'x@a.example', 'recovery-code-used', CODE);
    expect(toAccessEntry(JSON.parse(JSON.stringify(good)))).toEqual(good);
    expect(toAccessEntry({ ...good, codeHash: null })).toBeNull();
    expect(toAccessEntry({ ...good, codeHash: 'not-a-hash' })).toBeNull();
    expect(toAccessEntry({ ...entry('01', 'x@a.example', 'password'), codeHash: CODE })).toBeNull();
    expect(
      toAccessEntry({ ...entry('01', 'x@a.example', 'password'), change: 'grant' }),
    ).toBeNull();
    expect(
      toAccessEntry({ ...entry('01', 'x@a.example', 'password'), at: 'yesterday' }),
    ).toBeNull();
    expect(toAccessEntry({ ...entry('01', '', 'password') })).toBeNull();
    expect(toAccessEntry({ ...entry('01', 'x@a.example', 'password'), id: 'x' })).toBeNull();
    expect(toAccessEntry('disabled')).toBeNull();
    expect(toAccessEntry(null)).toBeNull();
  });
});
