import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import {
  decryptedHash,
  decryptFile,
  decryptInto,
  encryptFile,
  encryptStream,
  isEncryptedBackup,
  parseBackupEncryptionKey,
} from './encryption';
import { BackupError } from './files';

const MIB = 1024 * 1024;
const HEADER_BYTES = 24;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-encryption-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const key = randomBytes(32);
const file = (name: string) => path.join(dir, name);

async function encrypted(content: Buffer): Promise<string> {
  fs.writeFileSync(file('plain'), content);
  await encryptFile(file('plain'), file('sealed'), key);
  return file('sealed');
}

describe('backup encryption', () => {
  it.each([
    ['no byte', 0],
    ['one byte', 1],
    ['one chunk less a byte', MIB - 1],
    ['exactly one chunk', MIB],
    ['one chunk and a byte', MIB + 1],
    ['two and a half chunks', 2.5 * MIB],
  ])('round-trips %s, with mode 0600 and a checked hash', async (_name, size) => {
    const content = randomBytes(size);
    fs.writeFileSync(file('plain'), content);
    const hash = await encryptFile(file('plain'), file('sealed'), key);
    expect(hash).toBe(createHash('sha256').update(content).digest('hex'));
    expect(fs.statSync(file('sealed')).mode & 0o777).toBe(0o600);
    expect(await isEncryptedBackup(file('sealed'))).toBe(true);
    expect(await isEncryptedBackup(file('plain'))).toBe(false);
    expect(await decryptedHash(file('sealed'), key)).toBe(hash);
    await decryptFile(file('sealed'), file('opened'), key);
    expect(fs.readFileSync(file('opened')).equals(content)).toBe(true);
    expect(fs.statSync(file('opened')).mode & 0o777).toBe(0o600);
  });

  it('encrypts a stream in uneven pieces into the same format, and decrypts into a stream', async () => {
    const content = randomBytes(2 * MIB + 12_345);
    // Pieces of odd sizes, as a dump tool's pipe gives them, and one of them a string.
    const pieces: Array<Buffer | string> = [];
    for (let at = 0; at < content.length;) {
      const size = Math.min(content.length - at, 1 + Math.floor(Math.random() * 300_000));
      pieces.push(content.subarray(at, at + size));
      at += size;
    }
    pieces.push('tail');
    const whole = Buffer.concat([content, Buffer.from('tail')]);
    const hash = await encryptStream(Readable.from(pieces), file('sealed'), key);
    expect(hash).toBe(createHash('sha256').update(whole).digest('hex'));
    expect(fs.statSync(file('sealed')).mode & 0o777).toBe(0o600);

    const sink = new PassThrough();
    const received: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => received.push(chunk));
    const ended = new Promise((resolve) => sink.on('end', resolve));
    expect(await decryptInto(file('sealed'), key, sink)).toBe(hash);
    await ended;
    expect(Buffer.concat(received).equals(whole)).toBe(true);
  });

  it('leaves no file behind when the stream it encrypts fails part way', async () => {
    async function* failing() {
      yield randomBytes(MIB + 10);
      throw new Error('pg_dump went away');
    }
    await expect(encryptStream(failing(), file('sealed'), key)).rejects.toThrow(
      'pg_dump went away',
    );
    expect(fs.existsSync(file('sealed'))).toBe(false);
    // Never overwrites: an existing file stays as it is.
    fs.writeFileSync(file('taken'), 'mine');
    await expect(
      encryptStream(Readable.from([Buffer.from('x')]), file('taken'), key),
    ).rejects.toThrow(/EEXIST/);
    expect(fs.readFileSync(file('taken'), 'utf8')).toBe('mine');
  });

  it('hides the content: the same file encrypts differently each time', async () => {
    const content = Buffer.from('asha@example.com '.repeat(1000));
    const first = fs.readFileSync(await encrypted(content));
    expect(first.includes(Buffer.from('asha@example.com'))).toBe(false);
    await encryptFile(file('plain'), file('again'), key);
    expect(fs.readFileSync(file('again')).equals(first)).toBe(false);
  });

  it('refuses another key, and says so', async () => {
    const sealed = await encrypted(randomBytes(1000));
    await expect(decryptFile(sealed, file('opened'), randomBytes(32))).rejects.toThrow(
      /was encrypted with another key: BACKUP_ENCRYPTION_KEY does not open it/,
    );
    expect(fs.existsSync(file('opened'))).toBe(false);
  });

  it('refuses a changed byte, a cut and an addition, leaving no output', async () => {
    const sealed = await encrypted(randomBytes(MIB + 500));
    const original = fs.readFileSync(sealed);
    const tryWith = async (bytes: Buffer) => {
      fs.writeFileSync(sealed, bytes);
      await expect(decryptFile(sealed, file('opened'), key)).rejects.toBeInstanceOf(BackupError);
      expect(fs.existsSync(file('opened'))).toBe(false);
    };

    const flipped = Buffer.from(original);
    flipped[HEADER_BYTES + 4 + 10] = (flipped[HEADER_BYTES + 4 + 10] ?? 0) ^ 1;
    await tryWith(flipped);
    await expect(decryptedHash(sealed, key)).rejects.toThrow(/damaged or was altered \(chunk 0/);

    const headerChanged = Buffer.from(original);
    headerChanged[HEADER_BYTES - 1] = (headerChanged[HEADER_BYTES - 1] ?? 0) ^ 1;
    await tryWith(headerChanged);

    // Cut exactly after the first chunk: every remaining chunk intact, the end missing.
    const firstChunk = HEADER_BYTES + 4 + MIB + 16;
    await tryWith(original.subarray(0, firstChunk));
    await expect(decryptedHash(sealed, key)).rejects.toThrow(/cut short/);

    await tryWith(Buffer.concat([original, Buffer.from([0])]));
    await expect(decryptedHash(sealed, key)).rejects.toThrow(/data after its last chunk/);
  });

  it('takes the key as 64 hex digits or base64 of 32 bytes, and nothing else', () => {
    expect(parseBackupEncryptionKey(undefined)).toBeNull();
    expect(parseBackupEncryptionKey('  ')).toBeNull();
    expect(parseBackupEncryptionKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseBackupEncryptionKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseBackupEncryptionKey(key.toString('base64url'))?.equals(key)).toBe(true);
    for (const wrong of ['secret', randomBytes(16).toString('base64'), 'zz'.repeat(32)]) {
      expect(() => parseBackupEncryptionKey(wrong)).toThrow(
        /BACKUP_ENCRYPTION_KEY must be 32 random bytes/,
      );
    }
  });
});
