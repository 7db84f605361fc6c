import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import { createFolderStore } from './folderStore.mjs';
import { artifactStoreFromEnv } from './index.mjs';
import { createS3Store } from './s3Store.mjs';
import { startS3TestServer } from './s3TestServer.mjs';

// On Node 20 the SDK warns that its 2027 releases will need Node 22; the SDK's announcement
// (aws/aws-sdk-js-v3#7983) documents this variable to silence it. Set before any client exists.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const APP = 'mf-blog';
const VERSION = '1.2.3-20250304050607-abcdef1234';
const MANIFEST = { name: 'mf_blog', metaData: { buildInfo: { buildVersion: VERSION } } };

/** A built folder with nested files, binary content and every content type the S3 store sets. */
function writeBuild(dir, extra = {}) {
  const files = {
    'index.html': '<!doctype html><title>blog</title>',
    'mf-manifest.json': JSON.stringify(MANIFEST),
    'remoteEntry.js': 'var mf_blog;',
    'remoteEntry.js.map': '{"version":3}',
    'static/css/main.1a2b.css': 'body{margin:0}',
    'static/js/async/deep/chunk.9f8e.js': 'export default 1;',
    'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'static/img/photo.webp': randomBytes(2048),
    'static/img/icon.png': randomBytes(512),
    'static/LICENSE.txt': 'MIT',
    'static/font.woff2': randomBytes(300),
    ...extra,
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Every file under `dir` (relative path, `/`-separated) with its bytes. */
function filesOf(dir) {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file).split(path.sep).join('/'), readFileSync(file)];
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let s3;
let raw;
let buckets = 0;
before(async () => {
  s3 = await startS3TestServer();
  // The store takes its credentials from the SDK's default chain, as in a real run.
  Object.assign(process.env, s3.env);
  raw = new S3Client({
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
});
after(async () => {
  raw.destroy();
  await s3.close();
});

const newBucket = async () => {
  const bucket = `test-${++buckets}`;
  await s3.createBucket(bucket);
  return bucket;
};

/**
 * Each store under the same contract. `halfPut` leaves what an interrupted put leaves: for the
 * folder, a partial temp folder; for S3, the files without the completion marker.
 */
const harnesses = {
  'folder store': async (dir) => {
    const cdn = path.join(dir, 'cdn');
    return {
      store: createFolderStore(cdn),
      halfPut: async (app, version, sourceDir) =>
        cpSync(sourceDir, path.join(cdn, app, `.tmp-${version}-1`), { recursive: true }),
    };
  },
  'S3 store': async () => {
    const bucket = await newBucket();
    const prefix = 'cdn';
    return {
      store: createS3Store({
        bucket,
        prefix,
        endpoint: s3.endpoint,
        region: s3.env.S3_REGION,
        forcePathStyle: true,
      }),
      halfPut: async (app, version, sourceDir) => {
        for (const [file, Body] of Object.entries(filesOf(sourceDir))) {
          const Key = `${prefix}/${app}/${version}/${file}`;
          await raw.send(new PutObjectCommand({ Bucket: bucket, Key, Body }));
        }
      },
    };
  },
};

for (const [name, start] of Object.entries(harnesses)) {
  describe(name, () => {
    let dir;
    let source;
    let cache;
    let store;
    let halfPut;
    beforeEach(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'artifacts-test-'));
      source = writeBuild(path.join(dir, 'build'));
      cache = path.join(dir, 'cache');
      ({ store, halfPut } = await start(dir));
    });
    afterEach(async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });

    test('put, then has, readJson and localCopy give back every file as it was', async () => {
      assert.equal(await store.has(APP, VERSION), false);
      await store.put(APP, VERSION, source);
      assert.equal(await store.has(APP, VERSION), true);
      assert.equal(await store.has('shell', VERSION), false);
      assert.deepEqual(await store.readJson(APP, VERSION, 'mf-manifest.json'), MANIFEST);
      assert.deepEqual(filesOf(await store.localCopy(APP, VERSION, cache)), filesOf(source));
      await assert.rejects(store.readJson(APP, VERSION, 'missing.json'), /has no missing\.json/);
    });

    test('a stored version is never overwritten', async () => {
      await store.put(APP, VERSION, source);
      const other = writeBuild(path.join(dir, 'other'), { 'index.html': 'changed' });
      await assert.rejects(store.put(APP, VERSION, other), /already stored.*never overwritten/);
      assert.deepEqual(filesOf(await store.localCopy(APP, VERSION, cache)), filesOf(source));
    });

    test('a half-stored version is not there, and a later put replaces its leftovers', async () => {
      const stale = writeBuild(path.join(dir, 'stale'), { 'static/js/stale.js': 'old' });
      await halfPut(APP, VERSION, stale);
      assert.equal(await store.has(APP, VERSION), false);
      await assert.rejects(store.localCopy(APP, VERSION, cache), /is not stored/);
      await assert.rejects(store.readJson(APP, VERSION, 'mf-manifest.json'));
      await store.put(APP, VERSION, source);
      assert.deepEqual(filesOf(await store.localCopy(APP, VERSION, cache)), filesOf(source));
    });

    test('remove takes a version away, and it may then be stored again', async () => {
      await store.put(APP, VERSION, source);
      await store.remove(APP, VERSION);
      assert.equal(await store.has(APP, VERSION), false);
      await assert.rejects(store.localCopy(APP, VERSION, cache), /is not stored/);
      await store.remove(APP, VERSION);
      await store.put(APP, VERSION, source);
      assert.equal(await store.has(APP, VERSION), true);
    });

    test('localCopy twice, and twice at once, gives the same complete folder', async () => {
      await store.put(APP, VERSION, source);
      const first = await store.localCopy(APP, VERSION, cache);
      assert.equal(await store.localCopy(APP, VERSION, cache), first);
      const racing = path.join(dir, 'racing-cache');
      const [a, b] = await Promise.all([
        store.localCopy(APP, VERSION, racing),
        store.localCopy(APP, VERSION, racing),
      ]);
      assert.equal(a, b);
      assert.deepEqual(filesOf(a), filesOf(source));
    });

    test('an artifact with a symlink or a FIFO is refused, naming it, and nothing is stored', async () => {
      const outside = path.join(dir, 'secret.txt');
      writeFileSync(outside, 'not for visitors');
      const cases = {
        'a link to a file outside': (build) => symlinkSync(outside, path.join(build, 'notes.txt')),
        'a link to a folder': (build) =>
          symlinkSync(path.join(build, 'static'), path.join(build, 'static-again')),
        'a FIFO': (build) => execFileSync('mkfifo', [path.join(build, 'pipe')]),
      };
      for (const [what, add] of Object.entries(cases)) {
        const build = writeBuild(path.join(dir, what.replaceAll(' ', '-')));
        add(build);
        await assert.rejects(
          store.put(APP, VERSION, build),
          /(notes\.txt|static-again) is a symbolic link|pipe is not a plain file/,
          what,
        );
        assert.equal(await store.has(APP, VERSION), false, what);
      }
    });

    test('names that could address anything but a version are refused', async () => {
      for (const version of ['', '.', '..', '../x', 'a/b', '.tmp-x']) {
        await assert.rejects(store.has(APP, version), /invalid version name/);
        await assert.rejects(store.put(APP, version, source), /invalid version name/);
      }
      await assert.rejects(store.remove('', VERSION), /invalid app name/);
    });
  });
}

describe('S3 store', () => {
  let dir;
  let source;
  let bucket;
  let store;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'artifacts-s3-'));
    source = writeBuild(path.join(dir, 'build'));
    bucket = await newBucket();
    store = createS3Store({
      bucket,
      endpoint: s3.endpoint,
      region: s3.env.S3_REGION,
      forcePathStyle: true,
    });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('objects carry their content type and an immutable cache-control; the marker counts files', async () => {
    await store.put(APP, VERSION, source);
    const expected = {
      'index.html': 'text/html; charset=utf-8',
      'mf-manifest.json': 'application/json; charset=utf-8',
      'remoteEntry.js': 'text/javascript; charset=utf-8',
      'remoteEntry.js.map': 'application/json; charset=utf-8',
      'static/css/main.1a2b.css': 'text/css; charset=utf-8',
      'static/js/async/deep/chunk.9f8e.js': 'text/javascript; charset=utf-8',
      'static/img/logo.svg': 'image/svg+xml',
      'static/img/photo.webp': 'image/webp',
      'static/img/icon.png': 'image/png',
      'static/LICENSE.txt': 'text/plain; charset=utf-8',
      'static/font.woff2': 'application/octet-stream',
    };
    for (const [file, type] of Object.entries(expected)) {
      const head = await raw.send(
        new HeadObjectCommand({ Bucket: bucket, Key: `${APP}/${VERSION}/${file}` }),
      );
      assert.equal(head.ContentType, type, file);
      assert.equal(head.CacheControl, 'public, max-age=31536000, immutable', file);
    }
    const marker = await raw.send(
      new GetObjectCommand({ Bucket: bucket, Key: `${APP}/${VERSION}/.complete` }),
    );
    assert.equal(await marker.Body.transformToString(), `${Object.keys(expected).length}\n`);
  });

  test('localCopy downloads once: a cached copy outlives the stored version', async () => {
    await store.put(APP, VERSION, source);
    const cache = path.join(dir, 'cache');
    const copy = await store.localCopy(APP, VERSION, cache);
    await store.remove(APP, VERSION);
    assert.equal(await store.localCopy(APP, VERSION, cache), copy);
    assert.deepEqual(filesOf(copy), filesOf(source));
  });

  test('a folder holding a file named like the completion marker is refused', async () => {
    writeFileSync(path.join(source, '.complete'), '');
    await assert.rejects(store.put(APP, VERSION, source), /completion marker/);
    assert.equal(await store.has(APP, VERSION), false);
  });

  test('a missing bucket and an unreachable endpoint fail clearly, and quickly', async () => {
    const missing = createS3Store({
      bucket: 'no-such-bucket',
      endpoint: s3.endpoint,
      region: s3.env.S3_REGION,
      forcePathStyle: true,
    });
    await assert.rejects(
      missing.put(APP, VERSION, source),
      /S3 \w+ of s3:\/\/no-such-bucket\/mf-blog\/.* at http:\/\/127\.0\.0\.1:\d+ failed: NoSuchBucket/,
    );
    await missing.close();

    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const unreachable = createS3Store({
      bucket: 'releases',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const started = Date.now();
    await assert.rejects(
      unreachable.has(APP, VERSION),
      (error) =>
        error.message.startsWith(
          `S3 HeadObject of s3://releases/${APP}/${VERSION}/.complete at ${endpoint} failed: `,
        ) && /ECONNREFUSED/.test(error.message),
    );
    // The SDK retries (3 attempts with a short backoff); a refused connection is not waited on.
    assert.ok(Date.now() - started < 5_000, `took ${Date.now() - started} ms`);
    await unreachable.close();
  });
});

describe('artifactStoreFromEnv', () => {
  const cdnDir = '/srv/cdn';

  test('no ARTIFACT_STORE_URL (or an empty one) keeps versions in the CDN folder', async () => {
    for (const env of [{}, { ARTIFACT_STORE_URL: '' }]) {
      const store = artifactStoreFromEnv({ env, cdnDir });
      assert.equal(store.describe(), cdnDir);
      await store.close();
    }
  });

  test('s3://bucket[/prefix] is a bucket on AWS, or at S3_ENDPOINT (path-style)', async () => {
    const aws = artifactStoreFromEnv({ env: { ARTIFACT_STORE_URL: 's3://releases' }, cdnDir });
    assert.equal(aws.describe(), 's3://releases');
    await aws.close();

    const bucket = await newBucket();
    const env = { ...s3.env, ARTIFACT_STORE_URL: `s3://${bucket}/site/cdn/` };
    const store = artifactStoreFromEnv({ env, cdnDir });
    assert.equal(store.describe(), `s3://${bucket}/site/cdn at ${s3.endpoint}`);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'artifacts-env-'));
    try {
      await store.put(APP, VERSION, writeBuild(dir));
      const head = await raw.send(
        new HeadObjectCommand({ Bucket: bucket, Key: `site/cdn/${APP}/${VERSION}/.complete` }),
      );
      assert.equal(head.$metadata.httpStatusCode, 200);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('anything else is refused, naming the setting and the accepted forms', () => {
    for (const url of [
      'https://cdn.example.com',
      'file:///srv/cdn',
      's3://',
      's3://My_Bucket',
      'releases',
    ]) {
      assert.throws(
        () => artifactStoreFromEnv({ env: { ARTIFACT_STORE_URL: url }, cdnDir }),
        (error) =>
          error.message.startsWith(`ARTIFACT_STORE_URL=${JSON.stringify(url)} is not supported`) &&
          error.message.includes('s3://<bucket>[/<prefix>]') &&
          error.message.includes('leave it unset'),
      );
    }
    assert.throws(
      () =>
        artifactStoreFromEnv({
          env: { ARTIFACT_STORE_URL: 's3://releases', S3_ENDPOINT: '127.0.0.1:9000' },
          cdnDir,
        }),
      /S3_ENDPOINT="127\.0\.0\.1:9000" is not an http:\/\/ or https:\/\/ URL/,
    );
  });
});
