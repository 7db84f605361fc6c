/**
 * The content loader on a small hand-made content folder (test/fixtures/content): what it reads,
 * and the problems it reports, each naming the file, the record and the field, all at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORY_CODES } from '@tour/shared/contracts';
import { defaultContentDir } from './content-dir';
import { loadContent, loadPolicies } from './load-content';
import { loadVocabulary } from './load-vocabulary';
import { markdownToHtml, markdownToHtmlUnwrapped } from './markdown';
import { CONTENT_FIXTURE, problemLines, useContentCopy } from '../../test/support/content-copy';

const copy = useContentCopy();

/** The problem lines of the ContentError loadContent throws. */
/** The fixture's policies.yaml: bookingConfirmation, which heads every tour policy. */
const RULE = 'Your booking is confirmed once your agent has your advance.';
const ONE_RULE =
  'must not say when a booking is confirmed: policies.yaml says it once, in bookingConfirmation, for every package';

describe('loadContent on a valid folder', () => {
  it('reads destinations in the order order.yaml gives, with Markdown descriptions as HTML', () => {
    const { destinations } = loadContent(CONTENT_FIXTURE);
    expect(destinations).toEqual([
      {
        slug: 'kerala',
        name: 'Kerala',
        landscape: 'backwaters',
        description:
          '<p>Backwaters, hills and a long coast.</p>\n<p>Tea in Munnar, houseboats in Alappuzha.</p>',
      },
      {
        slug: 'goa',
        name: 'Goa',
        landscape: 'beach',
        description:
          '<p>A short stretch of coast with <em>long</em> beaches.</p>\n' +
          '<p>Churches, spice farms and <strong>fish curry</strong> inland.</p>',
      },
    ]);
  });

  it('reads finished packages: listed ones first, then by destination and slug', () => {
    const { packages } = loadContent(CONTENT_FIXTURE);
    expect(packages.map((p) => p.slug)).toEqual([
      'goa-beach-escape',
      'kerala-houseboat-night',
      'goa-island-hop',
    ]);
    expect(packages[0]).toEqual({
      destination: 'goa',
      slug: 'goa-beach-escape',
      name: 'Goa Beach Escape',
      category: 'FAMILY',
      days: 2,
      price: 9999,
      maxPrice: 12999,
      rating: 3,
      stay: ['hotel'],
      includes: ['stay', 'transfers', 'breakfast'],
      gst: 5,
      months: [11, 12, 1],
      description: 'Two easy days on the sand.',
      // One paragraph: inline HTML, no <p> around it, as package information always was.
      information: "A night by the sea and a morning at the fort. It's the shortest trip we sell.",
      inclusions: ['1 night in a 3-star hotel in North Goa', 'Daily breakfast'],
      // Not given: the standard exclusions and policies of policies.yaml.
      exclusions: ['Flights and trains', 'Travel insurance'],
      tourPolicy: `${RULE}\nPay 25% to book.\nCarry a photo ID.`,
      cancellationPolicy:
        '30 days or more before departure: 10% is retained.\n' +
        'Less than 7 days before departure: no refund.',
      itinerary: [
        {
          title: 'Arrival',
          description: 'Pick-up and an evening on the beach.',
          stops: ['Calangute Beach'],
          stay: '3-star hotel in North Goa',
        },
        {
          title: 'Departure',
          description: 'Breakfast and the drive back.',
          stops: ['Hotel', 'Airport'],
          stay: 'Departure',
        },
      ],
    });
  });

  it('takes a named policy from policies.yaml, or the policy text the package writes', () => {
    const hop = loadContent(CONTENT_FIXTURE).packages.find((p) => p.slug === 'goa-island-hop');
    expect(hop?.tourPolicy).toBe(`${RULE}\nPay 25% to book.\nFerries sail with the weather.`);
    expect(hop?.cancellationPolicy).toBe(
      'Any time before departure: 50% is retained.\nOn the day: no refund.',
    );
    expect(hop?.exclusions).toEqual(['Snorkel hire']);
    expect(hop?.formerSlugs).toEqual(['goa-islands-day']);
    expect(hop?.maxPrice).toBeUndefined();
    expect(hop?.information).toBe(
      '<p>A boat to Grande Island for snorkelling.</p>\n<h2>Good to know</h2>\n<ul>\n' +
        '<li>Boats do not sail in the monsoon.</li>\n' +
        '<li>Bring <a href="https://example.com/sun">sun cream</a>.</li>\n</ul>',
    );
  });

  it('reads FAQs by destination order, and blogs by their file number', () => {
    const { faqs, blogs } = loadContent(CONTENT_FIXTURE);
    expect(faqs).toEqual([
      {
        destination: 'kerala',
        question: 'How do I reach Kerala?',
        answer: 'Fly to Kochi or Thiruvananthapuram.',
      },
      {
        destination: 'goa',
        question: 'When should I go to Goa?',
        answer: 'November to February is dry and sunny.',
      },
      { destination: 'goa', question: 'Is there a night market?', answer: null },
    ]);
    expect(blogs).toEqual([
      {
        name: 'Goa for Beginners',
        destination: 'goa',
        category: 'FRIEND',
        publishedAt: '2025-01-10',
        imageUrl: null,
        html: '<p>North or south? <strong>Both</strong>, if you have a week.</p>',
      },
      {
        slug: 'kerala-monsoon',
        name: 'Monsoon in Kerala',
        destination: 'kerala',
        category: 'NATURE',
        publishedAt: '2025-06-01',
        imageUrl: '/images/backwaters.svg',
        html:
          '<p>Rain, green hills and <em>quiet</em> roads.</p>\n<h2>Why go</h2>\n<ol>\n' +
          '<li>Lower prices.</li>\n<li>Full waterfalls.</li>\n</ol>',
      },
    ]);
  });

  it('works without order.yaml: destinations by slug', () => {
    fs.rmSync(path.join(copy.dir, 'order.yaml'));
    const catalogue = loadContent(copy.dir);
    expect(catalogue.destinations.map((d) => d.slug)).toEqual(['goa', 'kerala']);
    expect(catalogue.packages.map((p) => p.slug)).toEqual([
      'goa-beach-escape',
      'goa-island-hop',
      'kerala-houseboat-night',
    ]);
  });

  it("heads a package's own tour policy with the one confirmation rule", () => {
    copy.edit('packages/goa/goa-island-hop.yaml', (text) =>
      text.replace('tourPolicy: island', "tourPolicy: 'Boats sail at nine.'"),
    );
    const hop = loadContent(copy.dir).packages.find((p) => p.slug === 'goa-island-hop');
    expect(hop?.tourPolicy).toBe(`${RULE}\nBoats sail at nine.`);
    expect(loadContent(copy.dir).documents).toBeDefined();
  });

  it('reads the standard policies alone', () => {
    expect(loadPolicies(CONTENT_FIXTURE).exclusions).toEqual([
      'Flights and trains',
      'Travel insurance',
    ]);
  });
});

describe('loadContent problems', () => {
  it('name the file and the field, and come all at once', () => {
    copy.edit('packages/goa/goa-beach-escape.yaml', (text) =>
      text
        .replace('price: 9999', 'price: 9999.5')
        .replace('rating: 3', 'rating: 7')
        .replace('category: FAMILY', 'category: FAMLY')
        .replace('description: Two easy days on the sand.', 'blurb: Two easy days.'),
    );
    copy.edit('packages/kerala/kerala-houseboat-night.yaml', (text) =>
      text.replace('    stay: Premium houseboat on Vembanad Lake\n', ''),
    );
    expect(problemLines(copy.dir)).toEqual([
      'content/packages/goa/goa-beach-escape.yaml: category must be one of: ' +
        `${CATEGORY_CODES.join(', ')} (it says "FAMLY")`,
      'content/packages/goa/goa-beach-escape.yaml: price must be a whole number of rupees, like 27999 (it says 9999.5)',
      'content/packages/goa/goa-beach-escape.yaml: rating must be at most 5 (it says 7)',
      'content/packages/goa/goa-beach-escape.yaml: description is missing',
      'content/packages/goa/goa-beach-escape.yaml: Unknown field "blurb": check the spelling, or remove it',
      'content/packages/kerala/kerala-houseboat-night.yaml: itinerary[0].stay is missing',
    ]);
  });

  it('check fields against each other: days, prices', () => {
    copy.edit('packages/goa/goa-beach-escape.yaml', (text) =>
      text.replace('days: 2', 'days: 3').replace('maxPrice: 12999', 'maxPrice: 8999'),
    );
    expect(problemLines(copy.dir)).toEqual([
      'content/packages/goa/goa-beach-escape.yaml: days must equal the number of itinerary days (2)',
      'content/packages/goa/goa-beach-escape.yaml: maxPrice must not be below price (9999)',
    ]);
  });

  it('name a package whose folder is not a destination', () => {
    fs.mkdirSync(path.join(copy.dir, 'packages/atlantis'));
    fs.copyFileSync(
      path.join(copy.dir, 'packages/goa/goa-island-hop.yaml'),
      path.join(copy.dir, 'packages/atlantis/atlantis-dive.yaml'),
    );
    expect(problemLines(copy.dir)).toEqual([
      'content/packages/atlantis/atlantis-dive.yaml: destination: Unknown destination "atlantis" ' +
        '(its folder): there is no destinations/atlantis.yaml',
    ]);
  });

  it('name duplicate slugs: packages, posts, and lines of order.yaml', () => {
    fs.copyFileSync(
      path.join(copy.dir, 'packages/goa/goa-island-hop.yaml'),
      path.join(copy.dir, 'packages/kerala/goa-island-hop.yaml'),
    );
    // A post's slug is its own, else its name's.
    copy.edit('blogs/02-monsoon-in-kerala.md', (text) =>
      text.replace('slug: kerala-monsoon', 'slug: goa-for-beginners'),
    );
    copy.write(
      'blogs/01-goa-again.md',
      '---\nname: Goa Again\ndestination: goa\ncategory: FRIEND\npublishedAt: 2025-03-01\n---\n\nHi.\n',
    );
    copy.edit('order.yaml', (text) =>
      text.replace('[kerala, goa]', '[kerala, goa, kerala, lakshadweep]'),
    );
    expect(problemLines(copy.dir)).toEqual([
      'content/order.yaml: destinations[2]: "kerala" is listed twice',
      'content/order.yaml: destinations[3]: No destination "lakshadweep"',
      'content/packages/kerala/goa-island-hop.yaml: slug: Duplicate package slug "goa-island-hop": ' +
        'content/packages/goa/goa-island-hop.yaml has it too',
      'content/blogs/01-goa-for-beginners.md: Duplicate number 1: ' +
        'content/blogs/01-goa-again.md has it too',
      'content/blogs/02-monsoon-in-kerala.md: slug: Duplicate post slug "goa-for-beginners": ' +
        'content/blogs/01-goa-for-beginners.md has it too',
    ]);
  });

  it('name the FAQ, the policy, the post and the YAML line that are wrong', () => {
    copy.edit('faqs/goa.yaml', (text) => text.replace('answer: null', 'answer: ""'));
    copy.write('faqs/lakshadweep.yaml', '- question: Where?\n  answer: Far away.\n');
    copy.edit('packages/goa/goa-island-hop.yaml', (text) =>
      text.replace('tourPolicy: island', 'tourPolicy: islands'),
    );
    copy.edit('blogs/01-goa-for-beginners.md', (text) => text.replace('2025-01-10', '2025-02-30'));
    copy.edit('blogs/02-monsoon-in-kerala.md', (text) =>
      text.replace('destination: kerala', 'destination: kerela'),
    );
    copy.write('destinations/kerala.yaml', 'name: Kerala\nlandscape: beach\nlandscape: hills\n');
    expect(problemLines(copy.dir)).toEqual([
      'content/destinations/kerala.yaml: line 3, column 1: Map keys must be unique',
      'content/packages/goa/goa-island-hop.yaml: tourPolicy: Unknown policy "islands": ' +
        'policies.yaml names standard, island',
      'content/faqs/goa.yaml: FAQ 2 "Is there a night market?": answer must not be empty (it says "")',
      'content/faqs/lakshadweep.yaml: destination: Unknown destination "lakshadweep" ' +
        '(the file name): there is no destinations/lakshadweep.yaml',
      'content/blogs/01-goa-for-beginners.md: publishedAt must be a real date (it says "2025-02-30")',
      'content/blogs/02-monsoon-in-kerala.md: destination: Unknown destination "kerela": ' +
        'there is no destinations/kerela.yaml',
    ]);
  });

  it('refuse a second rule on when a booking is confirmed, and a rule of two sentences', () => {
    copy.edit('policies.yaml', (text) =>
      text.replace('    Ferries sail', '    Your seat is confirmed on payment.\n    Ferries sail'),
    );
    copy.edit('packages/goa/goa-beach-escape.yaml', (text) =>
      text.replace(/^itinerary:/m, "tourPolicy: 'The hotel confirms your room.'\nitinerary:"),
    );
    expect(problemLines(copy.dir)).toEqual([
      `content/policies.yaml: tourPolicies.island ${ONE_RULE}`,
      `content/packages/goa/goa-beach-escape.yaml: tourPolicy ${ONE_RULE}`,
    ]);
    copy.edit('policies.yaml', (text) =>
      text
        .replace('    Your seat is confirmed on payment.\n', '')
        .replace('has your advance.', 'has your advance. Pay the rest later.'),
    );
    copy.edit('packages/goa/goa-beach-escape.yaml', (text) =>
      text.replace("tourPolicy: 'The hotel confirms your room.'\n", ''),
    );
    expect(problemLines(copy.dir)).toEqual([
      'content/policies.yaml: bookingConfirmation must be one sentence, ending with a full stop',
    ]);
  });

  it('name missing and stray files, and nothing that only refers to them', () => {
    fs.rmSync(path.join(copy.dir, 'destinations/goa.md'));
    copy.write('destinations/notes.txt', 'places to add');
    copy.write('blogs/third-post.md', '---\nname: Third\n---\n');
    fs.rmSync(path.join(copy.dir, 'policies.yaml'));
    expect(problemLines(copy.dir)).toEqual([
      'content/policies.yaml: Missing',
      'content/destinations/goa.md: Missing: the description of destination "goa"',
      'content/destinations/notes.txt: Unexpected file: destinations are <slug>.yaml and <slug>.md',
      'content/blogs/third-post.md: Unexpected file: posts are <number>-<slug>.md, e.g. 07-a-post.md',
    ]);
  });

  it('give the line of a YAML syntax error, counting the front matter of a post', () => {
    copy.write('destinations/kerala.yaml', 'name: Kerala\nlandscape: [backwaters\n');
    copy.edit('blogs/02-monsoon-in-kerala.md', (text) =>
      text.replace('category: NATURE', 'category: NATURE: RAIN'),
    );
    expect(problemLines(copy.dir)).toEqual([
      'content/destinations/kerala.yaml: line 3, column 1: Flow sequence in block collection ' +
        'must be sufficiently indented and end with a ]',
      'content/blogs/02-monsoon-in-kerala.md: line 5, column 11: Nested mappings are not allowed in compact mappings',
    ]);
  });

  it('say so when there is no content folder at all', () => {
    expect(problemLines(path.join(copy.workDir, 'nowhere'))).toEqual([
      'nowhere: No content folder here (set CONTENT_DIR to the folder holding it)',
    ]);
  });
});

describe('Markdown to HTML', () => {
  it('gives the elements rich text uses, one block a line', () => {
    expect(
      markdownToHtml('A *b* **c** [d](https://e.in)\n\n## H\n\n- x\n- y\n\n1. one\n2. two\n'),
    ).toBe(
      '<p>A <em>b</em> <strong>c</strong> <a href="https://e.in">d</a></p>\n<h2>H</h2>\n' +
        '<ul>\n<li>x</li>\n<li>y</li>\n</ul>\n<ol>\n<li>one</li>\n<li>two</li>\n</ol>',
    );
  });

  it('keeps quotes in text as they are, and escaped inside tags', () => {
    expect(markdownToHtml(`It's "fine" & [a](https://e.in 'say "hi"')`)).toBe(
      `<p>It's "fine" &amp; <a href="https://e.in" title="say &quot;hi&quot;">a</a></p>`,
    );
  });

  it('unwraps a single paragraph only when asked', () => {
    expect(markdownToHtml('Just **one**.')).toBe('<p>Just <strong>one</strong>.</p>');
    expect(markdownToHtmlUnwrapped('Just **one**.')).toBe('Just <strong>one</strong>.');
    expect(markdownToHtmlUnwrapped('One.\n\nTwo.')).toBe('<p>One.</p>\n<p>Two.</p>');
  });
});

describe('the content folder', () => {
  it('is CONTENT_DIR when set, else content/ at the repository root', () => {
    expect(defaultContentDir({})).toBe(path.resolve(__dirname, '../../../content'));
    expect(defaultContentDir({ CONTENT_DIR: 'some/where' })).toBe(path.resolve('some/where'));
  });
});

describe('loadVocabulary', () => {
  it('names the file and field of a wrong entry', () => {
    const real = fs.readFileSync(
      path.join(defaultContentDir({}), 'assistant/vocabulary.yaml'),
      'utf8',
    );
    copy.write(
      'assistant/vocabulary.yaml',
      real.replace(/^monthSpellings:\n {2}janvari: 1$/m, 'monthSpellings:\n  janvari: 13'),
    );
    expect(() => loadVocabulary(copy.dir)).toThrow(
      'content/assistant/vocabulary.yaml: monthSpellings.janvari must be at most 12 (it says 13)',
    );
  });
});

describe('package facts', () => {
  const escape = 'packages/goa/goa-beach-escape.yaml';
  const houseboat = 'packages/kerala/kerala-houseboat-night.yaml';
  const facts = (slug: string) => {
    const p = loadContent(copy.dir).packages.find((candidate) => candidate.slug === slug);
    return p && { stay: p.stay, includes: p.includes, gst: p.gst, rating: p.rating };
  };

  it('reads stay, includes, GST and difficulty; no rating means no stars', () => {
    copy.edit(houseboat, (text) => text.replace(/(includes: .*\n)/, '$1difficulty: easy\n'));
    copy.edit('policies.yaml', (text) => text.replace('gst: 5\n', 'gst: included\n'));
    expect(facts('kerala-houseboat-night')).toEqual({
      stay: ['houseboat'],
      includes: ['stay', 'all-meals'],
      gst: 'included',
      rating: 0,
    });
    expect(
      loadContent(copy.dir).packages.find((p) => p.slug === 'kerala-houseboat-night')?.difficulty,
    ).toBe('easy');
  });

  it('asks for stay and includes when a file leaves them out', () => {
    copy.edit(escape, (text) => text.replace('stay: [hotel]\n', '').replace(/includes: .*\n/, ''));
    expect(problemLines(copy.dir)).toEqual([
      expect.stringMatching(
        /^content\/packages\/goa\/goa-beach-escape\.yaml: stay must say where travellers sleep: a list of one to three of hotel, .*e\.g\. stay: \[hotel\]$/,
      ),
      expect.stringMatching(
        /goa-beach-escape\.yaml: includes must say what the price covers: a list of stay, /,
      ),
    ]);
  });

  it('names the allowed values of a wrong stay, include or difficulty', () => {
    copy.edit(escape, (text) =>
      text
        .replace('stay: [hotel]', 'stay: [hotle]')
        .replace('includes: [stay, transfers, breakfast]', 'includes: [stay, breakfast, all-meals]')
        .replace(/(includes: .*\n)/, '$1difficulty: hard\n'),
    );
    const found = problemLines(copy.dir);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(
      /stay\[0\] must be one of: hotel, heritage, resort, .* \(it says "hotle"\)$/,
    );
    expect(found[1]).toMatch(
      /includes must name one meal plan at most: breakfast, half-board or all-meals/,
    );
    expect(found[2]).toMatch(
      /difficulty must be one of: easy, moderate, challenging \(it says "hard"\)$/,
    );
  });

  it('states GST once, in policies.yaml, for every package', () => {
    const all = loadContent(copy.dir).packages;
    expect(new Set(all.map((p) => p.gst))).toEqual(new Set([5]));
    expect(loadPolicies(copy.dir).gst).toBe(5);
  });

  it('refuses GST in a package file, since one rule covers every package', () => {
    copy.edit(escape, (text) => text.replace(/(includes: .*\n)/, '$1gst: 5\n'));
    expect(problemLines(copy.dir)).toEqual([
      'content/packages/goa/goa-beach-escape.yaml: gst must not be here: GST is stated once for every package, as gst in policies.yaml (it says 5)',
    ]);
  });

  it.each([
    ['left out', (text: string) => text.replace('gst: 5\n', ''), ''],
    [
      'a rate India does not charge',
      (text: string) => text.replace('gst: 5', 'gst: 7'),
      ' (it says 7)',
    ],
    ['a word', (text: string) => text.replace('gst: 5', 'gst: extra'), ' (it says "extra")'],
  ])('names the allowed GST when policies.yaml gives it %s', (_, edit, says) => {
    copy.edit('policies.yaml', edit);
    expect(problemLines(copy.dir)).toEqual([
      `content/policies.yaml: gst must state GST one way: the rate charged on top of the price (5, 12, 18), e.g. gst: 5, or gst: included${says}`,
    ]);
  });

  it('refuses hotel stars on a package that sleeps in hostels, camps or tents', () => {
    copy.edit(escape, (text) => text.replace('stay: [hotel]', 'stay: [hostel, camp]'));
    expect(problemLines(copy.dir)).toEqual([
      'content/packages/goa/goa-beach-escape.yaml: rating must be 0 or left out: stars rate hotels and resorts, and this package stays in hostels, camps',
    ]);
  });

  it('allows stars on a resort only where the package names them, at its rating', () => {
    const hop = 'packages/goa/goa-island-hop.yaml';
    // Its inclusions and its first day say "4-star resort in South Goa".
    expect(facts('goa-island-hop')).toMatchObject({ stay: ['resort'], rating: 4 });
    copy.edit(hop, (text) => text.replace('rating: 4', 'rating: 5'));
    expect(problemLines(copy.dir)).toEqual([
      `content/packages/goa/goa-island-hop.yaml: rating must be 0 or left out, or the itinerary or inclusions must name the resort's stars, like "5-star resort in …": nothing rates a resort but what the package says`,
    ]);
    copy.edit(hop, (text) =>
      text.replace('rating: 5', 'rating: 4').replace(/4-star resort/g, 'beach resort'),
    );
    expect(problemLines(copy.dir)).toHaveLength(1);
    copy.edit(hop, (text) => text.replace('rating: 4\n', ''));
    expect(facts('goa-island-hop')).toMatchObject({ stay: ['resort'], rating: 0 });
  });

  it('refuses stars on houseboats and homestays, which nothing rates', () => {
    copy.edit(houseboat, (text) =>
      text.replace('stay: [houseboat]', 'stay: [houseboat, homestay]\nrating: 4'),
    );
    expect(problemLines(copy.dir)).toEqual([
      'content/packages/kerala/kerala-houseboat-night.yaml: rating must be 0 or left out: stars rate hotels and resorts, and this package stays in houseboats, homestays',
    ]);
  });

  it('allows stars when a hotel is among the stays', () => {
    copy.edit(escape, (text) => text.replace('stay: [hotel]', 'stay: [camp, hotel]'));
    expect(facts('goa-beach-escape')).toMatchObject({ stay: ['camp', 'hotel'], rating: 3 });
  });
});
