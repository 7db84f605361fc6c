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
  /** What the file has there, when that helps: a short value as YAML would show it. */
  found?: string;
}

/**
 * One line an editor can act on: "content/packages/goa/x.yaml: price must be a whole number of
 * rupees, like 27999 (it says 27999.5)". A message that starts "Must" reads on from the field's
 * name; any other is set after it.
 */
export function formatProblem({ file, record, field, message, found }: ContentProblem): string {
  let text = message;
  if (field && /^Must /.test(message)) text = `${field} m${message.slice(1)}`;
  else if (field && message === 'Required') text = `${field} is missing`;
  else if (field) text = `${field}: ${message}`;
  if (found !== undefined) text += ` (it says ${found})`;
  return [file, record, text].filter(Boolean).join(': ');
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

/** How an editor would name what a field must hold, by zod's name for its type. */
const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  string: 'text',
  array: 'a list, one "- " line per item',
  object: 'a group of fields, one "name: value" line each',
  boolean: 'true or false',
};

interface ZodIssueInput {
  code?: string;
  input?: unknown;
  expected?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * zod's own messages ("Invalid input: expected number, received string") in an editor's words;
 * a schema's own message, where it gives one, comes first. Missing fields read "Required".
 */
function editorMessage(issue: ZodIssueInput): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Required';
      const words = issue.expected ? TYPE_WORDS[issue.expected] : undefined;
      return words ? `Must be ${words}` : undefined;
    }
    case 'invalid_value':
      return issue.values
        ? `Must be one of: ${issue.values.map((value) => String(value)).join(', ')}`
        : undefined;
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      const names = keys.map((key) => `"${key}"`).join(', ');
      return `Unknown field${keys.length === 1 ? '' : 's'} ${names}: check the spelling, or remove ${keys.length === 1 ? 'it' : 'them'}`;
    }
    case 'too_big':
      return issue.origin === 'number' ? `Must be at most ${String(issue.maximum)}` : undefined;
    case 'too_small':
      return issue.origin === 'number' ? `Must be at least ${String(issue.minimum)}` : undefined;
    default:
      return undefined;
  }
}

const parseErrors = { error: editorMessage, reportInput: true } as const;

/** A value short enough to quote back to the editor, as YAML shows it; else undefined. */
function quoted(value: unknown): string | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && value.length <= 40 && !value.includes('\n')) {
    return JSON.stringify(value);
  }
  return undefined;
}

/** Collects problems while the loader reads files under one content folder. */
export class ProblemList {
  readonly problems: ContentProblem[] = [];

  constructor(private readonly root: string) {}

  /** A file's name as problems show it: relative to the folder holding the content folder. */
  display(file: string): string {
    return path.relative(path.dirname(this.root), file).split(path.sep).join('/');
  }

  add(file: string, message: string, field?: string, record?: string, found?: string): void {
    this.problems.push({
      file: this.display(file),
      ...(record === undefined ? {} : { record }),
      ...(field === undefined ? {} : { field }),
      message,
      ...(found === undefined ? {} : { found }),
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
      this.add(file, issue.message, field, record, quoted(issue.input));
    }
    return undefined;
  }
}
