/**
 * Retrieval: the packages, FAQ or blog that fit what was understood. Packages are filtered by
 * destination, ranked by full-text relevance (MiniSearch) and by how well they meet the asked
 * theme, budget, length, hotel class and month; when none meets every ask, the nearest real
 * ones are returned with what each of them misses.
 */
import type { CategoryCode } from '@tour/shared/contracts';
import type {
  Catalogue,
  CatalogueBlog,
  CatalogueDestination,
  CatalogueFaq,
  CataloguePackage,
} from './catalogue';
import { contentWords, matchingWords, normalise } from './text';
import { FAQ_TOPIC_QUESTIONS } from './understand/topics';
import type { FaqTopic, Understanding } from './understand/types';

export type Miss =
  'category' | 'over-budget' | 'under-budget' | 'longer' | 'shorter' | 'stars' | 'season';

export interface RankedPackage {
  pkg: CataloguePackage;
  /** 0 when it meets every ask. */
  penalty: number;
  relevance: number;
  misses: Miss[];
}

export interface PackageSearch {
  /** Destinations named in the question that we know. */
  destinations: CatalogueDestination[];
  /** Named destinations without any package. */
  emptyDestinations: CatalogueDestination[];
  /** Packages meeting every ask, best first (at most `limit`). */
  exact: RankedPackage[];
  /** When `exact` is empty: the closest real packages, best first. */
  nearest: RankedPackage[];
  /** A package the question names ("Kashmir Paradise Tour"). */
  named?: CataloguePackage;
  /** Free-text words matched nothing and nothing else narrowed the search. */
  noTextMatch: boolean;
}

export function resolveDestinations(
  u: Understanding,
  catalogue: Catalogue,
): CatalogueDestination[] {
  const bySlug = new Map(catalogue.destinations.map((d) => [d.slug, d]));
  return u.destinationSlugs
    .map((slug) => bySlug.get(slug))
    .filter((d): d is CatalogueDestination => d !== undefined);
}

/** The package whose whole name (two words or more) appears in the question. */
export function findNamedPackage(
  text: string,
  candidates: CataloguePackage[],
): CataloguePackage | undefined {
  const asked = matchingWords(normalise(text).split(' '));
  let best: CataloguePackage | undefined;
  for (const pkg of candidates) {
    if (pkg.nameWords.length < 2) continue;
    if (!pkg.nameWords.every((w) => asked.has(w))) continue;
    if (!best || pkg.nameWords.length > best.nameWords.length) best = pkg;
  }
  return best;
}

export interface SearchOptions {
  /** How many packages to return (default 3). */
  limit?: number;
  /** Nearby destinations whose packages also count (see NEARBY in vocabulary.ts). */
  nearby?: CatalogueDestination[];
  /** A package the question names; it comes first when it meets the other asks. */
  named?: CataloguePackage;
}

/** The question without the words of a package name it contains, to read the other asks. */
export function withoutName(text: string, pkg: CataloguePackage): string {
  const name = matchingWords(pkg.nameWords);
  return normalise(text)
    .split(' ')
    .filter((word) => !name.has(word))
    .join(' ');
}

export function searchPackages(
  u: Understanding,
  catalogue: Catalogue,
  destinations: CatalogueDestination[],
  { limit = 3, nearby = [], named }: SearchOptions = {},
): PackageSearch {
  const emptyDestinations = destinations.filter((d) => d.packages.length === 0);
  const scope = [...destinations, ...nearby];
  let candidates = scope.length > 0 ? scope.flatMap((d) => d.packages) : catalogue.packages;

  // Full-text relevance over the candidates.
  const text = new Map<number, number>();
  let noTextMatch = false;
  if (u.keywords.length > 0 && candidates.length > 0) {
    const allowed = scope.length > 0 ? new Set(candidates.map((p) => p.id)) : undefined;
    const hits = catalogue.searchPackages(
      u.keywords,
      allowed ? (p) => allowed.has(p.id) : undefined,
    );
    const top = hits[0]?.score ?? 0;
    for (const hit of hits) if (hit.direct) text.set(hit.id, hit.score / top);
    // With nothing else to go on, the words themselves choose the packages.
    const narrowedOtherwise = destinations.length > 0 || u.categories.length > 0 || named;
    if (!narrowedOtherwise) {
      if (text.size > 0) candidates = candidates.filter((p) => text.has(p.id));
      else noTextMatch = true;
    }
  }

  const prices = candidates.map((p) => p.price);
  const cheapest = Math.min(...prices);
  const dearest = Math.max(...prices);
  const priceShare = (price: number) =>
    dearest > cheapest ? (price - cheapest) / (dearest - cheapest) : 0;
  const minStars = u.band === 'luxury' ? Math.max(5, u.minStars ?? 0) : u.minStars;

  const ranked: RankedPackage[] = candidates.map((pkg) => {
    const misses: Miss[] = [];
    let penalty = 0;
    let relevance = 0;
    // The theme weighs most: the nearest honeymoon above budget beats a cheap family trip.
    if (u.categories.length > 0 && !u.categories.includes(pkg.category)) {
      penalty += 5;
      misses.push('category');
    }
    const { budget } = u;
    if (budget?.max !== undefined && pkg.price > budget.max) {
      penalty += 2 + (4 * (pkg.price - budget.max)) / budget.max;
      misses.push('over-budget');
    }
    if (budget?.min !== undefined && pkg.price < budget.min) {
      penalty += 2 + (4 * (budget.min - pkg.price)) / budget.min;
      misses.push('under-budget');
    }
    if (u.duration) {
      if (pkg.days > u.duration.max) {
        penalty += 1.5 + 0.4 * (pkg.days - u.duration.max);
        misses.push('longer');
      } else if (pkg.days < u.duration.min) {
        penalty += 1.5 + 0.4 * (u.duration.min - pkg.days);
        misses.push('shorter');
      }
      if (u.duration.target !== undefined) {
        relevance += 0.4 * Math.max(0, 1 - Math.abs(pkg.days - u.duration.target) / 3);
      }
    }
    if (minStars !== undefined && pkg.rating < minStars) {
      penalty += 1 + 0.5 * (minStars - pkg.rating);
      misses.push('stars');
    }
    if (u.month) {
      const season = pkg.season ?? pkg.destination.season;
      if (season) {
        if (u.month.months.some((m) => season.months.has(m))) relevance += 0.3;
        else {
          // Closer seasons first: a February trip is a nearer answer for January than a May one.
          penalty += 1 + 0.2 * monthsAway(u.month.months, season.months);
          misses.push('season');
        }
      }
    }
    relevance += 2 * (text.get(pkg.id) ?? 0);
    if (pkg === named) relevance += 5;
    if (u.softCategories.includes(pkg.category)) relevance += 0.4;
    if (u.band === 'low' || u.priceQuestion) relevance += 1.5 * (1 - priceShare(pkg.price));
    if (u.band === 'luxury') relevance += 0.3 * pkg.rating;
    if (budget) relevance += 0.05 * pkg.rating;
    return { pkg, penalty, relevance, misses };
  });

  const byPrice = u.band === 'low' || u.priceQuestion || u.budget !== undefined;
  const tieBreak = (a: RankedPackage, b: RankedPackage) =>
    byPrice ? a.pkg.price - b.pkg.price || a.pkg.id - b.pkg.id : a.pkg.id - b.pkg.id;
  const diversity = diversityKey(u, scope);

  const exact = ranked
    .filter((r) => r.penalty === 0)
    .sort((a, b) => b.relevance - a.relevance || tieBreak(a, b));
  if (exact.length > 0) {
    const first = exact[0]!;
    // A package asked for by name is answered on its own.
    const chosen =
      named && first.pkg === named
        ? [first]
        : cheapestFirst(u)
          ? cheapestPicks(exact, text, limit, scope.length > 1 ? diversity : undefined)
          : pickDiverse(exact, limit, diversity);
    return {
      destinations,
      emptyDestinations,
      exact: chosen,
      nearest: [],
      ...(named ? { named } : {}),
      noTextMatch,
    };
  }
  const nearest = ranked.sort(
    (a, b) => a.penalty - b.penalty || b.relevance - a.relevance || tieBreak(a, b),
  );
  return {
    destinations,
    emptyDestinations,
    exact: [],
    nearest: pickDiverse(nearest, Math.min(limit, 2), diversity),
    ...(named ? { named } : {}),
    noTextMatch,
  };
}

/** "Cheapest Andaman", "kitne ka hai": the answer is the lowest prices, lowest first. */
function cheapestFirst(u: Understanding): boolean {
  return u.band === 'low' || u.priceQuestion;
}

/**
 * The cheapest packages that meet every ask, cheapest first: of those the question's own words
 * found when they found any ("cheap scuba in Andaman"), one per destination first when several
 * are in scope.
 */
function cheapestPicks(
  exact: RankedPackage[],
  text: Map<number, number>,
  limit: number,
  diversity: ((r: RankedPackage) => string | number) | undefined,
): RankedPackage[] {
  const worded = exact.filter((r) => text.has(r.pkg.id));
  const pool = (worded.length > 0 ? worded : exact).toSorted(
    (a, b) => a.pkg.price - b.pkg.price || a.pkg.id - b.pkg.id,
  );
  return pickDiverse(pool, limit, diversity).sort(
    (a, b) => a.pkg.price - b.pkg.price || a.pkg.id - b.pkg.id,
  );
}

/** How many months from the asked ones to the nearest month of a season (0–6). */
function monthsAway(asked: number[], season: Set<number>): number {
  let best = 6;
  for (const a of asked) {
    for (const m of season) {
      const d = Math.abs(a - m);
      best = Math.min(best, d, 12 - d);
    }
  }
  return best;
}

/** Several destinations (or none): one package per destination first; one destination: one per theme. */
function diversityKey(
  u: Understanding,
  destinations: CatalogueDestination[],
): ((r: RankedPackage) => string | number) | undefined {
  if (destinations.length !== 1) return (r) => r.pkg.destination.id;
  if (u.categories.length === 0) return (r) => r.pkg.category;
  return undefined;
}

function pickDiverse(
  list: RankedPackage[],
  limit: number,
  key: ((r: RankedPackage) => string | number) | undefined,
): RankedPackage[] {
  if (!key) return list.slice(0, limit);
  const chosen: RankedPackage[] = [];
  const seen = new Set<string | number>();
  for (const r of list) {
    if (chosen.length >= limit) break;
    if (seen.has(key(r))) continue;
    seen.add(key(r));
    chosen.push(r);
  }
  for (const r of list) {
    if (chosen.length >= limit) break;
    if (!chosen.includes(r)) chosen.push(r);
  }
  return chosen;
}

// ---------------------------------------------------------------------------------------------
// FAQs

const STRONG_TOPICS = new Set<FaqTopic>([
  'season',
  'reach',
  'permit',
  'days',
  'pack',
  'food',
  'shop',
  'safe',
  'network',
  'altitude',
  'registration',
  'open',
  'wear',
]);

export interface FaqMatch {
  faq: CatalogueFaq;
  /** Found through an explicit subject ("best time", "permit") rather than by wording alone. */
  byTopic: boolean;
}

/**
 * The FAQ that answers the question. With a subject such as "best time" or "permit" and a
 * destination, the destination's FAQ on that subject; otherwise an FAQ whose question the
 * message repeats most of (MiniSearch ranks, word coverage decides).
 */
export function findFaq(
  u: Understanding,
  catalogue: Catalogue,
  destinations: CatalogueDestination[],
  { allowWeakTopics }: { allowWeakTopics: boolean },
): FaqMatch | undefined {
  const pool = destinations.length > 0 ? destinations.flatMap((d) => d.faqs) : catalogue.faqs;
  if (pool.length === 0) return undefined;
  const inPool = new Set(pool.map((f) => f.id));
  const asked = contentWords(u.text);
  const askedWords = matchingWords(asked);
  const queryWords = [...new Set([...u.keywords, ...asked])];

  if (destinations.length > 0) {
    for (const topic of u.topics) {
      if (!STRONG_TOPICS.has(topic) && !allowWeakTopics) continue;
      const pattern = FAQ_TOPIC_QUESTIONS[topic];
      const onTopic = pool.filter((f) => pattern.test(f.question));
      if (onTopic.length === 0) continue;
      if (onTopic.length === 1) return { faq: onTopic[0]!, byTopic: true };
      const ids = new Set(onTopic.map((f) => f.id));
      const hit = catalogue.searchFaqs(queryWords, (f) => ids.has(f.id))[0];
      return { faq: (hit && catalogue.faqById.get(hit.id)) || onTopic[0]!, byTopic: true };
    }
  }

  if (queryWords.length === 0) return undefined;
  const hits = catalogue.searchFaqs(queryWords, (f) => inPool.has(f.id)).slice(0, 5);
  for (const hit of hits) {
    const faq = catalogue.faqById.get(hit.id);
    if (!faq) continue;
    const placeWords = new Set(
      [faq.destination.name, faq.destination.slug].flatMap((t) => contentWords(t)),
    );
    const faqWords = contentWords(faq.question).filter((w) => !placeWords.has(w));
    if (faqWords.length === 0) continue;
    const matched = faqWords.filter((w) => askedWords.has(w)).length;
    // Within a named destination's few FAQs, half the words are enough; across all, more.
    const [needed, share] = destinations.length > 0 ? [1, 0.5] : [2, 0.6];
    if (matched >= needed && matched / faqWords.length >= share) return { faq, byTopic: false };
  }
  return undefined;
}

/** A blog post about the destination (and theme, when asked), for "related reading". */
export function findBlog(
  catalogue: Catalogue,
  destination: CatalogueDestination,
  categories: CategoryCode[],
  keywords: string[],
): CatalogueBlog | undefined {
  const own = catalogue.blogs.filter((b) => b.destination === destination);
  if (own.length === 0) return undefined;
  const themed =
    categories.length > 0
      ? own.filter((b) => categories.includes(b.category as CategoryCode))
      : own;
  if (themed.length === 0) return undefined;
  if (themed.length === 1 || keywords.length === 0) return themed[0];
  const ids = new Set(themed.map((b) => b.id));
  const hit = catalogue.searchBlogs(keywords, (b) => ids.has(b.id))[0];
  return (hit && catalogue.blogById.get(hit.id)) || themed[0];
}
