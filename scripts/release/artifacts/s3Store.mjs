/**
 * The artifact store as an S3-compatible bucket: `<prefix>/<app>/<version>/<file>`, plus a
 * completion marker `<prefix>/<app>/<version>/.complete` uploaded after every file. S3 has no
 * folder rename, so the marker is what makes a version visible: `has` (and every reader) looks
 * for it, `put` writes it last and `remove` deletes it first.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { plainFilesOf, versionPath } from './layout.mjs';

const MARKER = '.complete';
// Enough to hide per-request latency without opening hundreds of sockets at once.
const PARALLEL = 8;
// A mistyped or firewalled endpoint fails within seconds instead of the OS's minutes-long TCP
// connect timeout (each of the SDK's default 3 attempts waits this long at most).
const CONNECT_TIMEOUT_MS = 5_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentType(file) {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** @returns {import('./types.d.mts').ArtifactStore} */
export function createS3Store({
  bucket,
  prefix = '',
  endpoint,
  region,
  forcePathStyle,
  credentials,
}) {
  const client = new S3Client({
    endpoint,
    region,
    forcePathStyle,
    // Given keys, else the SDK's default chain (environment, shared files, instance roles).
    ...(credentials ? { credentials } : {}),
    // The SDK's newer default checksums (CRC32 on every request) are not supported by every
    // S3-compatible server; send and check them only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
  const root = prefix.replace(/^\/+|\/+$/g, '');
  const versionPrefix = (app, version) => `${root ? `${root}/` : ''}${versionPath(app, version)}/`;
  const markerKey = (app, version) => `${versionPrefix(app, version)}${MARKER}`;
  const where = `s3://${bucket}${root ? `/${root}` : ''}`;
  const describe = () => (endpoint ? `${where} at ${endpoint}` : where);

  const failure = (operation, key, error) => {
    const reason = [error.name, error.code, error.message].filter(Boolean).join(': ');
    return new Error(
      `S3 ${operation} of s3://${bucket}/${key} at ${endpoint ?? 'AWS'} failed: ${reason}`,
      { cause: error },
    );
  };
  const send = async (operation, key, command) => {
    try {
      return await client.send(command);
    } catch (error) {
      throw failure(operation, key, error);
    }
  };
  const isNotFound = (error) => error.cause?.$metadata?.httpStatusCode === 404;

  const has = async (app, version) => {
    const Key = markerKey(app, version);
    try {
      await send('HeadObject', Key, new HeadObjectCommand({ Bucket: bucket, Key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  };
  const mustHave = async (app, version) => {
    if (!(await has(app, version))) {
      throw new Error(
        `${app} ${version} is not stored in ${describe()} (no completion marker ${MARKER})`,
      );
    }
  };

  const listKeys = async (keyPrefix) => {
    const keys = [];
    let ContinuationToken;
    do {
      const page = await send(
        'ListObjectsV2',
        keyPrefix,
        new ListObjectsV2Command({ Bucket: bucket, Prefix: keyPrefix, ContinuationToken }),
      );
      keys.push(...(page.Contents ?? []).map((object) => object.Key));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  };

  const deleteAll = async (keys) =>
    inParallel(keys, (Key) =>
      send('DeleteObject', Key, new DeleteObjectCommand({ Bucket: bucket, Key })),
    );

  return {
    describe,
    has,

    async put(app, version, sourceDir) {
      if (await has(app, version)) {
        throw new Error(
          `${app} ${version} is already stored in ${describe()}; versions are never overwritten`,
        );
      }
      const keyPrefix = versionPrefix(app, version);
      const files = (await plainFilesOf(sourceDir)).map((file) => file.split('/').join(path.sep));
      if (files.includes(MARKER)) {
        throw new Error(`${sourceDir} holds a file named ${MARKER}, the store's completion marker`);
      }
      // Leftovers of an earlier put that failed half-way would otherwise join this version.
      await deleteAll(await listKeys(keyPrefix));
      await inParallel(files, async (file) => {
        const Key = `${keyPrefix}${file.split(path.sep).join('/')}`;
        const command = new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: await readFile(path.join(sourceDir, file)),
          ContentType: contentType(file),
          CacheControl: IMMUTABLE,
        });
        await send('PutObject', Key, command);
      });
      const Key = markerKey(app, version);
      await send(
        'PutObject',
        Key,
        new PutObjectCommand({ Bucket: bucket, Key, Body: `${files.length}\n` }),
      );
    },

    async remove(app, version) {
      const Key = markerKey(app, version);
      // The marker goes first, so no reader takes the version for complete while it shrinks.
      await send('DeleteObject', Key, new DeleteObjectCommand({ Bucket: bucket, Key }));
      await deleteAll(await listKeys(versionPrefix(app, version)));
    },

    async readJson(app, version, file, { optional = false } = {}) {
      await mustHave(app, version);
      const Key = `${versionPrefix(app, version)}${file}`;
      let text;
      try {
        const object = await send('GetObject', Key, new GetObjectCommand({ Bucket: bucket, Key }));
        text = await object.Body.transformToString('utf8');
      } catch (error) {
        if (!isNotFound(error)) throw error;
        if (optional) return null;
        throw new Error(`${app} ${version} has no ${file} in ${describe()}`, { cause: error });
      }
      return JSON.parse(text);
    },

    async localCopy(app, version, cacheDir) {
      const target = path.join(cacheDir, ...versionPath(app, version).split('/'));
      // Versions never change, so a copy made once (by any process) stays valid.
      if (existsSync(target)) return target;
      await mustHave(app, version);
      const keyPrefix = versionPrefix(app, version);
      const keys = (await listKeys(keyPrefix)).filter(
        (key) => key !== markerKey(app, version) && !key.endsWith('/'),
      );
      const temp = path.join(cacheDir, app, `.tmp-${version}-${process.pid}-${randomUUID()}`);
      try {
        await inParallel(keys, async (Key) => {
          const file = path.join(temp, ...Key.slice(keyPrefix.length).split('/'));
          if (!file.startsWith(`${temp}${path.sep}`)) {
            throw new Error(`refusing to download s3://${bucket}/${Key} outside ${temp}`);
          }
          const object = await send(
            'GetObject',
            Key,
            new GetObjectCommand({ Bucket: bucket, Key }),
          );
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, await object.Body.transformToByteArray());
        });
        await mkdir(temp, { recursive: true });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { recursive: true, force: true });
        // Another download finished first; its copy is as good as ours.
        if (existsSync(target)) return target;
        throw error;
      }
      return target;
    },

    async close() {
      client.destroy();
    },
  };
}

/** Runs `task` over `items`, at most PARALLEL at a time; stops taking new items after a failure. */
async function inParallel(items, task) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}
