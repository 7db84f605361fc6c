/** An empty catalogue (migrated, never seeded): every lookup answers "nothing" the spec's way. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppDatabase } from '../src/db/connect';
import { openDatabase } from '../src/open-database';
import { migrateToLatest } from '../src/prepare-database';

describe('API on an empty catalogue', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const get = (path: string) => app.inject({ method: 'GET', url: `${path}&authCode=code` });

  beforeAll(async () => {
    database = openDatabase({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(database);
    app = buildApp({ database, authCode: 'code', corsOrigins: null });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('search answers code 0 with the no-result message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/package/search?authCode=code',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ destinationId: 1, categoryId: 1 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      message: 'No packages found for your search.',
      data: null,
    });
  });

  it('theme cards answer code 0 with an empty list', async () => {
    const response = await get('/package/search-by-category?websiteId=1&categoryId=7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      message: 'No packages found for this theme.',
      data: [],
    });
  });

  it('the city listing answers code 0 and the city list is empty', async () => {
    expect((await get('/package/search-by-city-name?destinationName=goa')).json().code).toBe(0);
    expect((await get('/package/get-all-cities?x=1')).json()).toEqual({
      code: 1,
      message: 'Success',
      data: [],
    });
  });
});
