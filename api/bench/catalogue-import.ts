/**
 * `pnpm --filter api exec tsx bench/catalogue-import.ts` (or `pnpm --filter api
 * bench:catalogue-import`): how long the catalogue import takes. Not a test. For the launch
 * catalogue and one ten times larger (every package cloned nine times under new slugs and names),
 * on SQLite (a temporary file) and on PostgreSQL (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, a throwaway schema; skipped when unreachable), it
 * times: the first import into an empty, migrated database; a re-import with nothing changed;
 * and a re-import with one price changed. Median of BENCH_ROUNDS (default 3) rounds, each on a
 * fresh database, after one unmeasured warm-up round; that first round of the process (jsdom,
 * DOMPurify and the importer's code still cold, as in an API process's first start) is printed
 * apart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { importCatalogue, launchCatalogue, type Catalogue } from '../src/catalogue-import';
import type { DatabaseConfig } from '../src/db/connect';
import { openDatabase } from '../src/open-database';
import { migrateToLatest } from '../src/prepare-database';
import { SanitiseRichTextPlugin } from '../src/db/rich-text';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The catalogue with every package present `times` times (clones get new slugs and names). */
function scaled(base: Catalogue, times: number): Catalogue {
  const packages = [...base.packages];
  for (let copy = 2; copy <= times; copy += 1) {
    for (const p of base.packages) {
      packages.push({ ...p, slug: `${p.slug}-${copy}`, name: `${p.name} ${copy}` });
    }
  }
  return { ...base, packages };
}

function withOnePriceChanged(catalogue: Catalogue): Catalogue {
  const packages = [...catalogue.packages];
  packages[0] = { ...packages[0]!, price: packages[0]!.price + 500 };
  return { ...catalogue, packages };
}

interface Target {
  name: string;
  create(): Promise<{ config: DatabaseConfig; cleanup(): Promise<void> }>;
}

const sqlite: Target = {
  name: 'SQLite',
  async create() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-import-bench-'));
    return {
      config: { kind: 'sqlite', file: path.join(dir, 'bench.sqlite') },
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
};

function postgres(url: string): Target {
  return {
    name: 'PostgreSQL',
    async create() {
      const schema = `import_bench_${process.pid}_${Date.now().toString(36)}`;
      const admin = new Pool({ connectionString: url, max: 1 });
      await admin.query(`create schema ${schema}`);
      return {
        config: { kind: 'postgres', url, schema },
        cleanup: async () => {
          await admin.query(`drop schema if exists ${schema} cascade`);
          await admin.end();
        },
      };
    },
  };
}

async function reachable(url: string): Promise<boolean> {
  const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 3000 });
  try {
    await pool.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await pool.end();
  }
}

interface Timings {
  first: number;
  unchanged: number;
  onePrice: number;
}

/** One round on a fresh database: import durations as the importer reports them (ms). */
async function round(target: Target, catalogue: Catalogue): Promise<Timings> {
  const { config, cleanup } = await target.create();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    // As the API and the CLI run it: through the rich-text sanitiser.
    const writer = { ...database, db: database.db.withPlugin(new SanitiseRichTextPlugin()) };
    const first = await importCatalogue(writer, catalogue);
    const unchanged = await importCatalogue(writer, catalogue);
    if (unchanged.changed) throw new Error('A re-import of the same catalogue wrote rows');
    const onePrice = await importCatalogue(writer, withOnePriceChanged(catalogue));
    if (onePrice.packages.updated !== 1) throw new Error('One price change did not update one');
    return {
      first: first.durationMs,
      unchanged: unchanged.durationMs,
      onePrice: onePrice.durationMs,
    };
  } finally {
    await database.close();
    await cleanup();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main(): Promise<void> {
  const base = launchCatalogue();

  const targets = [sqlite];
  if (await reachable(POSTGRES_URL)) targets.push(postgres(POSTGRES_URL));
  else console.log(`PostgreSQL skipped: ${POSTGRES_URL} unreachable (set TEST_DATABASE_URL)`);

  const catalogues = [
    { label: '×1', catalogue: base },
    { label: '×10', catalogue: scaled(base, 10) },
  ];
  // Warm the code paths once, so the measured rounds are not the JIT's.
  const cold = await round(sqlite, base);
  console.log(
    `cold process, SQLite ×1: first import ${cold.first} ms, unchanged ${cold.unchanged} ms`,
  );

  console.log(
    `\nmedian of ${ROUNDS} rounds, ms (import only: checks, reads, compares, writes, commit)`,
  );
  console.log(
    'database    catalogue  packages  itinerary days  first import  unchanged  one price',
  );
  for (const target of targets) {
    for (const { label, catalogue } of catalogues) {
      const rounds: Timings[] = [];
      for (let i = 0; i < ROUNDS; i += 1) rounds.push(await round(target, catalogue));
      const days = catalogue.packages.reduce((sum, p) => sum + p.itinerary.length, 0);
      console.log(
        [
          target.name.padEnd(11),
          label.padEnd(10),
          String(catalogue.packages.length).padStart(8),
          String(days).padStart(15),
          String(median(rounds.map((r) => r.first))).padStart(13),
          String(median(rounds.map((r) => r.unchanged))).padStart(10),
          String(median(rounds.map((r) => r.onePrice))).padStart(10),
        ].join(' '),
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
