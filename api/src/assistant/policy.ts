/**
 * Policy questions (cancellation, payment, check-in, ID, inclusions) answered by quoting the
 * policy texts stored with the packages. Read from the database on demand: they are rare and
 * the texts are long.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CatalogueDestination, CataloguePackage } from './catalogue';
import { formatDuration, formatPrice } from './formatting';
import { listInWords, matchingWords, normalise, titleCase } from './text';
import type { PolicyTopic } from './understand/types';

/** Lines of the tour policy that answer each question. */
const TOUR_POLICY_LINES: Partial<Record<PolicyTopic, RegExp>> = {
  payment: /advance|balance|paid|payment|confirmed/i,
  checkin: /check-in|check-out|check in|check out/i,
  id: /photo id|\bid\b|identity/i,
};

const MAX_LINES = 6;

export interface PolicyAnswer {
  text: string;
  /** The packages whose texts were quoted, for the model's context. */
  packages: CataloguePackage[];
}

export interface PolicyScope {
  pkg?: CataloguePackage;
  destinations: CatalogueDestination[];
  keywords: string[];
  /** Where the visitor would travel from ("delhi"), named in the answer about getting there. */
  origin?: string;
}

export async function answerPolicy(
  db: Kysely<Database>,
  topic: PolicyTopic,
  scope: PolicyScope,
): Promise<PolicyAnswer | undefined> {
  if (topic === 'inclusions') return inclusions(db, scope);
  const column = topic === 'cancellation' ? 'cancellation_policy' : 'tour_policy';
  let query = db
    .selectFrom('packages')
    .select(['id', 'name', 'cancellation_policy', 'tour_policy'])
    .where('published', '=', 1);
  if (scope.pkg) query = query.where('id', '=', scope.pkg.id);
  else if (scope.destinations.length > 0) {
    query = query.where(
      'destination_id',
      'in',
      scope.destinations.map((d) => d.id),
    );
  }
  const rows = await query.execute();
  if (rows.length === 0) return undefined;

  // The policy text most packages in scope share.
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row[column], (counts.get(row[column]) ?? 0) + 1);
  const [policy, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  let lines = policy
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const pattern = TOUR_POLICY_LINES[topic];
  if (pattern) lines = lines.filter((l) => pattern.test(l));
  if (lines.length === 0) return undefined;

  const subject = scope.pkg
    ? scope.pkg.name
    : scope.destinations.length > 0
      ? `our ${scope.destinations.map((d) => d.name).join(' and ')} packages`
      : 'our packages';
  const share = scope.pkg ? '' : count === rows.length ? 'All of ' : 'Most of ';
  const what = topic === 'cancellation' ? 'cancellation policy' : 'tour policy';
  const head = scope.pkg
    ? `The ${what} of ${subject} says:`
    : `${share}${subject} follow this ${what}:`;
  const tail =
    !scope.pkg && count < rows.length
      ? 'Some packages have their own terms; each package page lists its policy.'
      : 'The package page lists the full policy.';
  return {
    text: [head, ...lines.slice(0, MAX_LINES).map((l) => `- ${l}`), tail].join('\n'),
    packages: scope.pkg ? [scope.pkg] : [],
  };
}

async function inclusions(
  db: Kysely<Database>,
  scope: PolicyScope,
): Promise<PolicyAnswer | undefined> {
  const wanted = scope.keywords.filter((k) => k.length >= 3);
  const mentions = (line: string) => {
    const words = matchingWords(normalise(line).split(' '));
    return wanted.some((k) => words.has(k));
  };

  if (scope.pkg) {
    const row = await db
      .selectFrom('packages')
      .select(['inclusions', 'exclusions'])
      .where('id', '=', scope.pkg.id)
      .executeTakeFirst();
    if (!row) return undefined;
    const included = row.inclusions.split('\n').filter(Boolean);
    const excluded = row.exclusions.split('\n').filter(Boolean);
    const pkg = scope.pkg;
    const heading = `${pkg.name} (${formatPrice(pkg)}, ${formatDuration(pkg.days)}):`;
    const specificIn = included.filter(mentions);
    const specificOut = excluded.filter(mentions);
    const focused = specificIn.length + specificOut.length > 0;
    const inLines = focused ? specificIn : included.slice(0, MAX_LINES);
    const outLines = focused ? specificOut : excluded.slice(0, 4);
    const parts = [heading];
    if (inLines.length > 0) parts.push('Included:', ...inLines.map((l) => `- ${l}`));
    if (outLines.length > 0) parts.push('Not included:', ...outLines.map((l) => `- ${l}`));
    parts.push(`Full list: ${pkg.path}`);
    return { text: parts.join('\n'), packages: [pkg] };
  }

  // No package named: a yes or no for the asked item, from how the packages list it.
  if (wanted.length === 0) return undefined;
  let query = db
    .selectFrom('packages')
    .select(['inclusions', 'exclusions'])
    .where('published', '=', 1);
  if (scope.destinations.length > 0) {
    query = query.where(
      'destination_id',
      'in',
      scope.destinations.map((d) => d.id),
    );
  }
  const rows = await query.execute();
  const listing = (column: 'inclusions' | 'exclusions') => {
    const counts = new Map<string, number>();
    let packages = 0;
    for (const row of rows) {
      const lines = [...new Set(row[column].split('\n'))].filter((line) => line && mentions(line));
      if (lines.length > 0) packages += 1;
      for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
    }
    const top = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    return top === undefined ? undefined : { packages, top };
  };
  const included = listing('inclusions');
  const excluded = listing('exclusions');
  if (!included && !excluded) return undefined;
  const subject =
    scope.destinations.length > 0
      ? `our ${listInWords(scope.destinations.map((d) => d.name))} packages`
      : 'our packages';
  const item = `${wanted.join(' ')}${scope.origin ? ` from ${titleCase(scope.origin)}` : ''}`;
  const plural = /s$/.test(wanted[wanted.length - 1]!);
  const [verb, them] = plural ? ['are', 'them'] : ['is', 'it'];
  const share = (count: number) =>
    count === rows.length ? `all ${rows.length}` : `${count} of ${rows.length}`;
  const lines: string[] = [];
  if (excluded && (!included || excluded.packages >= included.packages)) {
    const most = included ? 'most of ' : '';
    lines.push(
      `No, ${item} ${verb} not included in ${most}${subject}: ${share(excluded.packages)} list ${them} under exclusions, as “${excluded.top}”.`,
    );
    if (included) {
      lines.push(`${included.packages} name ${them} under inclusions, such as “${included.top}”.`);
    }
  } else if (included) {
    const most = excluded ? 'most of ' : '';
    lines.push(
      `Yes, ${item} ${verb} included in ${most}${subject}: ${share(included.packages)} list ${them} under inclusions, as “${included.top}”.`,
    );
    if (excluded) {
      lines.push(`${excluded.packages} list ${them} under exclusions, such as “${excluded.top}”.`);
    }
  }
  lines.push('Each package page shows its exact inclusions and exclusions.');
  return { text: lines.join(' '), packages: [] };
}
