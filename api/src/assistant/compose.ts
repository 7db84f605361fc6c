/**
 * Writes the grounded replies: plain text, one package per line with its real name, price range
 * and GST, length, stay and canonical site path (the chat widget links the paths), each worded
 * by the formatters the package's own page uses. Every ₹ amount written here is a package price
 * or top price from the catalogue, or one of them times the group size.
 */
import type {
  CatalogueDestination,
  CatalogueFaq,
  CataloguePackage,
  CatalogueBlog,
} from './catalogue';
import { type GstTerm, gstSentence } from '@tour/shared/contracts';
import { formatAmount, formatDuration, formatPrice, formatStay } from './formatting';
import type { Miss, PackageSearch, RankedPackage } from './retrieve';
import { listInWords, titleCase } from './text';
import type { Understanding } from './understand/types';
import { CATEGORY_LABELS } from './vocabulary';

export const HELP_LINE =
  'I can help you with destinations, travel themes, budgets and trip durations';

export function greetingReply(): string {
  return 'Namaste! I am the Ghumakkad travel assistant. Ask me about tour packages by destination, theme (honeymoon, family, pilgrimage, adventure…), budget, trip length or month, for example "Kerala honeymoon under 40k" or "best time to visit Munnar".';
}

export function thanksReply(u: Understanding): string {
  const hindi = /\b(shukriya|shukria|sukriya|dhanyavaad|dhanyavad|dhanyawad|dhanyawaad)\b/.test(
    u.text,
  );
  return `${hindi ? 'Aapka swagat hai! ' : 'You are welcome! '}Happy to help. Ask me any time about packages, prices or the best time to visit a place.`;
}

export function farewellReply(): string {
  return 'Goodbye, and happy travels! Come back any time you want ideas for your next trip.';
}

function examplePlaces(destinations: CatalogueDestination[]): string {
  const names = destinations
    .filter((d) => d.packages.length > 0)
    .slice(0, 5)
    .map((d) => d.name);
  return names.length > 0 ? ` Ask me about places such as ${listInWords(names, 'or')}.` : '';
}

export function offTopicReply(
  kind: 'flights' | 'other',
  destinations: CatalogueDestination[],
): string {
  const opening =
    kind === 'flights'
      ? 'Sorry, I can’t book flights, trains or buses on their own.'
      : 'Sorry, I can only help with holidays in India, so I can’t answer that.';
  return `${opening} ${HELP_LINE}, and answer travel questions such as the best time to visit a place.${examplePlaces(destinations)}`;
}

export function abroadReply(destinations: CatalogueDestination[]): string {
  return `${HELP_LINE} across India.${examplePlaces(destinations)}`;
}

export function fallbackReply(destinations: CatalogueDestination[]): string {
  return `Sorry, I can't help with that yet. ${HELP_LINE}.${examplePlaces(destinations)}`;
}

export function noTextMatchReply(destinations: CatalogueDestination[]): string {
  return `Sorry, I couldn't find a package matching that in our catalogue. ${HELP_LINE}.${examplePlaces(destinations)}`;
}

export function emptyCatalogueReply(): string {
  return 'Sorry, we have no packages listed right now. Please use the Enquiry Now button and our travel experts will plan a trip for you.';
}

export function noPackagesReply(destination: CatalogueDestination): string {
  return `We have no ready-made ${destination.name} package listed right now, but our travel experts can plan one for you. Use the Enquiry Now button to ask for a quote.`;
}

// ---------------------------------------------------------------------------------------------
// Packages

const MISS_TEXT: Record<Miss, (p: CataloguePackage) => string> = {
  category: (p) => {
    const label = CATEGORY_LABELS[p.category] ?? p.category.toLowerCase();
    return `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} package`;
  },
  'over-budget': () => 'above your budget',
  'under-budget': () => 'below your price range',
  longer: () => 'longer than you asked',
  shorter: () => 'shorter than you asked',
  stars: () => 'fewer stars than you asked',
  season: (p) => `best in ${(p.season ?? p.destination.season)?.phrase ?? 'another season'}`,
};

function packageLine(
  index: number,
  ranked: RankedPackage,
  u: Understanding,
  showPlace: boolean,
): string {
  const p = ranked.pkg;
  const place =
    showPlace && !p.name.toLowerCase().includes(p.destination.name.toLowerCase())
      ? ` (${p.destination.name})`
      : '';
  const misses =
    ranked.misses.length > 0 ? ` [${ranked.misses.map((m) => MISS_TEXT[m](p)).join(', ')}]` : '';
  return `${index}. ${p.name}${place}: ${packageFacts(p, u)}${misses}. Details: ${p.path}`;
}

/** "₹23,999 – ₹33,499 per person on twin sharing + 5% GST, 4 days / 3 nights, 4-star resorts" */
function packageFacts(p: CataloguePackage, u: Understanding): string {
  const stay = formatStay(p);
  return `${formatPrice(p, u.people)}, ${formatDuration(p.days)}${stay ? `, ${stay}` : ''}`;
}

/** "honeymoon packages in Kashmir under 40,000 per person for 5 days" */
function describeAsk(u: Understanding, destinations: CatalogueDestination[]): string {
  const parts: string[] = [];
  const band = u.band === 'luxury' ? 'luxury ' : u.band === 'low' ? 'budget-friendly ' : '';
  const themes = u.categories.map((c) => CATEGORY_LABELS[c]);
  parts.push(`${band}${themes.length > 0 ? `${listInWords(themes, 'or')} ` : ''}packages`);
  if (u.regions.length > 0) parts.push(`in ${listInWords(u.regions.map(titleCase))}`);
  else if (destinations.length > 0) {
    parts.push(
      `in ${listInWords(
        destinations.map((d) => d.name),
        'or',
      )}`,
    );
  } else if (themes.length === 0 && u.keywords.length > 0) {
    parts.push(`matching '${u.keywords.slice(0, 3).join(' ')}'`);
  }
  const { budget } = u;
  if (budget?.around !== undefined) parts.push(`around ${formatAmount(budget.around)} per person`);
  else if (budget?.min !== undefined && budget.max !== undefined) {
    parts.push(`between ${formatAmount(budget.min)} and ${formatAmount(budget.max)} per person`);
  } else if (budget?.max !== undefined) parts.push(`under ${formatAmount(budget.max)} per person`);
  else if (budget?.min !== undefined) parts.push(`above ${formatAmount(budget.min)} per person`);
  if (u.duration) parts.push(`for ${u.duration.label}`);
  if (u.minStars && u.band !== 'luxury') parts.push(`with ${u.minStars}-star hotels or better`);
  if (u.month) parts.push(u.month.when);
  return parts.join(' ');
}

/**
 * The asked month against each destination's best months (the season most of its packages
 * name), and against the season of the packages shown.
 */
function monthNotes(
  u: Understanding,
  destinations: CatalogueDestination[],
  listed: RankedPackage[],
): string[] {
  if (!u.month || destinations.length === 0) return [];
  const month = u.month;
  const fits = (months: Set<number>) => month.months.some((m) => months.has(m));
  return destinations.slice(0, 2).map((d) => {
    const season = d.season;
    if (!season)
      return `I don't have season details for ${d.name}, so I haven't filtered by month.`;
    if (fits(season.months)) {
      return `${capitalise(month.label)} is a good time for ${d.name} (best months: ${season.phrase}).`;
    }
    const planned = listed.some(
      (r) => r.pkg.destination === d && r.pkg.season !== undefined && fits(r.pkg.season.months),
    );
    return planned
      ? `Most ${d.name} trips are best in ${season.phrase}, but the packages below are planned for ${month.label}.`
      : `Heads-up: the best time for ${d.name} is ${season.phrase}, so ${month.label} is outside the usual season.`;
  });
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function cheapestOf(packages: CataloguePackage[]): CataloguePackage {
  return packages.reduce((best, p) => (p.price < best.price ? p : best));
}

/** The lowest price alone, worded as the pages word a price, with its GST. */
function startingPrice(p: CataloguePackage): string {
  return formatPrice({ price: p.price, gst: p.gst });
}

export interface PackageReply {
  text: string;
  shown: CataloguePackage[];
}

function opening(
  u: Understanding,
  search: PackageSearch,
  withPackages: CatalogueDestination[],
): string {
  const listed = search.exact;
  const asked =
    u.categories.length > 0 ||
    u.budget !== undefined ||
    u.duration !== undefined ||
    u.band !== undefined ||
    u.minStars !== undefined ||
    u.month !== undefined;
  const ask = describeAsk(u, withPackages);
  if (u.priceQuestion && !asked && withPackages.length > 0) {
    const cheapest = cheapestOf(withPackages.flatMap((d) => d.packages));
    return `Our ${listInWords(withPackages.map((d) => d.name))} packages start from ${startingPrice(cheapest)}. Some options:`;
  }
  if (u.priceQuestion && !asked && u.keywords.length === 0) {
    return `Our packages start from ${startingPrice(cheapestOf(listed.map((r) => r.pkg)))}. The most affordable ones:`;
  }
  if (asked) return listed.length === 1 ? `This is our one match for ${ask}:` : `Here are ${ask}:`;
  if (withPackages.length === 1) {
    const name = withPackages[0]!.name;
    return listed.length === 1
      ? `Here is our ${name} package:`
      : `Here are our top ${name} packages:`;
  }
  if (withPackages.length > 1) {
    return `Here are some of our ${listInWords(withPackages.map((d) => d.name))} packages:`;
  }
  if (u.keywords.length > 0) return `Here are ${ask}:`;
  return 'Here are some popular packages to start with:';
}

export function packagesReply(
  u: Understanding,
  search: PackageSearch,
  options: { blog?: CatalogueBlog; intro?: string; widened?: CatalogueDestination[] } = {},
): PackageReply {
  const { destinations } = search;
  const withPackages = destinations.filter((d) => d.packages.length > 0);
  const lines: string[] = [];
  if (options.intro) lines.push(options.intro);
  for (const empty of search.emptyDestinations) lines.push(noPackagesReply(empty));
  if (destinations.length > 0 && withPackages.length === 0 && !options.widened) {
    return { text: lines.join('\n'), shown: [] };
  }

  const listed = search.exact.length > 0 ? search.exact : search.nearest;
  lines.push(...monthNotes(u, withPackages, listed));
  if (u.budget?.total) {
    lines.push(
      `I've read ${formatAmount(u.budget.total.amount)} as the total for ${u.budget.total.people} people, so about ${formatAmount(u.budget.max ?? 0)} per person.`,
    );
  }
  if (options.widened && options.widened.length > 0 && search.exact.length > 0) {
    const own = listInWords(destinations.map((d) => d.name));
    lines.push(
      `None of the packages listed under ${own} fits exactly, so I looked at nearby ${listInWords(options.widened.map((d) => d.name))} too.`,
    );
  }

  const named = search.named;
  if (named && search.exact.length === 1 && search.exact[0]!.pkg === named) {
    const place = named.name.toLowerCase().includes(named.destination.name.toLowerCase())
      ? ''
      : ` (${named.destination.name})`;
    lines.push(
      `${named.name}${place}: ${packageFacts(named, u)}. ${named.description}`,
      `Details: ${named.path}`,
      ...(/\bbook/.test(u.text)
        ? ['To book it, send a booking request from that page or use the Enquiry Now button.']
        : []),
      `More ${named.destination.name} packages: ${named.destination.listingPath}`,
    );
    return { text: lines.join('\n'), shown: [named] };
  }

  if (search.exact.length > 0) lines.push(opening(u, search, withPackages));
  else {
    lines.push(
      `I couldn't find ${describeAsk(u, withPackages)}. The nearest real ${listed.length === 1 ? 'option is' : 'options are'}:`,
    );
  }
  const showPlace =
    withPackages.length !== 1 || listed.some((r) => r.pkg.destination !== withPackages[0]);
  listed.forEach((r, i) => lines.push(packageLine(i + 1, r, u, showPlace)));

  if (options.blog) lines.push(`Related read on our blog: “${options.blog.name}”.`);
  if (withPackages.length === 1) {
    lines.push(`See all ${withPackages[0]!.name} packages: ${withPackages[0]!.listingPath}`);
  } else if (search.exact.length === 0) {
    lines.push('Our travel experts can also tailor a trip for you: use the Enquiry Now button.');
  } else if (withPackages.length === 0 && u.keywords.length === 0 && !u.categories.length) {
    lines.push('Tell me a destination, budget or trip length and I will narrow it down.');
  }
  return { text: lines.join('\n'), shown: listed.map((r) => r.pkg) };
}

// ---------------------------------------------------------------------------------------------
// GST

/**
 * "Do your prices include GST?": the one GST rule, in the words every package page uses, and the
 * asked package's price as its page states it.
 */
export function gstReply(gst: GstTerm | undefined, pkg?: CataloguePackage): string {
  const term = pkg?.gst ?? gst;
  if (term === undefined) return 'Each package page states how GST applies to its price.';
  if (!pkg) return gstSentence(term);
  return [gstSentence(term), `${pkg.name}: ${formatPrice(pkg)}.`, `Details: ${pkg.path}`].join(
    '\n',
  );
}

// ---------------------------------------------------------------------------------------------
// FAQs

/** The FAQ quoted, then the destination's listing link, or packages that end with it. */
export function faqReply(faq: CatalogueFaq, packagesText?: string): string {
  const d = faq.destination;
  return [
    `From our ${d.name} FAQ, “${faq.question}”`,
    faq.answer,
    packagesText ?? `See our ${d.name} tour packages: ${d.listingPath}`,
  ].join('\n');
}

export function faqNotFoundReply(destinations: CatalogueDestination[]): string {
  const names = listInWords(destinations.map((d) => d.name));
  return `I don't have an answer to that in our ${names} FAQs. Our travel experts can help: use the Enquiry Now button.`;
}

export function whichDestinationReply(destinations: CatalogueDestination[]): string {
  return `Which destination do you have in mind? For example, ask "best time to visit Munnar" or "how to reach Kedarnath".${examplePlaces(destinations)}`;
}
