/**
 * `pnpm --filter api bench`: requests per second and p99 latency of four API calls, each measured
 * right after a Fastify hello-world in the same run, printed with their ratio. Not a test.
 * The API runs on a fresh SQLite file with the launch seed; both servers are child processes, so
 * autocannon (in this process) does not share their event loop.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { startApi, stopApi } from '../test/support/api-process';

const AUTH_CODE = 'bench';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

async function measure(baseUrl: string, target: Target): Promise<Result> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(target.body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(target.body) }),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-bench-'));
  const api = await startApi({
    SQLITE_FILE: path.join(dir, 'bench.sqlite'),
    AUTH_CODE,
    RATE_LIMIT_MAX: '100000000',
    LEAD_RATE_LIMIT_MAX: '100000000',
  });
  const hello = await startApi({}, path.join(__dirname, 'hello-server.ts'));
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
        },
      },
    ];

    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per run, Node ${process.version}, ${os.cpus().length} CPUs`,
    );
    const rows = [];
    for (const target of targets) {
      const baseline = await measure(hello.url, { name: 'hello', method: 'GET', path: '/hello' });
      const result = await measure(api.url, target);
      rows.push({
        route: target.name,
        'req/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
        'hello req/s': Math.round(baseline.requests.average),
        'hello p99 ms': baseline.latency.p99,
        'req/s ratio': (result.requests.average / baseline.requests.average).toFixed(2),
      });
    }
    console.table(rows);
    console.log('p99 is measured in whole milliseconds: a hello-world p99 under 1 ms reads 0.');
  } finally {
    await Promise.all([stopApi(api), stopApi(hello)]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
