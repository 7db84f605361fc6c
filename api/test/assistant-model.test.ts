/**
 * The optional model (ASSISTANT_LLM_URL) against a fake OpenAI-compatible server started here
 * on a port in 4400–4499: its reply is used when it is good; the grounded reply is used on an
 * error, a non-2xx, an empty or ungrounded reply, or a timeout.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { assistantRoutes } from '../src/assistant/routes/assistant';
import { createAssistant, type Assistant } from '../src/assistant/answer';
import {
  CatalogueCache,
  type CatalogueDestination,
  type CataloguePackage,
} from '../src/assistant/catalogue';
import { formatPrice } from '../src/assistant/formatting';
import {
  DEFAULT_MODEL_TIMEOUT_MS,
  isGrounded,
  modelOptionsFromEnv,
  type ModelOptions,
} from '../src/assistant/model';
import type { AppDatabase } from '../src/db/connect';
import { seededDatabase } from './assistant-support';
import { useZodRouteSchemas } from '../src/routes/validation';

type Mode = 'ok' | 'status' | 'slow' | 'empty' | 'invented' | 'markdown';

interface Received {
  path: string;
  authorization: string | undefined;
  body: {
    model?: string;
    messages: { role: string; content: string }[];
  };
}

const GOOD_REPLY =
  'For a relaxed honeymoon, try the Goa Honeymoon Retreat at ₹27,999 per person for 5 days / 4 nights: /goa-tour-packages-details/goa-honeymoon-retreat';

class FakeModelServer {
  mode: Mode = 'ok';
  received: Received[] = [];
  private server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      this.received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw),
      });
      const send = (status: number, content: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(content));
      };
      const completion = (text: string) => ({
        id: 'fake',
        object: 'chat.completion',
        choices: [
          { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
        ],
      });
      switch (this.mode) {
        case 'ok':
          return send(200, completion(GOOD_REPLY));
        case 'markdown':
          return send(
            200,
            completion(
              `**Goa Honeymoon Retreat**: [details](/goa-tour-packages-details/goa-honeymoon-retreat)`,
            ),
          );
        case 'status':
          return send(500, { error: { message: 'model crashed' } });
        case 'empty':
          return send(200, completion('   '));
        case 'invented':
          return send(
            200,
            completion(
              'Try our Goa Sunset Special at ₹9,999 per person: /goa-tour-packages-details/goa-sunset-special',
            ),
          );
        case 'slow':
          setTimeout(() => send(200, completion(GOOD_REPLY)), 1500).unref();
          return undefined;
      }
    });
  });

  /** Listens on the first free port from 4400 to 4499. */
  async start(): Promise<string> {
    for (let port = 4400 + (process.pid % 50); port <= 4499; port += 1) {
      try {
        await new Promise<void>((resolve, reject) => {
          this.server.once('error', reject);
          this.server.listen(port, '127.0.0.1', () => {
            this.server.off('error', reject);
            resolve();
          });
        });
        return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
      } catch {
        continue;
      }
    }
    throw new Error('No free port in 4400–4499');
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('assistant with a model (fake OpenAI-compatible server)', () => {
  const fake = new FakeModelServer();
  let url: string;
  let database: AppDatabase;
  let plain: Assistant;
  const fallbacks: string[] = [];

  let cache: CatalogueCache;
  const withModel = (options: Partial<ModelOptions> = {}) =>
    createAssistant(database.db, {
      cache,
      model: { url, key: 'test-key', model: 'fake-model', timeoutMs: 300, ...options },
      onModelFallback: (reason) => fallbacks.push(reason),
    });

  beforeAll(async () => {
    url = await fake.start();
    database = await seededDatabase();
    cache = new CatalogueCache(database.db);
    plain = createAssistant(database.db, { cache });
  });

  afterAll(async () => {
    await fake.stop();
    await database.close();
  });

  beforeEach(() => {
    fake.mode = 'ok';
    fake.received = [];
    fallbacks.length = 0;
  });

  const QUESTION = 'Goa honeymoon under 30k';

  it('uses the model’s reply and sends it the retrieved packages as context', async () => {
    const grounded = await plain.answer(QUESTION);
    const answer = await withModel().answer(QUESTION);
    expect(answer.source).toBe('model');
    expect(answer.content).toBe(GOOD_REPLY);

    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('fake-model');
    const [system, user] = request!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/Never invent packages, prices/);
    expect(system!.content).toMatch(/plain text/);
    expect(user!.role).toBe('user');
    expect(user!.content).toContain(QUESTION);
    expect(grounded.packages.length).toBeGreaterThan(0);
    for (const pkg of grounded.packages) {
      expect(user!.content).toContain(pkg.name);
      expect(user!.content).toContain(pkg.path);
      // The price as the package's page states it, so the model repeats the same facts.
      expect(user!.content).toContain(`| ${formatPrice(pkg)} |`);
    }
  });

  it('lets the model name a package’s top price, and no other amount', () => {
    const destination: CatalogueDestination = {
      id: 1,
      name: 'Munnar',
      slug: 'munnar',
      aliases: [],
      season: undefined,
      packages: [],
      faqs: [],
      listingPath: '/munnar-tour-packages',
    };
    const pkg: CataloguePackage = {
      id: 1,
      name: 'Munnar Tea Hills Honeymoon',
      slug: 'munnar-tea-hills-honeymoon',
      category: 'HONEYMOON',
      days: 4,
      price: 23999,
      maxPrice: 33499,
      gst: 5,
      stay: ['resort'],
      rating: 4,
      description: '',
      destination,
      season: undefined,
      nameWords: [],
      path: '/munnar-tour-packages-details/munnar-tea-hills-honeymoon',
    };
    const context = { question: 'q', draft: '', packages: [pkg], faqs: [], links: [] };
    expect(isGrounded('From ₹23,999 to ₹33,499 per person.', context)).toBe(true);
    expect(isGrounded('From ₹23,999 to ₹34,499 per person.', context)).toBe(false);
    expect(isGrounded('₹67,998 for 2', { ...context, people: 2 })).toBe(false);
    expect(isGrounded('₹66,998 for 2', { ...context, people: 2 })).toBe(true);
  });

  it('sends the FAQ as context for an FAQ question', async () => {
    await withModel().answer('best time to visit Munnar');
    const user = fake.received[0]!.body.messages[1]!.content;
    expect(user).toContain('What is the best time to visit Munnar?');
    expect(user).toContain('/munnar-tour-packages');
  });

  it('turns Markdown from the model into plain text', async () => {
    fake.mode = 'markdown';
    const answer = await withModel().answer(QUESTION);
    expect(answer.content).toBe(
      'Goa Honeymoon Retreat: details (/goa-tour-packages-details/goa-honeymoon-retreat)',
    );
  });

  it.each<[Mode, string]>([
    ['status', 'status'],
    ['empty', 'empty'],
    ['invented', 'ungrounded'],
  ])('falls back to the grounded reply on a %s answer', async (mode, reason) => {
    fake.mode = mode;
    const answer = await withModel().answer(QUESTION);
    expect(answer.source).toBe('catalogue');
    expect(answer.content).toBe((await plain.answer(QUESTION)).content);
    expect(fallbacks).toEqual([reason]);
  });

  it('falls back when the server cannot be reached', async () => {
    const answer = await withModel({ url: 'http://127.0.0.1:1' }).answer(QUESTION);
    expect(answer.source).toBe('catalogue');
    expect(fallbacks).toEqual(['error']);
  });

  it('falls back after the timeout', async () => {
    fake.mode = 'slow';
    const started = Date.now();
    const answer = await withModel({ timeoutMs: 200 }).answer(QUESTION);
    expect(Date.now() - started).toBeLessThan(1200);
    expect(answer.source).toBe('catalogue');
    expect(answer.content).toBe((await plain.answer(QUESTION)).content);
    expect(fallbacks).toEqual(['timeout']);
  });

  it('does not ask the model about greetings or off-topic requests', async () => {
    await withModel().answer('namaste');
    await withModel().answer('who won the cricket match?');
    expect(fake.received).toHaveLength(0);
  });

  it('answers without the model once the minute’s model budget is spent', async () => {
    const assistant = withModel({ perMinute: 2 });
    const sources = [];
    for (let i = 0; i < 4; i++) sources.push((await assistant.answer(QUESTION)).source);
    expect(sources).toEqual(['model', 'model', 'catalogue', 'catalogue']);
    expect(fake.received).toHaveLength(2);
    expect(fallbacks).toEqual(['budget', 'budget']);
  });

  it('reads its settings from the environment, with a 3 s default timeout', () => {
    expect(modelOptionsFromEnv({})).toBeNull();
    expect(modelOptionsFromEnv({ ASSISTANT_LLM_URL: 'http://llm:8080' })).toEqual({
      url: 'http://llm:8080',
    });
    expect(DEFAULT_MODEL_TIMEOUT_MS).toBe(3000);
    expect(
      modelOptionsFromEnv({
        ASSISTANT_LLM_URL: 'http://llm:8080',
        ASSISTANT_LLM_KEY: 'k',
        ASSISTANT_LLM_MODEL: 'm',
        ASSISTANT_LLM_TIMEOUT_MS: '500',
        ASSISTANT_LLM_MAX_PER_MINUTE: '20',
      }),
    ).toEqual({ url: 'http://llm:8080', key: 'k', model: 'm', timeoutMs: 500, perMinute: 20 });
  });

  it('refuses a question past the cap on answers at once, and takes the next', async () => {
    fake.mode = 'slow';
    const app = Fastify();
    useZodRouteSchemas(app);
    assistantRoutes(app, database.db, {
      cache,
      model: { url, timeoutMs: 300 },
      maxConcurrent: 2,
    });
    try {
      const ask = () =>
        app.inject({ method: 'GET', url: `/ai/package?inputText=${encodeURIComponent(QUESTION)}` });
      const statuses = (await Promise.all([ask(), ask(), ask()])).map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 503]);
      // The slots are free again once those answers are out.
      expect((await ask()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('limits each IP to 60 questions a minute on GET /ai/package', async () => {
    const app = buildApp({ database, authCode: 'code', corsOrigins: null });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 62; i++) {
        const response = await app.inject({
          method: 'GET',
          url: '/ai/package?inputText=hello',
          remoteAddress: '192.0.2.77',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
      expect(statuses.slice(60)).toEqual([429, 429]);
      const other = await app.inject({
        method: 'GET',
        url: '/ai/package?inputText=hello',
        remoteAddress: '192.0.2.78',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is used by GET /ai/package when ASSISTANT_LLM_URL is set', async () => {
    const saved = { ...process.env };
    process.env.ASSISTANT_LLM_URL = url;
    process.env.ASSISTANT_LLM_TIMEOUT_MS = '1000';
    const app = buildApp({ database, authCode: 'code', corsOrigins: null });
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/ai/package?inputText=${encodeURIComponent(QUESTION)}`,
      });
      expect(response.json()).toEqual({
        code: 1,
        message: 'Success',
        data: { content: GOOD_REPLY },
      });
    } finally {
      await app.close();
      process.env = saved;
    }
  });
});
