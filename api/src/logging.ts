/**
 * Structured (pino) logs that carry no personal data: requests are logged by method and path
 * only (queries hold chat questions and names; IPs identify people), and errors by type,
 * message and code, without driver fields such as PostgreSQL's `detail`, which quotes values.
 * Fields that name a person or their address are dropped from every line, whoever logs them.
 */
import pino from 'pino';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

interface LoggedError {
  name?: string;
  message?: string;
  code?: unknown;
  statusCode?: unknown;
  stack?: string;
}

/**
 * Fields no log line may carry, at the top level or one level down: addresses identify people,
 * and what was typed in an email field may be a password typed in the wrong box. Code that
 * needs to match lines up logs a keyed digest instead (staff/known-device.ts logId).
 */
export const UNLOGGED_FIELDS = [
  'ip',
  'ips',
  'remoteAddress',
  'email',
  'staffEmail',
  'password',
].flatMap((field) => [field, `*.${field}`]);

/** Where log lines go, one JSON line per write. */
export interface LogStream {
  write(line: string): void;
}

/** How the API logs: the least level written (pino's level names) and the destination. */
export interface LogSettings {
  level: string;
  stream: LogStream;
}

export function loggerOptions(level: string, stream: LogStream): LogSettings {
  return { level, stream };
}

/** Fastify's logger (pino) for these settings. */
export function pinoOptions({ level, stream }: LogSettings): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    redact: { paths: UNLOGGED_FIELDS, remove: true },
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: pathOf(req.url),
      }),
      err: (error: LoggedError) => ({
        type: error.name ?? 'Error',
        message: error.message ?? '',
        code: error.code,
        statusCode: error.statusCode,
        stack: error.stack ?? '',
      }),
    },
  };
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Standard output through pino's asynchronous destination (SonicBoom): a line is queued and the
 * event loop goes on. Lines wait for 8 KB of company (SonicBoom writes at most 16 KB at once) before a write, so a busy API makes one
 * system call for many requests' lines (one call per line cost a fifth of its throughput); a
 * quiet API's lines still reach the log within a second. pino flushes what is left on exit.
 */
export function asyncStdout(): LogStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 8 * 1024 });
  setInterval(() => destination.flush(), 1000).unref();
  return destination;
}

/**
 * One line per request, logged by pino when it completes (method and path by the `req`
 * serializer, status, time), instead of Fastify's two ("incoming request" and "request
 * completed"). A route logged above info (`logLevel: 'warn'`, polled every second) writes none,
 * since its logger drops info lines.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
