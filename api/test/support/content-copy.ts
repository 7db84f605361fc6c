/**
 * The content tests' set-up: each test edits its own copy of test/fixtures/content and reads what
 * loadContent refuses in it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, loadContent } from '../../src/content-files/load-content';
import { formatProblem, type ContentProblem } from '../../src/content-files/problems';

/** The small content folder the API's tests load. */
export const CONTENT_FIXTURE = path.join(__dirname, '../fixtures/content');

export interface ContentCopy {
  /** The copy: <tmp>/content, so a problem names its file "content/…" as an editor sees it. */
  readonly dir: string;
  /** The folder around it, for files that must be outside the content. */
  readonly workDir: string;
  /** Writes a file of the copy, making its folders. */
  write(file: string, data: string | Buffer): void;
  /** Changes a text file of the copy. */
  edit(file: string, change: (text: string) => string): void;
}

/** A fresh copy of the fixture for each test of the file (or describe) that calls it. */
export function useContentCopy(): ContentCopy {
  let workDir = '';
  beforeEach(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-copy-'));
    fs.cpSync(CONTENT_FIXTURE, path.join(workDir, 'content'), { recursive: true });
  });
  afterEach(() => fs.rmSync(workDir, { recursive: true, force: true }));

  const copy: ContentCopy = {
    get dir() {
      return path.join(workDir, 'content');
    },
    get workDir() {
      return workDir;
    },
    write(file, data) {
      const full = path.join(copy.dir, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, data);
    },
    edit(file, change) {
      copy.write(file, change(fs.readFileSync(path.join(copy.dir, file), 'utf8')));
    },
  };
  return copy;
}

/** What loadContent refuses in `dir`; the test fails if it loads. */
export function contentProblems(dir: string): ContentProblem[] {
  try {
    loadContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('loadContent did not fail');
}

/** The same, each as the editor reads it: "content/…: field: message". */
export const problemLines = (dir: string) => contentProblems(dir).map(formatProblem);
