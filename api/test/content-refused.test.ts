/**
 * A content folder with a mistake in it never takes the API down: the real server process
 * starts, refuses the content (its log names the file and field), reports it on /health, and
 * serves the last catalogue imported whole, leads included. On a new database there is no last
 * good catalogue, but the API still starts and takes leads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRIVACY_NOTICE_VERSION } from '@tour/shared/contracts';
import { defaultContentDir } from '../src/content-files';
import { startApi, stopApi, type ApiProcess } from './support/api-process';

const AUTH_CODE = 'content-refused-test';
const BROKEN_PACKAGE = 'packages/goa/goa-beach-and-heritage-escape.yaml';

let workDir: string;
let content: string;
let api: ApiProcess | undefined;

const settings = (database: string) => ({
  AUTH_CODE,
  CONTENT_DIR: content,
  SQLITE_FILE: path.join(workDir, database),
  PRIVACY_HASH_KEY: 'content-refused-test-key-0123456789abcdef',
});

const getJson = async (url: string) => (await fetch(`${api!.url}${url}`)).json();

async function destinationCount(): Promise<number> {
  const body = (await getJson(`/package/get-all-cities?authCode=${AUTH_CODE}`)) as {
    data: unknown[];
  };
  return body.data.length;
}

async function sendSupportLead(): Promise<number> {
  const response = await fetch(`${api!.url}/support/add?authCode=${AUTH_CODE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      message: 'Please call me about Goa.',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    }),
  });
  return response.status;
}

function breakPrice(): void {
  const file = path.join(content, BROKEN_PACKAGE);
  const text = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, text.replace(/^price: \d+$/m, 'price: "16,999"'));
}

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-refused-'));
  content = path.join(workDir, 'content');
  fs.cpSync(defaultContentDir({}), content, { recursive: true });
});

afterEach(async () => {
  if (api) await stopApi(api);
  api = undefined;
  fs.rmSync(workDir, { recursive: true, force: true });
});

it('keeps serving the last good catalogue, and takes leads, when new content has a mistake', async () => {
  api = await startApi(settings('site.sqlite'));
  expect(await getJson('/health')).toMatchObject({ content: 'imported', contentProblems: 0 });
  const destinations = await destinationCount();
  expect(destinations).toBeGreaterThan(30);
  await stopApi(api);

  breakPrice();
  api = await startApi(settings('site.sqlite'));
  expect(await getJson('/health')).toMatchObject({
    status: 'ok',
    content: 'refused',
    contentProblems: 1,
  });
  // The log is written asynchronously: wait for the line rather than for a moment.
  const problem = `content/${BROKEN_PACKAGE}: price must be a whole number of rupees, like 27999`;
  for (let i = 0; i < 50 && !api.output().includes(problem); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(api.output()).toContain(problem);
  expect(await destinationCount()).toBe(destinations);
  expect(await sendSupportLead()).toBe(200);
}, 60_000);

it('starts on a new database with broken content, empty but taking leads', async () => {
  breakPrice();
  api = await startApi(settings('new.sqlite'));
  expect(await getJson('/health')).toMatchObject({ status: 'ok', content: 'refused' });
  expect(await destinationCount()).toBe(0);
  expect(await sendSupportLead()).toBe(200);
}, 60_000);

it('starts with a broken assistant vocabulary, the assistant answering with the last good one', async () => {
  api = await startApi(settings('site.sqlite'));
  await stopApi(api);
  const file = path.join(content, 'assistant/vocabulary.yaml');
  fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\nnotAField: true\n`);
  api = await startApi(settings('site.sqlite'));
  expect(await getJson('/health')).toMatchObject({ content: 'refused', contentProblems: 1 });
  // "Pink City" is Jaipur only by the vocabulary's aliases: the last good one answers it.
  const reply = (await getJson(
    `/ai/package?authCode=${AUTH_CODE}&inputText=${encodeURIComponent('trip to the pink city')}`,
  )) as { code: number; data: { content: string } };
  expect(reply.code).toBe(1);
  expect(reply.data.content).toContain('Jaipur');
}, 60_000);

it('refuses to start for production while the site profile holds placeholder contact details', async () => {
  // The shipped profile's stand-ins: a live site would send every caller to nobody.
  await expect(
    startApi({ ...settings('placeholders.sqlite'), NODE_ENV: 'production' }),
  ).rejects.toThrow(
    /API did not become healthy[\s\S]*site\/profile\.yaml still holds placeholder contact details \(phone \+91 98765 43210/,
  );
  // Outside production it starts, and says so in its log.
  api = await startApi(settings('placeholders.sqlite'));
  // The log is written asynchronously (pino's async destination): read once it has come.
  for (let i = 0; i < 50 && !api.output().includes('placeholder'); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(api.output()).toMatch(/still holds placeholder contact details/);
}, 60_000);
