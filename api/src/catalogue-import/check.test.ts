/**
 * `pnpm catalogue:check` on copies of the shipped content folder: the real one passes, and a
 * copy with mistakes in several files reports each, with its file and field, in an editor's words,
 * and an exit code of 1; nothing is imported either way (it opens no database).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultContentDir } from '../content-files';

const CLI = path.join(__dirname, 'check-cli.ts');

function runCheck(contentDir: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI], {
    env: { PATH: process.env.PATH ?? '', CONTENT_DIR: contentDir, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

let workDir: string;
let content: string;

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-check-'));
  content = path.join(workDir, 'content');
  fs.cpSync(defaultContentDir({}), content, { recursive: true });
});

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

it('passes the shipped content and says what it holds', () => {
  const { status, out } = runCheck(content);
  expect(status).toBe(0);
  expect(out).toMatch(/no problems\. \d+ destinations, \d+ packages, \d+ blog posts, \d+ FAQs/);
});

it('warns loudly of placeholder contact details, and fails on them for production', () => {
  const warning =
    /!!! site\/profile\.yaml still holds placeholder contact details \(phone \+91 98765 43210, whatsapp \+91 98765 43210, email support@ghumakkad\.example\)/;
  const check = runCheck(content);
  expect(check.status).toBe(0);
  expect(check.err).toMatch(warning);
  const production = runCheck(content, { NODE_ENV: 'production' });
  expect(production.status).toBe(1);
  expect(production.err).toMatch(warning);
});

it('lists every problem of a broken folder with its file and field, and fails', () => {
  const edit = (file: string, change: (text: string) => string) => {
    const full = path.join(content, file);
    fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
  };
  edit('packages/goa/goa-beach-and-heritage-escape.yaml', (text) =>
    text.replace(/^price: \d+$/m, 'price: 27999.50').replace(/^days: (\d+)$/m, 'days: five'),
  );
  edit('destinations/goa.yaml', (text) => text.replace(/^landscape: .*$/m, 'landscape: moon'));
  const { status, out, err } = runCheck(content);
  expect(status).toBe(1);
  expect(out).toBe('');
  const lines = err.trim().split('\n');
  expect(lines[0]).toMatch(/: 3 problems; nothing was imported\.$/);
  expect(lines.slice(1).map((line) => line.trim())).toEqual(
    expect.arrayContaining([
      'content/packages/goa/goa-beach-and-heritage-escape.yaml: price must be a whole number of rupees, like 27999 (it says 27999.5)',
      'content/packages/goa/goa-beach-and-heritage-escape.yaml: days must be a number (it says "five")',
      expect.stringMatching(
        /^content\/destinations\/goa\.yaml: landscape must be one of: .* \(it says "moon"\)$/,
      ),
    ]),
  );
});
