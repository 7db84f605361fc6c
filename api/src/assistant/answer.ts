/**
 * The assistant behind GET /ai/package: reads the question (understand/), retrieves from the
 * in-memory catalogue (catalogue.ts, retrieve.ts) and writes a grounded reply (compose.ts), so
 * every package, price, policy and link it mentions is in the database. When a model is
 * configured (model.ts) it may phrase package, FAQ and policy answers from the same context.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  type Catalogue,
  CatalogueCache,
  type CatalogueCacheOptions,
  type CatalogueDestination,
  type CatalogueFaq,
  type CataloguePackage,
} from './catalogue';
import {
  emptyCatalogueReply,
  fallbackReply,
  farewellReply,
  faqNotFoundReply,
  faqReply,
  greetingReply,
  gstReply,
  noTextMatchReply,
  offTopicReply,
  packagesReply,
  thanksReply,
  whichDestinationReply,
  abroadReply,
} from './compose';
import {
  askModel,
  DEFAULT_MODEL_CALLS_PER_MINUTE,
  perMinuteBudget,
  type ModelOptions,
} from './model';
import { answerPolicy } from './policy';
import {
  findBlog,
  findFaq,
  findNamedPackage,
  resolveDestinations,
  searchPackages,
  withoutName,
} from './retrieve';
import { understand } from './understand';
import type { Understanding } from './understand/types';
import { NEARBY, STATES } from './vocabulary';

export type ReplyKind =
  | 'greeting'
  | 'thanks'
  | 'farewell'
  | 'off-topic'
  | 'faq'
  | 'policy'
  | 'packages'
  | 'which-destination'
  | 'fallback';

export interface AssistantAnswer {
  content: string;
  kind: ReplyKind;
  /** Who wrote the text: the catalogue templates or the configured model. */
  source: 'catalogue' | 'model';
  /** Packages named in the grounded reply (or given to the model as context). */
  packages: CataloguePackage[];
  faqs: CatalogueFaq[];
}

export interface AssistantOptions {
  /** An OpenAI-compatible server to phrase the replies; null or absent: catalogue only. */
  model?: ModelOptions | null;
  catalogue?: CatalogueCacheOptions;
  /** Share one catalogue copy between assistants on the same database (tests, benchmarks). */
  cache?: CatalogueCache;
  /** The current time, for "this month" (default: the clock). */
  now?: () => Date;
  /** Told why a model reply was not used (error, status, empty, timeout, ungrounded). */
  onModelFallback?: (reason: string) => void;
}

export interface Assistant {
  answer(inputText: string): Promise<AssistantAnswer>;
}

const IST_OFFSET_MS = 330 * 60_000;
const MODEL_KINDS = new Set<ReplyKind>(['packages', 'faq', 'policy']);
const BLOG_ASK = /\b(tips?|guide|guides|blog|blogs|read|advice|ideas?)\b/;

export function createAssistant(db: Kysely<Database>, options: AssistantOptions = {}): Assistant {
  const cache = options.cache ?? new CatalogueCache(db, options.catalogue);
  const now = options.now ?? (() => new Date());
  const modelBudget = perMinuteBudget(
    options.model?.perMinute ?? DEFAULT_MODEL_CALLS_PER_MINUTE,
    () => now().getTime(),
  );

  return {
    async answer(inputText) {
      const catalogue = await cache.get();
      const currentMonth = new Date(now().getTime() + IST_OFFSET_MS).getUTCMonth() + 1;
      const { u, named } = readQuestion(inputText, catalogue, currentMonth);
      const grounded = await groundedAnswer(db, catalogue, u, named);
      if (!options.model || !MODEL_KINDS.has(grounded.kind)) return grounded;
      if (grounded.packages.length === 0 && grounded.faqs.length === 0) return grounded;
      if (!modelBudget.take()) {
        options.onModelFallback?.('budget');
        return grounded;
      }

      const outcome = await askModel(options.model, {
        question: inputText.trim(),
        draft: grounded.content,
        packages: grounded.packages,
        faqs: grounded.faqs,
        ...(u.people ? { people: u.people } : {}),
        links: [...grounded.content.matchAll(/\/[a-z0-9-]+-tour-packages\b(?!-)/g)].map(
          (m) => m[0],
        ),
      });
      if (outcome.ok) return { ...grounded, content: outcome.text, source: 'model' };
      options.onModelFallback?.(outcome.reason);
      return grounded;
    },
  };
}

/**
 * Understands the question. A package named in full ("Jaipur Weekend with Friends price") is
 * taken out first, so the words of its name are not read as asks of their own (a weekend, a
 * theme); its destination is kept.
 */
function readQuestion(
  inputText: string,
  catalogue: Catalogue,
  currentMonth: number,
): { u: Understanding; named?: CataloguePackage } {
  const u = understand(inputText, catalogue.destinations, { currentMonth });
  const named = findNamedPackage(u.text, catalogue.packages);
  if (!named || u.smallTalk) return { u };
  const rest = understand(withoutName(inputText, named), catalogue.destinations, { currentMonth });
  const destinationSlugs = [
    named.destination.slug,
    ...rest.destinationSlugs.filter((slug) => slug !== named.destination.slug),
  ];
  return { u: { ...rest, text: u.text, destinationSlugs, greeting: u.greeting }, named };
}

function policyScope(
  u: Understanding,
  destinations: CatalogueDestination[],
  pkg: CataloguePackage | undefined,
) {
  return {
    ...(pkg ? { pkg } : {}),
    destinations,
    keywords: u.keywords,
    ...(u.origin ? { origin: u.origin } : {}),
  };
}

/** The destinations inside the named ones that are whole states (STATES), not named themselves. */
function insideStates(
  destinations: CatalogueDestination[],
  catalogue: Catalogue,
): CatalogueDestination[] {
  const bySlug = new Map(catalogue.destinations.map((d) => [d.slug, d]));
  const inside = destinations
    .flatMap((d) => STATES[d.slug] ?? [])
    .map((slug) => bySlug.get(slug))
    .filter((d): d is CatalogueDestination => d !== undefined && !destinations.includes(d));
  return [...new Set(inside)];
}

function reply(
  kind: ReplyKind,
  content: string,
  packages: CataloguePackage[] = [],
  faqs: CatalogueFaq[] = [],
): AssistantAnswer {
  return { content, kind, source: 'catalogue', packages, faqs };
}

async function groundedAnswer(
  db: Kysely<Database>,
  catalogue: Catalogue,
  u: Understanding,
  named: CataloguePackage | undefined,
): Promise<AssistantAnswer> {
  if (u.smallTalk === 'greeting') return reply('greeting', greetingReply());
  if (u.smallTalk === 'thanks') return reply('thanks', thanksReply(u));
  if (u.smallTalk === 'farewell') return reply('farewell', farewellReply());

  const destinations = resolveDestinations(u, catalogue);
  // Asks that only packages answer; a group size alone ("solo", "for 4") does not count.
  const constraints =
    u.categories.length > 0 ||
    u.budget !== undefined ||
    u.band !== undefined ||
    u.duration !== undefined ||
    u.minStars !== undefined ||
    u.priceQuestion;
  const asksForPackages = constraints || u.people !== undefined;
  const strongTopic = u.topics.some((t) => !['helicopter', 'snow', 'children', 'trek'].includes(t));
  const greet = (text: string) => (u.greeting ? `Namaste! ${text}` : text);

  if (/\b(thanks|thank you|thank u|shukriya|dhanyavaad|dhanyavad|dhanyawad)\b/.test(u.text)) {
    if (!u.question && !asksForPackages && !strongTopic && !u.policy)
      return reply('thanks', thanksReply(u));
  }

  // GST is one rule for every package, answered before anything else the words could suggest
  // (flights, inclusions); an item asked with it ("… and flights from Delhi?") follows, from the
  // packages' own inclusions and exclusions.
  if (u.tax) {
    const lines = [gstReply(catalogue.gst, named)];
    const packages = named ? [named] : [];
    if (u.keywords.length > 0 && (u.policy === 'inclusions' || u.offTopic === 'flights')) {
      const items = await answerPolicy(db, 'inclusions', policyScope(u, destinations, named));
      if (items) lines.push(items.text);
    }
    return reply('policy', greet(lines.join('\n')), packages);
  }

  if (u.offTopic === 'other' && destinations.length === 0 && !asksForPackages && !strongTopic) {
    return reply('off-topic', offTopicReply('other', catalogue.destinations));
  }
  const packageWords =
    /\b(package|packages|tour|tours|holiday|holidays|itinerary|trip|trips)\b/.test(u.text);
  // "Are flights included?" is a question about the packages, answered below.
  const flightsOnly = u.offTopic === 'flights' && u.policy !== 'inclusions';
  if (flightsOnly && destinations.length === 0 && !asksForPackages && !packageWords) {
    return reply('off-topic', offTopicReply('flights', catalogue.destinations));
  }
  if (catalogue.packages.length === 0 && destinations.length === 0) {
    return reply(
      'fallback',
      catalogue.destinations.length === 0
        ? emptyCatalogueReply()
        : fallbackReply(catalogue.destinations),
    );
  }

  // Policies: quoted from the packages' own texts.
  if (u.policy) {
    let pkg = named;
    if (!pkg && u.policy === 'inclusions' && (destinations.length > 0 || u.categories.length > 0)) {
      const search = searchPackages(u, catalogue, destinations, { limit: 1 });
      pkg = (search.exact[0] ?? search.nearest[0])?.pkg;
    }
    const policy = await answerPolicy(db, u.policy, policyScope(u, destinations, pkg));
    if (policy) return reply('policy', greet(policy.text), policy.packages);
  }

  // FAQ-like questions: answered from the destination's FAQ. A theme word does not stop a
  // question about a named place from being one ("Is Tirupati darshan free?").
  const priceOrLength =
    u.budget !== undefined ||
    u.band !== undefined ||
    u.duration !== undefined ||
    u.minStars !== undefined ||
    u.priceQuestion;
  const faqLike =
    u.question && !priceOrLength && (destinations.length > 0 || u.categories.length === 0);
  if (strongTopic || faqLike) {
    const match = findFaq(u, catalogue, destinations, { allowWeakTopics: !constraints });
    if (match) {
      // With a package ask too ("best time for a Kerala honeymoon"), a few packages follow.
      let shown: CataloguePackage[] = [];
      let text = faqReply(match.faq);
      if (constraints || packageWords) {
        const search = searchPackages(u, catalogue, [match.faq.destination], { limit: 2 });
        if (search.exact.length + search.nearest.length > 0) {
          const packages = packagesReply(u, search);
          text = faqReply(match.faq, packages.text);
          shown = packages.shown;
        }
      }
      return reply('faq', greet(text), shown, [match.faq]);
    }
    if (strongTopic && !asksForPackages && !u.tripWords) {
      if (destinations.length > 0) {
        const listing = destinations
          .filter((d) => d.packages.length > 0)
          .map((d) => `${d.name}: ${d.listingPath}`);
        const tail = listing.length > 0 ? `\nOur packages there: ${listing.join(', ')}` : '';
        return reply('faq', greet(`${faqNotFoundReply(destinations)}${tail}`));
      }
      return reply('which-destination', greet(whichDestinationReply(catalogue.destinations)));
    }
  }

  const abroadNote = u.abroad
    ? `We only offer holidays in India, so I have no ${u.abroad} packages.`
    : undefined;
  if (abroadNote && destinations.length === 0 && !asksForPackages && u.keywords.length === 0) {
    return reply('fallback', `${abroadNote} ${abroadReply(catalogue.destinations)}`);
  }

  const travelAsk =
    destinations.length > 0 ||
    asksForPackages ||
    u.tripWords ||
    u.month !== undefined ||
    u.offTopic === 'flights';
  if (!travelAsk && u.keywords.length === 0)
    return reply('fallback', fallbackReply(catalogue.destinations));

  // A state named as a destination (Kerala) covers the destinations we list inside it (Munnar)
  // for a theme, budget or length; "Kerala packages" alone stays the Kerala listing's.
  const inside = named || !constraints ? [] : insideStates(destinations, catalogue);
  let search = searchPackages(
    u,
    catalogue,
    destinations,
    named ? { named } : inside.length > 0 ? { nearby: inside } : {},
  );
  let widened: CatalogueDestination[] | undefined;
  if (search.exact.length === 0 && destinations.length > 0 && !search.named) {
    // Nothing fits in the named places: look next door before settling for the nearest.
    const bySlug = new Map(catalogue.destinations.map((d) => [d.slug, d]));
    const nearby = [...new Set(destinations.flatMap((d) => NEARBY[d.slug] ?? []))]
      .map((slug) => bySlug.get(slug))
      .filter((d): d is CatalogueDestination => d !== undefined && !destinations.includes(d));
    if (nearby.length > 0) {
      const wider = searchPackages(u, catalogue, destinations, {
        nearby: [...new Set([...inside, ...nearby])],
      });
      if (wider.exact.length > 0) {
        search = wider;
        widened = [...new Set(wider.exact.map((r) => r.pkg.destination))].filter(
          (d) => !destinations.includes(d),
        );
      }
    }
  }
  const narrowed = destinations.length > 0 || asksForPackages || u.month !== undefined;
  if (search.noTextMatch && !narrowed) {
    return reply('fallback', noTextMatchReply(catalogue.destinations));
  }
  const single = destinations.length === 1 ? destinations[0] : undefined;
  const blog =
    single && BLOG_ASK.test(u.text)
      ? findBlog(catalogue, single, u.categories, u.keywords)
      : undefined;
  const intro =
    abroadNote && destinations.length === 0
      ? `${abroadNote} Here is what we have in India.`
      : u.offTopic === 'flights'
        ? 'I can’t book flights, trains or buses on their own, but I can help with tour packages.'
        : undefined;
  const packages = packagesReply(u, search, {
    ...(blog ? { blog } : {}),
    ...(intro ? { intro } : {}),
    ...(widened && widened.length > 0 ? { widened } : {}),
  });
  return reply('packages', greet(packages.text), packages.shown);
}
