/**
 * The catalogue of the content files (content/, read by content-files/load-content.ts): counts,
 * the spec's places, and the editorial rules every entry follows beyond the files' schemas.
 */
import { CATEGORY_CODES, STARRED_STAYS } from '@tour/shared/contracts';
import { LANDSCAPES } from '../images/illustrations';
import fs from 'node:fs';
import path from 'node:path';
import { SPEC_PLACES } from '../../test/support/spec-places';
import { defaultContentDir, launchContent, launchPolicies } from './index';

const {
  blogs: BLOGS,
  destinations: DESTINATIONS,
  faqs: FAQS,
  packages: PACKAGES,
} = launchContent();

/** The stay of a package's last day. */
const DEPARTURE = 'Departure';

/** The content's "today": no blog may be dated after it. */
const LATEST_BLOG_DATE = '2026-11-21';

/** The launch destinations and blogs, whose ids (insertion order) must never change. */
const LAUNCH_DESTINATION_SLUGS = [
  'goa',
  'kerala',
  'manali',
  'nainital',
  'jaipur',
  'shimla',
  'kashmir',
  'rajasthan',
  'darjeeling',
  'puri',
  'dwarka',
  'rameshwaram',
  'kedarnath',
  'badrinath',
  'vaishno-devi',
  'jim-corbett',
];
const LAUNCH_BLOG_NAMES = [
  'Solang Valley for First-Time Adventurers',
  'A Kashmir Honeymoon in Five Unhurried Days',
  'North or South Goa? Picking the Right Beach',
  'Kedarnath Yatra Checklist: Registration, Trek and Weather',
  'Tiger Country: Planning a Safari at Jim Corbett',
  'Kerala in the Monsoon: Green, Quiet and Good Value',
];

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const IMAGE_PATHS = LANDSCAPES.map((l) => `/images/${l}.svg`);
const unique = (values: string[]) => new Set(values).size === values.length;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const words = (html: string) => text(html).split(' ').length;
const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('content destinations', () => {
  it('are at least 30, with every place the spec names and unique slugs and names', () => {
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(30);
    expect(DESTINATIONS.map((d) => d.name)).toEqual(expect.arrayContaining(SPEC_PLACES));
    expect(unique(DESTINATIONS.map((d) => d.slug))).toBe(true);
    expect(unique(DESTINATIONS.map((d) => d.name.toLowerCase()))).toBe(true);
    for (const d of DESTINATIONS) expect(d.slug).toMatch(SLUG);
  });

  it('keep the launch destinations first and in order, so their ids stay stable', () => {
    expect(DESTINATIONS.slice(0, LAUNCH_DESTINATION_SLUGS.length).map((d) => d.slug)).toEqual(
      LAUNCH_DESTINATION_SLUGS,
    );
  });

  it.each(DESTINATIONS.map((d) => [d.name, d] as const))(
    '%s has a rich-text description of 2–4 paragraphs, longer than the 500-character cut',
    (_, d) => {
      expect(LANDSCAPES).toContain(d.landscape);
      const paragraphs = d.description.match(/<p>[^<]+<\/p>/g) ?? [];
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      // Nothing but those paragraphs (and the newlines between them).
      expect(d.description.replace(/<p>[^<]+<\/p>/g, '').trim()).toBe('');
      expect(text(d.description).length).toBeGreaterThan(500);
    },
  );

  it.each(DESTINATIONS.map((d) => d.slug))('%s has at least three packages', (slug) => {
    expect(PACKAGES.filter((p) => p.destination === slug).length).toBeGreaterThanOrEqual(3);
  });
});

describe('content packages', () => {
  it('are at least 200, with unique slugs and known destinations', () => {
    expect(PACKAGES.length).toBeGreaterThanOrEqual(200);
    expect(unique(PACKAGES.map((p) => p.slug))).toBe(true);
    const slugs = DESTINATIONS.map((d) => d.slug);
    for (const p of PACKAGES) {
      expect(p.slug).toMatch(SLUG);
      expect(slugs).toContain(p.destination);
    }
  });

  it('all say the months (1–12) they run or suit, not every one of them for most', () => {
    for (const p of PACKAGES) {
      expect(p.months.length).toBeGreaterThan(0);
      expect(unique(p.months.map(String))).toBe(true);
      for (const month of p.months) {
        expect(Number.isInteger(month) && month >= 1 && month <= 12).toBe(true);
      }
    }
    const allYear = PACKAGES.filter((p) => p.months.length === 12);
    expect(allYear.length).toBeLessThan(PACKAGES.length / 10);
  });

  it.each([
    ['kedarnath', [5, 6, 7, 8, 9, 10]],
    ['badrinath', [5, 6, 7, 8, 9, 10]],
  ])('%s packages run only while the temple is open, May to October', (place, open) => {
    const here = PACKAGES.filter((p) => p.destination === place);
    expect(here.length).toBeGreaterThan(0);
    for (const p of here) for (const month of p.months) expect(open).toContain(month);
    expect([...new Set(here.flatMap((p) => p.months))].sort((a, b) => a - b)).toEqual(open);
  });

  it.each([
    ['goa-honeymoon-retreat', [1, 2, 3, 10, 11, 12]],
    ['goa-beaches-and-water-sports', [1, 2, 3, 4, 5, 10, 11, 12]],
    ['goa-christmas-festive', [12]],
    ['goa-monsoon-escape', [6, 7, 8, 9]],
    ['manali-winter-snow-special', [1, 2, 12]],
    ['shimla-kufri-toy-train', [1, 3, 4, 5, 6, 10, 11, 12]],
    ['puri-rath-yatra-festival', [6, 7]],
    ['vaishno-devi-navratri', [3, 4, 9, 10]],
  ])('%s runs or suits the months %j', (slug, months) => {
    const p = PACKAGES.find((candidate) => candidate.slug === slug);
    expect([...(p?.months ?? [])].sort((a, b) => a - b)).toEqual(months);
  });

  it.each([...CATEGORY_CODES])('%s has at least ten packages', (category) => {
    expect(PACKAGES.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(10);
  });

  it.each(PACKAGES.map((p) => [p.slug, p] as const))('%s is consistent', (_, p) => {
    expect(CATEGORY_CODES).toContain(p.category);
    expect(Number.isInteger(p.days) && p.days >= 2 && p.days <= 14).toBe(true);
    // Stars for every hotel; for a resort only where the package names them (the loader checks
    // the words); never for houseboats, homestays, camps and the like.
    if (p.stay.some((kind) => kind === 'hotel' || kind === 'heritage'))
      expect([2, 3, 4, 5]).toContain(p.rating);
    else if (p.stay.some((kind) => STARRED_STAYS.includes(kind)))
      expect([0, 2, 3, 4, 5]).toContain(p.rating);
    else expect(p.rating).toBe(0);
    // GST is the one rule of policies.yaml, never an exclusion line in its own words.
    expect(p.gst).toBe(launchPolicies().gst);
    for (const line of p.exclusions ?? []) expect(line).not.toMatch(/\bGST\b/);

    // Prices: whole rupees, per person on twin sharing, sane for the length of the trip.
    expect(Number.isInteger(p.price)).toBe(true);
    expect(p.price / p.days).toBeGreaterThanOrEqual(1500);
    expect(p.price / p.days).toBeLessThanOrEqual(20_000);
    if (p.maxPrice !== undefined) {
      expect(Number.isInteger(p.maxPrice)).toBe(true);
      expect(p.maxPrice).toBeGreaterThan(p.price);
      expect(p.maxPrice).toBeLessThanOrEqual(p.price * 1.6);
    }

    expect(p.name.trim()).not.toBe('');
    expect(p.description.length).toBeGreaterThan(20);
    expect(p.information.length).toBeGreaterThan(p.description.length);
    expect(p.inclusions.length).toBeGreaterThanOrEqual(3);
    for (const line of [...p.inclusions, ...(p.exclusions ?? [])]) {
      expect(line.trim()).toBe(line);
      expect(line).not.toMatch(/\n/);
      expect(line.length).toBeGreaterThan(3);
    }

    // One itinerary day per day of the trip; every night has a named stay, the last day none.
    expect(p.itinerary).toHaveLength(p.days);
    p.itinerary.forEach((day, index) => {
      expect(day.title.trim()).not.toBe('');
      expect(day.description.length).toBeGreaterThan(20);
      expect(day.stops.length).toBeGreaterThan(0);
      if (index === p.days - 1) {
        expect(day.stay).toBe(DEPARTURE);
      } else {
        expect(day.stay).not.toBe(DEPARTURE);
        expect(day.stay).toMatch(
          /hotel|hostel|resort|retreat|houseboat|camp|lodge|guest house|rest house|homestay|cottage|bungalow|beach hut/i,
        );
        expect(day.stay).toMatch(/ (in|at|on|near) (the )?[A-Z]/);
      }
    });
    expect(unique(p.itinerary.map((day) => day.description))).toBe(true);
  });

  it('have tour and cancellation policies with realistic slabs', () => {
    for (const p of PACKAGES) {
      if (p.cancellationPolicy === undefined) continue; // the standard policy, checked below
      const slabs = p.cancellationPolicy.split('\n');
      expect(slabs.length).toBeGreaterThanOrEqual(3);
      expect(p.cancellationPolicy).toMatch(/\d+%/);
      expect(p.cancellationPolicy).toMatch(/no refund/i);
      expect(p.tourPolicy?.split('\n').length).toBeGreaterThanOrEqual(4);
    }
  });

  it('do not read like one template within a destination', () => {
    for (const d of DESTINATIONS) {
      const own = PACKAGES.filter((p) => p.destination === d.slug);
      expect(unique(own.map((p) => p.name))).toBe(true);
      expect(unique(own.map((p) => p.description))).toBe(true);
      // The hand-written pitch opens the information text, so its first sentence differs.
      expect(unique(own.map((p) => p.information.split('. ')[0] ?? ''))).toBe(true);
    }
  });
});

describe('package prices', () => {
  const price = (slug: string) => PACKAGES.find((p) => p.slug === slug)?.price ?? NaN;

  it('put a 3-star, 4-day Goa trip at about ₹12,000–18,000 per person', () => {
    const goa = PACKAGES.filter((p) => p.destination === 'goa' && p.rating === 3 && p.days === 4);
    expect(goa.length).toBeGreaterThan(0);
    for (const p of goa) {
      expect(p.price).toBeGreaterThanOrEqual(12_000);
      expect(p.price).toBeLessThanOrEqual(18_000);
    }
  });

  it('put a 5-star, 6-day Kashmir honeymoon at about ₹45,000–70,000 per person', () => {
    expect(price('kashmir-luxury-honeymoon')).toBeGreaterThanOrEqual(45_000);
    expect(price('kashmir-luxury-honeymoon')).toBeLessThanOrEqual(70_000);
  });

  it('put the Char Dham yatra well above a short beach break', () => {
    expect(price('char-dham-yatra-haridwar')).toBeGreaterThan(
      price('goa-beaches-and-water-sports') * 2,
    );
  });

  it('end in ₹…,499 or ₹…,999, agency style', () => {
    for (const p of PACKAGES) {
      for (const rupees of [p.price, p.maxPrice ?? 999]) expect(rupees % 500).toBe(499);
    }
  });

  it('rise with the hotel class: a stay naming its stars names the package’s own', () => {
    for (const p of PACKAGES) {
      for (const day of p.itinerary) {
        const stars = /(\d)-star/.exec(day.stay)?.[1];
        if (stars !== undefined) expect(`${p.slug}: ${stars}`).toBe(`${p.slug}: ${p.rating}`);
      }
    }
  });
});

describe('content FAQs', () => {
  it('cover every destination, and only known ones', () => {
    expect([...new Set(FAQS.map((f) => f.destination))].sort()).toEqual(
      DESTINATIONS.map((d) => d.slug).sort(),
    );
  });

  it.each(DESTINATIONS.map((d) => [d.slug, d] as const))(
    '%s has 8–15 distinct FAQs, including when to go and how to get there',
    (slug) => {
      const faqs = FAQS.filter((f) => f.destination === slug);
      expect(faqs.length).toBeGreaterThanOrEqual(8);
      expect(faqs.length).toBeLessThanOrEqual(15);
      expect(unique(faqs.map((f) => f.question))).toBe(true);
      for (const f of faqs) {
        expect(f.question).toMatch(/\?$/);
        if (f.answer !== null) expect(f.answer.length).toBeGreaterThan(40);
      }
      const questions = faqs.map((f) => f.question).join('\n');
      expect(questions).toMatch(/best (time|season)|when is .* open/i);
      expect(questions).toMatch(/reach|get to/i);
    },
  );

  it('leave at most two questions unanswered in the whole catalogue', () => {
    expect(FAQS.filter((f) => f.answer === null).length).toBeLessThanOrEqual(2);
  });

  it('answer the permit and altitude questions of the high places', () => {
    const about = (slug: string) =>
      FAQS.filter((f) => f.destination === slug)
        .map((f) => `${f.question} ${f.answer ?? ''}`)
        .join('\n');
    expect(about('leh-ladakh')).toMatch(/Inner Line Permit/);
    expect(about('sikkim')).toMatch(/Inner Line Permit/);
    expect(about('kedarnath')).toMatch(/registration/i);
    for (const slug of ['manali', 'kashmir', 'leh-ladakh', 'sikkim', 'kedarnath', 'badrinath']) {
      expect(about(slug)).toMatch(/altitude/i);
    }
  });
});

describe('content blogs', () => {
  it('are at least 24, keeping the six launch posts first so their ids stay stable', () => {
    expect(BLOGS.length).toBeGreaterThanOrEqual(24);
    expect(BLOGS.slice(0, LAUNCH_BLOG_NAMES.length).map((b) => b.name)).toEqual(LAUNCH_BLOG_NAMES);
    expect(unique(BLOGS.map((b) => b.name))).toBe(true);
  });

  it('each have their own date, none before 2024 or after the content’s today', () => {
    expect(unique(BLOGS.map((b) => b.publishedAt))).toBe(true);
    for (const blog of BLOGS) {
      expect(blog.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${blog.publishedAt}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
        blog.publishedAt,
      );
      expect(blog.publishedAt >= '2024-01-01').toBe(true);
      expect(blog.publishedAt <= LATEST_BLOG_DATE).toBe(true);
    }
  });

  it('cover every category, with known destinations and landscape images', () => {
    const categories = countBy(BLOGS, (b) => b.category);
    for (const category of CATEGORY_CODES)
      expect(categories.get(category)).toBeGreaterThanOrEqual(2);
    const slugs = DESTINATIONS.map((d) => d.slug);
    for (const blog of BLOGS) {
      expect(slugs).toContain(blog.destination);
      expect(IMAGE_PATHS).toContain(blog.imageUrl);
    }
  });

  it.each(BLOGS.map((b) => [b.name, b] as const))(
    '“%s” is a rich post of 400–900 words',
    (_, blog) => {
      expect(blog.html).toMatch(/<h2>[^<]+<\/h2>/);
      expect(blog.html).toMatch(/<p>/);
      expect(blog.html).toMatch(/<(ul|ol)>\s*<li>/);
      expect(blog.html).not.toMatch(/<h1|<h3|<script|style=/);
      expect(words(blog.html)).toBeGreaterThanOrEqual(400);
      expect(words(blog.html)).toBeLessThanOrEqual(900);
    },
  );

  it('leave Goa without a religious post, as the blog filter tests expect an empty result there', () => {
    expect(BLOGS.some((b) => b.destination === 'goa' && b.category === 'RELIGIOUS')).toBe(false);
  });
});

describe('GST in the content', () => {
  /** Every text file of content/, with its path. */
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? files(path.join(dir, entry.name))
          : /\.(ya?ml|md)$/.test(entry.name)
            ? [path.join(dir, entry.name)]
            : [],
      );

  it('is stated once, in policies.yaml: other texts only point to the prices', () => {
    const root = defaultContentDir();
    const mentions = files(root).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('#') && /\bGST\b/.test(line))
        .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    // The rule itself, and the FAQ and terms, which say where it is stated and never state one
    // of their own ("may add taxes such as GST" said a different thing).
    expect(mentions).toEqual([
      'pages/terms.md: Prices shown on the website, including ‘Starting From’ prices, are indicative until confirmed. They are per person on twin sharing, for the travel season shown; how GST applies is stated with every price. Airfare, entry tickets and personal expenses are not included unless a package lists them under its inclusions.',
      'site/faq.yaml: No. Prices on the website are indicative and per person on twin sharing. How GST applies is stated with every price, on the package cards and pages. The final price depends on your dates, hotel choice, group size and availability.',
    ]);
  });
});
