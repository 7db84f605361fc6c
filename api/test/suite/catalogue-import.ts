/**
 * The catalogue importer (src/catalogue-import) on its own database: a second import writes
 * nothing, an edit rewrites only its rows, a removed package is unpublished and hidden with its
 * URL redirected, renamed slugs redirect, blogs keep their ids, and leads are never touched.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { listingPath, packageDetailPath, toSlug } from '@tour/shared/contracts';
import { buildApp } from '../../src/app';
import { readCatalogue } from '../../src/assistant/catalogue';
import {
  CatalogueError,
  launchCatalogue,
  type Catalogue,
  type ImportReport,
} from '../../src/catalogue-import';
import { findThemeCards } from '../../src/catalogue/theme-cards';
import { CATALOGUE_VERSION_REFRESH_MS } from '../../src/db/catalogue-version';
import type { AppDatabase } from '../../src/db/connect';
import { openDatabase } from '../../src/open-database';
import { prepareDatabase } from '../../src/prepare-database';
import type { TestDatabaseTarget } from '../support/database-targets';
import { AUTH_CODE, CONSENT, validBooking, validEnquiry, withAuth } from './context';

const UNLIMITED = { perIp: 1_000_000, leads: 1_000_000, namespace: 'unused:' };
const CATALOGUE_TABLES = [
  'destinations',
  'packages',
  'itinerary_days',
  'faqs',
  'blogs',
  'slug_redirects',
] as const;
type Table = (typeof CATALOGUE_TABLES)[number] | 'leads';
type Row = Record<string, unknown>;

export function describeCatalogueImport(createTarget: () => Promise<TestDatabaseTarget>): void {
  describe('catalogue import', () => {
    let target: TestDatabaseTarget;
    let database: AppDatabase;
    let app: FastifyInstance;
    /** The catalogue as last imported; each test edits a copy and imports it. */
    let current: Catalogue;
    let leadsBefore: Row[];

    const rowsOf = async (table: Table): Promise<Row[]> => {
      const order = table === 'slug_redirects' ? sql`kind, from_slug` : sql`id`;
      const { rows } = await sql<Row>`select * from ${sql.table(table)} order by ${order}`.execute(
        database.db,
      );
      return rows;
    };
    const snapshot = async () =>
      Object.fromEntries(
        await Promise.all(CATALOGUE_TABLES.map(async (t) => [t, await rowsOf(t)] as const)),
      ) as Record<(typeof CATALOGUE_TABLES)[number], Row[]>;
    const edited = (edit: (catalogue: Catalogue) => void): Catalogue => {
      const copy = structuredClone(current);
      edit(copy);
      return copy;
    };
    /** Imports after a short pause, so a rewritten row's updated_at is sure to differ. */
    const importNow = async (catalogue: Catalogue): Promise<ImportReport> => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const report = await prepareDatabase(database, catalogue);
      current = catalogue;
      return report;
    };
    const get = (url: string) => app.inject({ method: 'GET', url: withAuth(url) });
    const postJson = (url: string, body: unknown) =>
      app.inject({
        method: 'POST',
        url: withAuth(url),
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const packageRow = async (slug: string) =>
      database.db
        .selectFrom('packages')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
    const destinationName = (slug: string) =>
      current.destinations.find((d) => d.slug === slug)!.name;
    const byId = (rows: Row[]) => new Map(rows.map((row) => [row.id, row]));

    beforeAll(async () => {
      target = await createTarget();
      database = openDatabase(target.config);
      current = structuredClone(launchCatalogue());
      app = buildApp({ database, authCode: AUTH_CODE, corsOrigins: null, rateLimits: UNLIMITED });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await target?.cleanup();
    });

    it('fills an empty database, launch ids included', async () => {
      const report = await prepareDatabase(database, current);
      expect(report).toMatchObject({
        destinations: { created: current.destinations.length, updated: 0, unchanged: 0 },
        packages: { created: current.packages.length, updated: 0, unpublished: 0 },
        blogs: { created: current.blogs.length, updated: 0, deleted: 0 },
        itineraryDays: {
          inserted: current.packages.reduce((sum, p) => sum + p.itinerary.length, 0),
        },
        faqs: { inserted: current.faqs.length },
        changed: true,
      });
      const { packages, blogs } = await snapshot();
      expect(packages.map((p) => p.slug)).toEqual(current.packages.map((p) => p.slug));
      expect(packages[0]!.id).toBe(1);
      expect(blogs.map((b) => [b.id, b.slug])).toEqual(
        current.blogs.map((b, i) => [i + 1, toSlug(b.name)]),
      );
      expect(packages.every((p) => Number(p.published) === 1)).toBe(true);
    });

    it('stores leads through the app (kept intact by every import below)', async () => {
      const sent = [
        await postJson('/request-book/add', validEnquiry()),
        await postJson('/request-book/add', validBooking()),
        await postJson('/contact/add', {
          name: 'Ravi',
          email: 'ravi@example.com',
          message: 'Hi',
          ...CONSENT,
        }),
        await postJson('/support/add', {
          fullName: 'Sara',
          email: 's@example.com',
          message: 'Q',
          ...CONSENT,
        }),
        await postJson('/newsletter/subscribe', {
          email: 'importer.reader@example.com',
          ...CONSENT,
        }),
      ];
      expect(sent.map((response) => response.json().code)).toEqual([1, 1, 1, 1, 1]);
      leadsBefore = await rowsOf('leads');
      expect(leadsBefore).toHaveLength(5);
    });

    it('imports the same catalogue again without writing a row', async () => {
      const before = await snapshot();
      const version = await database.refreshCatalogueVersion();
      const report = await importNow(current);
      expect(report).toMatchObject({
        destinations: { created: 0, updated: 0, unchanged: current.destinations.length },
        packages: { created: 0, updated: 0, unpublished: 0, unchanged: current.packages.length },
        blogs: { created: 0, updated: 0, deleted: 0, unchanged: current.blogs.length },
        itineraryDays: { inserted: 0, updated: 0, deleted: 0 },
        faqs: { inserted: 0, updated: 0, deleted: 0 },
        redirects: { inserted: 0, updated: 0, deleted: 0 },
        changed: false,
      });
      // Whole rows, updated_at included; and no write statement ran at all (nor a trigger).
      expect(await snapshot()).toEqual(before);
      expect(await database.refreshCatalogueVersion()).toBe(version);
    });

    it('an import by another process reaches the API’s version and cached answers within a second', async () => {
      const slug = current.packages[5]!.slug;
      const price = async () =>
        (await get(`/package/get-package-detail-and-itinerary/${slug}`)).json().data
          .packageDetailResponse.price as number;
      const before = await price();
      const version = await database.refreshCatalogueVersion();
      // `pnpm catalogue:import` is a process of its own: its own connection, its own watcher.
      const cli = openDatabase(target.config);
      const next = edited((c) => {
        c.packages[5]!.price += 500;
      });
      try {
        await prepareDatabase(cli, next);
        current = next;
      } finally {
        await cli.close();
      }
      const deadline = Date.now() + 3 * CATALOGUE_VERSION_REFRESH_MS;
      while ((await price()) === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await price()).toBe(before + 500);
      expect(database.catalogueVersion()).not.toBe(version);
      const answered = (await app.inject({ method: 'GET', url: '/catalogue/version' })).json();
      expect(answered.data.version).toBe(database.catalogueVersion());
    });

    it('a changed price rewrites that package row alone, with a new updated_at', async () => {
      const slug = current.packages[3]!.slug;
      const before = await snapshot();
      const report = await importNow(
        edited((c) => {
          c.packages[3]!.price += 1000;
        }),
      );
      expect(report).toMatchObject({
        destinations: { created: 0, updated: 0 },
        packages: {
          created: 0,
          updated: 1,
          unpublished: 0,
          unchanged: current.packages.length - 1,
        },
        blogs: { created: 0, updated: 0, deleted: 0 },
        itineraryDays: { inserted: 0, updated: 0, deleted: 0 },
        faqs: { inserted: 0, updated: 0, deleted: 0 },
      });
      const after = await snapshot();
      for (const table of CATALOGUE_TABLES) {
        if (table !== 'packages') expect(after[table]).toEqual(before[table]);
      }
      const changed = after.packages.filter(
        (row, i) => JSON.stringify(row) !== JSON.stringify(before.packages[i]),
      );
      expect(changed.map((row) => row.slug)).toEqual([slug]);
      const old = before.packages.find((row) => row.slug === slug)!;
      expect({ ...changed[0], price: old.price, updated_at: old.updated_at }).toEqual(old);
      expect(Number(changed[0]!.price)).toBe(Number(old.price) + 1000);
      expect(String(changed[0]!.updated_at) > String(old.updated_at)).toBe(true);

      const detail = await get(`/package/get-package-detail-and-itinerary/${slug}`);
      expect(detail.json().data.packageDetailResponse.price).toBe(Number(old.price) + 1000);
    });

    it('writes each package’s facts and rewrites a package whose facts change', async () => {
      const backpacker = current.packages.find((p) => p.slug === 'goa-backpacker-north-to-south')!;
      expect(await packageRow(backpacker.slug)).toMatchObject({
        stay: 'hostel,beach-hut',
        gst: '5',
        difficulty: null,
      });
      expect(Number((await packageRow(backpacker.slug)).rating)).toBe(0);
      const index = current.packages.indexOf(backpacker);
      const report = await importNow(
        edited((c) => {
          const p = c.packages[index]!;
          p.includes = [...p.includes, 'guide'];
          p.gst = 'included';
          p.difficulty = 'easy';
        }),
      );
      expect(report.packages).toMatchObject({ updated: 1, unchanged: current.packages.length - 1 });
      expect(await packageRow(backpacker.slug)).toMatchObject({
        gst: 'included',
        difficulty: 'easy',
      });
      const detail = (
        await get(`/package/get-package-detail-and-itinerary/${backpacker.slug}`)
      ).json().data.packageDetailResponse;
      expect(detail).toMatchObject({
        stay: ['hostel', 'beach-hut'],
        rating: 0,
        maxPrice: backpacker.maxPrice,
        gst: 'included',
        difficulty: 'easy',
        months: [1, 2, 3, 11, 12],
      });
      expect(detail.includes).toContain('guide');
    });

    it('an edited itinerary day or FAQ rewrites just that row and dates its package or destination', async () => {
      const pkg = current.packages[7]!;
      const faqIndex = current.faqs.findIndex(
        (f) => f.destination === current.faqs[0]!.destination,
      );
      const before = await snapshot();
      const report = await importNow(
        edited((c) => {
          c.packages[7]!.itinerary[1]!.title += ' (by boat)';
          c.faqs[faqIndex]!.answer = 'A new answer.';
        }),
      );
      expect(report).toMatchObject({
        destinations: { updated: 1, unchanged: current.destinations.length - 1 },
        packages: { updated: 1, unchanged: current.packages.length - 1 },
        itineraryDays: { inserted: 0, updated: 1, deleted: 0 },
        faqs: { inserted: 0, updated: 1, deleted: 0 },
      });
      const after = await snapshot();
      const packageId = before.packages.find((p) => p.slug === pkg.slug)!.id;
      const oldDays = before.itinerary_days.filter((d) => d.package_id === packageId);
      const newDays = after.itinerary_days.filter((d) => d.package_id === packageId);
      expect(newDays.map((d) => d.id)).toEqual(oldDays.map((d) => d.id));
      expect(newDays[1]!.name).toBe(`${oldDays[1]!.name} (by boat)`);
      expect(after.faqs.map((f) => f.id)).toEqual(before.faqs.map((f) => f.id));
      const faqDestination = after.destinations.find(
        (d) => d.slug === current.faqs[faqIndex]!.destination,
      )!;
      expect(faqDestination.updated_at).not.toBe(
        byId(before.destinations).get(faqDestination.id)!.updated_at,
      );
    });

    it('a package removed from the catalogue is unpublished, hidden everywhere, and its URL redirects', async () => {
      // A package sharing its destination, so the listing stays; the last of them in catalogue
      // order, so the others keep their pictures (images/variants: picturesInDestination).
      const removed = current.packages.findLast(
        (p) => current.packages.filter((o) => o.destination === p.destination).length > 2,
      )!;
      const report = await importNow(
        edited((c) => {
          c.packages = c.packages.filter((p) => p.slug !== removed.slug);
        }),
      );
      expect(report.packages).toMatchObject({ created: 0, updated: 0, unpublished: 1 });

      const row = await packageRow(removed.slug);
      expect(Number(row.published)).toBe(0);
      const destination = destinationName(removed.destination);
      const listing = (
        await get(`/package/search-by-city-name?destinationName=${removed.destination}`)
      ).json();
      expect(listing.code).toBe(1);
      expect(listing.data.packageList.map((p: { id: number }) => p.id)).not.toContain(row.id);
      const search = (
        await postJson('/package/search', { destinationId: row.destination_id })
      ).json();
      expect(search.data.packageList.map((p: { id: number }) => p.id)).not.toContain(row.id);

      const moved = { movedTo: listingPath(destination), reason: 'unpublished' };
      for (const key of [removed.slug, toSlug(removed.name)]) {
        const detail = await get(`/package/get-package-detail-and-itinerary/${key}`);
        expect(detail.statusCode).toBe(404);
        expect(detail.json()).toEqual({ code: 0, message: 'Package not found.', data: moved });
      }
      const redirect = await get(
        `/site/redirect?path=${encodeURIComponent(packageDetailPath(destination, removed.name))}`,
      );
      expect(redirect.json()).toEqual({
        code: 1,
        message: 'Success',
        data: { location: listingPath(destination), status: 301, reason: 'unpublished' },
      });

      const sitemap = (await get('/sitemap/entries')).json().data;
      expect(
        sitemap.packages.filter(
          (p: { name: string; destinationName: string }) =>
            p.name === removed.name && p.destinationName === destination,
        ),
      ).toEqual([]);
      expect(
        (await app.inject({ method: 'GET', url: `/og/packages/${removed.slug}.png` })).statusCode,
      ).toBe(404);

      const remaining = current.packages.filter(
        (p) => p.destination === removed.destination && p.category === removed.category,
      );
      const card = (await findThemeCards(database.db, removed.category)).find(
        (c) => c.id === row.destination_id,
      );
      if (remaining.length === 0) expect(card).toBeUndefined();
      else expect(card?.minPrice).toBe(Math.min(...remaining.map((p) => p.price)));

      const assistant = await readCatalogue(database.db);
      expect(assistant.packages.map((p) => p.id)).not.toContain(row.id);
      expect(assistant.itineraryDays.map((d) => d.package_id)).not.toContain(row.id);

      // Listed again, it comes back under its old id.
      const restored = await importNow(
        edited((c) => {
          c.packages.push(removed);
        }),
      );
      expect(restored.packages).toMatchObject({ created: 0, updated: 1, unpublished: 0 });
      expect(await packageRow(removed.slug)).toMatchObject({ id: row.id, published: 1 });
      const detail = await get(`/package/get-package-detail-and-itinerary/${removed.slug}`);
      expect(detail.statusCode).toBe(200);
      expect(
        (await get(`/site/redirect?path=${packageDetailPath(destination, removed.name)}`))
          .statusCode,
      ).toBe(404);
    });

    it('a renamed package keeps its id and its old URLs redirect with 301 (chains collapse)', async () => {
      const index = 11;
      const old = current.packages[index]!;
      const destination = destinationName(old.destination);
      const { id } = await packageRow(old.slug);
      const renamed = { slug: `${old.slug}-renamed`, name: `${old.name} Renamed` };
      const report = await importNow(
        edited((c) => {
          Object.assign(c.packages[index]!, renamed, { formerSlugs: [old.slug] });
        }),
      );
      expect(report.packages).toMatchObject({ created: 0, updated: 1, unpublished: 0 });
      expect(report.redirects.inserted).toBeGreaterThanOrEqual(1);
      expect((await packageRow(renamed.slug)).id).toBe(id);
      const newPath = packageDetailPath(destination, renamed.name);
      for (const oldKey of new Set([old.slug, toSlug(old.name)])) {
        const detail = await get(`/package/get-package-detail-and-itinerary/${oldKey}`);
        expect(detail.statusCode).toBe(404);
        expect(detail.json().data).toEqual({ movedTo: newPath, reason: 'renamed' });
        const redirect = await get(
          `/site/redirect?path=/${old.destination}-tour-packages-details/${oldKey}`,
        );
        expect(redirect.json().data).toEqual({ location: newPath, status: 301, reason: 'renamed' });
      }
      expect(
        (await get(`/package/get-package-detail-and-itinerary/${renamed.slug}`)).statusCode,
      ).toBe(200);
      expect((await importNow(current)).changed).toBe(false);

      // Renamed again, declaring only the last slug: the first one follows.
      const third = `${old.slug}-third`;
      await importNow(
        edited((c) => {
          Object.assign(c.packages[index]!, { slug: third, formerSlugs: [renamed.slug] });
        }),
      );
      const redirects = await rowsOf('slug_redirects');
      const toThird = redirects.filter((r) => r.kind === 'package' && r.to_slug === third);
      expect(toThird.map((r) => r.from_slug)).toEqual(
        expect.arrayContaining([old.slug, renamed.slug]),
      );
      expect(redirects.filter((r) => r.to_slug === renamed.slug)).toEqual([]);
      expect((await packageRow(third)).id).toBe(id);
    });

    it('a renamed destination keeps its id and its old listing URL redirects', async () => {
      const old = current.destinations[2]!;
      const { id } = await database.db
        .selectFrom('destinations')
        .select('id')
        .where('slug', '=', old.slug)
        .executeTakeFirstOrThrow();
      const renamed = { slug: `${old.slug}-india`, name: `${old.name} India` };
      const report = await importNow(
        edited((c) => {
          Object.assign(c.destinations[2]!, renamed, { formerSlugs: [old.slug] });
          for (const item of [...c.packages, ...c.blogs, ...c.faqs]) {
            if (item.destination === old.slug) item.destination = renamed.slug;
          }
        }),
      );
      expect(report.destinations).toMatchObject({ created: 0, updated: 1, retained: 0 });
      expect(report.packages).toMatchObject({ created: 0, unpublished: 0 });
      const redirect = await get(`/site/redirect?path=/${old.slug}-tour-packages`);
      expect(redirect.json().data).toEqual({
        location: listingPath(renamed.name),
        status: 301,
        reason: 'renamed',
      });
      const listing = (
        await get(`/package/search-by-city-name?destinationName=${renamed.slug}`)
      ).json();
      expect(listing.code).toBe(1);
      const row = await database.db
        .selectFrom('destinations')
        .selectAll()
        .where('slug', '=', renamed.slug)
        .executeTakeFirstOrThrow();
      expect(row.id).toBe(id);
    });

    it('blogs keep their ids when edited; removed posts go, new ones are added', async () => {
      const before = await rowsOf('blogs');
      const last = current.blogs.at(-1)!;
      const report = await importNow(
        edited((c) => {
          c.blogs[0]!.html += '<p>One more paragraph.</p>';
          c.blogs.pop();
          c.blogs.push({ ...last, name: 'A Brand New Post', html: '<p>New.</p>' });
        }),
      );
      expect(report.blogs).toMatchObject({ created: 1, updated: 1, deleted: 1 });
      const after = await rowsOf('blogs');
      expect(after[0]!.id).toBe(before[0]!.id);
      expect(after[0]!.description).toContain('One more paragraph.');
      expect(after.map((b) => b.slug)).not.toContain(toSlug(last.name));
      expect(after.map((b) => b.slug)).toContain('a-brand-new-post');
      for (const row of before.slice(1, -1)) expect(byId(after).get(row.id)).toEqual(row);
      const blog = await get(`/blog/${before[0]!.id}`);
      expect(blog.json().data.description).toContain('One more paragraph.');
    });

    it('site documents are created, rewritten only when they change, and removed with their files', async () => {
      const stored = async () =>
        Object.fromEntries(
          (await database.db.selectFrom('site_documents').selectAll().execute()).map((row) => [
            row.name,
            row,
          ]),
        );
      const base = structuredClone(current.documents ?? {});
      let report = await importNow(
        edited((c) => {
          c.documents = { ...base, 'test-notice': { text: 'Open on Sundays' }, 'test-gone': [1] };
        }),
      );
      expect(report.documents).toMatchObject({ created: 2, updated: 0, deleted: 0 });
      const first = await stored();
      expect(JSON.parse(first['test-notice']!.body)).toEqual({ text: 'Open on Sundays' });

      report = await importNow(
        edited((c) => {
          c.documents = { ...base, 'test-notice': { text: 'Closed on Sundays' } };
        }),
      );
      expect(report.documents).toMatchObject({ created: 0, updated: 1, deleted: 1 });
      const second = await stored();
      expect(JSON.parse(second['test-notice']!.body)).toEqual({ text: 'Closed on Sundays' });
      expect(second['test-notice']!.updated_at > first['test-notice']!.updated_at).toBe(true);
      expect(second['test-gone']).toBeUndefined();
      for (const name of Object.keys(base)) expect(second[name]).toEqual(first[name]);

      report = await importNow(edited((c) => void (c.documents = base)));
      expect(report.documents).toMatchObject({ created: 0, updated: 0, deleted: 1 });
      expect(report.documents.unchanged).toBe(Object.keys(base).length);
      // A catalogue given without documents (a tool importing records only) leaves them alone.
      report = await importNow(edited((c) => void delete c.documents));
      expect(report.documents).toMatchObject({ created: 0, updated: 0, deleted: 0, unchanged: 0 });
      expect(Object.keys(await stored()).sort()).toEqual(Object.keys(base).sort());
      current.documents = base;
    });

    // PostgreSQL only: on SQLite a second connection in this same process would block the thread
    // in its busy wait, so the first could never finish (separate processes just wait their turn).
    const onPostgres = () => target.config.kind === 'postgres';
    it('two imports at once (two connections) serialise: one writes, the other finds nothing to do', async () => {
      if (!onPostgres()) return;
      const second = openDatabase(target.config);
      try {
        const next = edited((c) => {
          c.packages[0]!.price += 1;
        });
        const reports = await Promise.all([
          prepareDatabase(database, next),
          prepareDatabase(second, next),
        ]);
        current = next;
        expect(reports.map((r) => r.packages.updated).sort()).toEqual([0, 1]);
      } finally {
        await second.close();
      }
    });

    it('refuses a broken catalogue and writes nothing', async () => {
      const before = await snapshot();
      const broken = edited((c) => {
        c.packages[0]!.destination = 'atlantis';
        c.packages[1]!.slug = c.packages[2]!.slug;
      });
      const attempt = prepareDatabase(database, broken);
      await expect(attempt).rejects.toThrow(CatalogueError);
      await expect(attempt).rejects.toThrow(/unknown destination "atlantis"/);
      expect(await snapshot()).toEqual(before);
    });

    it('leaves every lead intact, whole rows compared', async () => {
      expect(await rowsOf('leads')).toEqual(leadsBefore);
    });
  });
}
