/**
 * Valid HTML on every kind of route: the W3C Nu HTML Checker (npm `vnu-jar`, run with the
 * machine's Java; nothing is downloaded) reads the server's HTML as it arrives, before any
 * script runs, and must report no error.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, queryDb, test } from './fixtures';

// The package's main export is the jar's path (its README); its `check` helper would fetch a
// Java runtime when none is found, which the test command must never do.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the checker over the files; it answers in JSON on stderr, exit 1 when it found errors. */
function nuCheck(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`vnu gave no JSON: ${stderr.slice(0, 500)}`));
        }
      },
    );
  });
}

test('the server HTML of every kind of route is valid (W3C Nu HTML Checker)', async ({ site }) => {
  test.setTimeout(120_000);
  const [pkg] = queryDb<{ dest: string; slug: string }>(
    site,
    `select d.slug as dest, p.slug from packages p
       join destinations d on d.id = p.destination_id order by p.id limit 1`,
  );
  const [blog] = queryDb<{ id: number; category: string }>(
    site,
    'select id, category from blogs limit 1',
  );
  const routes = {
    home: '/',
    listing: `/${pkg!.dest}-tour-packages`,
    detail: `/${pkg!.dest}-tour-packages-details/${pkg!.slug}`,
    themes: '/themes?categoryId=3&themeName=Family',
    tours: '/tours',
    darshan: '/darshan',
    'dev-darshan': '/details-dev-darshan',
    'no-result': '/no-result-found',
    blogs: '/blogs',
    'blog-detail': `/blog-details?id=${blog!.id}`,
    'blog-category': `/category/${blog!.category}/blog`,
    about: '/about-us',
    faq: '/faq',
    enquiry: '/enquiry?destination=Goa',
    chat: '/chat',
    'search-message': '/?destination=&category=Family&month=2026-12',
    contact: '/contact-us',
    support: '/customer-support',
    disclaimer: '/disclaimer',
    terms: '/terms&conditions',
    privacy: '/privacy-policy',
    'not-found': '/no-such-page',
    'thank-you': '/thank-you?form=request-to-book&reference=GK-7QX4M2PA',
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ghumakkad-vnu-'));
  try {
    // One page after another, as a reader (or a polite crawler) asks for them.
    const files: string[] = [];
    for (const [name, route] of Object.entries(routes)) {
      const response = await fetch(`${site.siteUrl}${route}`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('content-type'), route).toMatch(/^text\/html/);
      const file = path.join(dir, `${name}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    // A lead form posted without JavaScript and refused: its page with the field messages.
    const refused = await fetch(`${site.siteUrl}/forms/request-to-book`, {
      method: 'POST',
      body: new URLSearchParams({ returnTo: routes.detail, leadName: '', email: 'nope' }),
    });
    expect(refused.status).toBe(400);
    const refusedFile = path.join(dir, 'refused-post.html');
    writeFileSync(refusedFile, await refused.text());
    files.push(refusedFile);
    const errors = (await nuCheck(files)).filter((m) => m.type === 'error');
    const report = errors.map(
      (m) =>
        `${path.basename(m.url ?? '')}:${m.lastLine ?? '?'} ${m.message} [${(m.extract ?? '').trim().slice(0, 120)}]`,
    );
    expect(report).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
