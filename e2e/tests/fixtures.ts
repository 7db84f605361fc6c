/**
 * One real site per test worker: the built shell and remotes on their own static servers and
 * the built API on a fresh SQLite file, on ports of their own so a developer's `pnpm start`
 * can keep running. Tests can stop and restart a remote's server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { portsFrom } from '../../scripts/apps.mjs';
import { startSite } from '../../scripts/site.mjs';

export type Site = Awaited<ReturnType<typeof startSite>> & { dbFile: string };

// E2E_BASE_PORT moves the whole set, e.g. to run two checkouts' suites side by side.
const basePort = Number(process.env.E2E_BASE_PORT ?? 3100);
const E2E_PORTS = portsFrom(basePort);

export const test = base.extend<{ pageErrors: Error[] }, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-e2e-'));
      const dbFile = path.join(dataDir, 'e2e.sqlite');
      const site = await startSite({
        ports: E2E_PORTS,
        apiEnv: {
          SQLITE_FILE: dbFile,
          LOG_LEVEL: 'warn',
          // Every test's browser is one visitor (127.0.0.1), and the forms posted without the app
          // count against it too: a worker's tests send more leads a minute than a person would.
          // The limit itself is tested in the API's suite.
          LEAD_RATE_LIMIT_MAX: '1000',
        },
      });
      await use({ ...site, dbFile });
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ site }, use) => use(site.siteUrl),
  // Pages arrive server-rendered and answer input once hydrated: every navigation a test makes
  // waits for that (the shell marks <html data-interactive>), as a visitor's first tap would.
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload'] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          if (response?.headers()['content-type']?.includes('text/html')) {
            await page.waitForSelector('html[data-interactive]', { state: 'attached' });
          }
          return response;
        },
      });
    }
    await use(page);
  },
  // Every uncaught error in the page, so a test can require that there were none.
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
});

/** Reads rows straight from the API's SQLite file: what landed on disk, not what the API says. */
export function queryDb<T>(site: Site, sql: string, ...params: unknown[]): T[] {
  const db = new Database(site.dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * A `<details>` disclosure's toggle (the mobile menu's, the Themes menu's): its `<summary>` is a
 * button to the browser and to assistive technology, but Playwright's role queries miss it.
 */
export function disclosureToggle(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.locator('summary').filter({ hasText: name });
}

export async function openEnquiryModal(page: Page) {
  await page.getByRole('button', { name: 'Enquiry Now' }).click();
  return page.getByRole('dialog', { name: 'Enquiry' });
}

export { expect };
