import Fastify from 'fastify';
import {
  LazyChildLogger,
  lazyChildLoggerFactory,
  loggerOptions,
  OneLineRequestLog,
  pinoOptions,
} from './logging';

describe('OneLineRequestLog', () => {
  function appLoggingAt(level: string) {
    const lines: string[] = [];
    const settings = loggerOptions(level, { write: (line) => lines.push(line) });
    const app = Fastify({
      logger: pinoOptions(settings),
      logController: new OneLineRequestLog(settings),
    });
    return { app, lines };
  }

  it('writes the completed line exactly as pino would: same fields, order and values', async () => {
    const { app, lines } = appLoggingAt('info');
    app.get('/package/get-all-cities', (request, reply) => {
      // What Fastify's own log controller logged for a completed request.
      request.log.info({ req: request, res: reply, responseTime: 1.25 }, 'request completed');
      reply.status(201).send('ok');
    });
    await app.inject({ method: 'GET', url: '/package/get-all-cities?authCode=a%22b' });
    await app.close();

    expect(lines).toHaveLength(2);
    const [byPino, ours] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[1]!.endsWith('}\n')).toBe(true);
    expect(Object.keys(ours!)).toEqual(Object.keys(byPino!));
    expect(ours).toEqual({
      ...byPino,
      time: expect.any(Number),
      res: { statusCode: 201 },
      responseTime: expect.any(Number),
    });
    expect(ours!.req).toEqual({ method: 'GET', path: '/package/get-all-cities' });
  });

  it('writes no completed lines above the info level, but still logs failures', async () => {
    const { app, lines } = appLoggingAt('warn');
    app.get('/fine', async () => 'ok');
    app.get('/broken', async () => {
      throw new Error('boom');
    });
    await app.inject('/fine');
    await app.inject('/broken');
    await app.close();

    expect(lines.join('')).not.toContain('request completed');
    expect(lines.join('')).toContain('"msg":"boom"');
  });

  it('writes no completed line for a route logged above info, and one for the others', async () => {
    const { app, lines } = appLoggingAt('info');
    app.get('/polled', { logLevel: 'warn' }, async () => 'ok');
    app.get('/visited', async () => 'ok');
    await app.inject('/polled');
    await app.inject('/visited');
    await app.close();

    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"path":"/visited"');
  });
});

describe('lazyChildLoggerFactory', () => {
  function appWithLazyChildren() {
    const lines: string[] = [];
    const settings = loggerOptions('info', { write: (line) => lines.push(line) });
    const app = Fastify({
      logger: pinoOptions(settings),
      logController: new OneLineRequestLog(settings),
      childLoggerFactory: lazyChildLoggerFactory,
    });
    return { app, lines };
  }

  it('logs through the request logger with the reqId binding, as pino children do', async () => {
    const { app, lines } = appWithLazyChildren();
    app.get('/noted', (request, reply) => {
      request.log.warn({ detail: 'slow supplier' }, 'noted');
      reply.send('ok');
    });
    await app.inject('/noted');
    await app.close();

    const noted = lines.map((line) => JSON.parse(line) as Record<string, unknown>)[0]!;
    expect(noted).toMatchObject({ level: 40, msg: 'noted', detail: 'slow supplier' });
    expect(noted.reqId).toEqual(expect.any(String));
  });

  it('makes no pino child for a request that logs nothing through it', async () => {
    const { app, lines } = appWithLazyChildren();
    const created: unknown[] = [];
    app.get('/quiet', (request, reply) => {
      created.push((request.log as unknown as LazyChildLogger) instanceof LazyChildLogger);
      reply.send('ok');
    });
    const child = jest.spyOn(app.log, 'child');
    await app.inject('/quiet');
    await app.close();

    expect(created).toEqual([true]);
    expect(child).not.toHaveBeenCalled();
    expect(lines.join('')).toContain('request completed');
  });
});
