/** The JSON Schema → fast-check converter (support/schema-arbitrary.ts) makes only valid values. */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { pointerTo, schemaArbitrary, type JsonSchema } from './support/schema-arbitrary';

/** Every keyword the converter supports, as the OpenAPI document uses them, and a few more. */
const root = {
  components: {
    schemas: {
      Email: { type: 'string', format: 'email', maxLength: 254 },
      'Odd/Name~': { type: 'integer', minimum: 1, maximum: 9 },
    },
  },
};
const SCHEMAS: Record<string, JsonSchema> = {
  'type arrays and null': { type: ['string', 'null'], maxLength: 3 },
  enum: { type: 'string', enum: ['new', 'contacted', 'spam'] },
  const: { const: { code: 1 } },
  'string lengths': { type: 'string', minLength: 2, maxLength: 5 },
  pattern: { type: 'string', pattern: '^\\d{4}-(?:0[1-9]|1[0-2])$' },
  'pattern and length': {
    type: 'string',
    minLength: 1,
    maxLength: 30,
    pattern: '^GK-[0-9A-Z]{8}$',
  },
  'format: email': { type: 'string', format: 'email' },
  'format: date with its pattern': {
    type: 'string',
    format: 'date',
    pattern: '^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$',
  },
  'format: date-time': { type: 'string', format: 'date-time' },
  'format: uri': { type: 'string', format: 'uri' },
  'integer bounds': { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
  'safe integer bounds': { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
  'number bounds': { type: 'number', minimum: -1.5, exclusiveMaximum: 2 },
  'any number': { type: 'number' },
  boolean: { type: 'boolean' },
  arrays: { type: 'array', items: { type: 'integer' }, minItems: 1, maxItems: 3 },
  objects: {
    type: 'object',
    properties: { name: { type: 'string', minLength: 1 }, notes: { type: 'string' } },
    required: ['name'],
    additionalProperties: false,
  },
  'required fields the properties do not name': {
    type: 'object',
    properties: { name: { type: 'string' } },
    required: ['phone'],
    additionalProperties: { type: 'string', maxLength: 2 },
  },
  'open objects with named keys': {
    type: 'object',
    propertyNames: { type: 'string', pattern: '^[a-z]{2}$' },
    additionalProperties: { type: 'integer' },
  },
  anyOf: { anyOf: [{ type: 'number' }, { type: 'string', minLength: 1, pattern: '^\\d+$' }] },
  oneOf: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
  allOf: {
    allOf: [
      { type: 'object', properties: { a: { type: 'integer' } }, required: ['a'] },
      { properties: { b: { type: 'boolean' } }, required: ['b'] },
    ],
  },
  '$ref into the document': {
    type: 'object',
    properties: {
      email: { $ref: '#/components/schemas/Email' },
      level: { $ref: '#/components/schemas/Odd~1Name~0', description: 'escaped' },
    },
    required: ['email', 'level'],
  },
  'no rules at all': {},
};

// As the contract test does: the schemas live in one document, and their $refs resolve in it.
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
ajv.addSchema({ ...root, tests: SCHEMAS }, 'document');

describe('schemaArbitrary', () => {
  it.each(Object.entries(SCHEMAS))('makes values %s accepts', (name, schema) => {
    const check = ajv.compile({ $ref: `document${pointerTo('tests', name)}` });
    fc.assert(
      fc.property(schemaArbitrary(schema, { root }), (value) => {
        if (!check(value)) throw new Error(JSON.stringify(check.errors));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a keyword it does not understand, rather than making invalid values', () => {
    expect(() => schemaArbitrary({ type: 'integer', multipleOf: 5 })).toThrow(/multipleOf/);
    expect(() => schemaArbitrary({ type: 'string', format: 'ipv6' })).toThrow(/ipv6/);
    expect(() => schemaArbitrary({ $ref: 'other.json#/x' })).toThrow(/local/);
    expect(() => schemaArbitrary({ required: ['a'], additionalProperties: false })).toThrow();
  });

  it('reaches the longest string a schema allows', () => {
    const lengths = fc.sample(schemaArbitrary({ type: 'string', maxLength: 50 }), 200);
    expect(lengths.some((text) => [...(text as string)].length === 50)).toBe(true);
  });
});
