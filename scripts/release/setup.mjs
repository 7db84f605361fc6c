/**
 * Where releases go, from two settings:
 * - RELEASE_REGISTRY_URL: a postgres:// URL puts the release history and live pointers in
 *   PostgreSQL, for teams releasing from separate machines; unset, `releases.json` in the CDN
 *   folder (one machine). RELEASE_REGISTRY_SCHEMA names its schema (default release_registry).
 * - ARTIFACT_STORE_URL: `s3://bucket[/prefix]` stores the built folders in an S3-compatible
 *   bucket (S3_ENDPOINT, S3_REGION and the AWS SDK's usual credentials); unset, the CDN folder.
 */
import { artifactStoreFromEnv } from './artifacts/index.mjs';
import { cdnDirFromEnv, publishLiveFiles } from './cdn.mjs';
import { openFileRegistry } from './registry/fileRegistry.mjs';
import { openPostgresRegistry } from './registry/postgresRegistry.mjs';

/**
 * @returns {Promise<{ registry: import('./registry/types.d.mts').Registry,
 *   store: import('./artifacts/types.d.mts').ArtifactStore, cdnDir: string, publicUrl: string,
 *   close: () => Promise<void> }>}
 */
export async function openReleaseSetup({
  env = process.env,
  cdnDir = cdnDirFromEnv(env),
  // A change that waits for another's lock says so: a release manager sees why nothing happens.
  onWait = (line) => console.error(`[releases] ${line}`),
} = {}) {
  const publicUrl = env.CDN_PUBLIC_URL ?? '';
  const store = artifactStoreFromEnv({ env, cdnDir });
  let registry;
  const url = env.RELEASE_REGISTRY_URL;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('RELEASE_REGISTRY_URL must be a postgres:// or postgresql:// URL');
    }
    registry = await openPostgresRegistry({
      url,
      ...(env.RELEASE_REGISTRY_SCHEMA ? { schema: env.RELEASE_REGISTRY_SCHEMA } : {}),
      onWait,
    });
  } else {
    registry = openFileRegistry(cdnDir, {
      onWait,
      // The CDN folder then holds everything a plain static host needs to serve the site.
      onWrite: env.ARTIFACT_STORE_URL
        ? undefined
        : (history) => publishLiveFiles(cdnDir, history, publicUrl),
    });
  }
  return {
    registry,
    store,
    cdnDir,
    publicUrl,
    async close() {
      await registry.close();
      await store.close();
    },
  };
}
