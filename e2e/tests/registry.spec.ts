/**
 * Releases from separate machines, end to end: two site servers behind one (imagined) load
 * balancer follow one release registry on PostgreSQL and one artifact store in an S3-compatible
 * bucket (s3rver, started here). Another team's CI machine is a separate `git clone` of this
 * repository, with a CDN folder of its own: it releases and rolls back mf-blog, and both servers
 * switch, with no restart and nothing shared on disk.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
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
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/repoRoot.mjs';
import { startCdnSite } from '../../scripts/site.mjs';
import { release } from '../../scripts/release/commands.mjs';
import { openReleaseSetup } from '../../scripts/release/setup.mjs';
import { startS3TestServer } from '../../scripts/release/artifacts/s3TestServer.mjs';

const basePort = Number(process.env.E2E_BASE_PORT ?? 3100);
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const HEADING = 'Guides and ideas for your next trip in India';
const V2_HEADING = `${HEADING} (built by the blog team CI)`;
const REMOTES = ['mf-catalogue', 'mf-blog', 'mf-booking', 'mf-assistant'];

let tmp: string;
let clone: string;
let schema: string;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let releaseEnv: Record<string, string>;
const sites: Awaited<ReturnType<typeof startCdnSite>>[] = [];

/**
 * The release CLI run from the other team's clone, with its own (empty) CDN folder. Not
 * spawnSync: the S3 server and the site servers run in this process and must answer meanwhile.
 */
async function cliFromClone(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['scripts/release/cli.mjs', ...args], {
    cwd: clone,
    env: { ...process.env, ...releaseEnv, CDN_DIR: path.join(clone, 'cdn'), ...env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  const [code] = (await once(child, 'close')) as [number];
  return { code, out, err };
}

/** Each server's idea of the live mf-blog, from what it tells browsers. */
async function blogEntries() {
  return Promise.all(
    sites.map(async (site) => {
      const remotes = (await (await fetch(`${site.siteUrl}/remotes.json`)).json()) as {
        blog: string;
      };
      return remotes.blog;
    }),
  );
}

/** Both servers' /blogs as rendered, once each serves the live versions. */
async function headings() {
  return Promise.all(
    sites.map(async (site) => {
      const html = await (
        await fetch(`${site.siteUrl}/blogs`, { headers: { accept: 'text/html' } })
      ).text();
      return html.includes(V2_HEADING) ? 'v2' : html.includes(HEADING) ? 'v1' : 'none';
    }),
  );
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-registry-'));
  schema = `e2e_registry_${randomBytes(4).toString('hex')}`;
  s3 = await startS3TestServer();
  await s3.createBucket('releases');
  releaseEnv = {
    RELEASE_REGISTRY_URL: DATABASE_URL,
    RELEASE_REGISTRY_SCHEMA: schema,
    ARTIFACT_STORE_URL: 's3://releases/cdn',
    ...s3.env,
  };
  // This checkout releases the first versions: the shell built for its folder, the remotes as built.
  const setup = await openReleaseSetup({ env: releaseEnv, cdnDir: path.join(tmp, 'unused') });
  try {
    await release({ app: 'shell', setup });
    for (const app of REMOTES) {
      await release({ app, setup, from: path.join(REPO_ROOT, app, 'dist') });
    }
  } finally {
    await setup.close();
  }
  for (const [index, name] of ['a', 'b'].entries()) {
    sites.push(
      await startCdnSite({
        cdnDir: path.join(tmp, `site-${name}`),
        releaseEnv,
        ports: { shell: basePort + 30 + index, api: basePort + 1030 + index },
        apiEnv: { SQLITE_FILE: path.join(tmp, `site-${name}.sqlite`), LOG_LEVEL: 'warn' },
      }),
    );
  }
  // The other team's CI machine: a clone of the repository (its installed packages linked in,
  // as its own install would give it), sharing no folder with the site servers.
  clone = path.join(tmp, 'other-team');
  const cloned = spawnSync('git', ['clone', '-q', REPO_ROOT, clone], { encoding: 'utf8' });
  expect(cloned.status, cloned.stderr).toBe(0);
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(clone, 'node_modules'));
});

test.afterAll(async () => {
  for (const site of sites) await site.close();
  await s3?.close();
  if (schema) {
    spawnSync('psql', [DATABASE_URL, '-qc', `DROP SCHEMA IF EXISTS ${schema} CASCADE`]);
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('a release and a rollback from another machine reach both site servers', async () => {
  const [before] = await blogEntries();
  expect(await blogEntries()).toEqual([before, before]);
  expect(await headings()).toEqual(['v1', 'v1']);

  // The other team's CI artifact: this build's mf-blog with its heading changed.
  const artifact = path.join(clone, 'mf-blog-ci-build');
  cpSync(path.join(REPO_ROOT, 'mf-blog/dist'), artifact, { recursive: true });
  for (const file of readdirSync(artifact, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(artifact, file), 'utf8');
    if (text.includes(HEADING)) {
      writeFileSync(path.join(artifact, file), text.replaceAll(HEADING, V2_HEADING));
    }
  }
  const released = await cliFromClone({}, 'release', 'blog', '--from', artifact);
  expect(released.code, released.err).toBe(0);
  expect(released.out).toMatch(/released mf-blog \S+ to s3:\/\/releases\/cdn/);
  const v2 = released.out.match(/released mf-blog (\S+)/)![1]!;

  // Each server follows the registry within a second, and switches once its render server has
  // warmed the new set (bounded at 30 s: a loaded machine takes seconds); the time is printed.
  const switched = Date.now();
  await expect
    .poll(blogEntries, { timeout: 30_000, intervals: [100] })
    .toEqual([`/mf-blog/${v2}/remoteEntry.js`, `/mf-blog/${v2}/remoteEntry.js`]);
  console.log(
    `both site servers served mf-blog ${v2} ${Date.now() - switched} ms after the release`,
  );
  await expect.poll(headings, { timeout: 30_000 }).toEqual(['v2', 'v2']);
  // The version's files came from the bucket into each server's own folder, served immutable.
  for (const site of sites) {
    const entry = await fetch(`${site.siteUrl}/mf-blog/${v2}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toContain('immutable');
    await entry.arrayBuffer();
  }

  const listed = await cliFromClone({}, 'releases', 'blog');
  expect(listed.out).toContain('PostgreSQL registry at');
  expect(listed.out).toMatch(new RegExp(`\\* ${v2}.*\\(live\\)`));
  // Each server says, to the registry and to whoever asks it, that it serves v2 and is warm.
  for (const site of sites) {
    const status = (await (await fetch(`${site.siteUrl}/site-server.json`)).json()) as {
      versions: Record<string, string>;
      warm: boolean;
      registry: { silent: boolean };
    };
    expect(status).toMatchObject({
      versions: { blog: v2 },
      warm: true,
      registry: { silent: false },
    });
    await site.reportToRegistry();
  }
  const servers = (await cliFromClone({}, 'releases', 'blog')).out
    .split('\n')
    .filter((line) => / {2}\S+:\d+ {2}/.test(line));
  expect(servers).toHaveLength(2);
  for (const line of servers) expect(line).toMatch(/on the live versions; warm; since /);

  const rolledBack = await cliFromClone({}, 'rollback', 'blog');
  expect(rolledBack.code, rolledBack.err).toBe(0);
  expect(rolledBack.out).toContain(`rolled back mf-blog: ${v2} → `);
  await expect.poll(blogEntries, { timeout: 30_000, intervals: [100] }).toEqual([before, before]);
  await expect.poll(headings, { timeout: 30_000 }).toEqual(['v1', 'v1']);
});

test('with the registry unreachable a release fails and nothing goes live', async () => {
  const artifact = path.join(clone, 'mf-blog-unreachable');
  mkdirSync(artifact);
  cpSync(path.join(REPO_ROOT, 'mf-blog/dist'), artifact, { recursive: true });
  writeFileSync(path.join(artifact, 'build-note.txt'), 'another build');
  const [before] = await blogEntries();
  const refused = await cliFromClone(
    { RELEASE_REGISTRY_URL: 'postgres://postgres@127.0.0.1:1/test' },
    'release',
    'blog',
    '--from',
    artifact,
  );
  expect(refused.code).toBe(1);
  expect(refused.err).toMatch(/the release registry at 127\.0\.0\.1(:1)?\/test is unreachable/);
  // No version was added, and every server still serves the one before.
  const listed = await cliFromClone({}, 'releases', 'blog');
  expect(listed.out.match(/^ {2}[ *] \S+/gm)).toHaveLength(2);
  expect(await blogEntries()).toEqual([before, before]);
});
