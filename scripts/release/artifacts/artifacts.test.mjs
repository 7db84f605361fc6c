import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
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
import { VersionExistsError } from './layout.mjs';
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
// The same, answering conditional writes as AWS does (s3rver alone ignores them).
let s3Conditional;
let raw;
let buckets = 0;
before(async () => {
  s3 = await startS3TestServer();
  s3Conditional = await startS3TestServer({ conditionalWrites: true });
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
  await s3Conditional.close();
});

const newBucket = async (server = s3) => {
  const bucket = `test-${++buckets}`;
  await server.createBucket(bucket);
  return bucket;
};

/** An S3 store on a new bucket of `server`. */
async function s3Harness(server) {
  const bucket = await newBucket(server);
  const prefix = 'cdn';
  const client = new S3Client({
    endpoint: server.endpoint,
    region: server.env.S3_REGION,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    store: createS3Store({
      bucket,
      prefix,
      endpoint: server.endpoint,
      region: server.env.S3_REGION,
      forcePathStyle: true,
    }),
    // Leaves what a put that stopped half-way leaves: some files, no completion marker.
    halfPut: async (app, version, sourceDir) => {
      const files = Object.entries(filesOf(sourceDir));
      for (const [file, Body] of files.slice(0, Math.ceil(files.length / 2))) {
        const Key = `${prefix}/${app}/${version}/${file}`;
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body }));
      }
      client.destroy();
    },
    conditional: server === s3Conditional,
  };
}

/**
 * Each store under the same contract. `halfPut` leaves what an interrupted put leaves: for the
 * folder, a partial temp folder; for S3, some files without the completion marker.
 * `conditional`: the store's create-if-absent holds even for puts at the same moment.
 */
const harnesses = {
  'folder store': async (dir) => {
    const cdn = path.join(dir, 'cdn');
    return {
      store: createFolderStore(cdn),
      halfPut: async (app, version, sourceDir) =>
        cpSync(sourceDir, path.join(cdn, app, `.tmp-${version}-1`), { recursive: true }),
      conditional: true,
    };
  },
  'S3 store': () => s3Harness(s3),
  'S3 store with conditional writes': () => s3Harness(s3Conditional),
};

for (const [name, start] of Object.entries(harnesses)) {
  describe(name, () => {
    let dir;
    let source;
    let cache;
    let store;
    let halfPut;
    let conditional;
    beforeEach(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'artifacts-test-'));
      source = writeBuild(path.join(dir, 'build'));
      cache = path.join(dir, 'cache');
      ({ store, halfPut, conditional } = await start(dir));
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
      await assert.rejects(
        store.put(APP, VERSION, other),
        (error) =>
          error instanceof VersionExistsError && /already stored.*never overwritten/.test(error),
      );
      assert.deepEqual(filesOf(await store.localCopy(APP, VERSION, cache)), filesOf(source));
    });

    test('two puts of one version at once: the version holds the build, whoever wins', async () => {
      const results = await Promise.allSettled([
        store.put(APP, VERSION, source),
        store.put(APP, VERSION, source),
      ]);
      const refused = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
      for (const error of refused) assert.ok(error instanceof VersionExistsError, error);
      // Without conditional writes both may pass the marker's HeadObject at once and both
      // write it: the gap s3Store.mjs names, which the registry's read-back covers.
      if (conditional) assert.equal(refused.length, 1);
      assert.deepEqual(filesOf(await store.localCopy(APP, VERSION, cache)), filesOf(source));
    });

    test('a half-stored version is not there, and a later put of it completes it', async () => {
      await halfPut(APP, VERSION, source);
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

    test('hasAnyFile sees a version until it is removed; dropLocalCopy deletes only a download', async () => {
      assert.equal(await store.hasAnyFile(APP, VERSION), false);
      await store.put(APP, VERSION, source);
      assert.equal(await store.hasAnyFile(APP, VERSION), true);
      const copy = await store.localCopy(APP, VERSION, cache);
      await store.dropLocalCopy(APP, VERSION, cache);
      // The folder store's copy is the stored version itself, which only a removal takes away.
      const downloaded = copy === path.join(cache, APP, VERSION);
      assert.equal(existsSync(copy), !downloaded);
      assert.equal(await store.has(APP, VERSION), true);
      assert.deepEqual(filesOf(await store.localCopy(APP, VERSION, cache)), filesOf(source));
      await store.dropLocalCopy(APP, VERSION, path.join(dir, 'never-copied'));
      await store.remove(APP, VERSION);
      assert.equal(await store.hasAnyFile(APP, VERSION), false);
      await assert.rejects(store.hasAnyFile(APP, '..'), /invalid version name/);
      await assert.rejects(store.dropLocalCopy('..', VERSION, cache), /invalid app name/);
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

  test('objects carry their content type and an immutable cache-control; the marker lists files', async () => {
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
    assert.deepEqual(
      JSON.parse(await marker.Body.transformToString()).files,
      Object.entries(filesOf(source))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([file, bytes]) => ({
          path: file,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        })),
    );
  });

  const keyOf = (file) => `${APP}/${VERSION}/${file}`;
  const putRaw = (file, Body) =>
    raw.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(file), Body }));
  const deleteRaw = (file) =>
    raw.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(file) }));

  test('a copy missing a stored file, or with one altered, is refused and nothing is kept', async () => {
    await store.put(APP, VERSION, source);
    const cache = path.join(dir, 'cache');
    const css = 'static/css/main.1a2b.css';
    const original = readFileSync(path.join(source, css));
    // What a follower met while a racing release removed a live version, or a damaged bucket.
    await deleteRaw(css);
    await assert.rejects(
      store.localCopy(APP, VERSION, cache),
      new RegExp(`does not match its completion marker \\(${css} is missing\\), 2 downloads`),
    );
    assert.deepEqual(readdirSync(path.join(cache, APP)), []);
    await putRaw(css, Buffer.from(original.toString().replace('0', '1')));
    await assert.rejects(
      store.localCopy(APP, VERSION, cache),
      /main\.1a2b\.css does not match its SHA-256/,
    );
    assert.deepEqual(readdirSync(path.join(cache, APP)), []);
    await putRaw(css, original);
    assert.deepEqual(filesOf(await store.localCopy(APP, VERSION, cache)), filesOf(source));
  });

  test('a cached copy with a missing or changed file is discarded and fetched again', async () => {
    await store.put(APP, VERSION, source);
    const cache = path.join(dir, 'cache');
    const copy = await store.localCopy(APP, VERSION, cache);
    const checked = path.join(cache, APP, `.${VERSION}.complete`);
    const damages = {
      'a file removed': () => rmSync(path.join(copy, 'remoteEntry.js')),
      'a file cut short': () => writeFileSync(path.join(copy, 'index.html'), '<!doctype'),
      'a file added': () => writeFileSync(path.join(copy, 'extra.js'), ''),
      // A copy kept by a version before copies were checked: hashed in full once.
      'a file altered, in a copy never checked': () => {
        rmSync(checked);
        writeFileSync(path.join(copy, 'remoteEntry.js'), 'var mf_BLOG;');
      },
    };
    for (const [what, damage] of Object.entries(damages)) {
      damage();
      assert.equal(await store.localCopy(APP, VERSION, cache), copy, what);
      assert.deepEqual(filesOf(copy), filesOf(source), what);
    }
    assert.ok(readFileSync(checked, 'utf8').includes('"sha256"'));
  });

  test('a version marked before files were listed is checked by its count of files', async () => {
    await store.put(APP, VERSION, source);
    const count = Object.keys(filesOf(source)).length;
    await putRaw('.complete', `${count}\n`);
    const cache = path.join(dir, 'cache');
    assert.deepEqual(filesOf(await store.localCopy(APP, VERSION, cache)), filesOf(source));
    await deleteRaw('index.html');
    await assert.rejects(
      store.localCopy(APP, VERSION, path.join(dir, 'other-cache')),
      new RegExp(`\\(${count} files marked, ${count - 1} found\\)`),
    );
  });

  test('localCopy downloads once: a cached copy outlives the stored version', async () => {
    await store.put(APP, VERSION, source);
    const cache = path.join(dir, 'cache');
    const copy = await store.localCopy(APP, VERSION, cache);
    await store.remove(APP, VERSION);
    assert.equal(await store.localCopy(APP, VERSION, cache), copy);
    assert.deepEqual(filesOf(copy), filesOf(source));
  });

  test('a removal that stopped after the marker leaves files hasAnyFile sees and has does not', async () => {
    await store.put(APP, VERSION, source);
    await deleteRaw('.complete');
    assert.equal(await store.has(APP, VERSION), false);
    assert.equal(await store.hasAnyFile(APP, VERSION), true);
    await store.remove(APP, VERSION);
    assert.equal(await store.hasAnyFile(APP, VERSION), false);
  });

  test('dropLocalCopy deletes the copy and the list it was checked against', async () => {
    await store.put(APP, VERSION, source);
    const cache = path.join(dir, 'cache');
    const copy = await store.localCopy(APP, VERSION, cache);
    const checked = path.join(cache, APP, `.${VERSION}.complete`);
    assert.ok(existsSync(checked));
    await store.dropLocalCopy(APP, VERSION, cache);
    assert.deepEqual(readdirSync(path.join(cache, APP)), []);
    assert.equal(existsSync(copy), false);
  });

  test('where writes are conditional, a file already there with other bytes is left and nothing is marked', async () => {
    const { store: conditional, halfPut } = await s3Harness(s3Conditional);
    try {
      // Not what a put of this version left (that writes the same bytes): something else.
      const other = path.join(dir, 'other');
      mkdirSync(path.join(other, 'static'), { recursive: true });
      writeFileSync(path.join(other, 'static', 'font.woff2'), randomBytes(300));
      await halfPut(APP, VERSION, other);
      await assert.rejects(
        conditional.put(APP, VERSION, source),
        /static\/font\.woff2 is already there with other bytes than .*build\/static\/font\.woff2/,
      );
      assert.equal(await conditional.has(APP, VERSION), false);
    } finally {
      await conditional.close();
    }
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
    // Keys in a mistyped setting never reach the message (and so the CI log).
    for (const env of [
      { ARTIFACT_STORE_URL: 'https://AKIAKEY:s3cret@bucket.example.com/cdn' },
      { ARTIFACT_STORE_URL: 's3://releases', S3_ENDPOINT: 'ftp://AKIAKEY:s3cret@minio:9000' },
      // A well-formed endpoint with keys in it is refused too: every store error names the endpoint.
      { ARTIFACT_STORE_URL: 's3://releases', S3_ENDPOINT: 'http://AKIAKEY:s3cret@minio:9000' },
    ]) {
      assert.throws(
        () => artifactStoreFromEnv({ env, cdnDir }),
        (error) => !/AKIAKEY|s3cret/.test(error.message) && error.message.includes('***@'),
      );
    }
  });
});
