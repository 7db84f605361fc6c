/**
 * The canary specs' site: every app released (really built) once into a CDN folder of its own and
 * served as `pnpm start` serves it, deciding canaries every half second. The render token is the
 * spec's own, so it reads the figures and runs the release CLI as the watcher and a release
 * manager do. Call once at the top of a spec: it adds the spec's beforeAll and afterAll.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { APPS } from '../../scripts/release/apps.mjs';
import { startCdnSite } from '../../scripts/site.mjs';
import { copyWithReplaced, runReleaseCli } from './releaseArtifacts';

/** The blogs page's heading, which the specs' builds of mf-blog change. */
export const HEADING = 'Guides and ideas for your next trip in India';

interface AppHistory {
  live: string;
  canary?: { version: string; share: number } | null;
  versions: { version: string }[];
}

export interface VersionFigures {
  version: string;
  pageViews: number;
  slotFailures: number;
  renders: number;
  renderFailures: number;
}

type CdnSite = Awaited<ReturnType<typeof startCdnSite>>;

export function useCanarySite(name: string, ports: { shell: number; api: number }) {
  const renderToken = randomBytes(24).toString('hex');
  const at: { tmp: string; site: CdnSite | null } = { tmp: '', site: null };
  const cdnDir = () => path.join(at.tmp, 'cdn');

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    at.tmp = mkdtempSync(path.join(os.tmpdir(), `ghumakkad-${name}-`));
    for (const app of APPS) {
      canary.cliOk('release', app);
    }
    process.env.RENDER_API_TOKEN = renderToken;
    at.site = await startCdnSite({
      cdnDir: cdnDir(),
      ports,
      canaryCheckMs: 500,
      apiEnv: { SQLITE_FILE: path.join(at.tmp, 'e2e.sqlite'), LOG_LEVEL: 'warn' },
    });
  });

  test.afterAll(async () => {
    await at.site?.close();
    delete process.env.RENDER_API_TOKEN;
    if (at.tmp) rmSync(at.tmp, { recursive: true, force: true });
  });

  const canary = {
    renderToken,
    get site(): CdnSite {
      if (!at.site) throw new Error('the canary site is not started');
      return at.site;
    },
    /** `pnpm release|promote|rollback|releases …` on this site, which must succeed. */
    cliOk(...args: string[]) {
      const result = runReleaseCli(
        {
          CDN_DIR: cdnDir(),
          RELEASE_HEALTH_URL: at.site?.apiUrl ?? '',
          RENDER_API_TOKEN: renderToken,
        },
        ...args,
      );
      expect(result.code, result.err).toBe(0);
      return result.out;
    },
    /** mf-blog's history in the registry now. */
    blog(): AppHistory {
      const history = JSON.parse(readFileSync(path.join(cdnDir(), 'releases.json'), 'utf8')) as {
        apps: Record<string, AppHistory>;
      };
      return history.apps['mf-blog']!;
    },
    /**
     * A copy of the live mf-blog named `dir` with `from` (default: the heading's text) replaced
     * by `to` (JavaScript) in the files `files` names, at least `atLeast` of them.
     */
    blogBuild(
      dir: string,
      to: string,
      { files = /\.js$/, from = `"${HEADING}"`, atLeast = 1 } = {},
    ) {
      const target = path.join(at.tmp, dir);
      const patched = copyWithReplaced(path.join(cdnDir(), 'mf-blog', canary.blog().live), target, {
        from,
        to,
        files,
      });
      expect(patched.length).toBeGreaterThanOrEqual(atLeast);
      return target;
    },
    /** blog's figures per version, once the render server's and the API's batches are out. */
    async blogFigures(): Promise<VersionFigures[]> {
      await canary.site.flushRenderHealth();
      // The API writes what it was told in batches, every second.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const response = await fetch(`${canary.site.apiUrl}/release-health?remote=blog`, {
        headers: { 'x-render-token': renderToken },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { versions: VersionFigures[] } }).data.versions;
    },
  };
  return canary;
}
