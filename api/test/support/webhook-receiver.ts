/**
 * A webhook receiver for the notification tests, on a port of its own, that can be down (not
 * listening), failing (any status) or up; it records every request it answered.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A webhook receiver on a fixed port that can be down (not listening), failing, or up. */
export async function webhookReceiver() {
  const received: Received[] = [];
  let status = 200;
  let server: http.Server | null = null;
  const port = await freePort();
  const api = {
    received,
    url: `http://127.0.0.1:${port}/hooks/leads?token=hidden-in-url`,
    answer(code: number) {
      status = code;
    },
    async up() {
      server = http.createServer((request, response) => {
        let body = '';
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          received.push({ headers: request.headers, body, status });
          response.statusCode = status;
          response.end();
        });
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async down() {
      const closing = server;
      server = null;
      if (!closing) return;
      closing.closeAllConnections();
      await new Promise((resolve) => closing.close(resolve));
    },
    /** The deliveries answered 2xx, by body. */
    delivered: () => received.filter((r) => r.status >= 200 && r.status < 300),
  };
  return api;
}

export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
