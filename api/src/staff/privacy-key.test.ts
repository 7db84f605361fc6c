import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  existingPrivacyKey,
  keyedDigest,
  loadPrivacySettings,
  PRIVACY_KEY_FILE_NAME,
} from './privacy-key';
import { subjectDigest } from './privacy';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-privacy-key-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const sqlite = () => ({ kind: 'sqlite' as const, file: path.join(dir, 'db', 'live.sqlite') });
const KEY = 'k'.repeat(32);

describe('privacy key', () => {
  it('takes PRIVACY_HASH_KEY of 32 characters or more, and refuses a shorter one', () => {
    const settings = loadPrivacySettings({ PRIVACY_HASH_KEY: KEY }, sqlite());
    expect(settings).toEqual({
      key: Buffer.from(KEY),
      keySource: 'PRIVACY_HASH_KEY',
      ledgerFile: null,
    });
    expect(() => loadPrivacySettings({ PRIVACY_HASH_KEY: 'k'.repeat(31) }, sqlite())).toThrow(
      /PRIVACY_HASH_KEY must hold a key of at least 32 characters/,
    );
    // Set, no key file is made.
    expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
  });

  it('otherwise makes a random key once, beside the SQLite database, readable by its owner only', () => {
    const first = loadPrivacySettings({}, sqlite());
    const file = path.join(dir, 'db', PRIVACY_KEY_FILE_NAME);
    expect(first.keySource).toBe(file);
    expect(first.key.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(loadPrivacySettings({}, sqlite()).key.equals(first.key)).toBe(true);
    // Another database folder gets another key.
    const other = loadPrivacySettings(
      {},
      { kind: 'sqlite', file: path.join(dir, 'x', 'b.sqlite') },
    );
    expect(other.key.equals(first.key)).toBe(false);
    expect(fs.readdirSync(path.join(dir, 'db'))).toEqual([PRIVACY_KEY_FILE_NAME]);
  });

  it('gives processes starting together on a new database one and the same key', async () => {
    const config = sqlite();
    const script = `
      const { loadPrivacySettings } = require(${JSON.stringify(require.resolve('./privacy-key'))});
      process.stdout.write(loadPrivacySettings({}, ${JSON.stringify(config)}).key.toString('hex'));`;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      });
    const keys = await Promise.all(Array.from({ length: 6 }, run));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe(loadPrivacySettings({}, config).key.toString('hex'));
    expect(fs.readdirSync(path.dirname(config.file))).toEqual([PRIVACY_KEY_FILE_NAME]);
  }, 60_000);

  it('gives a restore the key in use, and never makes one up', () => {
    expect(() => existingPrivacyKey({}, sqlite())).toThrow(
      /there is none: set PRIVACY_HASH_KEY, or put back .*privacy-hash\.key/,
    );
    expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
    const made = loadPrivacySettings({}, sqlite()).key;
    expect(existingPrivacyKey({}, sqlite()).equals(made)).toBe(true);
    expect(existingPrivacyKey({ PRIVACY_HASH_KEY: KEY }, sqlite()).equals(Buffer.from(KEY))).toBe(
      true,
    );
  });

  it('refuses a key file too short to be a key', () => {
    fs.mkdirSync(path.join(dir, 'db'));
    fs.writeFileSync(path.join(dir, 'db', PRIVACY_KEY_FILE_NAME), 'short\n');
    expect(() => loadPrivacySettings({}, sqlite())).toThrow(/privacy-hash\.key must hold a key/);
  });

  it('reads PRIVACY_LEDGER_FILE as a path from the working folder', () => {
    const settings = loadPrivacySettings(
      { PRIVACY_HASH_KEY: KEY, PRIVACY_LEDGER_FILE: 'ledger.jsonl' },
      sqlite(),
    );
    expect(settings.ledgerFile).toBe(path.resolve('ledger.jsonl'));
  });
});

describe('subject digests', () => {
  const key = Buffer.from(KEY);

  it('are keyed: another key gives another digest, and neither is a plain sha256', () => {
    const digest = subjectDigest(key, { email: 'asha@example.com' });
    expect(digest).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(digest).toBe(keyedDigest(key, 'email:asha@example.com'));
    expect(subjectDigest(Buffer.from('o'.repeat(32)), { email: 'asha@example.com' })).not.toBe(
      digest,
    );
    for (const text of ['asha@example.com', 'email:asha@example.com']) {
      const plain = createHash('sha256').update(text).digest('hex');
      expect(digest).not.toContain(plain);
      expect(digest).not.toContain(plain.slice(0, 16));
    }
  });

  it('match the same person however the address or number was typed', () => {
    expect(subjectDigest(key, { email: ' Asha@Example.COM ' })).toBe(
      subjectDigest(key, { email: 'asha@example.com' }),
    );
    expect(subjectDigest(key, { phone: '098765 43210' })).toBe(
      subjectDigest(key, { phone: '+919876543210' }),
    );
    expect(subjectDigest(key, { phone: '+919876543210' })).not.toBe(
      subjectDigest(key, { email: '+919876543210' }),
    );
  });
});
