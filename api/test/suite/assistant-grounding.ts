/**
 * GET /ai/package never invents: over a large generated question set, every package it names,
 * every ₹ amount (a price, a top price or a group's total of one), every link (canonical, as the
 * site's pages write it) and every quoted FAQ or policy line is in the database. Also: the
 * answers follow catalogue changes at once. Runs on every database target.
 */
import { formatInr, listingPath, packageDetailPath } from '@tour/shared/contracts';
import { QUALITY_CASES } from '../assistant-questions';
import { requests, type Suite } from './context';

interface Truth {
  /** By canonical page, as the replies link them. */
  packages: Map<string, { name: string; price: number; maxPrice: number | null }>;
  prices: Set<number>;
  /** Listing pages. */
  destinations: Set<string>;
  quotes: Set<string>;
  faqAnswers: Set<string>;
  policyLines: Set<string>;
}

async function readTruth(suite: Suite): Promise<Truth> {
  const { db } = suite().database;
  const packages = await db
    .selectFrom('packages')
    .innerJoin('destinations', 'destinations.id', 'packages.destination_id')
    .select([
      'packages.slug as slug',
      'packages.name as name',
      'packages.price as price',
      'packages.max_price as maxPrice',
      'destinations.name as destination',
      'packages.inclusions as inclusions',
      'packages.exclusions as exclusions',
      'packages.tour_policy as tourPolicy',
      'packages.cancellation_policy as cancellationPolicy',
    ])
    .execute();
  const destinations = await db.selectFrom('destinations').select(['name']).execute();
  const faqs = await db.selectFrom('faqs').select(['question', 'answer']).execute();
  const blogs = await db.selectFrom('blogs').select(['name']).execute();
  const policyLines = new Set(
    packages.flatMap((p) =>
      [p.inclusions, p.exclusions, p.tourPolicy, p.cancellationPolicy].flatMap((text) =>
        text.split('\n'),
      ),
    ),
  );
  return {
    packages: new Map(packages.map((p) => [packageDetailPath(p.destination, p.name), p])),
    prices: new Set(packages.flatMap((p) => (p.maxPrice ? [p.price, p.maxPrice] : [p.price]))),
    destinations: new Set(destinations.map((d) => listingPath(d.name))),
    quotes: new Set([...faqs.map((f) => f.question), ...blogs.map((b) => b.name), ...policyLines]),
    faqAnswers: new Set(faqs.map((f) => f.answer ?? '')),
    policyLines,
  };
}

/** Every claim in the reply that could be invented, checked against the database. */
function inventions(content: string, truth: Truth): string[] {
  const problems: string[] = [];
  const linked: { name: string; price: number; maxPrice: number | null }[] = [];
  const lines = content.split('\n');
  for (const line of lines) {
    for (const match of line.matchAll(/\/[a-z0-9-]+-tour-packages-details\/[a-z0-9-]+/g)) {
      const pkg = truth.packages.get(match[0]);
      if (!pkg) {
        problems.push(`unknown or not canonical package link ${match[0]}`);
        continue;
      }
      linked.push(pkg);
      // The line naming the package names it exactly as the database does.
      if (/^\d+\. /.test(line) || line.includes(': ₹')) {
        const named = line.replace(/^\d+\. /, '');
        if (
          !named.startsWith(pkg.name) &&
          !line.startsWith('Details:') &&
          !line.startsWith('Full list:')
        ) {
          problems.push(`"${line}" does not name ${pkg.name}`);
        }
      }
    }
    for (const match of line.matchAll(/\/[a-z0-9-]+-tour-packages(?![-\w])/g)) {
      if (!truth.destinations.has(match[0])) problems.push(`unknown listing ${match[0]}`);
    }
    // A priced line names a linked package ("N. Name: ₹…" or "Name (Place): ₹…").
    const priced = line.match(/^(?:\d+\. )?(.+?)(?: \([^)]*\))?: ₹/);
    if (
      priced &&
      !/start from/.test(line) &&
      ![...truth.packages.values()].some((p) => p.name === priced[1])
    ) {
      problems.push(`unknown package name "${priced[1]}"`);
    }
    const bullet = line.match(/^- (.+)$/);
    if (bullet && !truth.policyLines.has(bullet[1]!))
      problems.push(`invented policy line "${bullet[1]}"`);
  }
  const allowed = new Set(truth.prices);
  for (const pkg of linked) {
    for (let n = 2; n <= 50; n += 1) {
      allowed.add(pkg.price * n);
      if (pkg.maxPrice) allowed.add(pkg.maxPrice * n);
    }
  }
  for (const match of content.matchAll(/₹[\d,]+/g)) {
    const amount = Number(match[0].slice(1).replace(/,/g, ''));
    if (!allowed.has(amount)) problems.push(`invented amount ${match[0]}`);
  }
  for (const match of content.matchAll(/“([^”]+)”/g)) {
    if (!truth.quotes.has(match[1]!)) problems.push(`invented quote “${match[1]}”`);
  }
  const faqAt = lines.findIndex((l) => l.startsWith('From our ') && l.includes(' FAQ, “'));
  if (faqAt >= 0 && !truth.faqAnswers.has(lines[faqAt + 1] ?? '')) {
    problems.push(`FAQ answer not in the database: ${lines[faqAt + 1]}`);
  }
  return problems;
}

const TEMPLATES = [
  (d: string) => d,
  (d: string) => `${d} honeymoon under 30k`,
  (d: string) => `${d} family trip 5 days for 4 people`,
  (d: string) => `cheap ${d} package`,
  (d: string) => `luxury ${d} trip in December`,
  (d: string) => `best time to visit ${d}`,
  (d: string) => `${d} kitne ka hai, hum 3 log`,
  (d: string) => `${d} with friends, total budget 60000 for 2 people, a week`,
];

const EXTRA_QUESTIONS = [
  'sasta package',
  'kitne ka hai',
  'adventure under 15k',
  'wildlife safari for 6 people',
  'pilgrimage 1 lakh total for family of 4',
  'water sports in May',
  'nature trip weekend',
  'seasonal festival packages in March',
  'honeymoon 5 star above 50000',
  'is GST included?',
  'what is included in Kashmir Paradise Tour?',
  'cancellation policy of Gir Lion Safari',
  'refund rules for Kerala packages',
  'hotel check-in time',
  'trip to Paris',
  'beach holiday under 20000',
  'toy train',
  'mujhe pahado me jana hai 4 din',
];

export function describeAssistantGrounding(suite: Suite): void {
  const { get } = requests(suite);
  const ask = async (inputText: string): Promise<string> => {
    const response = await get(`/ai/package?inputText=${encodeURIComponent(inputText)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 1,
      message: 'Success',
      data: { content: expect.any(String) },
    });
    return body.data.content as string;
  };

  describe('GET /ai/package grounding', () => {
    it('names only packages, prices, links, FAQs and policies from the database', async () => {
      const truth = await readTruth(suite);
      const names = (
        await suite().database.db.selectFrom('destinations').select('name').orderBy('id').execute()
      ).map((d) => d.name);
      const questions = [
        ...names.flatMap((name) => TEMPLATES.map((template) => template(name))),
        ...EXTRA_QUESTIONS,
        ...QUALITY_CASES.map((c) => c.question),
      ];
      expect(questions.length).toBeGreaterThan(300);
      const problems: string[] = [];
      let linking = 0;
      for (const question of questions) {
        const content = await ask(question);
        if (content.includes('-tour-packages-details/')) linking += 1;
        for (const problem of inventions(content, truth)) problems.push(`${question}: ${problem}`);
      }
      expect(problems).toEqual([]);
      // Most of these questions are about packages; they should get some.
      expect(linking / questions.length).toBeGreaterThan(0.7);
      // 350+ questions over HTTP: seconds on a busy 2-core machine.
    }, 30_000);

    it('follows catalogue changes without a restart', async () => {
      const { db } = suite().database;
      const goa = await db
        .selectFrom('destinations')
        .select('id')
        .where('slug', '=', 'goa')
        .executeTakeFirstOrThrow();
      const template = await db
        .selectFrom('packages')
        .selectAll()
        .where('destination_id', '=', goa.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { id: templateId, ...row } = template;
      const { id } = await db
        .insertInto('packages')
        .values({
          ...row,
          name: 'Goa Flamingo Lagoon Cruise',
          slug: 'goa-flamingo-lagoon-cruise',
          price: 12345,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      try {
        expect(id).not.toBe(templateId);
        const added = await ask('goa flamingo lagoon cruise');
        expect(added).toContain('/goa-tour-packages-details/goa-flamingo-lagoon-cruise');
        expect(added).toContain(formatInr(12345));

        await db.updateTable('packages').set({ price: 12399 }).where('id', '=', id).execute();
        const repriced = await ask('goa flamingo lagoon cruise');
        expect(repriced).toContain(formatInr(12399));
        expect(repriced).not.toContain(formatInr(12345));
      } finally {
        await db.deleteFrom('packages').where('id', '=', id).execute();
      }
      expect(await ask('goa flamingo lagoon cruise')).not.toContain('goa-flamingo-lagoon-cruise');
    });

    it('quotes a package’s own cancellation policy', async () => {
      const pkg = await suite()
        .database.db.selectFrom('packages')
        .select(['cancellation_policy'])
        .where('slug', '=', 'gir-lion-safari')
        .executeTakeFirstOrThrow();
      const content = await ask('What is the cancellation policy of Gir Lion Safari?');
      for (const line of pkg.cancellation_policy.split('\n').slice(0, 3)) {
        expect(content).toContain(line);
      }
    });

    it('answers an FAQ with the stored answer and the listing link', async () => {
      const faq = await suite()
        .database.db.selectFrom('faqs')
        .innerJoin('destinations', 'destinations.id', 'faqs.destination_id')
        .select(['faqs.answer'])
        .where('destinations.slug', '=', 'sikkim')
        .where('faqs.question', 'like', '%permit%')
        .executeTakeFirstOrThrow();
      const content = await ask('do I need a permit for Sikkim');
      expect(content).toContain(faq.answer!);
      expect(content).toContain('/sikkim-tour-packages');
    });
  });
}
