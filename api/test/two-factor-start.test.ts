/**
 * The API's start and the TOTP secrets: with no STAFF_TOTP_KEY it makes the key file (0600)
 * beside the SQLite database, seals a secret an earlier version stored in plain, and still signs
 * its owner in with the authenticator's code; a second start changes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { generate } from 'otplib';
import { openDatabase } from '../src/open-database';
import { prepareDatabase } from '../src/prepare-database';
import { hashPassword } from '../src/staff/passwords';
import { TOTP_KEY_FILE_NAME } from '../src/staff/totp-key';
import { startApi, stopApi, type ApiProcess } from './support/api-process';

const PASSWORD = 'saffron ledger pebble monsoon';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The process's output once it holds `text`; what it printed by then, after 10 s at most. */
async function outputOf(running: ApiProcess, text: string): Promise<string> {
  for (let waited = 0; waited < 10_000 && !running.output().includes(text); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return running.output();
}

describe('TOTP secrets at the API start', () => {
  let dir: string;
  let dbFile: string;
  let api: ApiProcess | undefined;
  const start = async () => {
    api = await startApi({ SQLITE_FILE: dbFile, AUTH_CODE: 'start', LOG_LEVEL: 'info' });
    return api;
  };
  const stop = async () => {
    if (api) await stopApi(api);
    api = undefined;
  };
  const storedSecret = () => {
    const db = new Database(dbFile, { readonly: true });
    try {
      return (
        db.prepare('select totp_secret from staff where email = ?').get('old@agency.example') as {
          totp_secret: string;
        }
      ).totp_secret;
    } finally {
      db.close();
    }
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-totp-start-'));
    dbFile = path.join(dir, 'live.sqlite');
  });
  afterAll(async () => {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes its key file, seals a plain secret, and signs its owner in with a code', async () => {
    // A database of an earlier version: up to date, with an owner whose secret is in plain.
    const prepared = openDatabase({ kind: 'sqlite', file: dbFile });
    await prepareDatabase(prepared);
    await prepared.close();
    expect(fs.existsSync(path.join(dir, TOTP_KEY_FILE_NAME))).toBe(false);
    const db = new Database(dbFile);
    db.prepare(
      `insert into staff (email, name, password_hash, role, created_at, totp_secret)
       values (?, 'Old Owner', ?, 'owner', ?, ?)`,
    ).run('old@agency.example', await hashPassword(PASSWORD), new Date().toISOString(), SECRET);
    db.close();

    const running = await start();
    const keyFile = path.join(dir, TOTP_KEY_FILE_NAME);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const sealed = storedSecret();
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(SECRET);
    expect(fs.readFileSync(dbFile).includes(fs.readFileSync(keyFile, 'utf8').trim())).toBe(false);
    // The API logs through an asynchronous destination that flushes each second.
    const sealedLine = 'two-factor secrets: 1 stored in plain, now sealed';
    expect(await outputOf(running, sealedLine)).toContain(sealedLine);

    const signIn = await fetch(`${running.url}/staff/sign-in`, {
      method: 'POST',
      // As the inbox's own pages send it: other sites' sign-ins are refused.
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        email: 'old@agency.example',
        password: PASSWORD,
        code: await generate({ secret: SECRET }),
      }),
    });
    expect(signIn.status).toBe(200);

    // Started again: the same key, the sealed secret left as it was.
    await stop();
    await start();
    expect(storedSecret()).toBe(sealed);
  }, 120_000);
});
