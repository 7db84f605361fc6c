/**
 * Structured (pino) logs that carry no personal data: requests are logged by method and path
 * only (queries hold chat questions and names; IPs identify people), and errors by type,
 * message and code, without driver fields such as PostgreSQL's `detail`, which quotes values.
 */
import type { FastifyServerOptions } from 'fastify';

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
