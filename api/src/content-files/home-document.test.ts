/**
 * The home document (content/home.yaml, content/testimonials.yaml) read with the rest of the
 * content: cards by slug, reviews only with where and when, problems naming file and field.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HOME_DOCUMENT, type HomeDocument } from '@tour/shared/contracts';
import { defaultContentDir } from './content-dir';
import { loadContent } from './load-content';
import { problemLines, useContentCopy } from '../../test/support/content-copy';

const copy = useContentCopy();

describe('the home document', () => {
  it('keeps the copy and the collections as slugs, with no reviews shipped', () => {
    const home = loadContent(copy.dir).documents[HOME_DOCUMENT] as HomeDocument;
    expect(home.tours.packages).toEqual(['goa-beach-escape', 'kerala-houseboat-night']);
    expect(home.devDarshan.title).toBe('Dev Darshan packages');
    expect(home.whyChooseUs.facts).toEqual([
      '{destinations} destinations',
      '{packages} tour packages',
    ]);
    expect(home.reviews.testimonials).toEqual([]);
  });

  it('refuses a slug that names no package, naming the file and the field', () => {
    copy.edit('home.yaml', (text) => text.replace('[goa-beach-escape]', '[goa-beach-escapes]'));
    const lines = problemLines(copy.dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('home.yaml');
    expect(lines[0]).toContain('devDarshan.packages[0]');
    expect(lines[0]).toContain('No package has the slug "goa-beach-escapes"');
  });

  it('refuses a destination card whose destination does not exist', () => {
    copy.edit('home.yaml', (text) => text.replace('destination: kerala,', 'destination: ladakh,'));
    expect(problemLines(copy.dir).join('\n')).toMatch(
      /devotionalPlans\.places\[0\]\.destination.*"ladakh"/,
    );
  });

  it('keeps what a darshan tile links to, and the trust notes in their order', () => {
    copy.edit('home.yaml', (text) =>
      text
        .replace(
          '- { name: Puri, state: Odisha }',
          '- { name: Alappuzha, state: Kerala, package: kerala-houseboat-night }\n' +
            '    - { name: Goa, state: Goa, destination: goa }\n' +
            '    - { name: Puri, state: Odisha }',
        )
        .replace(
          '      text: Beach days.\n',
          '      text: Beach days.\n  trustNotes: [24/7 Support, Fair prices]\n',
        ),
    );
    const home = loadContent(copy.dir).documents[HOME_DOCUMENT] as HomeDocument;
    expect(home.darshan.tiles).toEqual([
      { name: 'Alappuzha', state: 'Kerala', package: 'kerala-houseboat-night' },
      { name: 'Goa', state: 'Goa', destination: 'goa' },
      { name: 'Puri', state: 'Odisha' },
    ]);
    expect(home.hero.trustNotes).toEqual(['24/7 Support', 'Fair prices']);
  });

  it('shows no trust notes the content does not give', () => {
    const home = loadContent(copy.dir).documents[HOME_DOCUMENT] as HomeDocument;
    expect(home.hero.trustNotes).toEqual([]);
  });

  it('refuses a darshan tile linked to a place that does not visit it', () => {
    copy.edit('home.yaml', (text) =>
      text.replace(
        '- { name: Puri, state: Odisha }',
        '- { name: Puri, state: Odisha, destination: goa }\n' +
          '    - { name: Puri, state: Odisha, package: goa-beach-escape }\n' +
          '    - { name: Alappuzha, state: Kerala, destination: alleppey }\n' +
          '    - { name: Alappuzha, state: Kerala, destination: kerala, package: kerala-houseboat-night }',
      ),
    );
    expect(problemLines(copy.dir)).toEqual([
      'content/home.yaml: darshan.tiles[3] must link to a destination or a package, not both',
    ]);
    copy.edit('home.yaml', (text) => text.replace(', destination: kerala, package:', ', package:'));
    expect(problemLines(copy.dir)).toEqual([
      'content/home.yaml: darshan.tiles[0].destination: No package of "goa" visits Puri: link the tile to a destination or package that does, or leave its link out',
      'content/home.yaml: darshan.tiles[1].package: The package "goa-beach-escape" does not mention Puri: link the tile to a package that visits it, or leave its link out',
      expect.stringMatching(
        /darshan\.tiles\[2\]\.destination.*No destination has the slug "alleppey"/,
      ),
    ]);
  });

  it('refuses a placeholder that is not a count', () => {
    copy.edit('home.yaml', (text) => text.replace('{packages} tour packages', '{agents} agents'));
    expect(problemLines(copy.dir).join('\n')).toMatch(
      /whyChooseUs\.facts\[1\].*Unknown placeholder \{agents\}/,
    );
  });

  it('refuses a review without its source or date', () => {
    fs.writeFileSync(
      path.join(copy.dir, 'testimonials.yaml'),
      'testimonials:\n  - reviewer: A. Traveller\n    text: Lovely trip.\n',
    );
    const text = problemLines(copy.dir).join('\n');
    expect(text).toContain('testimonials.yaml');
    expect(text).toMatch(/testimonials\[0\]\.source/);
    expect(text).toMatch(/testimonials\[0\]\.date/);
  });

  it('keeps a review that says where and when it was posted', () => {
    fs.writeFileSync(
      path.join(copy.dir, 'testimonials.yaml'),
      'testimonials:\n  - reviewer: A. Traveller\n    text: Lovely trip.\n    source: Google reviews\n    date: 2026-01-31\n',
    );
    const home = loadContent(copy.dir).documents[HOME_DOCUMENT] as HomeDocument;
    expect(home.reviews.testimonials).toEqual([
      {
        reviewer: 'A. Traveller',
        text: 'Lovely trip.',
        source: 'Google reviews',
        date: '2026-01-31',
      },
    ]);
  });

  it('asks for home.yaml when it is missing', () => {
    fs.rmSync(path.join(copy.dir, 'home.yaml'));
    expect(problemLines(copy.dir).join('\n')).toMatch(/home\.yaml.*Missing/);
  });
});

describe('the shipped home content', () => {
  it('names only real packages and ships no reviews', () => {
    const home = loadContent(defaultContentDir({})).documents[HOME_DOCUMENT] as HomeDocument;
    // The spec's card counts: 5 hidden gems, 18 popular tours, 5 Dev Darshan packages.
    expect(home.hiddenGems.packages).toHaveLength(5);
    expect(home.tours.packages).toHaveLength(18);
    expect(home.devDarshan.packages).toHaveLength(5);
    expect(home.darshan.slides).toHaveLength(5);
    expect(home.darshan.tiles).toHaveLength(18);
    expect(home.reviews.testimonials).toEqual([]);
  });
});

describe('a package original price', () => {
  it('must be above the price', () => {
    copy.edit('packages/goa/goa-beach-escape.yaml', (text) =>
      text.replace('price: 9999\n', 'price: 9999\noriginalPrice: 9999\n'),
    );
    expect(problemLines(copy.dir).join('\n')).toMatch(
      /goa-beach-escape\.yaml.*originalPrice must be above price \(9999\)/,
    );
  });

  it('is read when above the price', () => {
    copy.edit('packages/goa/goa-beach-escape.yaml', (text) =>
      text.replace('price: 9999\n', 'price: 9999\noriginalPrice: 12999\n'),
    );
    const pkg = loadContent(copy.dir).packages.find((p) => p.slug === 'goa-beach-escape');
    expect(pkg?.originalPrice).toBe(12999);
  });
});
