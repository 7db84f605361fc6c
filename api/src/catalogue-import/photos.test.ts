/**
 * Photos through the import and the API, on SQLite and, when it answers, PostgreSQL:
 * the variants are made and served, an unchanged photo is not made again, the answers of the
 * package, its destination and a blog post carry the photo, and a photo too narrow stops the
 * import with a message naming its file. The photos are drawn by the test (test-photos.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { Photo } from '@tour/shared/contracts';
import { buildApp } from '../app';
import { ContentError, loadContent } from '../content-files';
import type { AppDatabase } from '../db/connect';
import { openDatabase } from '../open-database';
import { prepareDatabase } from '../prepare-database';
import { makeTestPhoto } from '../images/test-photos';
import {
  createPostgresTarget,
  createSqliteTarget,
  probePostgres,
  type TestDatabaseTarget,
} from '../../test/support/database-targets';

const FIXTURE = path.join(__dirname, '../../test/fixtures/content');
const AUTH_CODE = 'photo-test-code';
const withAuth = (url: string) => `${url}${url.includes('?') ? '&' : '?'}authCode=${AUTH_CODE}`;
const PHOTO_LINES = [
  'photos:',
  '  - file: photos/goa/coast.jpg',
  '    alt: Sun setting over the sea beyond a sandy beach and a palm',
  '    credit: Ghumakkad test camera',
  '',
].join('\n');

// Encoding AVIF takes seconds on a small, busy machine.
jest.setTimeout(60_000);

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const targets: [string, () => Promise<TestDatabaseTarget>][] = [['SQLite', createSqliteTarget]];
if (probePostgres(postgresUrl).reachable) {
  targets.push(['PostgreSQL', () => createPostgresTarget(postgresUrl)]);
}

describe.each(targets)('photos through the import on %s', (_name, createTarget) => {
  let workDir: string;
  let content: string;
  let target: TestDatabaseTarget;
  let database: AppDatabase;
  let app: FastifyInstance;

  const write = (file: string, data: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    fs.writeFileSync(path.join(content, file), data);
  };
  const append = (file: string, text: string) =>
    write(file, fs.readFileSync(path.join(content, file), 'utf8') + text);
  const get = (url: string) => app.inject({ method: 'GET', url: withAuth(url) });

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-test-'));
    content = path.join(workDir, 'content');
    fs.cpSync(FIXTURE, content, { recursive: true });
    write('photos/goa/coast.jpg', await makeTestPhoto({ width: 1300, height: 900 }));
    append('packages/goa/goa-beach-escape.yaml', `\n${PHOTO_LINES}`);
    append('destinations/goa.yaml', `\n${PHOTO_LINES}`);
    const post = path.join('blogs', '01-goa-for-beginners.md');
    write(
      post,
      fs
        .readFileSync(path.join(content, post), 'utf8')
        .replace('publishedAt: 2025-01-10\n', `publishedAt: 2025-01-10\n${PHOTO_LINES}`),
    );
    target = await createTarget();
    database = openDatabase(target.config);
    app = buildApp({ database, authCode: AUTH_CODE, corsOrigins: null });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await target?.cleanup();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('makes AVIF and WebP at widths up to the photo’s own, a placeholder and a preview', async () => {
    const report = await prepareDatabase(database, loadContent(content));
    // One file listed by three items is made once.
    expect(report.photos).toEqual({ made: 1, reused: 0 });
    const files = await database.db
      .selectFrom('photo_files')
      .select(['name', 'content_type'])
      .orderBy('name')
      .execute();
    const names = files.map((file) => file.name.replace(/^[0-9a-f]{16}/, '#')).sort();
    // 1300 px wide: 480, 960 and its own width, never an upscaled 1600.
    expect(names).toEqual([
      '#-1300.avif',
      '#-1300.webp',
      '#-480.avif',
      '#-480.webp',
      '#-960.avif',
      '#-960.webp',
      '#-og.jpg',
    ]);
  });

  it('answers the photo with the package, its listing, its destination and the blog post', async () => {
    const detail = await get('/package/get-package-detail-and-itinerary/goa-beach-escape');
    const photo = detail.json().data.packageDetailResponse.photo as Photo;
    expect(photo).toMatchObject({
      alt: 'Sun setting over the sea beyond a sandy beach and a palm',
      credit: 'Ghumakkad test camera',
      width: 1300,
      height: 900,
    });
    expect(photo.sources.avif.map((v) => v.width)).toEqual([480, 960, 1300]);
    expect(photo.sources.webp.map((v) => v.width)).toEqual([480, 960, 1300]);
    expect(photo.fallback).toBe(photo.sources.webp[1]!.url);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.placeholder.length).toBeLessThan(600);
    expect(photo.preview).toMatchObject({ width: 1200, height: 630 });

    const listing = (
      await get('/package/search-by-city-name?websiteId=1&destinationName=goa')
    ).json().data;
    expect(listing.mainPackageResponse.photo).toEqual(photo);
    const cards = listing.packageList as { name: string; photo?: Photo }[];
    expect(cards.find((card) => card.photo)?.photo).toEqual(photo);
    expect(cards.filter((card) => card.photo)).toHaveLength(1);

    const blogs = (await get('/blog/get-all')).json().data as { name: string; photo?: Photo }[];
    expect(blogs.find((blog) => blog.name === 'Goa for Beginners')?.photo).toEqual(photo);
    expect(blogs.find((blog) => blog.name === 'Monsoon in Kerala')).not.toHaveProperty('photo');
  });

  it('serves each file for a year, immutable, as the image it is', async () => {
    const detail = await get('/package/get-package-detail-and-itinerary/goa-beach-escape');
    const photo = detail.json().data.packageDetailResponse.photo as Photo;
    const avif = await app.inject({ method: 'GET', url: photo.sources.avif[2]!.url });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: 1300, height: 900 });
    const preview = await app.inject({ method: 'GET', url: photo.preview.url });
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(
      (await app.inject({ method: 'GET', url: '/photos/0000000000000000-480.avif' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/photos/..%2Fsecret' })).statusCode).toBe(404);
  });

  it('does no work for an unchanged photo, and changes nothing', async () => {
    const report = await prepareDatabase(database, loadContent(content));
    expect(report.photos).toEqual({ made: 0, reused: 1 });
    expect(report.changed).toBe(false);
  });

  it('updates the item, not the files, when only the alt text changes', async () => {
    const file = path.join(content, 'packages/goa/goa-beach-escape.yaml');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('alt: Sun setting', 'alt: The sun setting'),
    );
    const report = await prepareDatabase(database, loadContent(content));
    expect(report.photos).toEqual({ made: 0, reused: 1 });
    expect(report.packages.updated).toBe(1);
    const detail = await get('/package/get-package-detail-and-itinerary/goa-beach-escape');
    expect(detail.json().data.packageDetailResponse.photo.alt).toMatch(/^The sun setting/);
  });

  it('stops the import, naming the file, when a photo is too narrow', async () => {
    write('photos/goa/coast.jpg', await makeTestPhoto({ width: 640, height: 480, seed: 1 }));
    const attempt = prepareDatabase(database, loadContent(content));
    await expect(attempt).rejects.toThrow(ContentError);
    await expect(attempt).rejects.toThrow(
      'content/photos/goa/coast.jpg: Is 640 px wide; a photo must be at least 800 px wide',
    );
  });

  it('stops the import, naming the file, when sharp cannot read it', async () => {
    // A JPEG's first bytes, so the loader lets it by, and nothing of a picture after them.
    write(
      'photos/goa/coast.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)]),
    );
    await expect(prepareDatabase(database, loadContent(content))).rejects.toThrow(
      /content\/photos\/goa\/coast\.jpg: Cannot be read as a photo \(.+\): save it again as JPEG/,
    );
  });
});
