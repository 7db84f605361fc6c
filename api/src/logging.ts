/**
 * Structured (pino) logs that carry no personal data: requests are logged by method and path
 * only (queries hold chat questions and names; IPs identify people), and errors by type,
 * message and code, without driver fields such as PostgreSQL's `detail`, which quotes values.
 */
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

export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
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

/**
 * Standard output, written once per event-loop turn: under load the lines of many requests
 * share one write (one system call) instead of one each. What is pending is written on exit; a
 * SIGKILL loses at most the current turn's lines.
 */
export function batchedStdout(out: NodeJS.WritableStream = process.stdout): {
  write(line: string): void;
} {
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    out.write(pending);
    pending = '';
  };
  process.on('exit', flush);
  return {
    write(line) {
      if (pending === '') setImmediate(flush);
      pending += line;
    },
  };
}

/**
 * One line per request, written when it completes (method, path, status, time), instead of
 * Fastify's two ("incoming request" and "request completed"): each line is a write to stdout,
 * a large share of a cached answer's cost. Error and not-found lines are Fastify's own.
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
