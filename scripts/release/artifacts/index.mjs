/**
 * Picks the artifact store from the environment: the CDN folder unless ARTIFACT_STORE_URL names
 * an S3-compatible bucket.
 */
import { createFolderStore } from './folderStore.mjs';
import { createS3Store } from './s3Store.mjs';

const S3_URL = /^s3:\/\/([^/]+)(?:\/(.*))?$/;
// S3's bucket naming rules (lower case, digits, dots and hyphens; 3 to 63 characters).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `url` as an error may show it: a user or password in it (a mistyped setting may carry keys)
 * replaced by `***`, since errors end up in CI logs.
 */
function withoutCredentials(url) {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1***@');
}

/** @returns {import('./types.d.mts').ArtifactStore} */
export function artifactStoreFromEnv({ env = process.env, cdnDir }) {
  const url = env.ARTIFACT_STORE_URL;
  if (!url) return createFolderStore(cdnDir);
  const match = S3_URL.exec(url);
  if (!match || !BUCKET.test(match[1])) {
    throw new Error(
      `ARTIFACT_STORE_URL=${JSON.stringify(withoutCredentials(url))} is not supported: use s3://<bucket>[/<prefix>] ` +
        '(with S3_ENDPOINT for a server other than AWS), or leave it unset to keep versions in ' +
        'the CDN folder',
    );
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new Error(
      `S3_ENDPOINT=${JSON.stringify(withoutCredentials(endpoint))} is not an http:// or https:// URL ` +
        '(e.g. http://127.0.0.1:9000), or leave it unset for AWS',
    );
  }
  // The SDK takes no keys from the URL, and the endpoint is named in every store error (its
  // `describe`): keys there would do nothing but reach the logs.
  if (endpoint && withoutCredentials(endpoint) !== endpoint) {
    throw new Error(
      `S3_ENDPOINT=${JSON.stringify(withoutCredentials(endpoint))} carries a user or password: ` +
        'give the keys as AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, and the endpoint without them',
    );
  }
  return createS3Store({
    bucket: match[1],
    prefix: match[2] ?? '',
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    // Servers other than AWS rarely resolve `<bucket>.<host>` names.
    forcePathStyle: Boolean(endpoint),
    // The keys of the environment given (a test's or a site's own), not only of this process.
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
  });
}
