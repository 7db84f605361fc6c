/** What is wrong with the content files, named so an editor can find and fix it. */
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { z } from 'zod';

export interface ContentProblem {
  /** The file, relative to the folder above the content folder: "content/packages/goa/x.yaml". */
  file: string;
  /** Which record of a file holding several, e.g. 'FAQ 3 "How do I reach Goa?"'. */
  record?: string;
  /** The field, e.g. "price" or "itinerary[2].stay". */
  field?: string;
  message: string;
}

export function formatProblem({ file, record, field, message }: ContentProblem): string {
  return [file, record, field, message].filter(Boolean).join(': ');
}

/** Every problem of the content folder at once, one line each. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    const lines = problems.map((problem) => `  ${formatProblem(problem)}`);
    super(
      `The content files have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        lines.join('\n'),
    );
    this.name = 'ContentError';
  }
}

/** "itinerary", 2, "stay" → "itinerary[2].stay". */
export function fieldPath(keys: readonly PropertyKey[]): string {
  return keys
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** Missing fields read "Required" rather than "expected string, received undefined". */
const parseErrors = {
  error: (issue: { input?: unknown; code?: string }) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined,
};

/** Collects problems while the loader reads files under one content folder. */
export class ProblemList {
  readonly problems: ContentProblem[] = [];

  constructor(private readonly root: string) {}

  /** A file's name as problems show it: relative to the folder holding the content folder. */
  display(file: string): string {
    return path.relative(path.dirname(this.root), file).split(path.sep).join('/');
  }

  add(file: string, message: string, field?: string, record?: string): void {
    this.problems.push({
      file: this.display(file),
      ...(record === undefined ? {} : { record }),
      ...(field === undefined ? {} : { field }),
      message,
    });
  }

  /** The parsed YAML, or undefined (and problems) when it does not parse. */
  parseYaml(file: string, text: string, lineOffset = 0): unknown {
    const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
    if (document.errors.length > 0) {
      for (const error of document.errors) {
        const at = error.linePos?.[0];
        const where = at ? `line ${at.line + lineOffset}, column ${at.col}: ` : '';
        // The first line of the message, without the position prettyErrors appends to it.
        const message = (error.message.split('\n')[0] ?? '').replace(
          / at line \d+, column \d+:?$/,
          '',
        );
        this.add(file, `${where}${message}`);
      }
      return undefined;
    }
    return document.toJS();
  }

  /** The value checked against `schema`, or undefined with one problem per wrong field. */
  check<S extends z.ZodType>(
    schema: S,
    value: unknown,
    file: string,
    record?: string,
  ): z.output<S> | undefined {
    const result = schema.safeParse(value, parseErrors);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? fieldPath(issue.path) : undefined;
      this.add(file, issue.message, field, record);
    }
    return undefined;
  }
}
