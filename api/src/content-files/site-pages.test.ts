/**
 * The pages of text (content/pages/*.md) and the general FAQ (content/site/faq.yaml) read with the
 * rest of the content: sections and cards from headings, counts from the catalogue, problems
 * naming file and field, and nothing a page's Markdown says can run as a script.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  PRIVACY_NOTICE_VERSION,
  SITE_FAQ_DOCUMENT,
  sitePageDocument,
  type SiteFaq,
  type SitePage,
} from '@tour/shared/contracts';
import { defaultContentDir } from './content-dir';
import { loadContent, loadPolicies } from './load-content';
import { slugify } from './site-pages';
import { problemLines, useContentCopy } from '../../test/support/content-copy';

const copy = useContentCopy();

function page(name: 'terms' | 'privacy' | 'disclaimer' | 'about'): SitePage {
  return loadContent(copy.dir).documents[sitePageDocument(name)] as SitePage;
}

describe('a page of text', () => {
  it('reads the front matter, the intro and the sections with their ids', () => {
    const terms = page('terms');
    expect(terms).toMatchObject({
      name: 'terms',
      title: 'Terms & Conditions',
      heading: 'Terms & Conditions',
      description: "The fixture's terms.",
      updated: '2026-11-20',
      introHtml: '<p>A short introduction.</p>',
      facts: [],
    });
    expect(terms.sections.map((s) => [s.id, s.title, s.block])).toEqual([
      ['first', 'First section', undefined],
      ['personal-data', 'Your personal data', 'personal-data'],
      ['contact', 'Contact us', 'contact'],
    ]);
    expect(terms.sections[0]?.html).toBe(
      '<p>Some <strong>text</strong>, and a <a href="/privacy-policy">link</a>.</p>',
    );
    expect(terms.sections[1]?.html).toBe('');
  });

  it('fills the catalogue counts in and leaves the contact details to the API', () => {
    const catalogue = loadContent(copy.dir);
    const about = page('about');
    const destinations = new Set(catalogue.packages.map((p) => p.destination)).size;
    expect(about.facts).toEqual([{ label: 'Destinations covered', value: String(destinations) }]);
    expect(about.sections[0]?.html).toBe(
      `<p>We have ${catalogue.packages.length} packages in ${destinations} destinations.</p>`,
    );
    expect(about.sections.at(-1)?.html).toBe('<p>Call us on {phone}.</p>');
  });

  it('gathers ### headings as the cards of their section, ids from their titles', () => {
    const values = page('about').sections[1];
    expect(values).toMatchObject({ id: 'core-values', html: '<p>Two ideas.</p>' });
    expect(values?.parts).toEqual([
      { id: 'customer-first', title: 'Customer First', html: '<p>You come first.</p>' },
      { id: '24-7-support', title: '24/7 Support', html: '<p>Any time.</p>' },
    ]);
  });

  it("states the privacy notice's version where the text asks for it", () => {
    const privacy = page('privacy');
    expect(privacy.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(privacy.sections.at(-1)?.html).toBe(
      `<p>This is version ${PRIVACY_NOTICE_VERSION} of this notice.</p>`,
    );
  });

  it('removes a raw <script> and event handlers written into the Markdown', () => {
    copy.edit('pages/terms.md', (text) =>
      text.replace(
        'Some **text**',
        'Some **text** <script>alert(1)</script><img src="/x.png" onerror="alert(2)">',
      ),
    );
    const html = page('terms').sections[0]?.html ?? '';
    expect(html).not.toMatch(/<script|alert\(1\)|onerror/);
    expect(html).toContain('<strong>text</strong>');
  });

  it('refuses a page without a title, naming the file and the field', () => {
    copy.edit('pages/disclaimer.md', (text) => text.replace('title: Disclaimer\n', ''));
    const lines = problemLines(copy.dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('pages/disclaimer.md');
    expect(lines[0]).toContain('title must be text');
  });

  it('refuses an empty page and a section with nothing under it', () => {
    fs.writeFileSync(
      path.join(copy.dir, 'pages/disclaimer.md'),
      '---\ntitle: Disclaimer\ndescription: D.\nupdated: 2026-11-28\n---\n\n',
    );
    copy.edit('pages/terms.md', (text) =>
      text.replace('Some **text**, and a [link](/privacy-policy).', ''),
    );
    const lines = problemLines(copy.dir).join('\n');
    expect(lines).toMatch(/pages\/disclaimer\.md: Must not be empty/);
    expect(lines).toMatch(/pages\/terms\.md: heading "First section" must have text under it/);
  });

  it("states the agency's claims as the site profile makes them", () => {
    copy.edit('pages/about.md', (text) =>
      text
        .replace('facts:\n', "facts:\n  - label: Partner travel agents\n    value: '{agents}'\n")
        .replace('We help you plan holidays.', '{travellers} travellers have planned with us.'),
    );
    const about = page('about');
    expect(about.facts[0]).toEqual({ label: 'Partner travel agents', value: '120+' });
    expect(about.introHtml).toBe('<p>2 lakh+ travellers have planned with us.</p>');
  });

  it('refuses a claim the site profile does not make, rather than show a figure', () => {
    copy.edit('site/profile.yaml', (text) => text.replace(/^claims:\n(?: {2}.*\n)+/m, ''));
    copy.edit('pages/about.md', (text) =>
      text.replace('We help you plan holidays.', 'We work with {agents} agents.'),
    );
    expect(problemLines(copy.dir)).toEqual([
      'content/pages/about.md: text before the first section: Uses {agents} but site/profile.yaml claims no agents: add it under claims there, or take it out of this page',
    ]);
  });

  it('refuses a missing page, an unknown placeholder and an unknown block', () => {
    fs.rmSync(path.join(copy.dir, 'pages/about.md'));
    copy.edit('pages/terms.md', (text) =>
      text
        .replace('A short introduction.', 'We cover {cities} cities.')
        .replace('{{contact}}', '{{map}}'),
    );
    const lines = problemLines(copy.dir).join('\n');
    expect(lines).toMatch(/pages\/about\.md: Missing/);
    expect(lines).toMatch(/Unknown placeholder \{cities\}/);
    expect(lines).toMatch(/heading "Contact us": Unknown block \{\{map\}\}/);
  });

  it('refuses a privacy policy whose notice version the lead forms do not send', () => {
    copy.edit('pages/privacy.md', (text) =>
      text.replace("noticeVersion: '2026-11-28'", "noticeVersion: '2027-01-01'"),
    );
    const lines = problemLines(copy.dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('noticeVersion must be the privacy notice in force');
    expect(lines[0]).toContain('PRIVACY_NOTICE_VERSIONS');
  });

  it('refuses two headings with one id', () => {
    copy.edit('pages/terms.md', (text) => text.replace('{#first}', '{#contact}'));
    expect(problemLines(copy.dir).join('\n')).toMatch(/Has the id "contact" another heading has/);
  });
});

describe('the general FAQ', () => {
  it("states policies.yaml's booking rule where an answer asks for it, and nothing unknown", () => {
    copy.edit('site/faq.yaml', (text) =>
      text.replace('answer: Yes.', 'answer: Yes. {bookingConfirmation}'),
    );
    const faq = loadContent(copy.dir).documents[SITE_FAQ_DOCUMENT] as SiteFaq;
    expect(faq.items[1]?.answerHtml).toBe(
      '<p>Yes. Your booking is confirmed once your agent has your advance.</p>',
    );
    copy.edit('site/faq.yaml', (text) => text.replace('{bookingConfirmation}', '{deposit}'));
    expect(problemLines(copy.dir)).toEqual([
      'content/site/faq.yaml: questions[1].answer: Unknown placeholder {deposit}: answers may use {bookingConfirmation}',
    ]);
  });

  it('reports the rule missing when policies.yaml does not give it', () => {
    copy.edit('site/faq.yaml', (text) =>
      text.replace('answer: Yes.', 'answer: Yes. {bookingConfirmation}'),
    );
    copy.edit('pages/terms.md', (text) =>
      text.replace('A short introduction.', '{bookingConfirmation}'),
    );
    copy.edit('policies.yaml', (text) => text.replace(/^bookingConfirmation: .*\n/m, ''));
    expect(problemLines(copy.dir)).toEqual([
      'content/policies.yaml: bookingConfirmation is missing',
      'content/pages/terms.md: text before the first section: Uses {bookingConfirmation} but policies.yaml gives no bookingConfirmation',
      'content/site/faq.yaml: questions[1].answer: Uses {bookingConfirmation} but policies.yaml gives no bookingConfirmation',
    ]);
  });

  it('reads each question with its answer as HTML, ids from the file or the question', () => {
    const faq = loadContent(copy.dir).documents[SITE_FAQ_DOCUMENT] as SiteFaq;
    expect(faq).toMatchObject({ heading: 'Frequently Asked Questions', lead: 'Straight answers.' });
    expect(faq.items).toEqual([
      {
        id: 'how-to-book',
        question: 'How do I book?',
        answerHtml: '<p>Send an enquiry.</p>\n<p>Then compare <strong>quotes</strong>.</p>',
      },
      { id: 'is-it-free', question: 'Is it free?', answerHtml: '<p>Yes.</p>' },
    ]);
  });

  it('refuses a question without an answer', () => {
    copy.edit('site/faq.yaml', (text) => text.replace('    answer: Yes.\n', ''));
    expect(problemLines(copy.dir).join('\n')).toMatch(
      /site\/faq\.yaml: questions\[1\]\.answer must be text/,
    );
  });
});

describe('slugify', () => {
  it('turns a heading into a fragment', () => {
    expect(slugify('Why Choose Ghumakkad')).toBe('why-choose-ghumakkad');
    expect(slugify('24/7 Support')).toBe('24-7-support');
  });
});

describe("the repository's pages (content/)", () => {
  const documents = loadContent(defaultContentDir({})).documents;
  const real = (name: 'terms' | 'privacy' | 'disclaimer' | 'about') =>
    documents[sitePageDocument(name)] as SitePage;
  const text = (doc: SitePage) =>
    [
      doc.introHtml,
      ...doc.sections.flatMap((s) => [s.title, s.html, ...s.parts.map((p) => p.html)]),
    ]
      .join(' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ');

  it('has the about sections of the spec, with three values and four reasons', () => {
    const about = real('about');
    expect(about.sections.map((s) => s.title)).toEqual([
      'Our Story',
      'Our Mission',
      'Core Values',
      'Why Choose Ghumakkad',
      'Where would you like to go next?',
    ]);
    expect(about.sections[2]?.parts.map((p) => p.title)).toEqual([
      'Customer First',
      'Innovation',
      'Integrity',
    ]);
    expect(about.sections[3]?.parts.map((p) => p.title)).toEqual([
      'Global Reach',
      'Affordable Pricing',
      '24/7 Support',
      'Customized Plans',
    ]);
    expect(JSON.stringify(about)).not.toMatch(/\{(destinations|packages|agents|travellers)\}/);
  });

  it('states in the policies what is collected, that it is not sold, and the rights', () => {
    const privacy = text(real('privacy'));
    for (const fact of ['personal details', 'travel preferences', 'technical data', 'cookies']) {
      expect(privacy.toLowerCase()).toContain(fact);
    }
    expect(privacy).toMatch(/we do not sell your personal data/i);
    for (const right of ['access', 'correct', 'delete', 'withdraw your consent']) {
      expect(privacy).toMatch(new RegExp(right, 'i'));
    }
    // The terms and the disclaimer show the summary of it (a block of the site).
    for (const name of ['terms', 'disclaimer'] as const) {
      expect(real(name).sections.map((s) => s.block)).toEqual(
        expect.arrayContaining(['personal-data', 'contact']),
      );
    }
  });

  it('says in the disclaimer how payments, cancellations and refunds work', () => {
    const disclaimer = text(real('disclaimer'));
    expect(disclaimer).toContain('Payments go through third-party providers');
    expect(disclaimer).toContain('Cancellation and refund rules vary by provider');
  });

  it('gives one rule for when a booking is confirmed: the tour policies, the FAQ and the terms', () => {
    const catalogue = loadContent(defaultContentDir({}));
    const rule = loadPolicies(defaultContentDir({})).bookingConfirmation;
    expect(rule).toMatch(/^Your booking is confirmed once .*25% advance.*\.$/);
    for (const pkg of catalogue.packages) {
      expect([pkg.slug, pkg.tourPolicy?.split('\n')[0]]).toEqual([pkg.slug, rule]);
      // Only that line says when: no policy gives a second, different rule.
      const rest = pkg.tourPolicy?.split('\n').slice(1).join('\n') ?? '';
      expect([pkg.slug, rest]).toEqual([
        pkg.slug,
        expect.not.stringMatching(/\bconfirm(s|ed)?\b/i),
      ]);
    }
    const faq = documents[SITE_FAQ_DOCUMENT] as SiteFaq;
    const answer = (id: string) => faq.items.find((item) => item.id === id)?.answerHtml;
    expect(answer('how-to-book')).toContain(rule);
    expect(answer('payments')).toContain(rule);
    expect(text(real('terms'))).toContain(rule);
    // Nothing the site says offers another moment of confirmation.
    const everything = [...faq.items.map((item) => item.answerHtml), text(real('terms'))].join(' ');
    expect(everything).not.toMatch(/final only when|confirmed only when/i);
  });

  it('has the general FAQ of 19 distinct questions, each with a real answer', () => {
    const faq = documents[SITE_FAQ_DOCUMENT] as SiteFaq;
    expect(faq.items).toHaveLength(19);
    expect(new Set(faq.items.map((item) => item.id)).size).toBe(19);
    expect(new Set(faq.items.map((item) => item.question)).size).toBe(19);
    for (const item of faq.items) expect(item.answerHtml.length).toBeGreaterThan(60);
  });

  it('keeps no contact details in the pages: they come from the site profile', () => {
    for (const name of ['terms', 'privacy', 'disclaimer', 'about'] as const) {
      expect(JSON.stringify(real(name))).not.toMatch(/@ghumakkad|\+91|\bmailto:|\btel:/);
    }
  });
});
