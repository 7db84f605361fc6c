/**
 * The gate asks the site's API whether it accepts what a build sends (apiRequests.mjs): here
 * against a stand-in API whose answers each test sets, through the commands a release manager
 * runs. The API's own POST /leads/check is tested with the API (api/test/suite/leads.ts).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { FEDERATION_CONTRACT_FILE } from '../rspack/federationContract.mjs';
import { sharedVersion } from '../sharedVersion.mjs';
import { checkApiRequests } from './apiRequests.mjs';
import { promote, release, rollback } from './commands.mjs';
import { tempFolderSetup } from './testSetup.mjs';

const ENQUIRY = { name: 'enquiry', path: '/request-book/add', body: { name: 'Asha' } };
const BOOKING = { name: 'request to book', path: '/request-book/add', body: { leadName: 'Rohan' } };

/**
 * A stand-in for the API's POST /leads/check: `answer(requests)` gives the status and body.
 * Records what it was sent.
 */
async function startStandInApi() {
  const api = { received: [], answer: null };
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      // Release health (read by a promotion by hand) is not this stand-in's to answer.
      if (request.url !== '/leads/check') {
        response.writeHead(404).end();
        return;
      }
      const sent = JSON.parse(text);
      api.received.push({ url: request.url, method: request.method, sent });
      const { status, body } = api.answer(sent.requests);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${server.address().port}`;
  api.close = () => new Promise((resolve) => server.close(resolve));
  return api;
}

const acceptAll = (requests) => ({
  status: 200,
  body: { code: 1, data: { results: requests.map(({ path }) => ({ path, accepted: true })) } },
});
/** Refuses every body that has `field`, as the API names a bad field. */
const refuseWith = (field) => (requests) => ({
  status: 200,
  body: {
    code: 1,
    data: {
      results: requests.map(({ path, body }) =>
        field in body
          ? { path, accepted: false, errors: [{ field, message: 'Required' }] }
          : { path, accepted: true },
      ),
    },
  },
});

describe('checkApiRequests', () => {
  let api;
  beforeEach(async () => {
    api = await startStandInApi();
  });
  afterEach(() => api.close());

  const target = { label: 'the new mf-booking 1', apiRequests: [ENQUIRY, BOOKING] };

  test('sends every recorded request to POST /leads/check and notes that all are accepted', async () => {
    api.answer = acceptAll;
    const checked = await checkApiRequests(target, api.url);
    assert.deepEqual(checked, {
      problems: [],
      notes: [`the API at ${api.url} accepts its enquiry, request to book`],
    });
    assert.deepEqual(api.received, [
      {
        url: '/leads/check',
        method: 'POST',
        sent: { requests: [ENQUIRY, BOOKING].map(({ path, body }) => ({ path, body })) },
      },
    ]);
  });

  test('names each request the API refuses, with its reasons', async () => {
    api.answer = refuseWith('leadName');
    const { problems } = await checkApiRequests(target, api.url);
    assert.deepEqual(problems, [
      `the new mf-booking 1: the API at ${api.url} refuses its request to book (/request-book/add): leadName: Required`,
    ]);
  });

  for (const [what, answer] of [
    ['answers 404 (an API older than the check)', () => ({ status: 404, body: {} })],
    ['answers 429', () => ({ status: 429, body: {} })],
    ['answers junk', () => ({ status: 200, body: 'not json' })],
    ['answers for fewer requests', () => ({ status: 200, body: { data: { results: [] } } })],
  ]) {
    test(`an API that ${what} refuses nothing and is warned of`, async () => {
      api.answer = answer;
      const { problems, notes } = await checkApiRequests(target, api.url);
      assert.deepEqual(problems, []);
      assert.match(
        notes[0],
        /^warning: what the new mf-booking 1 sends to the API was not checked/,
      );
    });
  }

  test('an API that cannot be reached is warned of', async () => {
    await api.close();
    const { problems, notes } = await checkApiRequests(target, api.url);
    assert.deepEqual(problems, []);
    assert.match(notes[0], /was not checked at http:\/\/127\.0\.0\.1:\d+ \(/);
    api = await startStandInApi();
  });

  test('a build that records no requests, or no API to ask, asks nothing', async () => {
    api.answer = acceptAll;
    assert.deepEqual(await checkApiRequests({ label: 'x', apiRequests: [] }, api.url), {
      problems: [],
      notes: [],
    });
    assert.deepEqual(await checkApiRequests({ label: 'x' }, api.url), { problems: [], notes: [] });
    assert.deepEqual(await checkApiRequests(target, undefined), { problems: [], notes: [] });
    assert.deepEqual(api.received, []);
  });
});

describe('release, promotion and rollback of a remote the API would refuse', () => {
  const SHARED_VERSION = sharedVersion();
  let dir;
  let setup;
  let api;
  let builds = 0;
  let minute = 0;
  const next = () => new Date(Date.UTC(2025, 0, 1, 0, (minute += 1)));

  /** A built mf-booking folder recording `apiRequests`. */
  const bookingBuild = (apiRequests) => {
    const out = mkdtempSync(path.join(dir, 'dist-'));
    const manifest = {
      metaData: { buildInfo: { buildVersion: '0.1.0' }, pluginVersion: '2.9.2' },
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0' },
        { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.2.0' },
        { name: '@tour/shared', version: SHARED_VERSION, requiredVersion: `^${SHARED_VERSION}` },
      ],
      exposes: [],
    };
    writeFileSync(path.join(out, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      path.join(out, FEDERATION_CONTRACT_FILE),
      JSON.stringify({ loads: [], apiRequests }),
    );
    writeFileSync(path.join(out, 'build.txt'), String((builds += 1)));
    return out;
  };
  const releaseBooking = (apiRequests, more = {}) =>
    release({
      app: 'mf-booking',
      setup,
      from: bookingBuild(apiRequests),
      now: next(),
      healthUrl: api.url,
      ...more,
    });
  const releasesJson = () => readFileSync(path.join(setup.cdnDir, 'releases.json'), 'utf8');

  beforeEach(async () => {
    const folder = tempFolderSetup('release-api-check-');
    dir = folder.dir;
    setup = { ...folder.setup, cdnDir: folder.cdnDir };
    api = await startStandInApi();
    api.answer = acceptAll;
  });
  afterEach(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a release is refused, with and without --check, and nothing is stored', async () => {
    await releaseBooking([ENQUIRY]);
    const before = releasesJson();
    api.answer = refuseWith('leadName');
    for (const checkOnly of [true, false]) {
      await assert.rejects(
        releaseBooking([ENQUIRY, BOOKING], { checkOnly }),
        /: the API at .* refuses its request to book \(\/request-book\/add\): leadName: Required\nrelease refused$/,
      );
    }
    assert.equal(releasesJson(), before);
  });

  test('a rollback to a version the API now refuses is refused; the live version stays', async () => {
    const old = await releaseBooking([BOOKING]);
    const current = await releaseBooking([ENQUIRY]);
    api.answer = refuseWith('leadName');
    const rollingBack = (checkOnly) =>
      rollback({
        app: 'mf-booking',
        version: old.version,
        setup,
        healthUrl: api.url,
        checkOnly,
        now: next(),
      });
    await assert.rejects(
      rollingBack(true),
      /\(\/request-book\/add\): leadName: Required\nrollback refused$/,
    );
    await assert.rejects(rollingBack(false), /rollback refused$/);
    assert.equal(JSON.parse(releasesJson()).apps['mf-booking'].live, current.version);

    api.answer = acceptAll;
    const rolledBack = await rollingBack(false);
    assert.equal(rolledBack.version, old.version);
    assert.match(rolledBack.notes.join('\n'), /accepts its request to book/);
  });

  test('a canary is not promoted while the API refuses what it sends', async () => {
    await releaseBooking([ENQUIRY]);
    const canary = await releaseBooking([BOOKING], { canary: { share: 10, auto: null } });
    api.answer = refuseWith('leadName');
    await assert.rejects(
      promote({ app: 'mf-booking', setup, healthUrl: api.url, now: next() }),
      /promotion refused$/,
    );
    assert.equal(JSON.parse(releasesJson()).apps['mf-booking'].canary.version, canary.version);
  });
});
