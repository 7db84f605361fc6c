/**
 * Photos and blog pictures in content files, as the loader checks them: each problem
 * names the file and field with words an editor can act on. Photos are drawn by the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeTestPhoto } from '../images/test-photos';
import { loadContent } from './load-content';
import { contentProblems, useContentCopy } from '../../test/support/content-copy';

const PACKAGE = 'packages/goa/goa-beach-escape.yaml';
const POST = 'blogs/01-goa-for-beginners.md';

const copy = useContentCopy();

const read = (file: string) => fs.readFileSync(path.join(copy.dir, file), 'utf8');

/** The package's file with these lines added at its end. */
const addToPackage = (lines: string) => copy.write(PACKAGE, `${read(PACKAGE)}\n${lines}\n`);

/** The post's front matter with these lines added. */
const addToPost = (lines: string) =>
  copy.write(
    POST,
    read(POST).replace('publishedAt: 2025-01-10\n', `publishedAt: 2025-01-10\n${lines}\n`),
  );

const photo = (fields: Record<string, string>) =>
  [
    'photos:',
    ...Object.entries(fields).map(([k, v], i) => `${i === 0 ? '  - ' : '    '}${k}: ${v}`),
  ].join('\n');

describe('photos in content files', () => {
  it('reads a package, destination and post photo with its file found', async () => {
    copy.write('photos/goa/coast.jpg', await makeTestPhoto({ width: 900, height: 600 }));
    copy.write(
      'photos/goa/sea.webp',
      await makeTestPhoto({ width: 900, height: 600, format: 'webp' }),
    );
    const entry = { file: 'photos/goa/coast.jpg', alt: 'The sea at dusk', credit: 'Test camera' };
    addToPackage(photo(entry));
    addToPost(photo({ ...entry, file: 'photos/goa/sea.webp' }));
    copy.write('destinations/goa.yaml', `${read('destinations/goa.yaml')}\n${photo(entry)}\n`);

    const catalogue = loadContent(copy.dir);
    const expected = { ...entry, path: path.join(copy.dir, 'photos/goa/coast.jpg') };
    expect(catalogue.packages.find((p) => p.slug === 'goa-beach-escape')?.photos).toEqual([
      expected,
    ]);
    expect(catalogue.destinations.find((d) => d.slug === 'goa')?.photos).toEqual([expected]);
    expect(catalogue.blogs.find((b) => b.name === 'Goa for Beginners')?.photos).toEqual([
      {
        ...expected,
        file: 'photos/goa/sea.webp',
        path: path.join(copy.dir, 'photos/goa/sea.webp'),
      },
    ]);
    // Items without photos are read as before: no photos field at all.
    expect(catalogue.packages.find((p) => p.slug === 'goa-island-hop')).not.toHaveProperty(
      'photos',
    );
  });

  it('asks for alt text and a credit', async () => {
    copy.write('photos/goa/coast.jpg', await makeTestPhoto({ width: 900, height: 600 }));
    addToPackage(photo({ file: 'photos/goa/coast.jpg', alt: "''" }));
    expect(contentProblems(copy.dir).map((p) => `${p.field}: ${p.message}`)).toEqual([
      'photos[0].alt: Must describe the photo for people who cannot see it (what it shows)',
      'photos[0].credit: Must say who took the photo or owns it, e.g. "Asha Rao" or "Ghumakkad"',
    ]);
  });

  it('names a missing file, a file outside content/ and a file that is no image', () => {
    copy.write('photos/goa/notes.jpg', 'not a photo at all');
    copy.write('photos/goa/notes.txt', 'not a photo at all');
    addToPackage(
      [
        'photos:',
        '  - { file: photos/goa/missing.jpg, alt: A beach, credit: Me }',
        '  - { file: ../secret.jpg, alt: A beach, credit: Me }',
        '  - { file: photos/goa/notes.jpg, alt: A beach, credit: Me }',
        '  - { file: photos/goa/notes.txt, alt: A beach, credit: Me }',
      ].join('\n'),
    );
    expect(contentProblems(copy.dir).map((p) => `${p.field}: ${p.message}`)).toEqual([
      'photos[0].file: No file content/photos/goa/missing.jpg: put the photo there, or correct the path',
      'photos[1].file: Must be a path inside content/, e.g. photos/goa/beach.jpg',
      'photos[2].file: content/photos/goa/notes.jpg is not a JPEG, PNG or WebP image inside, whatever its name says',
      'photos[3].file: Must be a JPEG, PNG or WebP photo (.jpg, .jpeg, .png or .webp)',
    ]);
  });

  it('refuses an empty list of photos', () => {
    addToPackage('photos: []');
    expect(contentProblems(copy.dir).map((p) => `${p.field}: ${p.message}`)).toEqual([
      'photos: Must list at least one photo, or leave photos out',
    ]);
  });
});

describe('a blog post’s imageUrl', () => {
  it('takes one of our drawn landscapes, or none', () => {
    addToPost('imageUrl: /images/beach.svg');
    expect(loadContent(copy.dir).blogs.find((b) => b.name === 'Goa for Beginners')?.imageUrl).toBe(
      '/images/beach.svg',
    );
  });

  it('refuses an outside URL, saying where a photo goes instead', () => {
    addToPost('imageUrl: https://example.com/goa.jpg');
    expect(contentProblems(copy.dir).map((p) => `${p.field}: ${p.message}`)).toEqual([
      'imageUrl: An outside picture cannot be shown (the site shows only its own pictures): save ' +
        'the photo under content/photos/ and list it under photos:, or leave imageUrl out',
    ]);
  });

  it('refuses any other path', () => {
    addToPost('imageUrl: /images/moon.svg');
    expect(contentProblems(copy.dir).map((p) => `${p.field}: ${p.message}`)[0]).toMatch(
      /^imageUrl: Must be one of our drawn landscapes \(\/images\/beach\.svg/,
    );
  });
});
