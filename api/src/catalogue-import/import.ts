/**
 * Brings the database's catalogue in line with a catalogue (content), in one transaction, writing
 * only what differs:
 *
 * - destinations and packages are matched by slug (or a declared former slug), so ids stay; a
 *   changed row is updated with a new `updated_at` (the sitemap's lastmod), an unchanged row is
 *   not written at all, so importing the same catalogue twice writes nothing;
 * - a package the catalogue no longer lists is unpublished (hidden, never deleted); a destination
 *   it no longer lists is left as it is;
 * - itinerary days and a destination's FAQs are compared position by position and only the
 *   differing rows written; a change there counts as a change of the package or destination;
 * - blogs are matched by slug (then by name, for rows older than their slug) and keep their ids,
 *   which the site's /blog-details?id= URLs carry; posts no longer listed are deleted;
 * - renamed slugs, and the URL forms of renamed names, are kept in slug_redirects (old → current)
 *   for the site's 301s (catalogue/redirects.ts);
 * - leads are never read or written.
 *
 * On PostgreSQL a transaction-scoped advisory lock serialises API processes starting together; on
 * SQLite the transaction starts IMMEDIATE, taking the write lock before the first read.
 */
import { sql, type Kysely } from 'kysely';
import { toSlug } from '@tour/shared/contracts';
import { sanitiseHtml } from '../content/sanitise-html';
import type { AppDatabase } from '../db/connect';
import { RICH_TEXT_COLUMNS } from '../db/rich-text';
import type { Database, NewItineraryDay, RedirectKind } from '../db/schema';
import { planCatalogue, type CataloguePlan, type PlannedBlog, type PlannedDay } from './plan';
import type { Catalogue, ImportReport } from './types';
import { photoColumns, preparePhotos, type PhotoColumns } from './photos';
import type { SiteDocuments } from '../content-files/types';

/** The lock id the launch seed took, so a process still seeding and one importing never overlap. */
const CATALOGUE_LOCK_ID = 4_711_042;

/** Rows per INSERT statement, well inside SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH_ROWS = 400;

type Db = Kysely<Database>;
type Values = Record<string, string | number | null>;
type NewFaq = { destination_id: number; question: string; answer: string | null };

export async function importCatalogue(
  database: AppDatabase,
  catalogue: Catalogue,
): Promise<ImportReport> {
  const started = performance.now();
  // Checked before the transaction: a broken catalogue writes nothing.
  const plan = planCatalogue(catalogue);
  const report = emptyReport();
  // Photos are made (or found made) before the transaction: encoding takes seconds, and a photo
  // that cannot be used stops the import before anything of the catalogue is written.
  const photos = await preparePhotos(database.db, catalogue);
  report.photos = { made: photos.made, reused: photos.reused };
  const columns = photoColumns(catalogue, photos);
  await inTransaction(database, (db) =>
    new CatalogueImport(
      db,
      plan,
      report,
      new Date().toISOString(),
      catalogue.documents,
      columns,
    ).run(),
  );
  report.changed = [
    report.destinations.created,
    report.destinations.updated,
    report.packages.created,
    report.packages.updated,
    report.packages.unpublished,
    report.blogs.created,
    report.blogs.updated,
    report.blogs.deleted,
    ...Object.values(report.itineraryDays),
    ...Object.values(report.faqs),
    ...Object.values(report.redirects),
    report.documents.created,
    report.documents.updated,
    report.documents.deleted,
  ].some((count) => count > 0);
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

function emptyReport(): ImportReport {
  const items = () => ({ created: 0, updated: 0, unchanged: 0 });
  const rows = () => ({ inserted: 0, updated: 0, deleted: 0 });
  return {
    destinations: { ...items(), retained: 0 },
    packages: { ...items(), unpublished: 0 },
    blogs: { ...items(), deleted: 0 },
    itineraryDays: rows(),
    faqs: rows(),
    redirects: rows(),
    documents: { ...items(), deleted: 0 },
    changed: false,
    durationMs: 0,
  };
}

async function inTransaction(database: AppDatabase, work: (db: Db) => Promise<void>) {
  if (database.dialect === 'postgres') {
    await database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK_ID})`.execute(trx);
      await work(trx);
    });
    return;
  }
  await database.db.connection().execute(async (db) => {
    await sql`begin immediate`.execute(db);
    try {
      await work(db);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db).catch(() => undefined);
      throw error;
    }
  });
}

/** The columns whose text is sanitised on the way in: those db/rich-text.ts cleans. */
const RICH = new Set(
  Object.entries(RICH_TEXT_COLUMNS).flatMap(([table, columns]) =>
    columns.map((column) => `${table}.${column}`),
  ),
);

class CatalogueImport {
  /** Sanitised rich text, by raw text: each text is cleaned at most once per import. */
  private readonly clean = new Map<string, string>();
  /** Old slug → current slug of rows renamed in this import, by kind. */
  private readonly renamed = {
    destination: new Map<string, string>(),
    package: new Map<string, string>(),
  };
  /** Redirects this import wants (old → current), by kind. */
  private readonly wanted = {
    destination: new Map<string, string>(),
    package: new Map<string, string>(),
  };
  /** Destinations whose own row changed, and those whose FAQs or packages did. */
  private readonly changedDestinations = new Set<number>();
  private readonly touchedDestinations = new Set<number>();
  private readonly createdDestinations = new Set<number>();
  private readonly destinationIds = new Map<string, number>();
  private readonly liveSlugs = { destination: new Set<string>(), package: new Set<string>() };

  constructor(
    private readonly db: Db,
    private readonly plan: CataloguePlan,
    private readonly report: ImportReport,
    private readonly now: string,
    private readonly documentsWanted: SiteDocuments | undefined,
    private readonly photoColumns: PhotoColumns,
  ) {}

  async run(): Promise<void> {
    await this.destinations();
    await this.packages();
    await this.faqs();
    await this.touchDestinations();
    await this.blogs();
    await this.redirects();
    await this.documents();
  }

  /** The value to store for a column: rich text sanitised. */
  private stored(table: string, column: string, value: string | number | null) {
    if (typeof value !== 'string' || !RICH.has(`${table}.${column}`)) return value;
    let cleaned = this.clean.get(value);
    if (cleaned === undefined) {
      cleaned = sanitiseHtml(value);
      this.clean.set(value, cleaned);
    }
    return cleaned;
  }

  /** The columns of `wanted` whose stored value differs from `row`'s, with the values to write. */
  private changes(table: string, row: object, wanted: Values): Values {
    const changes: Values = {};
    for (const [column, value] of Object.entries(wanted)) {
      const current = (row as Record<string, unknown>)[column];
      // Text the sanitiser leaves alone is equal when the raw text is; only other text is cleaned.
      if (current === value) continue;
      if (typeof value === 'number' && current !== null && Number(current) === value) continue;
      const target = this.stored(table, column, value);
      if (current !== target) changes[column] = target;
    }
    return changes;
  }

  private storedRow<T extends Values>(table: string, wanted: T): T {
    const row: Values = {};
    for (const [column, value] of Object.entries(wanted)) {
      row[column] = this.stored(table, column, value);
    }
    return row as T;
  }

  private redirect(kind: RedirectKind, from: string, to: string) {
    if (from && from !== to) this.wanted[kind].set(from, to);
  }

  // -- destinations -------------------------------------------------------------------------

  private async destinations(): Promise<void> {
    const rows = await this.db
      .selectFrom('destinations')
      .select(['id', 'name', 'slug', 'description', 'landscape', 'photos'])
      .orderBy('id')
      .execute();
    const match = matcher(rows);
    const created: typeof this.plan.destinations = [];
    for (const destination of this.plan.destinations) {
      for (const old of destination.formerSlugs)
        this.redirect('destination', old, destination.slug);
      const row = match(destination.slug, destination.formerSlugs);
      if (!row) {
        created.push(destination);
        continue;
      }
      this.destinationIds.set(destination.slug, row.id);
      if (row.slug !== destination.slug) {
        this.renamed.destination.set(row.slug, destination.slug);
        this.redirect('destination', row.slug, destination.slug);
      }
      // The site's listing URL is made from the name.
      if (toSlug(row.name) !== toSlug(destination.row.name)) {
        this.redirect('destination', toSlug(row.name), destination.slug);
      }
      const changes = this.changes('destinations', row, {
        ...destination.row,
        photos: this.photoColumns.destination.get(destination.slug) ?? null,
      });
      if (Object.keys(changes).length > 0) {
        await this.db
          .updateTable('destinations')
          .set({ ...changes, updated_at: this.now })
          .where('id', '=', row.id)
          .execute();
        this.changedDestinations.add(row.id);
      }
    }
    for (const chunk of batches(created)) {
      const inserted = await this.db
        .insertInto('destinations')
        .values(
          chunk.map((d) => ({
            ...this.storedRow('destinations', d.row),
            photos: this.photoColumns.destination.get(d.slug) ?? null,
            updated_at: this.now,
          })),
        )
        .returning(['id', 'slug'])
        .execute();
      for (const { id, slug } of inserted) {
        this.destinationIds.set(slug, id);
        this.createdDestinations.add(id);
      }
    }
    this.report.destinations.created = created.length;
    this.report.destinations.retained = rows.length - match.claimed.size;
    for (const row of rows) {
      if (!match.claimed.has(row.id)) this.liveSlugs.destination.add(row.slug);
    }
    for (const d of this.plan.destinations) this.liveSlugs.destination.add(d.slug);
  }

  private destinationId(slug: string): number {
    const id = this.destinationIds.get(slug);
    if (id === undefined) throw new Error(`No destination "${slug}" after importing destinations`);
    return id;
  }

  // -- packages and their itineraries --------------------------------------------------------

  private async packages(): Promise<void> {
    const rows = await this.db
      .selectFrom('packages')
      .select([
        'id',
        'destination_id',
        'name',
        'slug',
        'category',
        'days',
        'price',
        'max_price',
        'rating',
        'description',
        'information',
        'image',
        'inclusions',
        'exclusions',
        'tour_policy',
        'cancellation_policy',
        'months',
        'published',
        'photos',
        // Package facts (catalogue/package-facts.ts has their format).
        'stay',
        'includes',
        'gst',
        'difficulty',
        'original_price',
      ])
      .orderBy('id')
      .execute();
    const storedDays = await this.storedDays(rows.length > 0);
    const match = matcher(rows);
    const created: typeof this.plan.packages = [];
    const report = this.report.packages;
    for (const pkg of this.plan.packages) {
      for (const old of pkg.formerSlugs) this.redirect('package', old, pkg.slug);
      const row = match(pkg.slug, pkg.formerSlugs);
      if (!row) {
        created.push(pkg);
        continue;
      }
      if (row.slug !== pkg.slug) {
        this.renamed.package.set(row.slug, pkg.slug);
        this.redirect('package', row.slug, pkg.slug);
      }
      // The site's package URLs are made from the name (shared packageDetailPath).
      if (toSlug(row.name) !== toSlug(pkg.row.name)) {
        this.redirect('package', toSlug(row.name), pkg.slug);
      }
      const changes = this.changes('packages', row, {
        ...pkg.row,
        destination_id: this.destinationId(pkg.destination),
        published: 1,
        photos: this.photoColumns.package.get(pkg.slug) ?? null,
      });
      const daysChanged = await this.syncDays(row.id, storedDays.get(row.id) ?? [], pkg.days);
      // A package moving to another destination changes the listing it leaves.
      if (changes.destination_id !== undefined) this.touchedDestinations.add(row.destination_id);
      if (Object.keys(changes).length > 0 || daysChanged) {
        await this.db
          .updateTable('packages')
          .set({ ...changes, updated_at: this.now })
          .where('id', '=', row.id)
          .execute();
        report.updated += 1;
      } else {
        report.unchanged += 1;
      }
    }

    // Gone from the catalogue: hidden, never deleted (its URL redirects to its destination).
    const gone = rows.filter((row) => !match.claimed.has(row.id) && Number(row.published) !== 0);
    if (gone.length > 0) {
      for (const ids of batches(gone.map((row) => row.id))) {
        await this.db
          .updateTable('packages')
          .set({ published: 0, updated_at: this.now })
          .where('id', 'in', ids)
          .execute();
      }
      for (const row of gone) this.touchedDestinations.add(row.destination_id);
      report.unpublished = gone.length;
    }

    const newDays: NewItineraryDay[] = [];
    for (const chunk of batches(created)) {
      const inserted = await this.db
        .insertInto('packages')
        .values(
          chunk.map((p) => ({
            ...this.storedRow('packages', p.row),
            photos: this.photoColumns.package.get(p.slug) ?? null,
            destination_id: this.destinationId(p.destination),
            updated_at: this.now,
          })),
        )
        .returning(['id', 'slug'])
        .execute();
      const ids = new Map(inserted.map(({ id, slug }) => [slug, id]));
      for (const p of chunk) {
        const id = ids.get(p.slug);
        if (id === undefined) throw new Error(`Package "${p.slug}" was not inserted`);
        p.days.forEach((day, index) => newDays.push(dayRow(id, index, day)));
      }
    }
    report.created = created.length;
    for (const days of batches(newDays)) {
      await this.db.insertInto('itinerary_days').values(days).execute();
    }
    this.report.itineraryDays.inserted += newDays.length;

    for (const row of rows) if (!match.claimed.has(row.id)) this.liveSlugs.package.add(row.slug);
    for (const p of this.plan.packages) this.liveSlugs.package.add(p.slug);
  }

  private async storedDays(any: boolean) {
    const byPackage = new Map<number, ({ id: number; day_number: number } & PlannedDay)[]>();
    if (!any) return byPackage;
    const days = await this.db
      .selectFrom('itinerary_days')
      .select(['id', 'package_id', 'day_number', 'name', 'description', 'stages'])
      .select(['accommodation', 'image'])
      .orderBy('package_id')
      .orderBy('day_number')
      .execute();
    for (const day of days) {
      const list = byPackage.get(day.package_id) ?? [];
      list.push(day);
      byPackage.set(day.package_id, list);
    }
    return byPackage;
  }

  /** Writes the days that differ; true when any did. */
  private async syncDays(
    packageId: number,
    stored: ({ id: number; day_number: number } & PlannedDay)[],
    wanted: PlannedDay[],
  ): Promise<boolean> {
    const counts = this.report.itineraryDays;
    const byNumber = new Map(stored.map((day) => [day.day_number, day]));
    let changed = false;
    for (const [index, day] of wanted.entries()) {
      const current = byNumber.get(index + 1);
      if (!current) {
        await this.db
          .insertInto('itinerary_days')
          .values(dayRow(packageId, index, day))
          .execute();
        counts.inserted += 1;
        changed = true;
        continue;
      }
      const changes = this.changes('itinerary_days', current, { ...day });
      if (Object.keys(changes).length > 0) {
        await this.db
          .updateTable('itinerary_days')
          .set(changes)
          .where('id', '=', current.id)
          .execute();
        counts.updated += 1;
        changed = true;
      }
    }
    const surplus = stored.filter((day) => day.day_number > wanted.length).map((day) => day.id);
    if (surplus.length > 0) {
      await this.db.deleteFrom('itinerary_days').where('id', 'in', surplus).execute();
      counts.deleted += surplus.length;
      changed = true;
    }
    return changed;
  }

  // -- FAQs ----------------------------------------------------------------------------------

  private async faqs(): Promise<void> {
    const rows = await this.db
      .selectFrom('faqs')
      .select(['id', 'destination_id', 'question', 'answer'])
      .orderBy('destination_id')
      .orderBy('id')
      .execute();
    const byDestination = new Map<number, typeof rows>();
    for (const row of rows) {
      const list = byDestination.get(row.destination_id) ?? [];
      list.push(row);
      byDestination.set(row.destination_id, list);
    }
    const counts = this.report.faqs;
    // Inserted in catalogue order, as the launch seed did (their ids then match its).
    const inserts: { order: number; row: NewFaq }[] = [];
    for (const destination of this.plan.destinations) {
      const id = this.destinationId(destination.slug);
      const stored = byDestination.get(id) ?? [];
      let changed = false;
      for (const [index, { order, row: faq }] of destination.faqs.entries()) {
        const current = stored[index];
        if (!current) {
          inserts.push({ order, row: { destination_id: id, ...faq } });
          changed = true;
          continue;
        }
        const changes = this.changes('faqs', current, { ...faq });
        if (Object.keys(changes).length > 0) {
          await this.db.updateTable('faqs').set(changes).where('id', '=', current.id).execute();
          counts.updated += 1;
          changed = true;
        }
      }
      const surplus = stored.slice(destination.faqs.length).map((row) => row.id);
      if (surplus.length > 0) {
        await this.db.deleteFrom('faqs').where('id', 'in', surplus).execute();
        counts.deleted += surplus.length;
        changed = true;
      }
      if (changed) this.touchedDestinations.add(id);
    }
    inserts.sort((a, b) => a.order - b.order);
    for (const chunk of batches(inserts.map((insert) => insert.row))) {
      await this.db.insertInto('faqs').values(chunk).execute();
    }
    counts.inserted += inserts.length;
  }

  /** A destination is updated when its row, its FAQs or its list of packages changed. */
  private async touchDestinations(): Promise<void> {
    const touch = [...this.touchedDestinations].filter(
      (id) => !this.changedDestinations.has(id) && !this.createdDestinations.has(id),
    );
    for (const ids of batches(touch)) {
      await this.db
        .updateTable('destinations')
        .set({ updated_at: this.now })
        .where('id', 'in', ids)
        .execute();
    }
    const report = this.report.destinations;
    const listed = new Set(this.plan.destinations.map((d) => this.destinationId(d.slug)));
    report.updated = [...new Set([...this.changedDestinations, ...touch])].filter((id) =>
      listed.has(id),
    ).length;
    report.unchanged = this.plan.destinations.length - report.created - report.updated;
  }

  // -- blogs ---------------------------------------------------------------------------------

  private async blogs(): Promise<void> {
    const rows = await this.db
      .selectFrom('blogs')
      .select(['id', 'slug', 'name', 'description', 'image_url', 'destination_id', 'category'])
      .select(['published_at', 'photos'])
      .orderBy('id')
      .execute();
    const bySlug = new Map(rows.flatMap((row) => (row.slug ? [[row.slug, row] as const] : [])));
    const claimed = new Set<number>();
    const planned = this.plan.blogs.map((blog) => {
      const row = bySlug.get(blog.slug);
      if (row) claimed.add(row.id);
      return { blog, row };
    });
    // Rows written before blogs had a slug (or under another one) are found by their name.
    for (const entry of planned) {
      if (entry.row) continue;
      entry.row = rows.find((row) => !claimed.has(row.id) && row.name === entry.blog.row.name);
      if (entry.row) claimed.add(entry.row.id);
    }
    const report = this.report.blogs;
    const created: (PlannedBlog['row'] & { destination_id: number; photos: string | null })[] = [];
    for (const { blog, row } of planned) {
      const wanted = {
        ...blog.row,
        destination_id: this.destinationId(blog.destination),
        photos: this.photoColumns.blog.get(blog.slug) ?? null,
      };
      if (!row) {
        created.push(this.storedRow('blogs', wanted));
        continue;
      }
      const changes = this.changes('blogs', row, wanted);
      if (Object.keys(changes).length === 0) {
        report.unchanged += 1;
        continue;
      }
      await this.db.updateTable('blogs').set(changes).where('id', '=', row.id).execute();
      report.updated += 1;
    }
    const gone = rows.filter((row) => !claimed.has(row.id)).map((row) => row.id);
    if (gone.length > 0) {
      await this.db.deleteFrom('blogs').where('id', 'in', gone).execute();
      report.deleted = gone.length;
    }
    for (const chunk of batches(created)) {
      await this.db.insertInto('blogs').values(chunk).execute();
    }
    report.created = created.length;
  }

  // -- site documents ------------------------------------------------------------------------

  private async documents(): Promise<void> {
    const wanted = this.documentsWanted;
    if (!wanted) return;
    const rows = await this.db.selectFrom('site_documents').select(['name', 'body']).execute();
    const stored = new Map(rows.map((row) => [row.name, row.body]));
    const report = this.report.documents;
    for (const [name, document] of Object.entries(wanted)) {
      const body = JSON.stringify(document);
      const current = stored.get(name);
      if (current === body) {
        report.unchanged += 1;
      } else if (current === undefined) {
        await this.db
          .insertInto('site_documents')
          .values({ name, body, updated_at: this.now })
          .execute();
        report.created += 1;
      } else {
        await this.db
          .updateTable('site_documents')
          .set({ body, updated_at: this.now })
          .where('name', '=', name)
          .execute();
        report.updated += 1;
      }
    }
    const gone = [...stored.keys()].filter((name) => !(name in wanted));
    if (gone.length > 0) {
      await this.db.deleteFrom('site_documents').where('name', 'in', gone).execute();
      report.deleted = gone.length;
    }
  }

  // -- redirects -----------------------------------------------------------------------------

  private async redirects(): Promise<void> {
    const rows = await this.db
      .selectFrom('slug_redirects')
      .select(['kind', 'from_slug', 'to_slug'])
      .execute();
    const counts = this.report.redirects;
    for (const kind of ['destination', 'package'] as const) {
      const live = this.liveSlugs[kind];
      const stored = new Map(rows.filter((r) => r.kind === kind).map((r) => [r.from_slug, r]));
      const map = new Map([...[...stored].map(([from, r]) => [from, r.to_slug] as const)]);
      for (const [from, to] of this.renamed[kind]) map.set(from, to);
      for (const [from, to] of this.wanted[kind]) map.set(from, to);
      /** Follows old → new until a live slug (chains collapse to one hop). */
      const final = (slug: string): string | undefined => {
        let current = slug;
        for (let hops = 0; hops < 20 && !live.has(current); hops += 1) {
          const next = map.get(current);
          if (next === undefined) return undefined;
          current = next;
        }
        return live.has(current) ? current : undefined;
      };

      const remove: string[] = [];
      for (const [from, row] of stored) {
        // A slug in use again answers as itself.
        if (live.has(from)) {
          remove.push(from);
          continue;
        }
        const to = final(row.to_slug);
        if (to !== undefined && to !== row.to_slug) {
          await this.db
            .updateTable('slug_redirects')
            .set({ to_slug: to })
            .where('kind', '=', kind)
            .where('from_slug', '=', from)
            .execute();
          counts.updated += 1;
        }
      }
      for (const from of batches(remove)) {
        await this.db
          .deleteFrom('slug_redirects')
          .where('kind', '=', kind)
          .where('from_slug', 'in', from)
          .execute();
        counts.deleted += from.length;
      }

      const inserts: {
        kind: RedirectKind;
        from_slug: string;
        to_slug: string;
        created_at: string;
      }[] = [];
      for (const [from, to] of this.wanted[kind]) {
        if (live.has(from) || stored.has(from)) continue;
        const target = final(to);
        if (target === undefined || target === from) continue;
        inserts.push({ kind, from_slug: from, to_slug: target, created_at: this.now });
      }
      for (const chunk of batches(inserts)) {
        await this.db.insertInto('slug_redirects').values(chunk).execute();
      }
      counts.inserted += inserts.length;
    }
  }
}

function dayRow(packageId: number, index: number, day: PlannedDay): NewItineraryDay {
  return { package_id: packageId, day_number: index + 1, ...day };
}

/**
 * Finds a stored row by slug, else by one of the former slugs no catalogue item holds any more;
 * each row is matched at most once (`claimed` lists the matched ids).
 */
function matcher<Row extends { id: number; slug: string }>(rows: Row[]) {
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const claimed = new Set<number>();
  const match = (slug: string, formerSlugs: string[]): Row | undefined => {
    let row = bySlug.get(slug);
    if (row && claimed.has(row.id)) row = undefined;
    for (const old of formerSlugs) {
      if (row) break;
      const candidate = bySlug.get(old);
      if (candidate && !claimed.has(candidate.id)) row = candidate;
    }
    if (row) claimed.add(row.id);
    return row;
  };
  return Object.assign(match, { claimed });
}

function batches<T>(rows: T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    chunks.push(rows.slice(start, start + BATCH_ROWS));
  }
  return chunks;
}
