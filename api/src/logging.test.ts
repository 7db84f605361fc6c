import Fastify from 'fastify';
import { loggerOptions, OneLineRequestLog, pinoOptions } from './logging';

describe('OneLineRequestLog', () => {
  function appLoggingAt(level: string) {
    const lines: string[] = [];
    const settings = loggerOptions(level, { write: (line) => lines.push(line) });
    const app = Fastify({
      logger: pinoOptions(settings),
      logController: new OneLineRequestLog(),
    });
    return { app, lines };
  }

  it('writes one line per request, by method and path only, with status and time', async () => {
    const { app, lines } = appLoggingAt('info');
    app.get('/package/get-all-cities', (_request, reply) => reply.status(201).send('ok'));
    await app.inject({ method: 'GET', url: '/package/get-all-cities?authCode=a%22b' });
    await app.close();

    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: expect.any(String),
      req: { method: 'GET', path: '/package/get-all-cities' },
      res: { statusCode: 201 },
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
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

describe('pinoOptions', () => {
  it('drops addresses, emails and passwords from any line, at the top or one level down', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: pinoOptions(loggerOptions('info', { write: (line) => lines.push(line) })),
    });
    app.log.warn(
      {
        ip: '203.0.113.9',
        email: 'typed-password-here@example.com',
        staff: { staffEmail: 'asha@agency.example', remoteAddress: '2001:db8::7' },
        password: 'correct horse battery staple',
        reason: 'wrong password',
      },
      'staff sign-in failed',
    );
    await app.close();

    const log = lines.join('');
    expect(JSON.parse(lines[0]!)).toMatchObject({ reason: 'wrong password', staff: {} });
    for (const personal of ['203.0.113.9', 'typed-password', 'asha@', '2001:db8', 'horse']) {
      expect(log).not.toContain(personal);
    }
  });

  it('keeps an error’s code', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: pinoOptions(loggerOptions('info', { write: (line) => lines.push(line) })),
    });
    app.log.error({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }, 'down');
    await app.close();
    expect(JSON.parse(lines[0]!)).toMatchObject({ err: { code: 'ECONNREFUSED' } });
  });
});
