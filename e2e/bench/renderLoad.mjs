/**
 * The load side of the benchmarks, in a process of its own so that reading the answers does not
 * take the server's CPU time in its own event loop: `node renderLoad.mjs <json>` with `{ url,
 * pages, connections, seconds, unique, method, headers, body }` runs autocannon over `pages` in
 * turn and prints its figures as JSON. With `unique`, every request gets a query of its own, so
 * the render cache never has it. `method`, `headers` and `body` (default: a GET of HTML) let the
 * same loader post a beacon or read the API. `uniqueParam` names the parameter that makes each
 * request its own (default `bench`; `fbclid` for a campaign's clicks).
 */
import autocannon from 'autocannon';

const {
  url,
  pages,
  connections,
  seconds,
  unique,
  uniqueParam = 'bench',
  method = 'GET',
  headers = { accept: 'text/html' },
  body,
} = JSON.parse(process.argv[2]);
let sent = 0;
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  method,
  headers,
  ...(body === undefined ? {} : { body }),
  requests: [
    {
      setupRequest(request) {
        const page = pages[sent % pages.length];
        sent += 1;
        const query = unique ? `${page.includes('?') ? '&' : '?'}${uniqueParam}=${sent}` : '';
        return { ...request, path: `${page}${query}` };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    bytes: result.throughput.total,
    statuses: `2xx ${result['2xx']}, 4xx ${result['4xx']}, 5xx ${result['5xx']}, errors ${result.errors + result.timeouts}`,
    // Pages a visitor got (2xx, and the 404 page, a page too) per second: goodput.
    goodput: (result['2xx'] + result['4xx']) / seconds,
  }),
);
