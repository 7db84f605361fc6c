/**
 * Canaries under attack, end to end, on a CDN folder of its own: while an outsider posts forged,
 * tampered, replayed and junk beacons and floods the health read, each canary is still decided by
 * how it really behaves: one that fails when rendered is rolled back, a healthy one is promoted,
 * and one whose server build cannot even start is rolled back on its visitors' failed pages.
 *
 * Visitors here are plain page requests without a cookie: each is given a side of its own, as a
 * new visitor is, and the render server counts every page it answers. The outsider is this test
 * process, on the same address as the visitors, so every per-address bound applies to both.
 */
import { expect, test } from '@playwright/test';
import { HEADING, useCanarySite, type VersionFigures } from './canarySite';

const basePort = Number(process.env.E2E_BASE_PORT ?? 3100);
/** Requests at most before a decision must have come. */
const MAX_VISITS = 400;

const canarySite = useCanarySite('canary-attack', { shell: basePort + 40, api: basePort + 1040 });
const { cliOk, blog, blogBuild, blogFigures } = canarySite;

/** A new visitor's page: its status, its versions and the token the server put in it. */
async function visit(route = '/blogs') {
  const response = await fetch(`${canarySite.site.siteUrl}${route}`, {
    headers: { accept: 'text/html' },
  });
  const html = await response.text();
  return {
    status: response.status,
    versions: response.headers.get('x-site-versions') ?? '',
    token: /<meta name="gk-health" content="([^"]+)"/.exec(html)?.[1],
  };
}

const beacon = (body: unknown) =>
  fetch(`${canarySite.site.apiUrl}/release-health/views`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify(body),
  });

/** `token` with its payload changed by `change` and its signature kept. */
function tampered(token: string, change: (payload: Record<string, unknown>) => void) {
  const [payload, signature] = token.split('.');
  const parsed = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  change(parsed);
  return `${Buffer.from(JSON.stringify(parsed)).toString('base64url')}.${signature}`;
}

/**
 * An outsider, until stopped: forged failure beacons (a signature of its own, a real token with
 * the version changed, no token, junk remotes) and anonymous reads of the figures.
 */
function attack(realToken: string, canary: string) {
  let running = true;
  const forgedPayload = Buffer.from(
    JSON.stringify({
      l: '',
      v: { blog: canary },
      u: ['blog'],
      f: [],
      t: Date.now(),
      n: '0'.repeat(16),
    }),
  ).toString('base64url');
  const failing = [{ remotes: ['blog'], failed: ['blog'] }];
  const loop = (async () => {
    let sent = 0;
    while (running) {
      const refused = await Promise.all([
        beacon({ token: `${forgedPayload}.${'A'.repeat(43)}`, views: failing }),
        beacon({
          // A real token made to name another version than the page had.
          token: tampered(realToken, (p) => {
            const versions = p.v as Record<string, string>;
            versions.blog = versions.blog === canary ? `${canary}-other` : canary;
          }),
          views: failing,
        }),
        beacon({ views: [{ versions: { blog: canary }, failed: ['blog'] }] }),
        fetch(`${canarySite.site.apiUrl}/release-health?remote=blog`),
      ]);
      for (const answer of refused) expect(answer.status).toBeGreaterThanOrEqual(400);
      // A real token naming a remote it does not carry: taken, and nothing of it counted.
      const junk = await beacon({
        token: realToken,
        views: [{ remotes: ['junk'], failed: ['junk'] }],
      });
      // Unless the per-IP limit turned it away (this loop sends hundreds a second), which
      // counts nothing either.
      expect([202, 429]).toContain(junk.status);
      const junkAnswer = (await junk.json()) as { data: { counted: number } | null };
      if (junk.status === 202) expect(junkAnswer.data?.counted).toBe(0);
      const answers = [...refused, junk];
      sent += answers.length;
    }
    return sent;
  })();
  return {
    async stop() {
      running = false;
      return loop;
    },
  };
}

/** New visitors come until `decided()` says so; gives the versions they were served. */
async function visitUntil(decided: () => boolean) {
  const seen: string[] = [];
  for (let n = 0; n < MAX_VISITS && !decided(); n += 1) {
    seen.push((await visit()).versions);
    if (n % 10 === 9) await canarySite.site.flushRenderHealth();
  }
  await expect.poll(decided, { timeout: 20_000 }).toBe(true);
  return seen;
}

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test('forged, tampered, junk and replayed beacons change no figure; the figures are not public', async () => {
  const stable = blog().live;
  const { token } = await visit();
  expect(token).toBeTruthy();
  const before = await blogFigures();

  const failing = { remotes: ['blog'], failed: ['blog'] };
  // No token, a token of our own making, a real one changed: refused, nothing counted.
  expect((await beacon({ views: [failing] })).status).toBe(400);
  const own = tampered(token!, (payload) => (payload.n = 'f'.repeat(16)));
  expect((await beacon({ token: own, views: [failing] })).status).toBe(403);
  const otherVersion = tampered(token!, (payload) => {
    (payload.v as Record<string, string>).blog = '9.9.9-forged';
  });
  expect((await beacon({ token: otherVersion, views: [failing] })).status).toBe(403);
  const old = tampered(token!, (payload) => (payload.t = Date.now() - 3_600_000));
  expect((await beacon({ token: old, views: [failing] })).status).toBe(403);
  // A remote the page did not have, junk as a version: not counted.
  const junk = await beacon({ token, views: [{ remotes: ['nosuchremote'], failed: [] }] });
  expect(junk.status).toBeLessThan(500);
  // The same real token again and again: its cap holds.
  for (let i = 0; i < 10; i += 1) {
    await beacon({ token, views: Array.from({ length: 20 }, () => failing) });
  }
  const after = await blogFigures();
  const of = (figures: VersionFigures[]) => figures.find((v) => v.version === stable);
  // The page's own render was counted (more pages were answered meanwhile); the beacons added
  // at most one page token's worth of views.
  expect(of(after)!.slotFailures - (of(before)?.slotFailures ?? 0)).toBeLessThanOrEqual(30);
  expect(after.map((v) => v.version)).not.toContain('9.9.9-forged');

  // The figures are for the render server and staff only, one remote at a time.
  expect((await fetch(`${canarySite.site.apiUrl}/release-health?remote=blog`)).status).toBe(401);
  const noRemote = await fetch(`${canarySite.site.apiUrl}/release-health`, {
    headers: { 'x-render-token': canarySite.renderToken },
  });
  expect(noRemote.status).toBe(400);
});

test('a canary that fails when rendered is rolled back while forged clean beacons pour in', async () => {
  const stable = blog().live;
  const broken = blogBuild('mf-blog-broken', '(()=>{throw new Error("canary throws")})()');
  cliOk(
    'release',
    'blog',
    '--from',
    broken,
    '--canary',
    '50',
    '--auto',
    '--min-views',
    '20',
    '--promote-after',
    '10m',
  );
  const canary = blog().canary!.version;
  await canarySite.site.renderReady();

  // The outsider's clean views, on real tokens from pages it asked for itself.
  let running = true;
  const clean = (async () => {
    while (running) {
      const { token } = await visit();
      if (token)
        await beacon({
          token,
          views: Array.from({ length: 20 }, () => ({ remotes: ['blog'], failed: [] })),
        });
    }
  })();
  const outsider = attack((await visit()).token!, canary);
  const seen = await visitUntil(() => !blog().canary);
  running = false;
  await clean;
  expect(await outsider.stop()).toBeGreaterThan(0);
  expect(seen.some((versions) => versions.includes(`blog@${canary}`))).toBe(true);
  expect(blog().live).toBe(stable);
  expect(cliOk('releases', 'blog')).toMatch(new RegExp(`${canary} .*\\(rolled back\\)`));
});

test('a healthy canary is promoted while forged failure beacons pour in', async () => {
  const healthy = blogBuild('mf-blog-healthy', JSON.stringify(`${HEADING} (canary)`));
  cliOk(
    'release',
    'blog',
    '--from',
    healthy,
    '--canary',
    '50',
    '--auto',
    '--min-views',
    '30',
    '--absolute-margin',
    '0.15',
    '--promote-after',
    '5s',
  );
  const canary = blog().canary!.version;
  await canarySite.site.renderReady();
  const outsider = attack((await visit()).token!, canary);
  await visitUntil(() => blog().live === canary);
  expect(await outsider.stop()).toBeGreaterThan(0);
  const figures = await blogFigures();
  const canaryFigures = figures.find((v) => v.version === canary)!;
  expect(canaryFigures.renderFailures + canaryFigures.slotFailures).toBe(0);
});

test('a canary whose server build cannot start is rolled back on its visitors’ failed pages', async () => {
  const stable = blog().live;
  // The Node build throws as it loads: the canary's lane never starts.
  const unstartable = blogBuild(
    'mf-blog-unstartable',
    'throw new Error("cannot start"); var __webpack_modules__ = ({',
    { files: /^server\/remoteEntry\.js$/, from: 'var __webpack_modules__ = ({' },
  );
  cliOk(
    'release',
    'blog',
    '--from',
    unstartable,
    '--canary',
    '50',
    '--auto',
    '--min-views',
    '20',
    '--promote-after',
    '10m',
  );
  const canary = blog().canary!.version;
  const statuses: number[] = [];
  for (let n = 0; n < MAX_VISITS && blog().canary; n += 1) {
    statuses.push((await visit()).status);
    if (n % 10 === 9) await canarySite.site.flushRenderHealth();
  }
  await expect.poll(() => blog().canary ?? null, { timeout: 20_000 }).toBeNull();
  expect(blog().live).toBe(stable);
  expect(cliOk('releases', 'blog')).toMatch(new RegExp(`${canary} .*\\(rolled back\\)`));
  // Everyone is on the live version again: pages are whole.
  await canarySite.site.renderReady();
  expect((await visit()).status).toBe(200);
  expect(statuses.length).toBeGreaterThan(0);
});
