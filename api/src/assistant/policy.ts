/**
 * Policy questions (cancellation, payment, check-in, ID, inclusions) answered by quoting the
 * policy texts stored with the packages. Read from the database on demand: they are rare and
 * the texts are long.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CatalogueDestination, CataloguePackage } from './catalogue';
import { formatInr } from '@tour/shared/contracts';
import { formatDuration } from './formatting';
import { matchingWords, normalise } from './text';
import type { PolicyTopic } from './understand';

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

export async function answerPolicy(
  db: Kysely<Database>,
  topic: PolicyTopic,
  scope: { pkg?: CataloguePackage; destinations: CatalogueDestination[]; keywords: string[] },
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
  scope: { pkg?: CataloguePackage; destinations: CatalogueDestination[]; keywords: string[] },
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
    const heading = `${pkg.name} (${formatInr(pkg.price)} per person, ${formatDuration(pkg.days)}):`;
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

  // No package named: how often a line about the asked item appears across the catalogue.
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
  const tally = (column: 'inclusions' | 'exclusions') => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      for (const line of new Set(row[column].split('\n'))) {
        if (line && mentions(line)) counts.set(line, (counts.get(line) ?? 0) + 1);
      }
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0];
  };
  const inTop = tally('inclusions');
  const outTop = tally('exclusions');
  if (!inTop && !outTop) return undefined;
  const subject =
    scope.destinations.length > 0
      ? `our ${scope.destinations.map((d) => d.name).join(' and ')} packages`
      : 'our packages';
  const lines: string[] = [];
  if (outTop && (!inTop || outTop[1] >= inTop[1])) {
    lines.push(
      `${outTop[1]} of ${rows.length} of ${subject} list “${outTop[0]}” under exclusions.`,
    );
    if (inTop) lines.push(`${inTop[1]} include “${inTop[0]}”.`);
  } else if (inTop) {
    lines.push(`${inTop[1]} of ${rows.length} of ${subject} include “${inTop[0]}”.`);
    if (outTop) lines.push(`${outTop[1]} list “${outTop[0]}” under exclusions.`);
  }
  lines.push('Each package page shows its exact inclusions and exclusions.');
  return { text: lines.join(' '), packages: [] };
}
