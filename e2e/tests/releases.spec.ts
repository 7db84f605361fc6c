/**
 * Independent releases and rollback of one remote, end to end, on a CDN folder of its own:
 * every app is released (really built) once, then mf-blog gets a v2, is rolled back, and an
 * incompatible mf-blog is refused, while the shell and the other remotes stay as they were.
 *
 * The "v2 build" of mf-blog is a copy of its v1 release folder with one visible string patched
 * (the blogs page heading), released with `pnpm release mf-blog --from <folder>`: the same path
 * a CI-built artifact takes, without editing mf-blog's source.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/repoRoot.mjs';
import { startCdnSite } from '../../scripts/site.mjs';
import { copyWithReplaced, runReleaseCli } from './releaseArtifacts';

const basePort = Number(process.env.E2E_BASE_PORT ?? 3100);
const PORTS = { shell: basePort + 10, api: basePort + 1010 };
const HEADING = 'Guides and ideas for your next trip in India';
const V2_HEADING = `${HEADING} (v2 release)`;
const OTHERS = ['shell', 'mf-catalogue', 'mf-booking', 'mf-assistant'];

let tmp: string;
let cdnDir: string;
let site: Awaited<ReturnType<typeof startCdnSite>>;

const cli = (...args: string[]) => runReleaseCli({ CDN_DIR: cdnDir }, ...args);

function releaseOk(...args: string[]) {
  const result = cli('release', ...args);
  expect(result.code, result.err).toBe(0);
  return result.out;
}

interface Manifest {
  shared: { name: string; requiredVersion: string }[];
  exposes: { name: string }[];
}

interface History {
  apps: Record<string, { live: string; versions: { version: string }[] }>;
}
const history = () =>
  JSON.parse(readFileSync(path.join(cdnDir, 'releases.json'), 'utf8')) as History;
const live = (app: string) => history().apps[app]!.live;

/** Every file's mtime in an app's live release folder. */
function mtimes(app: string) {
  const dir = path.join(cdnDir, app, live(app));
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => [
      f,
      statSync(path.join(dir, f)).mtimeMs,
    ]),
  );
}

/** A page's HTML as the server sends it, before any script runs. */
/** A page's server HTML once the render server serves the live versions (it warms a new set first). */
async function serverHtml(route: string) {
  await site.renderReady();
  const response = await fetch(`${site.siteUrl}${route}`, { headers: { accept: 'text/html' } });
  expect(response.status, route).toBe(200);
  return response.text();
}

async function liveVersions(page: Page) {
  await page.goto(`${site.siteUrl}/__remotes`);
  const versions: Record<string, string> = {};
  for (const key of ['catalogue', 'blog', 'booking', 'assistant']) {
    const cell = page.locator(`tr[data-remote="${key}"]`).getByTestId('remote-version');
    await expect(cell).toHaveText(/^\d+\.\d+\.\d+-\d{14}-/);
    versions[key] = (await cell.textContent()) ?? '';
  }
  return versions;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-releases-'));
  cdnDir = path.join(tmp, 'cdn');
  for (const app of ['mf-blog', ...OTHERS]) releaseOk(app);
  site = await startCdnSite({
    cdnDir,
    ports: PORTS,
    apiEnv: { SQLITE_FILE: path.join(tmp, 'e2e.sqlite'), LOG_LEVEL: 'warn' },
  });
});

test.afterAll(async () => {
  await site?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('serves the CDN: immutable versioned assets, revalidated entry points, compressed', async () => {
  const remotes = (await (await fetch(`${site.siteUrl}/remotes.json`)).json()) as Record<
    string,
    string
  >;
  expect(remotes.blog).toBe(`/mf-blog/${live('mf-blog')}/remoteEntry.js`);
  const entry = await fetch(`${site.siteUrl}${remotes.blog}`, {
    headers: { 'accept-encoding': 'br' },
  });
  expect(entry.headers.get('cache-control')).toContain('immutable');
  expect(entry.headers.get('content-encoding')).toBe('br');
  // Each body is read to its end: one left unread holds its connection, and the server's close
  // waits for it.
  await entry.arrayBuffer();
  for (const route of ['/remotes.json', '/config.json']) {
    const response = await fetch(`${site.siteUrl}${route}`, { headers: { accept: 'text/html' } });
    expect(response.status, route).toBe(200);
    expect(response.headers.get('cache-control'), route).toMatch(/no-(cache|store)/);
    await response.arrayBuffer();
  }
  // Pages are server-rendered: a CDN may hold them briefly, tagged by content and versions.
  for (const route of ['/', '/blogs']) {
    const response = await fetch(`${site.siteUrl}${route}`, { headers: { accept: 'text/html' } });
    expect(response.status, route).toBe(200);
    expect(response.headers.get('cache-control'), route).toMatch(
      /s-maxage=\d+.*stale-while-revalidate=\d+/,
    );
    expect(response.headers.get('etag'), route).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('x-site-versions'), route).toContain(`shell@${live('shell')}`);
    await response.arrayBuffer();
    const again = await fetch(`${site.siteUrl}${route}`, {
      headers: { accept: 'text/html', 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status, route).toBe(304);
    // The browser keeps the policy stored with its copy: a new nonce would block its inline script.
    expect(again.headers.get('content-security-policy'), route).toBeNull();
  }
  const page = await fetch(`${site.siteUrl}/blogs`, { headers: { accept: 'text/html' } });
  // The browser opens both kinds of API connection (CORS fetches, plain images) while scripts load.
  const api = new URL(site.apiUrl).origin;
  expect(page.headers.get('link')).toBe(
    `<${api}>; rel=preconnect, <${api}>; rel=preconnect; crossorigin`,
  );
  expect(await page.text()).toContain(`/shell/${live('shell')}/main.`);
});

test('a remote is released, rolled back, and an incompatible one refused, alone', async ({
  page,
}) => {
  const v1 = live('mf-blog');
  const othersBefore = Object.fromEntries(OTHERS.map((app) => [app, live(app)]));
  const mtimesBefore = Object.fromEntries(OTHERS.map((app) => [app, mtimes(app)]));

  await page.goto(`${site.siteUrl}/blogs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  const before = await liveVersions(page);
  expect(before.blog).toBe(v1);

  // The v2 "build": v1's files with the heading changed.
  const v2Dist = path.join(tmp, 'mf-blog-v2');
  // The browser's files and the Node build's under server/, so the server renders v2 too.
  const patched = copyWithReplaced(path.join(cdnDir, 'mf-blog', v1), v2Dist, {
    from: HEADING,
    to: V2_HEADING,
  });
  expect(patched.length).toBeGreaterThan(0);
  expect(releaseOk('blog', '--from', v2Dist)).toMatch(/released mf-blog .* → /s);
  const v2 = live('mf-blog');
  expect(v2).not.toBe(v1);
  // Once the render server has warmed v2 (the set before serves meanwhile), pages are composed
  // with it, with no process restarted.
  expect(await serverHtml('/blogs')).toContain(V2_HEADING);

  await page.goto(`${site.siteUrl}/blogs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(V2_HEADING);
  const afterRelease = await liveVersions(page);
  expect(afterRelease).toEqual({ ...before, blog: v2 });

  const rolledBack = cli('rollback', 'blog');
  expect(rolledBack.code, rolledBack.err).toBe(0);
  expect(rolledBack.out).toContain(`rolled back mf-blog: ${v2} → ${v1}`);
  const rolledBackHtml = await serverHtml('/blogs');
  expect(rolledBackHtml).toContain(HEADING);
  expect(rolledBackHtml).not.toContain(V2_HEADING);
  await page.goto(`${site.siteUrl}/blogs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  expect(await liveVersions(page)).toEqual(before);

  // What the gate reads is the artifact's own manifest: an mf-blog build that needs a React the
  // live shell does not have, or that lacks a page the live shell loads, never reaches the CDN.
  const broken = (name: string, change: (manifest: Manifest) => void) => {
    const dir = path.join(tmp, name);
    cpSync(path.join(cdnDir, 'mf-blog', v1), dir, { recursive: true });
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    change(manifest);
    writeFileSync(file, JSON.stringify(manifest));
    return dir;
  };
  const needsReact99 = broken('mf-blog-react99', (manifest) => {
    for (const entry of manifest.shared) {
      if (entry.name === 'react') entry.requiredVersion = '^99.0.0';
    }
  });
  const refused = cli('release', 'blog', '--from', needsReact99);
  expect(refused.code).toBe(1);
  expect(refused.err).toMatch(
    /mf-blog needs react \^99\.0\.0 but the live shell \S+ provides 19\.\d+\.\d+/,
  );
  const withoutDetails = broken('mf-blog-no-details', (manifest) => {
    manifest.exposes = manifest.exposes.filter((entry) => entry.name !== 'BlogDetailsPage');
  });
  const refusedExpose = cli('release', 'blog', '--from', withoutDetails);
  expect(refusedExpose.code).toBe(1);
  expect(refusedExpose.err).toMatch(
    /does not expose blog\/BlogDetailsPage, which the live shell \S+ loads\nrelease refused/,
  );
  expect(history().apps['mf-blog']!.versions.map((r) => r.version)).toEqual([v1, v2]);
  expect(cli('releases', 'blog').out).toMatch(new RegExp(`\\* ${v1}.*\\(live\\)`));

  // The shell and the other remotes were neither rebuilt nor republished.
  for (const app of OTHERS) {
    expect(live(app)).toBe(othersBefore[app]);
    expect(history().apps[app]!.versions).toHaveLength(1);
    expect(mtimes(app)).toEqual(mtimesBefore[app]);
  }
});

test('a shell release and its rollback change the server-rendered pages once the new set is warm', async () => {
  const v1 = live('shell');
  // The same sources build the same shell, which is refused as already released. A CI artifact
  // instead, built for the stand-in folder name: the live shell's files with its version put back
  // to the stand-in (its manifest now differs from the first build's, so it is another build).
  const standIn = v1.replace(/-\d{14}-[0-9a-f]{10}$/, `-${'0'.repeat(14)}-unreleased`);
  const artifact = path.join(tmp, 'shell-ci-build');
  copyWithReplaced(path.join(cdnDir, 'shell', v1), artifact, {
    from: v1,
    to: standIn,
    files: /\.(js|html|json|css|map)$/,
  });
  releaseOk('shell', '--from', artifact);
  const v2 = live('shell');
  expect(v2).not.toBe(v1);
  await site.renderReady();
  const released = await fetch(`${site.siteUrl}/about-us`, { headers: { accept: 'text/html' } });
  expect(released.headers.get('x-site-versions')).toContain(`shell@${v2}`);
  expect(await released.text()).toContain(`/shell/${v2}/main.`);

  const rolledBack = cli('rollback', 'shell');
  expect(rolledBack.code, rolledBack.err).toBe(0);
  const html = await serverHtml('/about-us');
  expect(html).toContain(`/shell/${v1}/main.`);
  expect(html).not.toContain(`/shell/${v2}/`);
});

test('a remote built with another Module Federation version is released and runs with one React', async ({
  page,
}) => {
  // mf-blog built with another Module Federation version, as another team's CI would.
  const outDir = path.join(tmp, 'mf-blog-other-mf');
  const build = spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
      'build',
      '--mode',
      'production',
      '--config',
      path.join(REPO_ROOT, 'e2e/fixtures/mf-blog-other-federation.rspack.config.ts'),
    ],
    {
      cwd: path.join(REPO_ROOT, 'mf-blog'),
      env: { ...process.env, BUILD_OUTPUT_DIR: outDir },
      encoding: 'utf8',
    },
  );
  expect(build.status, build.stderr).toBe(0);
  const manifest = JSON.parse(readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { pluginVersion: string };
  };
  const shellManifest = JSON.parse(
    readFileSync(path.join(cdnDir, 'shell', live('shell'), 'mf-manifest.json'), 'utf8'),
  ) as { metaData: { pluginVersion: string } };
  expect(manifest.metaData.pluginVersion).not.toBe(shellManifest.metaData.pluginVersion);

  releaseOk('blog', '--from', outDir);
  await site.renderReady();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${site.siteUrl}/blogs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('form', { name: 'Newsletter' })).toBeVisible();
  // The server's HTML shows both at once; React is loaded once the app has started.
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  const reactCopies = await page.evaluate(() => {
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: object } })
      .__FEDERATION__.__SHARE__;
    let loaded = 0;
    for (const scopes of Object.values(share)) {
      const react = (scopes as Record<string, Record<string, Record<string, { loaded?: boolean }>>>)
        .default?.react;
      loaded = Math.max(loaded, Object.values(react ?? {}).filter((v) => v.loaded).length);
    }
    return loaded;
  });
  expect(reactCopies).toBe(1);
  expect(problems).toEqual([]);
});

test("mf-booking's forms are checked against the live API before it goes live", () => {
  const atApi = { CDN_DIR: cdnDir, RELEASE_HEALTH_URL: site.apiUrl };
  const dist = path.join(REPO_ROOT, 'mf-booking', 'dist');
  // Another build of the same sources (the live one cannot be released again).
  const rebuilt = path.join(tmp, 'booking-rebuilt');
  copyWithReplaced(dist, rebuilt, { from: 'Request to Book', to: 'Request to book' });
  const checked = runReleaseCli(atApi, 'release', 'mf-booking', '--from', rebuilt, '--check');
  expect(checked.code, checked.err).toBe(0);
  expect(checked.out).toContain(
    `accepts its enquiry, request to book, contact message, support message, newsletter subscription`,
  );

  // A build whose enquiry form leaves out the email the API requires.
  const withoutEmail = path.join(tmp, 'booking-without-email');
  copyWithReplaced(dist, withoutEmail, {
    from: '"email": "asha@example.com",',
    to: '',
    files: /^federation-contract\.json$/,
  });
  const before = live('mf-booking');
  for (const check of [['--check'], []]) {
    const refused = runReleaseCli(atApi, 'release', 'mf-booking', '--from', withoutEmail, ...check);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toMatch(
      /: the API at http:\/\/[^ ]+ refuses its enquiry \(\/request-book\/add\): email: Required\n/,
    );
  }
  expect(live('mf-booking')).toBe(before);
});
