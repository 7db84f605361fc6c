/**
 * Encrypted backups (BACKUP_ENCRYPTION_KEY: 32 random bytes, as base64 or hex): AES-256-GCM from
 * Node's crypto, sealed in chunks, so a dump of any size passes through a couple of MiB of memory.
 *
 * The file (integers big-endian):
 *
 *   header, 24 bytes:  "GKBACKUP" | version (1 byte, 1) | key check (8) | nonce prefix (7, random)
 *   then chunks:       length (4; top bit set on the last chunk) | ciphertext | GCM tag (16)
 *
 * Chunk i (from 0) holds up to 1 MiB and is sealed with the nonce `nonce prefix | i (4 bytes) |
 * 1 on the last chunk, else 0` and the header as additional data. So a changed header byte, a chunk
 * moved, dropped or altered, or a file cut short or made longer, all fail to open. The key check
 * (the first 8 bytes of HMAC-SHA256(key, "ghumakkad backup key check")) tells a wrong key apart
 * from a damaged file, and says nothing useful about the key.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import type { Writable } from 'node:stream';
import { BackupError, errorMessage } from './files';

const MAGIC = Buffer.from('GKBACKUP', 'ascii');
const VERSION = 1;
const KEY_CHECK_BYTES = 8;
const NONCE_PREFIX_BYTES = 7;
const HEADER_BYTES = MAGIC.length + 1 + KEY_CHECK_BYTES + NONCE_PREFIX_BYTES;
const TAG_BYTES = 16;
const CHUNK_BYTES = 1024 * 1024;
const LAST_CHUNK = 0x8000_0000;

const KEY_HINT = 'generate one with `openssl rand -base64 32`';

/** BACKUP_ENCRYPTION_KEY as the 32 bytes of an AES-256 key; null when unset. */
export function parseBackupEncryptionKey(value: string | undefined): Buffer | null {
  const text = value?.trim();
  if (!text) return null;
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(text)
      ? Buffer.from(text, 'base64')
      : Buffer.alloc(0);
  if (key.length !== 32) {
    throw new BackupError(
      `BACKUP_ENCRYPTION_KEY must be 32 random bytes written as base64 or as 64 hex digits; ${KEY_HINT}`,
    );
  }
  return key;
}

function keyCheck(key: Buffer): Buffer {
  return createHmac('sha256', key)
    .update('ghumakkad backup key check')
    .digest()
    .subarray(0, KEY_CHECK_BYTES);
}

function nonce(header: Buffer, index: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  header.copy(value, 0, HEADER_BYTES - NONCE_PREFIX_BYTES, HEADER_BYTES);
  value.writeUInt32BE(index, NONCE_PREFIX_BYTES);
  value[11] = last ? 1 : 0;
  return value;
}

/** Reads up to `size` bytes, fewer only at the end of the file. */
async function readUpTo(handle: fs.promises.FileHandle, size: number): Promise<Buffer> {
  const buffer = Buffer.alloc(size);
  let filled = 0;
  while (filled < size) {
    const { bytesRead } = await handle.read(buffer, filled, size - filled, null);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

/** True when the file starts like one of our encrypted backups. */
export async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    return (await readUpTo(handle, MAGIC.length)).equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * Encrypts `source` into the new file `destination` (mode 0600, never overwritten) and returns
 * the sha256 of what it encrypted, for the caller to check the result against.
 */
export async function encryptFile(
  source: string,
  destination: string,
  key: Buffer,
): Promise<string> {
  return encryptStream(fs.createReadStream(source), destination, key);
}

/**
 * Encrypts what `source` yields (a dump tool's output, say) into the new file `destination`
 * (mode 0600, never overwritten), so no plain copy is written anywhere; returns the sha256 of
 * what it encrypted. A destination left by a failure is removed.
 */
export async function encryptStream(
  source: AsyncIterable<Buffer | string>,
  destination: string,
  key: Buffer,
): Promise<string> {
  const header = Buffer.concat([
    MAGIC,
    Buffer.from([VERSION]),
    keyCheck(key),
    randomBytes(NONCE_PREFIX_BYTES),
  ]);
  const plainHash = createHash('sha256');
  const output = await fs.promises.open(destination, 'wx', 0o600);
  let index = 0;
  const seal = async (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonce(header, index, last));
    cipher.setAAD(header);
    const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE((sealed.length | (last ? LAST_CHUNK : 0)) >>> 0);
    await output.write(Buffer.concat([length, sealed, cipher.getAuthTag()]));
    plainHash.update(plain);
    index += 1;
  };
  try {
    await output.write(header);
    // A full chunk may be the last one: it is sealed only once more data follows it.
    let pending = Buffer.alloc(0);
    for await (const piece of source) {
      pending = Buffer.concat([pending, typeof piece === 'string' ? Buffer.from(piece) : piece]);
      while (pending.length > CHUNK_BYTES) {
        await seal(pending.subarray(0, CHUNK_BYTES), false);
        pending = pending.subarray(CHUNK_BYTES);
      }
    }
    await seal(pending, true);
    await output.sync();
  } catch (error) {
    await output.close();
    fs.rmSync(destination, { force: true });
    throw error;
  }
  await output.close();
  return plainHash.digest('hex');
}

/**
 * Opens an encrypted backup chunk by chunk, handing each chunk's plaintext to `use`, and returns
 * the sha256 of the whole plaintext. Throws a BackupError saying what is wrong: not ours, a newer
 * format, another key, or damage.
 */
async function openChunks(
  file: string,
  key: Buffer,
  use: (plain: Buffer) => Promise<void>,
): Promise<string> {
  const plainHash = createHash('sha256');
  const input = await fs.promises.open(file, 'r');
  try {
    const header = await readUpTo(input, HEADER_BYTES);
    if (header.length < HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new BackupError(`${file} is not an encrypted Ghumakkad backup`);
    }
    const version = header[MAGIC.length];
    if (version !== VERSION) {
      throw new BackupError(
        `${file} is an encrypted backup of format ${String(version)}, which this version cannot read`,
      );
    }
    const check = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + KEY_CHECK_BYTES);
    if (!timingSafeEqual(check, keyCheck(key))) {
      throw new BackupError(
        `${file} was encrypted with another key: BACKUP_ENCRYPTION_KEY does not open it`,
      );
    }
    for (let index = 0; ; index += 1) {
      const lengthBytes = await readUpTo(input, 4);
      if (lengthBytes.length < 4) throw new BackupError(`${file} is cut short: its end is missing`);
      const word = lengthBytes.readUInt32BE(0);
      const last = (word & LAST_CHUNK) !== 0;
      const length = word & ~LAST_CHUNK;
      if (length > CHUNK_BYTES) throw new BackupError(`${file} is damaged (chunk ${index})`);
      const sealed = await readUpTo(input, length + TAG_BYTES);
      if (sealed.length < length + TAG_BYTES) {
        throw new BackupError(`${file} is cut short: its end is missing`);
      }
      const decipher = createDecipheriv('aes-256-gcm', key, nonce(header, index, last));
      decipher.setAAD(header);
      decipher.setAuthTag(sealed.subarray(length));
      let plain: Buffer;
      try {
        plain = Buffer.concat([decipher.update(sealed.subarray(0, length)), decipher.final()]);
      } catch (error) {
        throw new BackupError(
          `${file} is damaged or was altered (chunk ${index} fails its check: ${errorMessage(error)})`,
          { cause: error },
        );
      }
      plainHash.update(plain);
      await use(plain);
      if (last) break;
    }
    if ((await readUpTo(input, 1)).length > 0) {
      throw new BackupError(`${file} is damaged: there is data after its last chunk`);
    }
  } finally {
    await input.close();
  }
  return plainHash.digest('hex');
}

/** Decrypts `source` into the new file `destination` (mode 0600); removed again on failure. */
export async function decryptFile(source: string, destination: string, key: Buffer): Promise<void> {
  const output = await fs.promises.open(destination, 'wx', 0o600);
  try {
    await openChunks(source, key, async (plain) => {
      await output.write(plain);
    });
    await output.sync();
  } catch (error) {
    await output.close();
    fs.rmSync(destination, { force: true });
    throw error;
  }
  await output.close();
}

/**
 * Decrypts `source` into `sink` (a tool's standard input, say), waiting for it to take each
 * chunk, then ends it; returns the sha256 of the plaintext. Nothing is written to a file.
 */
export async function decryptInto(source: string, key: Buffer, sink: Writable): Promise<string> {
  const hash = await openChunks(source, key, async (plain) => {
    if (!sink.write(plain)) await once(sink, 'drain');
  });
  sink.end();
  return hash;
}

/** The sha256 of the decrypted content, read without writing it anywhere. */
export function decryptedHash(file: string, key: Buffer): Promise<string> {
  return openChunks(file, key, async () => undefined);
}
