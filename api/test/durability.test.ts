/**
 * Crash durability on SQLite: the API is killed with SIGKILL in the middle of a burst of leads,
 * restarted on the same file, and every lead that got a 2xx must be there, none twice.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startApi, stopApi, type ApiProcess } from './support/api-process';
import { CONSENT, dayFromToday } from './suite/context';

const AUTH_CODE = 'durability-test';
const LEADS = 400;
const CONCURRENCY = 16;
/** Kill once this many leads have been acknowledged, with others still in flight. */
const KILL_AFTER = 80;

interface Attempt {
  index: number;
  keyed: boolean;
  status: number | 'failed';
  reference?: string;
}

const leadBody = (index: number) => ({
  name: `Durable ${index}`,
  phone: '9876543210',
  email: `durable${index}@example.com`,
  destination: 'Goa',
  departureCity: 'Pune',
  departureDate: dayFromToday(20),
  people: 2,
  ...CONSENT,
});

async function sendLead(api: ApiProcess, index: number, keyed: boolean): Promise<Attempt> {
  try {
    const response = await fetch(`${api.url}/request-book/add?authCode=${AUTH_CODE}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(keyed ? { 'idempotency-key': `durable-${index}` } : {}),
      },
      body: JSON.stringify(leadBody(index)),
    });
    const body = (await response.json()) as { data?: { reference?: string } };
    return { index, keyed, status: response.status, reference: body.data?.reference };
  } catch {
    return { index, keyed, status: 'failed' };
  }
}

describe('SQLite durability across SIGKILL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-durability-'));
  const settings = {
    SQLITE_FILE: path.join(dir, 'leads.sqlite'),
    AUTH_CODE,
    RATE_LIMIT_MAX: '1000000',
    LEAD_RATE_LIMIT_MAX: '1000000',
  };
  const running: ApiProcess[] = [];

  afterAll(async () => {
    for (const api of running) api.child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead exactly once, and retries with keys fill the gaps', async () => {
    const first = await startApi(settings);
    running.push(first);
    const attempts: Attempt[] = [];
    let acknowledged = 0;
    let next = 0;
    // Half the leads carry an Idempotency-Key, half do not.
    const worker = async () => {
      while (next < LEADS) {
        const index = next++;
        const attempt = await sendLead(first, index, index % 2 === 0);
        attempts.push(attempt);
        if (attempt.status === 200 && ++acknowledged === KILL_AFTER) first.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(await first.exited).toBe('SIGKILL');

    const ok = attempts.filter((a) => a.status === 200);
    const failed = attempts.filter((a) => a.status === 'failed');
    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failed.length).toBeGreaterThan(0);
    expect(attempts.every((a) => a.status === 200 || a.status === 'failed')).toBe(true);

    const second = await startApi(settings);
    running.push(second);
    // A client retries what failed; with a key, a lead stored before the crash is not stored again.
    for (const attempt of failed.filter((a) => a.keyed)) {
      const retry = await sendLead(second, attempt.index, true);
      expect(retry.status).toBe(200);
      ok.push(retry);
    }
    await stopApi(second);

    const db = new Database(settings.SQLITE_FILE, { readonly: true });
    const rows = db.prepare('select reference, payload from leads').all() as {
      reference: string;
      payload: string;
    }[];
    db.close();
    const nameByReference = new Map(
      rows.map((row) => [row.reference, JSON.parse(row.payload).name as string]),
    );
    for (const attempt of ok)
      expect(nameByReference.get(attempt.reference!)).toBe(`Durable ${attempt.index}`);

    const copies = new Map<string, number>();
    for (const name of nameByReference.values()) copies.set(name, (copies.get(name) ?? 0) + 1);
    expect([...copies.values()].every((count) => count === 1)).toBe(true);
    // Every keyed lead is now stored exactly once; an unkeyed one that failed may or may not be.
    for (let index = 0; index < LEADS; index += 2) {
      const attempted = attempts.some((a) => a.index === index);
      if (attempted) expect(copies.get(`Durable ${index}`)).toBe(1);
    }
  }, 60_000);
});
