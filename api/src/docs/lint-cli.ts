/**
 * `pnpm --filter api lint:openapi`: lints the document GET /docs/openapi.json serves with Redocly's
 * recommended rules (redocly.yaml), as a client generator would read it; fails on any error or
 * warning. Redocly's telemetry and update check are switched off: nothing leaves the machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../open-database';

const API_ROOT = path.resolve(__dirname, '../..');

/** The document as served at the public address, behind a proxy that terminates HTTPS. */
async function servedDocument(folder: string): Promise<string> {
  // The document needs no data: an empty database stands in.
  const database = openDatabase({ kind: 'sqlite', file: path.join(folder, 'lint.sqlite') });
  const app = buildApp({ database, authCode: 'lint', corsOrigins: null });
  try {
    const response = await app.inject({
      method: 'GET',
      url: '/docs/openapi.json',
      headers: { host: 'api.ghumakkad.in' },
    });
    return response.body;
  } finally {
    await app.close();
    await database.close();
  }
}

function redocly(file: string, options: string[], stdio: 'pipe' | 'inherit'): string {
  const run = spawnSync(
    process.execPath,
    [path.join(API_ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', file, ...options],
    {
      cwd: API_ROOT,
      stdio: ['ignore', stdio, 'inherit'],
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  return run.stdout ?? '';
}

async function main(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, await servedDocument(folder));
    // Redocly fails on errors only; warnings count here too, so its totals are read as JSON.
    const { totals } = JSON.parse(redocly(file, ['--format=json'], 'pipe')) as {
      totals: { errors: number; warnings: number };
    };
    if (totals.errors + totals.warnings > 0) {
      redocly(file, [], 'inherit');
      process.exitCode = 1;
    }
    console.log(
      `OpenAPI lint (Redocly, recommended): ${totals.errors} errors, ${totals.warnings} warnings`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
