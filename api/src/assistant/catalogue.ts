/**
 * The assistant's copy of the catalogue: destinations, packages, FAQs and blogs read from the
 * database once, with MiniSearch indexes over them. `CatalogueCache` rebuilds it when a cheap
 * fingerprint of the tables changes (checked on every question) or when it is older than
 * `maxAgeMs`, so the answers follow the database without reading it on every question.
 */
import type { CategoryCode, GstTerm, StayKind } from '@tour/shared/contracts';
import { sql, type Kysely } from 'kysely';
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { Database } from '../db/schema';
import { listingPath, packageDetailPath } from '@tour/shared/contracts';
import { describeMonths, parseSeason, seasonPhrase } from './months';
import { gstOf, stayOf } from '../catalogue/package-facts';
import { plainText } from '../content/plain-text';
import { normalise, STOP_WORDS, WORD_MATCHING } from './text';
import { CATEGORY_SEARCH_WORDS, DESTINATION_ALIASES, MONTH_PHRASES } from './vocabulary';

export interface Season {
  /** As written in the catalogue, e.g. "October to March". */
  phrase: string;
  months: Set<number>;
}

export interface CatalogueDestination {
  id: number;
  name: string;
  slug: string;
  /** Other names known for it (see vocabulary.ts), normalised. */
  aliases: string[];
  /** The season most of its packages name, when they name one. */
  season: Season | undefined;
  packages: CataloguePackage[];
  faqs: CatalogueFaq[];
  listingPath: string;
}

export interface CataloguePackage {
  id: number;
  name: string;
  slug: string;
  category: CategoryCode;
  days: number;
  price: number;
  /** The top of its price range, when it has one above `price`. */
  maxPrice: number | null;
  /** How GST is charged on it; absent for a row imported before GST was recorded. */
  gst: GstTerm | undefined;
  /** Where travellers sleep; empty for a row imported before it was recorded. */
  stay: StayKind[];
  rating: number;
  description: string;
  destination: CatalogueDestination;
  season: Season | undefined;
  /** Stemmed content words of the name, to recognise a package named in a question. */
  nameWords: string[];
  /** Its canonical page, as the site's own links, canonical tags and sitemap write it. */
  path: string;
}

export interface CatalogueFaq {
  id: number;
  question: string;
  answer: string;
  destination: CatalogueDestination;
}

export interface CatalogueBlog {
  id: number;
  name: string;
  category: string;
  destination: CatalogueDestination | undefined;
}

export interface SearchHit {
  id: number;
  score: number;
  /** True when some query word matched exactly or as a prefix, not only by fuzzy matching. */
  direct: boolean;
}

export class Catalogue {
  readonly destinations: CatalogueDestination[];
  readonly packages: CataloguePackage[];
  readonly faqs: CatalogueFaq[];
  readonly blogs: CatalogueBlog[];
  /** How GST is charged, as the packages state it (content states it once, for all of them). */
  readonly gst: GstTerm | undefined;
  readonly packageById: Map<number, CataloguePackage>;
  readonly faqById: Map<number, CatalogueFaq>;
  readonly blogById: Map<number, CatalogueBlog>;
  private readonly packageIndex: MiniSearch;
  private readonly faqIndex: MiniSearch;
  private readonly blogIndex: MiniSearch;

  constructor(data: CatalogueData) {
    const destinations = new Map<number, CatalogueDestination>();
    for (const d of data.destinations) {
      destinations.set(d.id, {
        id: d.id,
        name: d.name,
        slug: d.slug,
        aliases: (DESTINATION_ALIASES[d.slug] ?? []).map(normalise),
        season: undefined,
        packages: [],
        faqs: [],
        listingPath: listingPath(d.name),
      });
    }
    this.destinations = [...destinations.values()];

    this.packages = [];
    for (const p of data.packages) {
      const destination = destinations.get(p.destination_id);
      if (!destination) continue;
      const phrase = seasonPhrase(plainText(p.information));
      const season = phrase ? { phrase, months: parseSeason(phrase) } : seasonInName(p.name);
      const pkg: CataloguePackage = {
        id: p.id,
        name: p.name,
        slug: p.slug,
        category: p.category as CategoryCode,
        days: p.days,
        price: p.price,
        maxPrice: p.max_price,
        gst: gstOf(p.gst),
        stay: stayOf(p.stay),
        rating: p.rating,
        description: p.description,
        destination,
        season,
        nameWords: [...new Set(contentNameWords(p.name))],
        path: packageDetailPath(destination.name, p.name),
      };
      destination.packages.push(pkg);
      this.packages.push(pkg);
    }
    for (const destination of this.destinations) destination.season = commonSeason(destination);
    this.gst = commonGst(this.packages);

    this.faqs = [];
    for (const f of data.faqs) {
      const destination = destinations.get(f.destination_id);
      if (!destination || !f.answer) continue;
      const faq = { id: f.id, question: f.question, answer: f.answer, destination };
      destination.faqs.push(faq);
      this.faqs.push(faq);
    }
    this.blogs = data.blogs.map((b) => ({
      id: b.id,
      name: b.name,
      category: b.category,
      destination: destinations.get(b.destination_id),
    }));

    this.packageById = new Map(this.packages.map((p) => [p.id, p]));
    this.faqById = new Map(this.faqs.map((f) => [f.id, f]));
    this.blogById = new Map(this.blogs.map((b) => [b.id, b]));

    const itineraries = new Map<number, string[]>();
    for (const day of data.itineraryDays) {
      const list = itineraries.get(day.package_id) ?? [];
      list.push(day.name, day.stages.replace(/\n/g, ' '));
      itineraries.set(day.package_id, list);
    }
    const information = new Map(data.packages.map((p) => [p.id, plainText(p.information)]));

    this.packageIndex = newIndex(['name', 'place', 'theme', 'summary', 'details']);
    this.packageIndex.addAll(
      this.packages.map((p) => ({
        id: p.id,
        name: p.name,
        place: placeText(p.destination),
        theme: CATEGORY_SEARCH_WORDS[p.category] ?? '',
        summary: p.description,
        details: `${information.get(p.id) ?? ''} ${(itineraries.get(p.id) ?? []).join(' ')}`,
      })),
    );
    this.faqIndex = newIndex(['question', 'answer', 'place']);
    this.faqIndex.addAll(
      this.faqs.map((f) => ({
        id: f.id,
        question: f.question,
        answer: f.answer,
        place: placeText(f.destination),
      })),
    );
    this.blogIndex = newIndex(['name', 'text', 'place']);
    this.blogIndex.addAll(
      data.blogs.map((b) => {
        const destination = destinations.get(b.destination_id);
        return {
          id: b.id,
          name: b.name,
          text: plainText(b.description).slice(0, 4000),
          place: destination ? placeText(destination) : '',
        };
      }),
    );
  }

  searchPackages(words: string[], allowed?: (pkg: CataloguePackage) => boolean): SearchHit[] {
    return search(
      this.packageIndex,
      words,
      { name: 4, place: 2, theme: 1.5, summary: 1.5 },
      (id) => (allowed ? allowed(this.packageById.get(id)!) : true),
    );
  }

  searchFaqs(words: string[], allowed?: (faq: CatalogueFaq) => boolean): SearchHit[] {
    return search(this.faqIndex, words, { question: 3, place: 0.5 }, (id) =>
      allowed ? allowed(this.faqById.get(id)!) : true,
    );
  }

  searchBlogs(words: string[], allowed?: (blog: CatalogueBlog) => boolean): SearchHit[] {
    return search(this.blogIndex, words, { name: 3, place: 1 }, (id) =>
      allowed ? allowed(this.blogById.get(id)!) : true,
    );
  }
}

/** The destination's own name plus its aliases, for the "place" search field. */
function placeText(destination: CatalogueDestination): string {
  return [destination.name, ...destination.aliases].join(' ');
}

/** Words of a package name without stop words: "Goa Honeymoon Retreat" → goa, honeymoon, retreat. */
export function contentNameWords(name: string): string[] {
  return normalise(name)
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w));
}

function processTerm(term: string): string | null {
  const word = normalise(term);
  return !word || STOP_WORDS.has(word) ? null : word;
}

function newIndex(fields: string[]): MiniSearch {
  return new MiniSearch({
    fields,
    storeFields: [],
    tokenize: (text) => normalise(text).split(' '),
    processTerm,
  });
}

function search(
  index: MiniSearch,
  words: string[],
  boost: Record<string, number>,
  filter: (id: number) => boolean,
): SearchHit[] {
  if (words.length === 0) return [];
  const options: SearchOptions = {
    boost,
    combineWith: 'OR',
    ...WORD_MATCHING,
    filter: (result) => filter(result.id as number),
  };
  return index.search(words.join(' '), options).map((result) => ({
    id: result.id as number,
    score: result.score,
    direct: result.terms.some((term) => result.queryTerms.some((q) => term.startsWith(q))),
  }));
}

/** A season or festival the package is named after: "Goa Monsoon Escape" → June to September. */
function seasonInName(name: string): Season | undefined {
  const words = ` ${normalise(name)} `;
  const entry = MONTH_PHRASES.find((m) => words.includes(` ${m.phrase} `));
  if (!entry) return undefined;
  const months = new Set(entry.months);
  return { phrase: describeMonths(months), months };
}

/** The GST term most packages carry: the one rule, even while an old row lacks it. */
function commonGst(packages: CataloguePackage[]): GstTerm | undefined {
  const counts = new Map<GstTerm, number>();
  for (const pkg of packages) {
    if (pkg.gst !== undefined) counts.set(pkg.gst, (counts.get(pkg.gst) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The season phrase most of a destination's packages name (ties: the first package's). */
function commonSeason(destination: CatalogueDestination): Season | undefined {
  const counts = new Map<string, { season: Season; count: number }>();
  for (const pkg of destination.packages) {
    if (!pkg.season) continue;
    const key = pkg.season.phrase.toLowerCase();
    const entry = counts.get(key) ?? { season: pkg.season, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  let best: { season: Season; count: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.season;
}

export interface CatalogueData {
  destinations: { id: number; name: string; slug: string }[];
  packages: {
    id: number;
    destination_id: number;
    name: string;
    slug: string;
    category: string;
    days: number;
    price: number;
    max_price: number | null;
    gst: string | null;
    stay: string | null;
    rating: number;
    description: string;
    information: string;
  }[];
  itineraryDays: { package_id: number; name: string; stages: string }[];
  faqs: { id: number; destination_id: number; question: string; answer: string | null }[];
  blogs: {
    id: number;
    name: string;
    description: string;
    destination_id: number;
    category: string;
  }[];
}

export async function readCatalogue(db: Kysely<Database>): Promise<CatalogueData> {
  const [destinations, packages, itineraryDays, faqs, blogs] = await Promise.all([
    db.selectFrom('destinations').select(['id', 'name', 'slug']).orderBy('id').execute(),
    db
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
        'gst',
        'stay',
        'rating',
        'description',
        'information',
      ])
      .where('published', '=', 1)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('itinerary_days')
      .select(['package_id', 'name', 'stages'])
      .where('package_id', 'in', (eb) =>
        eb.selectFrom('packages').select('id').where('published', '=', 1),
      )
      .orderBy('package_id')
      .orderBy('day_number')
      .execute(),
    db
      .selectFrom('faqs')
      .select(['id', 'destination_id', 'question', 'answer'])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('blogs')
      .select(['id', 'name', 'description', 'destination_id', 'category'])
      .orderBy('id')
      .execute(),
  ]);
  return { destinations, packages, itineraryDays, faqs, blogs };
}

/**
 * Counts, highest ids and a few sums of every table the assistant reads: any insert or delete,
 * and any change of a package's price or top price, length, stars, stay, GST, theme,
 * destination, name, slug or publication changes it. One small query (about a millisecond for 5,000 packages on SQLite). Edits of long texts
 * only (descriptions, FAQ answers) are picked up by the periodic rebuild instead, since summing
 * their lengths would read every text on every question.
 */
export async function catalogueFingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`
    select
      (select count(*) from destinations) as d_count,
      (select max(id) from destinations) as d_max,
      (select sum(length(name) + length(slug)) from destinations) as d_text,
      (select count(*) from packages) as p_count,
      (select max(id) from packages) as p_max,
      (select sum(price) from packages) as p_price,
      (select sum(coalesce(max_price, 0)) from packages) as p_max_price,
      (select sum(length(coalesce(gst, '')) + length(coalesce(stay, ''))) from packages) as p_facts,
      (select sum(days * 7 + rating * 3 + destination_id) from packages) as p_shape,
      (select sum(length(name) + length(slug) + length(category)) from packages) as p_text,
      (select sum(id * published) from packages) as p_published,
      (select count(*) from itinerary_days) as i_count,
      (select count(*) from faqs) as f_count,
      (select max(id) from faqs) as f_max,
      (select count(*) from blogs) as b_count,
      (select max(id) from blogs) as b_max
  `.execute(db);
  return Object.values(rows[0] ?? {})
    .map((value) => String(value ?? ''))
    .join('|');
}

export interface CatalogueCacheOptions {
  /** Rebuild at least this often even without a visible change (default 5 minutes). */
  maxAgeMs?: number;
  now?: () => number;
}

export class CatalogueCache {
  private current: { fingerprint: string; builtAt: number; catalogue: Catalogue } | undefined;
  private building: { fingerprint: string; promise: Promise<Catalogue> } | undefined;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    options: CatalogueCacheOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The catalogue as the database has it now; rebuilt only when something changed. */
  async get(): Promise<Catalogue> {
    let fingerprint: string;
    try {
      fingerprint = await catalogueFingerprint(this.db);
    } catch (error) {
      // The database is unreachable: answer from what we have, if anything.
      if (this.current) return this.current.catalogue;
      throw error;
    }
    const current = this.current;
    if (
      current &&
      current.fingerprint === fingerprint &&
      this.now() - current.builtAt < this.maxAgeMs
    ) {
      return current.catalogue;
    }
    if (this.building?.fingerprint === fingerprint) return this.building.promise;
    const promise = readCatalogue(this.db).then((data) => {
      const catalogue = new Catalogue(data);
      this.current = { fingerprint, builtAt: this.now(), catalogue };
      return catalogue;
    });
    this.building = { fingerprint, promise };
    try {
      return await promise;
    } finally {
      if (this.building?.promise === promise) this.building = undefined;
    }
  }
}
