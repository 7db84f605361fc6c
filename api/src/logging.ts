/**
 * Structured (pino) logs that carry no personal data: requests are logged by method and path
 * only (queries hold chat questions and names; IPs identify people), and errors by type,
 * message and code, without driver fields such as PostgreSQL's `detail`, which quotes values.
 */
import os from 'node:os';
import pino from 'pino';
import {
  LogController,
  type FastifyBaseLogger,
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
 * Milliseconds rounded to the microsecond: printing the full double that performance.now()
 * differences give (0.19434999999975844) costs more than the rest of the line together.
 */
function toMicroseconds(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

/** pino's numeric levels, to know once whether `info` lines are written. */
const LEVEL_VALUES: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};
const INFO = 30;

/**
 * One line per request, written when it completes (method, path, status, time), instead of
 * Fastify's two ("incoming request" and "request completed"). Error and not-found lines are
 * Fastify's own, through pino.
 *
 * The completed line is built here rather than by pino: the same fields in the same order as
 * pino wrote them (level, time, pid, hostname, reqId, req, res, responseTime, msg), for a
 * fraction of the cost, since pino walks the object, runs serializers and stringifies
 * generically for every request. responseTime is in milliseconds to the microsecond.
 */
export class OneLineRequestLog extends LogController {
  readonly #stream: LogStream | null;
  /** pino's default bindings (`base`), serialised once. */
  readonly #base = `,"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;

  constructor(settings: LogSettings | null) {
    super();
    const writesInfo = settings !== null && (LEVEL_VALUES[settings.level] ?? Infinity) <= INFO;
    this.#stream = writesInfo ? settings.stream : null;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      const line = { req: request, res: reply, responseTime: reply.elapsedTime, err: error };
      reply.log.error(line, 'request errored');
      return;
    }
    if (this.#stream === null) return;
    // A route logged above info (`logLevel: 'warn'`, polled every second) writes no access line.
    const routeLevel = LEVEL_VALUES[request.routeOptions.logLevel] ?? INFO;
    if (routeLevel > INFO) return;
    this.#stream.write(
      `{"level":${INFO},"time":${Date.now()}${this.#base},"reqId":${JSON.stringify(request.id)},` +
        `"req":{"method":${JSON.stringify(request.method)},"path":${JSON.stringify(pathOf(request.url))}},` +
        `"res":{"statusCode":${reply.statusCode}},"responseTime":${toMicroseconds(reply.elapsedTime)},` +
        `"msg":"request completed"}\n`,
    );
  }
}

type LogLevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes pino's child logger (with the reqId binding) only when
 * something logs through it. Fastify makes one per request before the request is handled; made
 * eagerly it cost about a seventh of a cached answer, and most requests never use it, since
 * their access line is OneLineRequestLog's.
 */
export class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #create: () => FastifyBaseLogger;

  constructor(create: () => FastifyBaseLogger) {
    this.#create = create;
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#create());
  }

  #log(level: LogLevelName, args: unknown[]): void {
    const logger = this.#logger();
    (logger[level] as (...args: unknown[]) => void).apply(logger, args);
  }

  get level(): string {
    return this.#logger().level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }

  error(...args: unknown[]): void {
    this.#log('error', args);
  }

  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }

  info(...args: unknown[]): void {
    this.#log('info', args);
  }

  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }

  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }

  silent(): void {}

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#logger().child(...args);
  }
}

/** Fastify's childLoggerFactory: every request gets a LazyChildLogger. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  // The methods take what pino's overloaded LogFn takes and pass it on unchanged.
  new LazyChildLogger(() => logger.child(bindings, options)) as unknown as FastifyBaseLogger;
