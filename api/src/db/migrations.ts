/**
 * The schema, as in-code Kysely migrations so the bundle carries them. Append new migrations;
 * never edit one that has shipped.
 */
import { sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from './connect';
import { primaryKey, type UntypedDb } from './migration-tools';
import { leadOutbox } from './migration-0007-lead-outbox';
import { staffInbox } from './migration-0008-staff-inbox';
import { richTextResanitised } from './migration-0009-rich-text';
import { catalogueVersion } from './migration-0010-catalogue-version';
import { staffAccess } from './migration-0011-staff-access';
import { auditChain, type AuditChainHashing } from './migration-0012-audit-chain';
import { privacyLedger } from './migration-0013-privacy-ledger';
import { webhookEvents } from './migration-0014-webhook-events';
import { siteDocuments } from './migration-0015-site-documents';
import { photos } from './migration-0016-photos';
import { packageFacts } from './migration-0017-package-facts';
import { packageOriginalPrice } from './migration-0018-package-original-price';
import { releaseHealth } from './migration-0019-release-health';
import { auditKeyedChain } from './migration-0020-audit-keyed-chain';
import { accessLedger } from './migration-0021-access-ledger';

/**
 * What a few migrations take from the code above the data layer, given by whoever migrates
 * (prepare-database.ts), so the schema's history depends on nothing but the database.
 */
export interface MigrationNeeds {
  /**
   * Migration 0004: the launch content's packages, each slug with its months as the column
   * stores them (catalogue/package-months.ts).
   */
  launchPackageMonths(): Array<{ slug: string; months: string | null }>;
  /** Migration 0005: a new lead's reference (leads/lead-reference.ts). */
  newLeadReference(): string;
  /** Migration 0012: how the audit log's hash chain is computed (staff/audit-chain.ts). */
  auditChain: AuditChainHashing;
}

function initialSchema(dialect: DialectName): Migration {
  const id = primaryKey(dialect);
  return {
    async up(db: UntypedDb) {
      await db.schema
        .createTable('destinations')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('landscape', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('packages')
        .addColumn('id', 'integer', id)
        .addColumn('destination_id', 'integer', (c) =>
          c.notNull().references('destinations.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull().check(sql`days >= 1`))
        .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
        .addColumn('max_price', 'integer')
        .addColumn('rating', 'real', (c) => c.notNull().check(sql`rating >= 0 and rating <= 5`))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('information', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('inclusions', 'text', (c) => c.notNull())
        .addColumn('exclusions', 'text', (c) => c.notNull())
        .addColumn('tour_policy', 'text', (c) => c.notNull())
        .addColumn('cancellation_policy', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('packages_destination_idx')
        .on('packages')
        .column('destination_id')
        .execute();
      await db.schema
        .createIndex('packages_category_idx')
        .on('packages')
        .column('category')
        .execute();

      await db.schema
        .createTable('itinerary_days')
        .addColumn('id', 'integer', id)
        .addColumn('package_id', 'integer', (c) =>
          c.notNull().references('packages.id').onDelete('cascade'),
        )
        .addColumn('day_number', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('stages', 'text', (c) => c.notNull())
        .addColumn('accommodation', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addUniqueConstraint('itinerary_days_package_day_unique', ['package_id', 'day_number'])
        .execute();

      await db.schema
        .createTable('blogs')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text')
        .addColumn('destination_id', 'integer', (c) =>
          c.notNull().references('destinations.id').onDelete('cascade'),
        )
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('blogs_published_idx')
        .on('blogs')
        .column('published_at')
        .execute();

      await db.schema
        .createTable('faqs')
        .addColumn('id', 'integer', id)
        .addColumn('destination_id', 'integer', (c) =>
          c.notNull().references('destinations.id').onDelete('cascade'),
        )
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer', 'text')
        .execute();
      await db.schema
        .createIndex('faqs_destination_idx')
        .on('faqs')
        .column('destination_id')
        .execute();

      await db.schema
        .createTable('leads')
        .addColumn('id', 'integer', id)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

/** Newsletter deduplication and the indexes the leads export filters by. */
const leadDedupeAndExport: Migration = {
  async up(db: UntypedDb) {
    // Set only where a second row must be impossible ('newsletter:<email>'); NULL elsewhere,
    // and both dialects let a unique column hold many NULLs.
    await db.schema.alterTable('leads').addColumn('dedupe_key', 'text').execute();
    await db.schema
      .createIndex('leads_dedupe_key_unique')
      .on('leads')
      .column('dedupe_key')
      .unique()
      .execute();
    await db.schema
      .createIndex('leads_kind_created_idx')
      .on('leads')
      .columns(['kind', 'created_at'])
      .execute();
    await db.schema.createIndex('leads_created_idx').on('leads').column('created_at').execute();
  },
};

/**
 * When each destination and package last changed (ISO timestamps), for the sitemap's lastmod.
 * Rows that exist already get the time of this migration; whoever edits a row sets it anew.
 */
const catalogueUpdatedAt: Migration = {
  async up(db: UntypedDb) {
    const now = new Date().toISOString();
    for (const table of ['destinations', 'packages']) {
      await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
      await sql`update ${sql.table(table)} set updated_at = ${now}`.execute(db);
    }
  },
};

/**
 * Each lead's reference, the code a visitor is shown after sending and quotes on the phone: random,
 * so it says nothing about how many leads there are. Leads stored before get one now.
 */
function leadReference(newLeadReference: () => string): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema.alterTable('leads').addColumn('reference', 'text').execute();
      const { rows } = await sql<{ id: number }>`select id from leads`.execute(db);
      for (const { id } of rows) {
        await sql`update leads set reference = ${newLeadReference()} where id = ${id}`.execute(db);
      }
      await db.schema
        .createIndex('leads_reference_unique')
        .on('leads')
        .column('reference')
        .unique()
        .execute();
    },
  };
}

/**
 * The months each package runs or suits, so the listing can put those that suit the searched
 * month first (catalogue/package-months.ts has the format). A fresh database gets them from the
 * content files; here, rows an earlier seed wrote get the content's months by slug (one statement
 * per set of months), and any other row keeps null, which suits every month.
 */
function packageMonths(launchPackageMonths: MigrationNeeds['launchPackageMonths']): Migration {
  return {
    async up(db: UntypedDb) {
      await db.schema.alterTable('packages').addColumn('months', 'text').execute();
      // A new database has no rows yet (the import gives them their months), and needs no content:
      // a content folder with a mistake must not stop the API from starting (prepare-database.ts).
      const rows = await sql`select count(*) as n from packages`.execute(db);
      if (Number((rows.rows[0] as { n: number | string }).n) === 0) return;
      const slugsByMonths = new Map<string, string[]>();
      for (const { slug, months } of launchPackageMonths()) {
        if (months) slugsByMonths.set(months, [...(slugsByMonths.get(months) ?? []), slug]);
      }
      for (const [months, slugs] of slugsByMonths) {
        await sql`update packages set months = ${months} where slug in (${sql.join(slugs)})`.execute(
          db,
        );
      }
    },
  };
}

/**
 * What the catalogue importer (src/catalogue-import) needs: packages can be unpublished instead of
 * deleted (a removed package's URL keeps answering, with a redirect), blogs get a stable key to be
 * matched by (their ids are in the site's URLs, so existing rows keep theirs and get the slug of
 * their name), and renamed slugs are remembered for the site's 301s.
 */
const catalogueImport: Migration = {
  async up(db: UntypedDb) {
    await db.schema
      .alterTable('packages')
      .addColumn('published', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`published in (0, 1)`),
      )
      .execute();

    await db.schema.alterTable('blogs').addColumn('slug', 'text').execute();
    const { rows } = await sql<{ id: number; name: string }>`
      select id, name from blogs order by id`.execute(db);
    const taken = new Set<string>();
    for (const { id, name } of rows) {
      // The slug of the name as the importer derives it; a second post of the same name (none
      // shipped) keeps its id in its slug rather than failing the migration.
      const base = migrationSlug(name) || `blog-${id}`;
      const slug = taken.has(base) ? `${base}-${id}` : base;
      taken.add(slug);
      await sql`update blogs set slug = ${slug} where id = ${id}`.execute(db);
    }
    await db.schema.createIndex('blogs_slug_unique').on('blogs').column('slug').unique().execute();

    await db.schema
      .createTable('slug_redirects')
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('destination', 'package')`))
      .addColumn('from_slug', 'text', (c) => c.notNull())
      .addColumn('to_slug', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('slug_redirects_pk', ['kind', 'from_slug'])
      .execute();
  },
};

/** toSlug of @tour/shared as it was when migration 0006 shipped, frozen here with it. */
function migrationSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function migrationProvider(dialect: DialectName, needs: MigrationNeeds): MigrationProvider {
  return {
    getMigrations: async () => ({
      '0001_catalogue_and_leads': initialSchema(dialect),
      '0002_lead_dedupe_and_export': leadDedupeAndExport,
      '0003_catalogue_updated_at': catalogueUpdatedAt,
      '0004_package_months': packageMonths(needs.launchPackageMonths),
      '0005_lead_reference': leadReference(needs.newLeadReference),
      '0006_catalogue_import': catalogueImport,
      '0007_lead_outbox': leadOutbox(dialect),
      '0008_staff_inbox': staffInbox(dialect),
      '0009_rich_text_resanitised': richTextResanitised,
      '0010_catalogue_version': catalogueVersion(dialect),
      '0011_staff_access': staffAccess,
      '0012_audit_chain': auditChain(dialect, needs.auditChain),
      '0013_privacy_ledger': privacyLedger(dialect),
      '0014_webhook_events': webhookEvents(dialect),
      '0015_site_documents': siteDocuments(dialect),
      '0016_photos': photos(dialect),
      '0017_package_facts': packageFacts,
      '0018_package_original_price': packageOriginalPrice,
      '0019_release_health': releaseHealth,
      '0020_audit_keyed_chain': auditKeyedChain(dialect),
      '0021_access_ledger': accessLedger(dialect),
    }),
  };
}
