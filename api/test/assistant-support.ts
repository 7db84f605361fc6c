/** Helpers for the assistant's tests: a seeded in-memory catalogue and reply checks. */
import { packageDetailPath } from '@tour/shared/contracts';
import type { AppDatabase } from '../src/db/connect';
import { openDatabase } from '../src/open-database';
import { prepareDatabase } from '../src/prepare-database';
import type { AssistantAnswer } from '../src/assistant/answer';
import type { QualityCase } from './assistant-questions';

/** A fresh SQLite database in memory with the launch catalogue. */
export async function seededDatabase(): Promise<AppDatabase> {
  const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await prepareDatabase(database);
  return database;
}

export interface CatalogueRow {
  slug: string;
  /** Its canonical page, the one the replies link. */
  path: string;
  destination: string;
  category: string;
  price: number;
  days: number;
  rating: number;
}

export async function catalogueRows(database: AppDatabase): Promise<Map<string, CatalogueRow>> {
  const rows = await database.db
    .selectFrom('packages')
    .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
    .select([
      'packages.slug as slug',
      'packages.name as name',
      'destinations.slug as destination',
      'destinations.name as destinationName',
      'packages.category as category',
      'packages.price as price',
      'packages.days as days',
      'packages.rating as rating',
    ])
    .execute();
  // Keyed by the canonical path, as the replies link them.
  return new Map(
    rows.map(({ name, destinationName, ...row }) => {
      const path = packageDetailPath(destinationName, name);
      return [path, { ...row, path }];
    }),
  );
}

/** Package paths a reply links, in order. */
export function linkedPaths(content: string): string[] {
  return [...content.matchAll(/\/[a-z0-9-]+-tour-packages-details\/[a-z0-9-]+/g)].map((m) => m[0]);
}

/** Why the answer fails the case, or null when it is right. */
export function judge(
  test: QualityCase,
  answer: AssistantAnswer,
  rows: Map<string, CatalogueRow>,
): string | null {
  if (answer.kind !== test.kind) return `kind ${answer.kind}, expected ${test.kind}`;
  const linked = linkedPaths(answer.content).map((path) => rows.get(path));
  if (linked.some((row) => row === undefined)) return 'links a package that does not exist';
  const packages = linked as CatalogueRow[];
  const slugs = packages.map((p) => p.slug);
  const expectsPackages =
    test.destinations ||
    test.categories ||
    test.maxPrice ||
    test.anyOf ||
    test.days ||
    test.nearest;
  if (expectsPackages && packages.length === 0) return 'links no package';
  const exact = !test.nearest;
  for (const p of packages) {
    if (test.destinations && !test.destinations.includes(p.destination)) {
      return `${p.slug} is in ${p.destination}`;
    }
    if (!exact) continue;
    if (test.categories && !(test.categories as string[]).includes(p.category)) {
      return `${p.slug} is ${p.category}`;
    }
    if (test.maxPrice !== undefined && p.price > test.maxPrice) return `${p.slug} costs ${p.price}`;
    if (test.minPrice !== undefined && p.price < test.minPrice) return `${p.slug} costs ${p.price}`;
    if (test.days && (p.days < test.days[0] || p.days > test.days[1]))
      return `${p.slug} lasts ${p.days} days`;
    if (test.minRating !== undefined && p.rating < test.minRating)
      return `${p.slug} is ${p.rating}-star`;
  }
  if (test.anyOf && !slugs.some((slug) => test.anyOf!.includes(slug))) {
    return `none of ${test.anyOf.join(', ')} linked (got ${slugs.join(', ') || 'none'})`;
  }
  if (test.nearest && !/couldn't find|nearest/i.test(answer.content))
    return 'does not say nothing fits';
  if (test.faq && !answer.faqs.some((f) => test.faq!.test(f.question))) {
    return `FAQ ${answer.faqs.map((f) => f.question).join(' / ') || 'none'}`;
  }
  for (const text of test.contains ?? []) {
    const found =
      typeof text === 'string' ? answer.content.includes(text) : text.test(answer.content);
    if (!found) return `missing ${String(text)}`;
  }
  for (const text of test.excludes ?? []) {
    const found =
      typeof text === 'string' ? answer.content.includes(text) : text.test(answer.content);
    if (found) return `contains ${String(text)}`;
  }
  return null;
}
