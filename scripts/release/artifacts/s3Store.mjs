/**
 * The artifact store as an S3-compatible bucket: `<prefix>/<app>/<version>/<file>`, plus a
 * completion marker `<prefix>/<app>/<version>/.complete` uploaded after every file. S3 has no
 * folder rename, so the marker is what makes a version visible: `has` (and every reader) looks
 * for it, `put` writes it last and `remove` deletes it first.
 *
 * Every write is create-if-absent (PutObject with `IfNoneMatch: '*'`, S3's conditional write):
 * the marker's is the point where one of two puts of a version wins and the other is refused.
 * A file already there is from another put of the same version (one racing, or one that
 * stopped half-way) and holds the same bytes, since the version names its content: it is
 * checked, never deleted or replaced. Servers without conditional writes (s3rver, the tests'
 * server, among them) take them as plain writes: there a HeadObject of the marker just before
 * writing it narrows, but cannot close, the window in which two puts both write it. Both then
 * take the version for their own; the registry records it once, and `release` (commands.mjs)
 * reads the registry back before removing a version it stored, so the one recorded stays.
 *
 * The marker lists every file with its size and SHA-256; a site server's copy (`localCopy`) is
 * checked against it before it is used. A marker written before files were listed (their count
 * only) is checked by that count.
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
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { plainFilesOf, sha256Of, VersionExistsError, versionPath } from './layout.mjs';

const MARKER = '.complete';
// Enough to hide per-request latency without opening hundreds of sockets at once.
const PARALLEL = 8;
// A mistyped or firewalled endpoint fails within seconds instead of the OS's minutes-long TCP
// connect timeout (each of the SDK's default 3 attempts waits this long at most).
const CONNECT_TIMEOUT_MS = 5_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const JSON_TYPE = 'application/json; charset=utf-8';
// S3 answers 409 to a conditional write racing another of the same key; a few tries settle it.
const CONFLICT_ATTEMPTS = 5;
const CONFLICT_WAIT_MS = 100;
// A copy that does not match its marker is fetched once more before localCopy gives up.
const DOWNLOAD_ATTEMPTS = 2;
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
  const statusOf = (error) => error.cause?.$metadata?.httpStatusCode;
  const isNotFound = (error) => statusOf(error) === 404;

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
  const notStored = (app, version) =>
    new Error(`${app} ${version} is not stored in ${describe()} (no completion marker ${MARKER})`);
  const mustHave = async (app, version) => {
    if (!(await has(app, version))) throw notStored(app, version);
  };

  const getBytes = async (Key) => {
    const object = await send('GetObject', Key, new GetObjectCommand({ Bucket: bucket, Key }));
    return Buffer.from(await object.Body.transformToByteArray());
  };

  /**
   * Writes `Key` only if no object is there: true when written, false when one already was
   * (412). A 409 is S3 saying that another conditional write of the key is under way: the
   * write is made again, to learn which of the two stored it.
   */
  const putIfAbsent = async (Key, fields) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const command = new PutObjectCommand({ Bucket: bucket, Key, IfNoneMatch: '*', ...fields });
        await send('PutObject', Key, command);
        return true;
      } catch (error) {
        if (statusOf(error) === 412) return false;
        if (statusOf(error) !== 409 || attempt === CONFLICT_ATTEMPTS) throw error;
        await sleep(CONFLICT_WAIT_MS * attempt);
      }
    }
  };

  /**
   * What the marker says of a version: its files with sizes and SHA-256 digests, or only their
   * count for a marker written before files were listed.
   * @returns {Promise<{ files: MarkedFile[] } | { count: number }>}
   */
  const readMarker = async (app, version) => {
    const Key = markerKey(app, version);
    let text;
    try {
      text = (await getBytes(Key)).toString('utf8');
    } catch (error) {
      if (isNotFound(error)) throw notStored(app, version);
      throw error;
    }
    if (/^\d+\n$/.test(text)) return { count: Number(text) };
    return { files: JSON.parse(text).files };
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

  /**
   * Downloads the version's files into a temp folder, checks them against `marker` and only
   * then renames the folder to `target`: null once it is there, else what was wrong (the
   * download is discarded).
   */
  const download = async (app, version, marker, target, checkedFile) => {
    const keyPrefix = versionPrefix(app, version);
    const names =
      'files' in marker
        ? marker.files.map((file) => file.path)
        : (await listKeys(keyPrefix))
            .filter((key) => key !== markerKey(app, version) && !key.endsWith('/'))
            .map((key) => key.slice(keyPrefix.length));
    const temp = path.join(path.dirname(target), `.tmp-${version}-${process.pid}-${randomUUID()}`);
    try {
      await inParallel(names, async (name) => {
        const file = path.join(temp, ...name.split('/'));
        if (!file.startsWith(`${temp}${path.sep}`)) {
          throw new Error(
            `refusing to download s3://${bucket}/${keyPrefix}${name} outside ${temp}`,
          );
        }
        let bytes;
        try {
          bytes = await getBytes(`${keyPrefix}${name}`);
        } catch (error) {
          // A file gone (its version being removed) is for the check below to name.
          if (isNotFound(error)) return;
          throw error;
        }
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, bytes);
      });
      await mkdir(temp, { recursive: true });
      const { problem, files } = await checkCopy(temp, marker);
      if (problem) {
        await rm(temp, { recursive: true, force: true });
        return problem;
      }
      await writeChecked(checkedFile, files);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { recursive: true, force: true });
      // Another download finished first, and checked its copy as this one would have.
      if (existsSync(target)) return null;
      throw error;
    }
    return null;
  };

  return {
    describe,
    has,

    async hasAnyFile(app, version) {
      const Prefix = versionPrefix(app, version);
      // The first page tells. (No MaxKeys: s3rver, the tests' server, fails a truncated listing.)
      const page = await send(
        'ListObjectsV2',
        Prefix,
        new ListObjectsV2Command({ Bucket: bucket, Prefix }),
      );
      return (page.Contents ?? []).length > 0;
    },

    async put(app, version, sourceDir) {
      const exists = () =>
        new VersionExistsError(
          `${app} ${version} is already stored in ${describe()}; versions are never overwritten`,
        );
      if (await has(app, version)) throw exists();
      const files = await plainFilesOf(sourceDir);
      if (files.includes(MARKER)) {
        throw new Error(`${sourceDir} holds a file named ${MARKER}, the store's completion marker`);
      }
      const keyPrefix = versionPrefix(app, version);
      const listed = await inParallel(files, async (file) => {
        const Key = `${keyPrefix}${file}`;
        const Body = await readFile(path.join(sourceDir, ...file.split('/')));
        const sha256 = sha256Of(Body);
        const fields = { Body, ContentType: contentType(file), CacheControl: IMMUTABLE };
        if (!(await putIfAbsent(Key, fields)) && sha256Of(await getBytes(Key)) !== sha256) {
          throw new Error(
            `s3://${bucket}/${Key} is already there with other bytes than ${path.join(sourceDir, file)}, ` +
              `so not written by a put of ${app} ${version} (which always writes the same bytes): ` +
              'it is left as it is and nothing is marked complete; find out what wrote it',
          );
        }
        return { path: file, size: Body.length, sha256 };
      });
      // Decides where the conditional write is ignored; where honoured, the write below does.
      if (await has(app, version)) throw exists();
      const Key = markerKey(app, version);
      const marker = { Body: `${JSON.stringify({ files: listed })}\n`, ContentType: JSON_TYPE };
      if (!(await putIfAbsent(Key, marker))) throw exists();
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
        text = (await getBytes(Key)).toString('utf8');
      } catch (error) {
        if (!isNotFound(error)) throw error;
        if (optional) return null;
        throw new Error(`${app} ${version} has no ${file} in ${describe()}`, { cause: error });
      }
      return JSON.parse(text);
    },

    async localCopy(app, version, cacheDir) {
      const { target, checkedFile } = localCopyPaths(app, version, cacheDir);
      if (existsSync(target)) {
        // Versions never change, so a copy checked once (by any process) stays valid; on every
        // registry change only its files' names and sizes are looked at again, not hashed.
        const checked = await readChecked(checkedFile);
        if (checked && !(await copyProblem(target, checked, { hash: false }))) return target;
        const { problem, files } = await checkCopy(target, await readMarker(app, version));
        if (!problem) {
          await writeChecked(checkedFile, files);
          return target;
        }
        // A copy made before copies were checked, maybe of a version being removed meanwhile,
        // or changed since: fetched again.
        await discard(target);
      }
      for (let attempt = 1; ; attempt++) {
        const problem = await download(
          app,
          version,
          await readMarker(app, version),
          target,
          checkedFile,
        );
        if (!problem) return target;
        if (attempt === DOWNLOAD_ATTEMPTS) {
          throw new Error(
            `${app} ${version} from ${describe()} does not match its completion marker (${problem}), ` +
              `${attempt} downloads running: nothing was kept; the stored version is damaged or being removed`,
          );
        }
      }
    },

    async dropLocalCopy(app, version, cacheDir) {
      const { target, checkedFile } = localCopyPaths(app, version, cacheDir);
      // Gone from where it is served at once (a rename), then the list it was checked against.
      await discard(target);
      await rm(checkedFile, { force: true });
    },

    async close() {
      client.destroy();
    },
  };
}

/** @typedef {{ path: string, size: number, sha256?: string }} MarkedFile */

/**
 * Whether the folder `dir` holds exactly what `marker` says, hashing every file: `problem`
 * names the first difference; `files` is what the folder is then known to hold (for a marker
 * that only counts its files, their names and sizes as found).
 * @returns {Promise<{ problem: string | null, files: MarkedFile[] }>}
 */
async function checkCopy(dir, marker) {
  if ('files' in marker) {
    return { problem: await copyProblem(dir, marker.files, { hash: true }), files: marker.files };
  }
  const names = await plainFilesOf(dir);
  const files = await Promise.all(
    names.map(async (name) => ({ path: name, size: (await stat(inside(dir, name))).size })),
  );
  const problem =
    names.length === marker.count ? null : `${marker.count} files marked, ${names.length} found`;
  return { problem, files };
}

/** The first difference between the folder `dir` and `files`, or null. */
async function copyProblem(dir, files, { hash }) {
  let found;
  try {
    found = new Set(await plainFilesOf(dir));
  } catch (error) {
    return error.message;
  }
  const listed = new Set(files.map((file) => file.path));
  const missing = [...listed].find((name) => !found.has(name));
  if (missing) return `${missing} is missing`;
  const extra = [...found].find((name) => !listed.has(name));
  if (extra) return `${extra} is not marked`;
  for (const file of files) {
    const { size } = await stat(inside(dir, file.path));
    if (size !== file.size) return `${file.path} has ${size} bytes, not ${file.size}`;
    if (hash && file.sha256 && sha256Of(await readFile(inside(dir, file.path))) !== file.sha256) {
      return `${file.path} does not match its SHA-256`;
    }
  }
  return null;
}

const inside = (dir, name) => path.join(dir, ...name.split('/'));

/**
 * Where a site server's copy of a version goes (`<cacheDir>/<app>/<version>/`), and beside it,
 * not in it (the copy is served as it is), the list of files it was checked against.
 */
function localCopyPaths(app, version, cacheDir) {
  return {
    target: path.join(cacheDir, ...versionPath(app, version).split('/')),
    checkedFile: path.join(cacheDir, app, `.${version}${MARKER}`),
  };
}

/** @returns {Promise<MarkedFile[] | null>} what a copy was checked against, if it was */
async function readChecked(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8')).files;
  } catch (error) {
    if (error.code === 'ENOENT' || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** Written whole or not at all: a reader never takes half a list for the list. */
async function writeChecked(file, files) {
  const temp = `${file}.${process.pid}-${randomUUID()}`;
  await writeFile(temp, `${JSON.stringify({ files })}\n`);
  await rename(temp, file);
}

/** Takes a folder out of the way at once (a rename), then removes it. */
async function discard(dir) {
  const aside = path.join(path.dirname(dir), `.discarded-${process.pid}-${randomUUID()}`);
  try {
    await rename(dir, aside);
  } catch (error) {
    // Another process discarded it first.
    if (error.code === 'ENOENT') return;
    throw error;
  }
  await rm(aside, { recursive: true, force: true });
}

/**
 * Runs `task` over `items`, at most PARALLEL at a time, and gives its results in the items'
 * order; stops taking new items after a failure.
 */
async function inParallel(items, task) {
  const results = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
}
