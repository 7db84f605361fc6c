/**
 * `pnpm --filter api bench:assistant`: how long the assistant takes to answer over a large
 * catalogue. Not a test. Generates ASSISTANT_BENCH_PACKAGES (default 5,000) packages with
 * itineraries, plus FAQs and blogs, in an in-memory SQLite database, builds the assistant on
 * it, then times each answer to a mixed question set (full path: catalogue fingerprint query,
 * understanding, MiniSearch retrieval, reply), and prints p50/p95/p99.
 */
import { performance } from 'node:perf_hooks';
import { createAssistant } from '../src/assistant/answer';
import { openDatabase } from '../src/open-database';
import { migrateToLatest } from '../src/prepare-database';
import type { NewBlog, NewItineraryDay, NewPackage } from '../src/db/schema';
import { launchContent } from '../src/content-files';

const DESTINATIONS = launchContent().destinations;

const PACKAGES = Number(process.env.ASSISTANT_BENCH_PACKAGES ?? 5000);
const QUESTIONS = Number(process.env.ASSISTANT_BENCH_QUESTIONS ?? 2000);
const TARGET_P95_MS = 50;

const CATEGORIES = [
  'SEASONAL_PACKAGE',
  'ADVENTURE',
  'FAMILY',
  'NATURE',
  'HONEYMOON',
  'WILDLIFE',
  'FRIEND',
  'RELIGIOUS',
  'WATER_ACTIVITY',
] as const;
const THEME_WORDS: Record<(typeof CATEGORIES)[number], string[]> = {
  SEASONAL_PACKAGE: ['Festival', 'Winter Special', 'Monsoon Escape', 'Spring Bloom'],
  ADVENTURE: ['Trek', 'Adventure', 'Bike Expedition', 'Paragliding Break'],
  FAMILY: ['Family Holiday', 'Family Getaway', 'Heritage Tour', 'Kids Special'],
  NATURE: ['Nature Trail', 'Lakes and Forests', 'Tea Hills', 'Valley Walks'],
  HONEYMOON: ['Honeymoon', 'Romantic Retreat', 'Couples Escape', 'Luxury Honeymoon'],
  WILDLIFE: ['Tiger Safari', 'Jungle Safari', 'Birding Trail', 'Wildlife Lodge'],
  FRIEND: ['Friends Trip', 'Group Getaway', 'Road Trip', 'Weekend with Friends'],
  RELIGIOUS: ['Darshan', 'Yatra', 'Temple Trail', 'Pilgrimage'],
  WATER_ACTIVITY: ['Rafting', 'Scuba Diving', 'Water Sports', 'Kayak Camp'],
};
const PLACES = ['Fort', 'Lake', 'Valley', 'Temple', 'Market', 'Beach', 'Palace', 'Falls', 'Ghat'];
const SEASONS = ['October to March', 'March to June', 'November to February', 'May to September'];
const SYLLABLES = ['ka', 'ra', 'pur', 'ga', 'li', 'man', 'dev', 'shi', 'nag', 'tal', 'ko', 'sar'];

/** Deterministic pseudo-random numbers, so every run measures the same catalogue. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

async function main(): Promise<void> {
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(database);
  const { db } = database;

  // Destinations: the launch ones plus made-up towns, about 50 packages each.
  const made = Array.from(
    { length: Math.max(0, Math.ceil(PACKAGES / 50) - DESTINATIONS.length) },
    (_, i) => {
      const name = `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)}`;
      return {
        name: `${name.charAt(0).toUpperCase()}${name.slice(1)} ${i + 1}`,
        slug: `${name}-${i + 1}`,
      };
    },
  );
  const destinations = await db
    .insertInto('destinations')
    .values(
      [...DESTINATIONS.map((d) => ({ name: d.name, slug: d.slug })), ...made].map((d) => ({
        ...d,
        description: `<p>${d.name} is a place to visit.</p>`,
        landscape: 'hills',
      })),
    )
    .returning(['id', 'name', 'slug'])
    .execute();

  const packages: NewPackage[] = [];
  for (let i = 0; i < PACKAGES; i += 1) {
    const destination = destinations[i % destinations.length]!;
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const days = 2 + Math.floor(next() * 11);
    const rating = 2 + Math.floor(next() * 4);
    const price = Math.round((days * (1500 + rating * 1200) * (0.7 + next())) / 500) * 500 - 1;
    const name = `${destination.name} ${pick(PLACES)} ${pick(THEME_WORDS[category])} ${i + 1}`;
    packages.push({
      destination_id: destination.id,
      name,
      slug: `bench-package-${i + 1}`,
      category,
      days,
      price,
      max_price: Math.round(price * 1.3),
      rating,
      description: `${days} days around ${destination.name}: ${pick(PLACES).toLowerCase()}s, food and ${pick(PLACES).toLowerCase()} walks.`,
      information: `<p>A ${THEME_WORDS[category][0]!.toLowerCase()} in ${destination.name} with a ${pick(PLACES).toLowerCase()} visit and local food. The best time for this trip is ${pick(SEASONS)}. The tour starts and ends at ${destination.name} station.</p>`,
      image: '/images/hills.svg',
      inclusions: 'Hotel stay\nDaily breakfast\nPrivate car',
      exclusions: 'Flights\nGST of 5% on the package price',
      tour_policy: 'Your booking is confirmed once we receive a 25% advance.',
      cancellation_policy: '30 days or more before departure: 10% of the tour cost is retained.',
    });
  }
  const ids: number[] = [];
  for (let start = 0; start < packages.length; start += 400) {
    const rows = await db
      .insertInto('packages')
      .values(packages.slice(start, start + 400))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const days: NewItineraryDay[] = ids.flatMap((id, index) =>
    Array.from({ length: packages[index]!.days }, (_, d) => ({
      package_id: id,
      day_number: d + 1,
      name: `Day ${d + 1}: ${pick(PLACES)} and ${pick(PLACES).toLowerCase()}`,
      description: 'Sightseeing at an easy pace.',
      stages: `${pick(PLACES)}\n${pick(PLACES)}`,
      accommodation: '3-star hotel',
      image: null,
    })),
  );
  for (let start = 0; start < days.length; start += 1000) {
    await db
      .insertInto('itinerary_days')
      .values(days.slice(start, start + 1000))
      .execute();
  }
  const faqs = destinations.flatMap((d) => [
    {
      destination_id: d.id,
      question: `What is the best time to visit ${d.name}?`,
      answer: `${pick(SEASONS)} is pleasant.`,
    },
    {
      destination_id: d.id,
      question: `How do I reach ${d.name}?`,
      answer: 'By train to the nearest station, then by road.',
    },
    {
      destination_id: d.id,
      question: `How many days are enough for ${d.name}?`,
      answer: 'Three to four days.',
    },
    { destination_id: d.id, question: `Is ${d.name} safe?`, answer: 'Yes, with the usual care.' },
  ]);
  for (let start = 0; start < faqs.length; start += 500) {
    await db
      .insertInto('faqs')
      .values(faqs.slice(start, start + 500))
      .execute();
  }
  const blogs: NewBlog[] = destinations.slice(0, 100).map((d, i) => ({
    name: `A weekend in ${d.name}`,
    description: `<p>${d.name} has a ${pick(PLACES).toLowerCase()} worth a visit.</p>`,
    image_url: null,
    destination_id: d.id,
    category: CATEGORIES[i % CATEGORIES.length]!,
    published_at: '2026-01-01',
  }));
  await db.insertInto('blogs').values(blogs).execute();

  const templates = [
    (d: string) => `${d} honeymoon under 30k`,
    (d: string) => `${d} family trip 5 days for 4 people`,
    (d: string) => `cheap ${d} package`,
    (d: string) => `luxury ${d} trip in December`,
    (d: string) => `best time to visit ${d}`,
    (d: string) => `how to reach ${d}`,
    (d: string) => `${d} kitne ka hai, hum 3 log`,
    (d: string) => `mujhe ${d} jana hai 4 raat`,
    (d: string) => `${d}`,
    () => 'tiger safari under 20k',
    () => 'beach holiday under 20000 for a weekend',
    () => 'scuba diving',
    () => 'sasta package',
    () => 'honeymoon ke liye',
    () => 'what is your cancellation policy?',
    () => 'hi',
    () => 'thank you',
    () => 'write python code',
  ];
  const questions = Array.from({ length: QUESTIONS }, () => {
    const template = Math.floor(next() * templates.length);
    return { template, text: templates[template]!(pick(destinations).name) };
  });

  const assistant = createAssistant(db);
  const buildStart = performance.now();
  await assistant.answer('hello');
  const buildMs = performance.now() - buildStart;
  for (const q of questions.slice(0, 50)) await assistant.answer(q.text); // warm-up

  const times: number[] = [];
  const byTemplate = new Map<number, number[]>();
  for (const question of questions) {
    const start = performance.now();
    await assistant.answer(question.text);
    const ms = performance.now() - start;
    times.push(ms);
    byTemplate.set(question.template, [...(byTemplate.get(question.template) ?? []), ms]);
  }
  times.sort((a, b) => a - b);
  const slowest = [...byTemplate]
    .map(([template, list]) => ({
      example: templates[template]!('<place>'),
      p95: percentile(
        [...list].sort((a, b) => a - b),
        0.95,
      ),
    }))
    .sort((a, b) => b.p95 - a.p95)
    .slice(0, 3)
    .map((t) => `  ${t.p95.toFixed(2)} ms  ${t.example}`);
  const p95 = percentile(times, 0.95);
  const row = (label: string, value: number) => `${label.padEnd(10)} ${value.toFixed(2)} ms`;
  console.log(
    [
      `Assistant benchmark: ${PACKAGES} packages in ${destinations.length} destinations, ${days.length} itinerary days, ${faqs.length} FAQs, ${blogs.length} blogs (SQLite in memory), Node ${process.version}`,
      `index build (first answer): ${buildMs.toFixed(0)} ms; heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
      `${times.length} answers:`,
      row('p50', percentile(times, 0.5)),
      row('p95', p95),
      row('p99', percentile(times, 0.99)),
      row('max', times[times.length - 1]!),
      'slowest kinds of question (p95):',
      ...slowest,
      `p95 target ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`,
    ].join('\n'),
  );
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
