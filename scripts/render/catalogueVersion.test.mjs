import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { watchCatalogueVersion } from './catalogueVersion.mjs';

/** An API stand-in answering `GET /catalogue/version` with whatever `answer()` gives. */
async function fakeApi(t, answer) {
  const server = createServer((request, response) => {
    const { status, body } = answer(request.url);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  return `http://127.0.0.1:${server.address().port}`;
}

const poll = async (read, expected) => {
  for (let i = 0; i < 100 && read() !== expected; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
};

test('follows the version the API answers, and is unknown while the API does not answer', async (t) => {
  let answer = { status: 200, body: { code: 1, data: { version: '17.0' } } };
  const url = await fakeApi(t, (path) =>
    path === '/catalogue/version' ? answer : { status: 404, body: {} },
  );
  const watch = watchCatalogueVersion(url, { intervalMs: 50 });
  t.after(watch.close);
  await watch.ready;
  assert.equal(watch.current(), '17.0');
  answer = { status: 200, body: { code: 1, data: { version: '18.0' } } };
  assert.equal(await poll(watch.current, '18.0'), '18.0');
  answer = { status: 503, body: { code: 0, data: null } };
  assert.equal(await poll(watch.current, null), null);
});

test('an API that is not there is an unknown version, not an error', async (t) => {
  const watch = watchCatalogueVersion('http://127.0.0.1:9', { intervalMs: 50 });
  t.after(watch.close);
  await watch.ready;
  assert.equal(watch.current(), null);
});
