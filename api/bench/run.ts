/**
 * `pnpm --filter api bench`: requests per second and p99 latency of five API calls, each measured
 * right after a Fastify hello-world in the same run, printed with their ratio. Not a test.
 * The API runs as in production (security headers, CORS, rate limits, LOG_LEVEL info, catalogue
 * cache) on a fresh SQLite file with the launch seed; both servers are child processes, so autocannon (in
 * this process) does not share their event loop. The run first builds the API with build.mjs and
 * starts dist/server.js, which is what `pnpm start` runs; the hello-world is bundled the same way
 * (fastify stays in node_modules) and runs under plain node too. Neither runs under tsx, which
 * adds about a fifth to the API's work per request and a tenth to the hello-world's. One client
 * IP sends every request, so the rate limits are raised to BENCH_RATE_LIMIT_MAX (default
 * 100,000,000 per minute): a 429 would be measured as a cheap answer. Any non-2xx answer or
 * connection error is counted, printed, and fails the run. Before its rounds each call, and the
 * hello-world, gets BENCH_WARMUP_SECONDS (default 1) of unmeasured load, so no round pays for
 * the JIT compiling the route. Each call is then measured BENCH_ROUNDS times (default 5) beside
 * the hello-world, which runs first in even rounds and second in odd ones, so a machine that
 * speeds up or slows down over a pair favours neither; the round with the median ratio is
 * printed with the range: on a small shared machine one 5 s run can be a fifth off. Beside req/s
 * it prints each server's own CPU time per request (from /proc, on Linux): autocannon shares the
 * machine, so req/s also carries what the load generator spends on each answer. Both servers
 * write their logs to files, as under a service manager, not through a pipe into this process.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { PRIVACY_NOTICE_VERSION } from '@tour/shared/contracts';
import { build } from 'esbuild';
import { startApi, stopApi, type ApiProcess } from '../test/support/api-process';

const AUTH_CODE = 'bench';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
/** Each call is measured this many times beside the hello-world; the median round is printed. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RATE_LIMIT_MAX = process.env.BENCH_RATE_LIMIT_MAX ?? '100000000';
const CONNECTIONS = 10;
const SEARCH_TARGET_RATIO = 0.5;
const API_DIR = path.resolve(__dirname, '..');

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = clockTicksPerSecond();

function clockTicksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
}

/** CPU time a process has used, in microseconds, where /proc shows it (Linux); else null. */
function processCpuMicros(pid: number | undefined): number | null {
  try {
    // proc(5): utime and stime are fields 14 and 15; the command name (field 2, in parentheses)
    // may hold spaces, so count from after its closing parenthesis, where field 3 starts.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1e6;
  } catch {
    return null;
  }
}

interface Measured {
  result: Result;
  /** The server's own CPU per answered request (user + system), without the load generator's. */
  serverMicrosPerRequest: number | null;
}

async function measure(
  server: ApiProcess,
  target: Target,
  durationS = DURATION_S,
): Promise<Measured> {
  const cpuBefore = processCpuMicros(server.child.pid);
  const result = await load(server.url, target, durationS);
  const cpuAfter = processCpuMicros(server.child.pid);
  const serverMicrosPerRequest =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : (cpuAfter - cpuBefore) / result.requests.total;
  return { result, serverMicrosPerRequest };
}

function load(baseUrl: string, target: Target, durationS: number): Promise<Result> {
  return autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration: durationS,
    ...(target.body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(target.body) }),
  });
}

/** One request first, so a wrong path or payload stops the run instead of being measured. */
async function check(baseUrl: string, target: Target): Promise<number> {
  const response = await fetch(`${baseUrl}${target.path}`, {
    method: target.method,
    ...(target.body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(target.body) }),
  });
  const text = await response.text();
  const code = target.path.startsWith('/hello') ? 1 : (JSON.parse(text) as { code: number }).code;
  if (!response.ok || code !== 1) {
    throw new Error(`${target.name} answers ${response.status} ${text.slice(0, 200)}`);
  }
  return Buffer.byteLength(text);
}

/** dist/server.js as `pnpm build` makes it, and the hello-world bundled beside it. */
async function buildServers(): Promise<{ api: string; hello: string }> {
  execFileSync(process.execPath, [path.join(API_DIR, 'build.mjs')], { stdio: 'ignore' });
  const hello = path.join(API_DIR, 'dist', 'bench-hello-server.js');
  await build({
    entryPoints: [path.join(__dirname, 'hello-server.ts')],
    outfile: hello,
    bundle: true,
    packages: 'external',
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'error',
  });
  return { api: path.join(API_DIR, 'dist', 'server.js'), hello };
}

/** The round whose ratio is the median: each round's figures belong together. */
function medianRound<T extends { ratio: number }>(rounds: T[]): T {
  const sorted = [...rounds].sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const scripts = await buildServers();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-bench-'));
  const api = await startApi(
    {
      SQLITE_FILE: path.join(dir, 'bench.sqlite'),
      AUTH_CODE,
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX,
      LEAD_RATE_LIMIT_MAX: RATE_LIMIT_MAX,
    },
    scripts.api,
    path.join(dir, 'api.log'),
  );
  const hello = await startApi({}, scripts.hello, path.join(dir, 'hello.log'));
  try {
    const auth = `authCode=${AUTH_CODE}`;
    const cities = (await (await fetch(`${api.url}/package/get-all-cities?${auth}`)).json()) as {
      data: { id: number; name: string }[];
    };
    const goa = cities.data.find((city) => city.name === 'Goa') ?? cities.data[0]!;
    const listing = (await (
      await fetch(`${api.url}/package/search-by-city-name?${auth}&destinationName=${goa.name}`)
    ).json()) as { data: { packageList: { name: string }[] } };
    const packageName = encodeURIComponent(listing.data.packageList[0]!.name);

    const helloTarget: Target = { name: 'hello', method: 'GET', path: '/hello' };
    const targets: Target[] = [
      {
        name: 'GET /package/get-all-cities',
        method: 'GET',
        path: `/package/get-all-cities?${auth}`,
      },
      {
        name: 'POST /package/search',
        method: 'POST',
        path: `/package/search?${auth}`,
        body: { destinationId: goa.id, categoryId: 5, date: 'December, 2026', websiteId: '1' },
      },
      {
        name: 'GET /package/get-package-detail-and-itinerary',
        method: 'GET',
        path: `/package/get-package-detail-and-itinerary/${packageName}?${auth}`,
      },
      { name: 'GET /blog/get-all', method: 'GET', path: `/blog/get-all?${auth}` },
      {
        name: 'POST /request-book/add',
        method: 'POST',
        path: `/request-book/add?${auth}`,
        body: {
          name: 'Bench Mark',
          phone: '9876543210',
          email: 'bench@example.com',
          destination: 'Goa',
          departureCity: 'Pune',
          departureDate: '2099-01-01',
          people: 2,
          // The notice the site's forms show; the API refuses a lead without it.
          privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
        },
      },
    ];
    await check(hello.url, helloTarget);
    const sizes = new Map<string, number>();
    for (const target of targets) sizes.set(target.name, await check(api.url, target));

    console.log(
      `autocannon: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, then ${DURATION_S} s per run, ` +
        `${ROUNDS} rounds per call (the round with the median ratio is shown), Node ${process.version}, ` +
        `${os.cpus().length} CPUs; API rate limits raised to ${RATE_LIMIT_MAX}/min (BENCH_RATE_LIMIT_MAX)`,
    );
    const measurePair = async (helloFirst: boolean, target: Target) => {
      if (helloFirst) {
        const baseline = await measure(hello, helloTarget);
        return { baseline, call: await measure(api, target) };
      }
      const call = await measure(api, target);
      return { baseline: await measure(hello, helloTarget), call };
    };
    const rows = [];
    let failures = 0;
    let searchRatio = 0;
    for (const target of targets) {
      const rounds: { call: Measured; baseline: Measured; ratio: number }[] = [];
      if (WARMUP_S > 0) {
        await measure(hello, helloTarget, WARMUP_S);
        await measure(api, target, WARMUP_S);
      }
      for (let round = 0; round < ROUNDS; round++) {
        const { baseline, call } = await measurePair(round % 2 === 0, target);
        failures += call.result.non2xx + call.result.errors;
        failures += baseline.result.non2xx + baseline.result.errors;
        rounds.push({
          call,
          baseline,
          ratio: call.result.requests.average / baseline.result.requests.average,
        });
      }
      const { call, baseline, ratio } = medianRound(rounds);
      if (target.name === 'POST /package/search') searchRatio = ratio;
      const ratios = rounds.map((r) => r.ratio);
      rows.push({
        call: target.name,
        'answer bytes': sizes.get(target.name),
        'req/s': Math.round(call.result.requests.average),
        'p99 ms': call.result.latency.p99,
        'non-2xx': rounds.reduce((sum, r) => sum + r.call.result.non2xx, 0),
        errors: rounds.reduce((sum, r) => sum + r.call.result.errors, 0),
        'hello req/s': Math.round(baseline.result.requests.average),
        'hello p99 ms': baseline.result.latency.p99,
        ratio: ratio.toFixed(2),
        'ratio range': `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
        'server µs/req': call.serverMicrosPerRequest?.toFixed(1) ?? '–',
        'hello µs/req': baseline.serverMicrosPerRequest?.toFixed(1) ?? '–',
      });
    }
    console.table(rows);
    console.log('p99 is measured in whole milliseconds: a hello-world p99 under 1 ms reads 0.');
    console.log(
      'µs/req: CPU time (user + system) of the server process per answered request, from /proc; ' +
        'the load generator shares the machine, so req/s also carries its cost of each answer.',
    );
    if (failures > 0) {
      console.error(
        `FAILED: ${failures} non-2xx answers or connection errors (hello-world included); the figures above do not measure the calls.`,
      );
      process.exitCode = 1;
    }
    const met = searchRatio >= SEARCH_TARGET_RATIO;
    console.log(
      `search: ${searchRatio.toFixed(3)} of hello-world req/s: ${met ? 'meets' : 'DOES NOT meet'} the target of ≥ ${SEARCH_TARGET_RATIO}`,
    );
  } finally {
    await Promise.all([stopApi(api), stopApi(hello)]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
