/**
 * JSON Schema (2020-12, the part of it the OpenAPI document uses) to a fast-check arbitrary of
 * values the schema accepts. A keyword it does not know is an error, never silently ignored: a
 * rule skipped here would make "valid" requests that are not.
 */
import fc from 'fast-check';

export type JsonSchema = boolean | { [keyword: string]: unknown };
type SchemaObject = { [keyword: string]: unknown };

export interface SchemaArbitraryOptions {
  /** The document local `$ref`s (`#/components/schemas/...`) point into. */
  root?: unknown;
  /** One character of a string without pattern or format; by default mostly printable ASCII. */
  char?: fc.Arbitrary<string>;
}

/** Keywords that say nothing about which values are valid. */
const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$comment',
  '$defs',
  'title',
  'description',
  'default',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentMediaType',
]);
const UNDERSTOOD = new Set([
  ...ANNOTATIONS,
  'type',
  'enum',
  'const',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'items',
  'minItems',
  'maxItems',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
]);
/** Deeper than this is a recursive `$ref`, which nothing here needs. */
const MAX_DEPTH = 12;
/** Longest array or string made when the schema sets no maximum. */
const DEFAULT_MAX = 8;

const anyCodePoint = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 });
const asciiChar = fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 });
/** Mostly what people type, sometimes any code point at all (emoji, controls, NUL). */
const defaultChar = fc.oneof({ arbitrary: asciiChar, weight: 4 }, anyCodePoint);
// Without "__proto__" keys (fast-check favours them): the API refuses such a body as a whole, by
// design (Fastify's onProtoPoisoning), before any schema or credential is looked at, so a value
// with one would stand for "not JSON" wherever the schema allows anything.
const anyJson = fc
  .jsonValue({ maxDepth: 2 })
  .filter((value) => !JSON.stringify(value).includes('"__proto__":'));
const extraKey = fc.string({ unit: fc.constantFrom(...'abcxyz'), minLength: 1, maxLength: 6 });

/** Characters as JSON Schema counts them: code points, not UTF-16 units. */
export const codePoints = (text: string) => [...text].length;

export function schemaArbitrary(
  schema: JsonSchema,
  options: SchemaArbitraryOptions = {},
): fc.Arbitrary<unknown> {
  return convert(schema, { root: options.root, char: options.char ?? defaultChar }, 0);
}

interface Context {
  root: unknown;
  char: fc.Arbitrary<string>;
}

function convert(schema: JsonSchema, context: Context, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) throw new Error('Schema nested too deep (a recursive $ref?)');
  if (schema === true) return anyJson;
  if (schema === false) throw new Error('No value satisfies the schema `false`');
  const unknown = Object.keys(schema).filter((keyword) => !UNDERSTOOD.has(keyword));
  if (unknown.length > 0) throw new Error(`Unsupported JSON Schema keywords: ${unknown}`);
  const next = (inner: JsonSchema) => convert(inner, context, depth + 1);

  const { $ref, allOf, anyOf, oneOf, ...rest } = schema;
  if (typeof $ref === 'string') {
    return next(merge(resolveRef(context.root, $ref), defined({ ...rest, allOf, anyOf, oneOf })));
  }
  if (Array.isArray(allOf)) {
    return next((allOf as JsonSchema[]).reduce(merge, defined({ ...rest, anyOf, oneOf })));
  }
  // oneOf is made like anyOf: right when the branches exclude each other, as the document's do;
  // the callers check what comes out against the schema itself.
  const branches = (anyOf ?? oneOf) as JsonSchema[] | undefined;
  if (branches) {
    const others = defined({ ...rest, oneOf: anyOf ? oneOf : undefined });
    return fc.oneof(...branches.map((branch) => next(merge(others, branch))));
  }

  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const types = schema.type === undefined ? impliedTypes(schema) : [schema.type].flat();
  return fc.oneof(...types.map((type) => ofType(String(type), schema, context, next)));
}

/** The type a schema without `type` is about, from its keywords; none: any JSON at all. */
function impliedTypes(schema: SchemaObject): string[] {
  const has = (...keywords: string[]) => keywords.some((keyword) => keyword in schema);
  if (has('properties', 'required', 'additionalProperties', 'propertyNames')) return ['object'];
  if (has('items', 'minItems', 'maxItems')) return ['array'];
  if (has('minLength', 'maxLength', 'pattern', 'format')) return ['string'];
  if (has('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum')) return ['number'];
  return ['any'];
}

function ofType(
  type: string,
  schema: SchemaObject,
  context: Context,
  next: (inner: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema, context.char);
    case 'array': {
      const minLength = numberOr(schema.minItems, 0);
      const maxLength = numberOr(schema.maxItems, minLength + DEFAULT_MAX);
      return fc.array(next((schema.items as JsonSchema | undefined) ?? true), {
        minLength,
        maxLength,
      });
    }
    case 'object':
      return objectArbitrary(schema, next);
    case 'any':
      return anyJson;
    default:
      throw new Error(`Unsupported type: ${type}`);
  }
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

function integerArbitrary(schema: SchemaObject): fc.Arbitrary<number> {
  const min = Math.max(
    Math.ceil(numberOr(schema.minimum, -Infinity)),
    Math.floor(numberOr(schema.exclusiveMinimum, -Infinity)) + 1,
    Number.MIN_SAFE_INTEGER,
  );
  const max = Math.min(
    Math.floor(numberOr(schema.maximum, Infinity)),
    Math.ceil(numberOr(schema.exclusiveMaximum, Infinity)) - 1,
    Number.MAX_SAFE_INTEGER,
  );
  if (min > max) throw new Error(`No integer between ${min} and ${max}`);
  // fc.integer stops at 32 bits; the document's bounds go up to 2^53 - 1.
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

function numberArbitrary(schema: SchemaObject): fc.Arbitrary<number> {
  const min = bound(schema.minimum, schema.exclusiveMinimum, (a, b) => a > b);
  const max = bound(schema.maximum, schema.exclusiveMaximum, (a, b) => a < b);
  // JSON has no NaN or Infinity.
  const doubles = fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(min && { min: min.value, minExcluded: min.excluded }),
    ...(max && { max: max.value, maxExcluded: max.excluded }),
  });
  // Whole numbers too: ids and counts are what clients send, and what finds stored rows.
  const lowest = min ? Math.floor(min.value) + 1 : -Infinity;
  const highest = max ? Math.ceil(max.value) - 1 : Infinity;
  if (lowest > highest) return doubles;
  return fc.oneof(doubles, integerArbitrary({ minimum: lowest, maximum: highest }));
}

/** The stricter of an inclusive and an exclusive limit, either of which may be missing. */
function bound(
  inclusive: unknown,
  exclusive: unknown,
  stricter: (a: number, b: number) => boolean,
): { value: number; excluded: boolean } | undefined {
  if (
    typeof inclusive === 'number' &&
    !(typeof exclusive === 'number' && stricter(exclusive, inclusive))
  ) {
    return { value: inclusive, excluded: false };
  }
  return typeof exclusive === 'number' ? { value: exclusive, excluded: true } : undefined;
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  date: fc
    .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  'date-time': fc
    .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  uri: fc.webUrl(),
};

function stringArbitrary(schema: SchemaObject, char: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = numberOr(schema.maxLength, Infinity);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const format = schema.format as string | undefined;
  if (format !== undefined && !FORMATS[format]) throw new Error(`Unsupported format: ${format}`);

  if (format === undefined && pattern === undefined) {
    const longest = Math.min(maxLength, minLength + DEFAULT_MAX);
    const anyLength = fc.string({ unit: char, minLength, maxLength: longest });
    if (maxLength === Infinity) return anyLength;
    // The longest string allowed is where off-by-one limits hide, so it comes up often.
    const atLimit = fc.string({ unit: char, minLength: maxLength, maxLength });
    return fc.oneof({ arbitrary: anyLength, weight: 4 }, atLimit);
  }
  // A format or pattern makes the text; the other rules then keep what they accept.
  const source = format
    ? FORMATS[format]!
    : fc.stringMatching(new RegExp(schema.pattern as string));
  return source.filter(
    (text) =>
      codePoints(text) >= minLength &&
      codePoints(text) <= maxLength &&
      (pattern === undefined || pattern.test(text)),
  );
}

function objectArbitrary(
  schema: SchemaObject,
  next: (inner: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const additional = (schema.additionalProperties ?? true) as JsonSchema;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = next(property);
  for (const name of required) model[name] ??= next(additional);
  const known = fc.record(model, { requiredKeys: required });
  if (additional === false) return known;

  // Fields the schema does not name but allows: a server must take (or ignore) them.
  const keys = schema.propertyNames
    ? (next(schema.propertyNames as JsonSchema) as fc.Arbitrary<string>)
    : extraKey;
  const extra = fc.dictionary(
    keys.filter((key) => !(key in model)),
    next(additional),
    { maxKeys: 2 },
  );
  return fc.tuple(known, extra).map(([fields, more]) => ({ ...more, ...fields }));
}

/** The schema without the keywords destructuring left undefined. */
function defined(schema: SchemaObject): SchemaObject {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));
}

/** Two schemas a value must both satisfy, as one (for allOf, `$ref` siblings, and branches). */
function merge(a: JsonSchema, b: JsonSchema): JsonSchema {
  if (a === true || b === false) return b;
  if (b === true || a === false) return a;
  const merged: SchemaObject = { ...a };
  for (const [keyword, value] of Object.entries(b)) {
    const mine = merged[keyword];
    if (mine === undefined || JSON.stringify(mine) === JSON.stringify(value)) {
      merged[keyword] = value;
    } else if (keyword === 'properties') {
      const properties = { ...(mine as Record<string, JsonSchema>) };
      for (const [name, property] of Object.entries(value as Record<string, JsonSchema>)) {
        properties[name] = properties[name] ? merge(properties[name], property) : property;
      }
      merged.properties = properties;
    } else if (keyword === 'required') {
      merged.required = [...new Set([...(mine as string[]), ...(value as string[])])];
    } else if (keyword === 'type') {
      const theirs = [value].flat();
      merged.type = [mine].flat().filter((type) => theirs.includes(type));
    } else if (['minimum', 'exclusiveMinimum', 'minLength', 'minItems'].includes(keyword)) {
      merged[keyword] = Math.max(mine as number, value as number);
    } else if (['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'].includes(keyword)) {
      merged[keyword] = Math.min(mine as number, value as number);
    } else if (ANNOTATIONS.has(keyword)) {
      merged[keyword] = value;
    } else {
      throw new Error(`Cannot combine two different "${keyword}" rules`);
    }
  }
  return merged;
}

/** A local `$ref` to the value under these keys: `pointerTo('paths', '/blog/{id}')`. */
export function pointerTo(...tokens: string[]): string {
  const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
  return `#/${tokens.map((token) => encodeURIComponent(escape(token))).join('/')}`;
}

/** The keys a local `$ref` names: `#/a/b~1c` is `['a', 'b/c']`. */
export function parsePointer(ref: string): string[] {
  if (!ref.startsWith('#')) throw new Error(`Only local $refs are supported: ${ref}`);
  return ref
    .slice(1)
    .split('/')
    .slice(1)
    .map((token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The schema a local `$ref` names in the document. */
export function resolveRef(root: unknown, ref: string): JsonSchema {
  let target = root;
  for (const key of parsePointer(ref)) {
    target = (target as Record<string, unknown> | undefined)?.[key];
  }
  if (target === undefined) throw new Error(`$ref points at nothing: ${ref}`);
  return target as JsonSchema;
}
