/**
 * An in-process S3-compatible server (s3rver) for tests, on a random port of 127.0.0.1 and a
 * temp folder that `close` removes. `env` is what a release run needs to reach it (add
 * ARTIFACT_STORE_URL=s3://<bucket>).
 *
 * s3rver ignores `If-None-Match` on PutObject (a conditional write since 2024 on AWS), so it
 * overwrites as servers without conditional writes do. With `conditionalWrites`, it answers
 * as AWS does instead: 412 when the key exists, 409 while another conditional write of the key
 * is under way.
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// s3rver's built-in account.
const KEY = 'S3RVER';
const REGION = 'us-east-1';

export async function startS3TestServer({ conditionalWrites = false } = {}) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  if (conditionalWrites) server.middleware.unshift(createIfAbsent(server.store));
  let port;
  try {
    ({ port } = await server.run());
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    env: {
      S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: KEY,
      AWS_SECRET_ACCESS_KEY: KEY,
      S3_REGION: REGION,
    },
    /** What an S3Client, or createS3Store with a bucket, needs to reach it. */
    clientConfig: {
      endpoint,
      region: REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    },
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    async close() {
      client.destroy();
      const closed = server.close();
      // Kept-alive sockets of clients under test would otherwise hold the server open.
      server.httpServer.closeAllConnections();
      await closed;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Koa middleware answering a PutObject with `If-None-Match: *` as AWS does. */
function createIfAbsent(store) {
  const writing = new Set();
  const refuse = (ctx, status, code) => {
    ctx.status = status;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code></Error>`;
  };
  return async (ctx, next) => {
    const [, bucket, ...key] = ctx.path.split('/').map(decodeURIComponent);
    if (ctx.method !== 'PUT' || ctx.get('if-none-match') !== '*' || key.length === 0) {
      return next();
    }
    const id = `${bucket}/${key.join('/')}`;
    if (writing.has(id)) return refuse(ctx, 409, 'ConditionalRequestConflict');
    writing.add(id);
    try {
      if (await store.existsObject(bucket, key.join('/'))) {
        return refuse(ctx, 412, 'PreconditionFailed');
      }
      await next();
    } finally {
      writing.delete(id);
    }
  };
}
