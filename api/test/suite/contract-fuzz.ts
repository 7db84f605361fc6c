/**
 * Contract fuzzing: requests made from GET /docs/openapi.json itself, valid and invalid, for
 * every operation it lists, and every answer held to that document: never a 5xx, a documented
 * status and media type, a JSON body its schema accepts, and a 4xx for what it calls invalid.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { saveStaffAccount } from '../../src/staff/accounts';
import { hashPassword } from '../../src/staff/passwords';
import { turnOnTwoFactor } from '../support/two-factor';
import {
  parsePointer,
  pointerTo,
  resolveRef,
  schemaArbitrary,
  type JsonSchema,
} from '../support/schema-arbitrary';
import { AUTH_CODE, FROM_SITE, RENDER_TOKEN, type Suite } from './context';

const VALID_RUNS = 20;
const INVALID_RUNS = 20;
/** Query values that may mean "no value" (see violations). */
const BLANK = ['', 'null'];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const STAFF_EMAIL = 'contract-fuzz@agency.example';
const STAFF_PASSWORD = 'contract fuzz password';
/** What a client sends on the wire that trips parsers: empty, numeric edge cases, odd text. */
const TRICKY_TEXT = ['', ' ', 'null', '0', '-1', '1.5', '1e309', '2147483648', '%', '😀', '\u0000'];

type Where = 'path' | 'query' | 'header';

interface Parameter {
  name: string;
  in: Where;
  required: boolean;
  schema: JsonSchema;
  /** Where the schema lives in the document, for ajv. */
  at: string[];
}

interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
  scheme?: string;
}

interface MediaTypes {
  [mediaType: string]: { schema?: JsonSchema };
}

interface Operation {
  id: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: {
    required: boolean;
    schema: JsonSchema;
    at: string[];
    /** The media types it is documented in; each holds the same JSON (a beacon's text/plain). */
    mediaTypes: string[];
  };
  /** The schemes of the first security requirement, all needed at once; none: open. */
  schemes: { name: string; scheme: SecurityScheme }[];
  responses: Map<string, { content: MediaTypes; at: string[] }>;
}

/** A request as the document describes it, before it is put on the wire. */
interface Draft {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; payload: string; contentType?: string };
  credentials: 'valid' | 'missing' | { wrong: string };
}

interface Mutation {
  label: string;
  draft: Draft;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Header values must be visible ASCII, or the request cannot be sent at all. */
const headerChar = fc.constantFrom(
  ...Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)),
);
const alphanumeric = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''),
);
const wrongCredential = fc.string({ unit: alphanumeric, maxLength: 64 });
const junkText = fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom(...TRICKY_TEXT));
const junkJson = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...TRICKY_TEXT),
  fc.constantFrom(-1, 0, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, -1e308),
);

/** How a generated value is written in a URL or header: text as is, anything else as JSON. */
const onTheWire = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The value at these keys, following `$ref`s on the way, and the keys it really lives at. */
function locate(document: unknown, keys: string[]): { value: unknown; at: string[] } {
  let value = document;
  let at: string[] = [];
  const follow = () => {
    while (isObject(value) && typeof value.$ref === 'string') {
      at = parsePointer(value.$ref);
      value = resolveRef(document, value.$ref);
    }
  };
  for (const key of keys) {
    follow();
    value = typeof value === 'object' && value !== null ? (value as Json)[key] : undefined;
    at = [...at, key];
  }
  follow();
  return { value, at };
}

function readOperations(document: Json): Operation[] {
  const schemes = (locate(document, ['components', 'securitySchemes']).value ?? {}) as Record<
    string,
    SecurityScheme
  >;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    for (const method of Object.keys(item).filter((key) => HTTP_METHODS.includes(key))) {
      const keys = ['paths', path, method];
      const operation = locate(document, keys).value as Json;
      const id = String(operation.operationId);

      // Path-level parameters apply unless the operation redefines them.
      const declared = [
        ...((item.parameters as unknown[] | undefined) ?? []).map((_, i) => [
          'paths',
          path,
          'parameters',
          String(i),
        ]),
        ...((operation.parameters as unknown[] | undefined) ?? []).map((_, i) => [
          ...keys,
          'parameters',
          String(i),
        ]),
      ].map((parameterKeys) => {
        const { value, at } = locate(document, parameterKeys);
        const parameter = value as { name: string; in: string; required?: boolean };
        if (!['path', 'query', 'header'].includes(parameter.in)) {
          throw new Error(`${id}: ${parameter.in} parameters are not fuzzed yet; add them here`);
        }
        return {
          name: parameter.name,
          in: parameter.in as Where,
          required: parameter.required === true,
          schema: (locate(document, [...at, 'schema']).value ?? true) as JsonSchema,
          at: [...at, 'schema'],
        };
      });
      const parameters = [
        ...new Map(
          declared.map((parameter) => [`${parameter.in} ${parameter.name}`, parameter]),
        ).values(),
      ];

      const requestBody = locate(document, [...keys, 'requestBody']);
      let body: Operation['body'];
      if (requestBody.value !== undefined) {
        const content = (requestBody.value as { content: MediaTypes }).content;
        if (!content['application/json']) {
          throw new Error(`${id}: only JSON request bodies are fuzzed (${Object.keys(content)})`);
        }
        body = {
          required: (requestBody.value as { required?: boolean }).required === true,
          schema: content['application/json'].schema ?? true,
          at: [...requestBody.at, 'content', 'application/json', 'schema'],
          mediaTypes: Object.keys(content),
        };
      }

      const requirements = (operation.security ?? document.security ?? []) as Record<
        string,
        string[]
      >[];
      const operationSchemes = Object.keys(requirements[0] ?? {}).map((name) => {
        const scheme = schemes[name];
        if (!scheme) throw new Error(`${id}: unknown security scheme ${name}`);
        return { name, scheme };
      });

      const responses = new Map<string, { content: MediaTypes; at: string[] }>();
      for (const status of Object.keys(operation.responses as Json)) {
        const { value, at } = locate(document, [...keys, 'responses', status]);
        responses.set(status, { content: ((value as Json).content ?? {}) as MediaTypes, at });
      }

      operations.push({
        id,
        method: method.toUpperCase(),
        path,
        parameters,
        body,
        schemes: operationSchemes,
        responses,
      });
    }
  }
  return operations;
}

/** The document's rules, compiled once over the whole document so that every `$ref` resolves. */
class Contract {
  private readonly json = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  // Path, query and header values arrive as text: this one reads "12" as the integer 12.
  private readonly text = addFormats(
    new Ajv2020({ strict: false, allErrors: true, coerceTypes: true }),
  );
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: Json) {
    this.json.addSchema(document, 'openapi');
    this.text.addSchema(document, 'openapi');
  }

  /** Checks a JSON value against the schema at these keys of the document. */
  validator(at: string[]): ValidateFunction {
    return this.compile(`json ${pointerTo(...at)}`, () =>
      this.json.compile({ $ref: `openapi${pointerTo(...at)}` }),
    );
  }

  /** Checks a path, query or header value, which arrives as text, against the schema there. */
  acceptsText(at: string[], value: string): boolean {
    const validate = this.compile(`text ${pointerTo(...at)}`, () =>
      this.text.compile({
        type: 'object',
        properties: { value: { $ref: `openapi${pointerTo(...at)}` } },
      }),
    );
    return validate({ value }) as boolean;
  }

  /** A schema with its top-level `$ref` followed, to read its limits. */
  resolve(schema: JsonSchema): JsonSchema {
    return isObject(schema) && typeof schema.$ref === 'string'
      ? this.resolve(resolveRef(this.document, schema.$ref))
      : schema;
  }

  private compile(key: string, make: () => ValidateFunction): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = make();
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

/** Values just past a schema's limits, where validators tend to be off by one. */
function pastTheLimits(contract: Contract, schema: JsonSchema): unknown[] {
  const rules = contract.resolve(schema);
  if (!isObject(rules)) return [];
  const values: unknown[] = [];
  const number = (keyword: string) =>
    typeof rules[keyword] === 'number' ? (rules[keyword] as number) : undefined;
  const maxLength = number('maxLength');
  const minLength = number('minLength');
  if (maxLength !== undefined) values.push('x'.repeat(maxLength + 1));
  if (minLength) values.push('x'.repeat(minLength - 1));
  for (const [keyword, step] of [
    ['maximum', 1],
    ['exclusiveMaximum', 0],
    ['minimum', -1],
    ['exclusiveMinimum', 0],
  ] as const) {
    const limit = number(keyword);
    if (limit !== undefined) values.push(limit + step);
  }
  if (rules.type === 'integer') values.push(1.5);
  if (Array.isArray(rules.enum)) values.push('not-one-of-them');
  for (const branch of [rules.anyOf, rules.oneOf, rules.allOf].flat()) {
    if (branch !== undefined) values.push(...pastTheLimits(contract, branch as JsonSchema));
  }
  return values;
}

function validDraft(contract: Contract, operation: Operation): fc.Arbitrary<Draft> {
  const root = contract.document;
  const group = (where: Where) => {
    const parameters = operation.parameters.filter((parameter) => parameter.in === where);
    const model = Object.fromEntries(
      parameters.map((parameter) => [
        parameter.name,
        schemaArbitrary(parameter.schema, {
          root,
          ...(where === 'header' && { char: headerChar }),
        }),
      ]),
    );
    const required = parameters.filter((parameter) => parameter.required || where === 'path');
    return fc.record(model, { requiredKeys: required.map((parameter) => parameter.name) });
  };
  const none = fc.constant({ kind: 'none' as const });
  let body: fc.Arbitrary<Draft['body']> = none;
  if (operation.body) {
    const json = schemaArbitrary(operation.body.schema, { root }).map((value) => ({
      kind: 'json' as const,
      value,
    }));
    body = operation.body.required ? json : fc.oneof(json, none);
  }
  return fc.record({
    path: group('path'),
    query: group('query'),
    headers: group('header'),
    body,
    credentials: fc.constant('valid' as const),
  });
}

const GROUPS = { path: 'path', query: 'query', header: 'headers' } as const;

/** One thing wrong (or odd) with a valid request: each kind that applies to the operation. */
function mutations(
  contract: Contract,
  operation: Operation,
  draft: Draft,
): fc.Arbitrary<Mutation>[] {
  const change = (label: string, edit: (copy: Draft) => void): Mutation => {
    // Each edit replaces a value in one of these, so copying them is enough.
    const copy = {
      ...draft,
      path: { ...draft.path },
      query: { ...draft.query },
      headers: { ...draft.headers },
    };
    edit(copy);
    return { label, draft: copy };
  };
  const options: fc.Arbitrary<Mutation>[] = [
    fc
      .string({ unit: alphanumeric, minLength: 1, maxLength: 8 })
      .chain((name) => junkText.map((value) => [`junk-${name}`, value] as const))
      .map(([name, value]) =>
        change(`unknown query ${name}`, (copy) => (copy.query[name] = value)),
      ),
  ];

  if (operation.schemes.length > 0) {
    options.push(fc.constant(change('no credentials', (copy) => (copy.credentials = 'missing'))));
    options.push(
      wrongCredential.map((wrong) =>
        change('wrong credentials', (copy) => (copy.credentials = { wrong })),
      ),
    );
  }

  const present = operation.parameters.filter(
    (parameter) =>
      parameter.in !== 'path' && draft[GROUPS[parameter.in]][parameter.name] !== undefined,
  );
  if (present.length > 0) {
    options.push(
      fc.constantFrom(...present).map((parameter) =>
        change(`without ${parameter.in} ${parameter.name}`, (copy) => {
          delete copy[GROUPS[parameter.in]][parameter.name];
        }),
      ),
    );
  }
  if (operation.parameters.length > 0) {
    options.push(
      fc.constantFrom(...operation.parameters).chain((parameter) => {
        const limits = pastTheLimits(contract, parameter.schema).map(onTheWire);
        const junk =
          parameter.in === 'header'
            ? fc.string({ unit: headerChar, maxLength: 300 })
            : limits.length > 0
              ? fc.oneof(junkText, fc.constantFrom(...limits))
              : junkText;
        return junk.map((value) =>
          change(`${parameter.in} ${parameter.name} = ${JSON.stringify(value)}`, (copy) => {
            copy[GROUPS[parameter.in]][parameter.name] = value;
          }),
        );
      }),
    );
  }

  const body = draft.body.kind === 'json' ? draft.body.value : undefined;
  const setBody = (label: string, value: unknown) =>
    change(label, (copy) => (copy.body = { kind: 'json', value }));
  if (operation.body || operation.method !== 'GET') {
    // Operations without a body get one anyway: a client may send one.
    options.push(junkJson.map((value) => setBody(`body ${JSON.stringify(value)}`, value)));
    options.push(
      fc.constantFrom(
        change('body not JSON', (copy) => {
          copy.body = { kind: 'raw', payload: '{"a":', contentType: 'application/json' };
        }),
        change('body as text/plain', (copy) => {
          copy.body = {
            kind: 'raw',
            payload: JSON.stringify(body ?? {}),
            contentType: 'text/plain',
          };
        }),
        change('no body', (copy) => (copy.body = { kind: 'none' })),
      ),
    );
  }
  if (isObject(body) && operation.body) {
    const properties = (contract.resolve(operation.body.schema) as Json).properties as
      Record<string, JsonSchema> | undefined;
    const keys = Object.keys(body);
    if (keys.length > 0) {
      options.push(
        fc.constantFrom(...keys).map((key) => {
          const rest = Object.entries(body).filter(([name]) => name !== key);
          return setBody(`body without ${key}`, Object.fromEntries(rest));
        }),
      );
      options.push(
        fc.constantFrom(...keys).chain((key) => {
          const limits = properties?.[key] ? pastTheLimits(contract, properties[key]) : [];
          const junk =
            limits.length > 0 ? fc.oneof(junkJson, fc.constantFrom(...limits)) : junkJson;
          return junk.map((value) =>
            setBody(`body ${key} = ${JSON.stringify(value)}`, { ...body, [key]: value }),
          );
        }),
      );
    }
    options.push(
      fc
        .tuple(fc.string({ unit: alphanumeric, minLength: 1, maxLength: 8 }), junkJson)
        .map(([key, value]) =>
          setBody(`unknown body field junk${key}`, { ...body, [`junk${key}`]: value }),
        ),
    );
  }
  return options;
}

/** The JSON a raw body holds, if it is sent as a media type the operation reads as JSON. */
function readsAsJson(
  mediaTypes: string[],
  { payload, contentType }: { payload: string; contentType?: string },
): { value: unknown } | undefined {
  if (contentType === undefined || !mediaTypes.includes(contentType)) return undefined;
  try {
    return { value: JSON.parse(payload) };
  } catch {
    return undefined;
  }
}

/**
 * How a request without its credentials is refused: 401 asks to sign in or add the authCode,
 * while the render server's token is not a sign-in anyone else could get (403).
 */
const REFUSED_WITH: Record<string, number> = { renderToken: 403 };
const refusalOf = (operation: Operation) => REFUSED_WITH[operation.schemes[0]?.name ?? ''] ?? 401;

/** What the document says is wrong with a request; nothing: the document accepts it. */
function violations(contract: Contract, operation: Operation, draft: Draft): string[] {
  const broken: string[] = [];
  if (operation.schemes.length > 0 && draft.credentials !== 'valid') broken.push('credentials');
  for (const parameter of operation.parameters) {
    const value = draft[GROUPS[parameter.in]][parameter.name];
    if (value === undefined) {
      if (parameter.required) broken.push(`${parameter.in} ${parameter.name} missing`);
      continue;
    }
    const text = onTheWire(value);
    // An empty or "null" query value may also mean none: OpenAPI leaves empty values to the
    // server, and this API reads both as "no filter" where the original client sends them. So
    // such a value is wrong only if it is wrong both ways.
    const maybeNone = parameter.in === 'query' && BLANK.includes(text) && !parameter.required;
    if (!maybeNone && !contract.acceptsText(parameter.at, text)) {
      broken.push(`${parameter.in} ${parameter.name}`);
    }
  }
  if (operation.body) {
    if (draft.body.kind === 'none') {
      if (operation.body.required) broken.push('body missing');
    } else if (draft.body.kind === 'raw') {
      const json = readsAsJson(operation.body.mediaTypes, draft.body);
      if (!json) broken.push('body not JSON');
      else if (!contract.validator(operation.body.at)(json.value)) broken.push('body');
    } else if (!contract.validator(operation.body.at)(draft.body.value)) {
      broken.push('body');
    }
  }
  return broken;
}

function toRequest(
  operation: Operation,
  draft: Draft,
  credential: (scheme: string) => string,
  remoteAddress: string,
): InjectOptions {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(draft.query)) {
    if (value !== undefined) query.append(name, onTheWire(value));
  }
  // Sent as the site's pages send it, so that staff routes are fuzzed past the other-site check.
  const headers: Record<string, string> = { ...FROM_SITE };
  for (const [name, value] of Object.entries(draft.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = onTheWire(value);
  }
  const cookies: string[] = [];
  const { credentials } = draft;
  for (const { name, scheme } of credentials === 'missing' ? [] : operation.schemes) {
    const value = typeof credentials === 'object' ? credentials.wrong : credential(name);
    if (scheme.type === 'apiKey' && scheme.in === 'query') {
      query.set(scheme.name!, value);
    } else if (scheme.type === 'apiKey' && scheme.in === 'header') {
      headers[scheme.name!.toLowerCase()] = value;
    } else if (scheme.type === 'apiKey' && scheme.in === 'cookie') {
      cookies.push(`${scheme.name}=${value}`);
    } else if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') {
      headers.authorization = `Bearer ${value}`;
    } else {
      throw new Error(`${operation.id}: cannot send ${name} credentials`);
    }
  }
  if (cookies.length > 0) headers.cookie = cookies.join('; ');

  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(onTheWire(draft.path[name])),
  );
  const search = query.toString();
  const request: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: search ? `${path}?${search}` : path,
    headers,
    remoteAddress,
  };
  if (draft.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(draft.body.value);
  } else if (draft.body.kind === 'raw') {
    if (draft.body.contentType) headers['content-type'] = draft.body.contentType;
    request.payload = draft.body.payload;
  }
  return request;
}

/** How the answer strays from the document; `broken` says what the document finds wrong. */
function answerProblems(
  contract: Contract,
  operation: Operation,
  response: LightMyRequestResponse,
  broken: string[],
): string[] {
  const status = response.statusCode;
  const problems: string[] = [];
  if (status >= 500) problems.push(`a ${status}: the server failed`);
  if (broken.length > 0 && status < 400) problems.push(`accepted although ${broken.join(', ')}`);
  const refusal = refusalOf(operation);
  if (broken.length === 1 && broken[0] === 'credentials' && status !== refusal) {
    problems.push(`${status} instead of ${refusal} for missing or wrong credentials`);
  }
  if (broken.length === 0 && operation.schemes.length > 0 && status === refusal) {
    problems.push('valid credentials refused');
  }

  const documented = [String(status), `${String(status)[0]}XX`, 'default'].find((key) =>
    operation.responses.has(key),
  );
  if (!documented) {
    const statuses = [...operation.responses.keys()].join(', ');
    return [...problems, `status ${status} is not documented (documented: ${statuses})`];
  }
  const { content, at } = operation.responses.get(documented)!;
  const mediaTypes = Object.keys(content);
  const contentType = String(response.headers['content-type'] ?? '');
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (mediaTypes.length === 0) {
    if (response.rawPayload.length > 0) problems.push(`a ${contentType} body, documented as none`);
    return problems;
  }
  const match = [mediaType, `${mediaType.split('/')[0]}/*`, '*/*'].find((type) => content[type]);
  if (!match) {
    return [...problems, `media type "${contentType}" is not documented (${mediaTypes})`];
  }
  if (content[match]!.schema === undefined) return problems;
  if (mediaType !== 'application/json' && !mediaType.endsWith('+json')) return problems;

  let body: unknown;
  try {
    body = response.json();
  } catch {
    return [...problems, 'the body is not JSON'];
  }
  const validate = contract.validator([...at, 'content', match, 'schema']);
  if (!validate(body)) {
    problems.push(`the body does not match its schema: ${JSON.stringify(validate.errors)}`);
  }
  return problems;
}

const truncate = (text: string, length = 1500) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

function describeExchange(request: InjectOptions, response: LightMyRequestResponse): string {
  return [
    `${request.method} ${request.url}`,
    `headers: ${JSON.stringify(request.headers)}`,
    ...(request.payload === undefined ? [] : [`body: ${truncate(String(request.payload))}`]),
    `answer: ${response.statusCode} ${response.headers['content-type'] ?? ''}`,
    truncate(response.body),
  ].join('\n');
}

/** Whether the schema (or one of its branches) takes this number. */
function allows(contract: Contract, schema: JsonSchema, value: number): boolean {
  const rules = contract.resolve(schema);
  if (!isObject(rules)) return rules;
  const branches = [rules.anyOf, rules.oneOf].flat().filter(Boolean) as JsonSchema[];
  if (branches.some((branch) => allows(contract, branch, value))) return true;
  const type = [rules.type].flat();
  return (
    (type.includes('integer') || type.includes('number')) &&
    !(typeof rules.maximum === 'number' && value > rules.maximum)
  );
}

export function describeContractFuzz(suite: Suite): void {
  describe('contract fuzzing (requests made from the OpenAPI document)', () => {
    let contract: Contract;
    let operations: Operation[] = [];
    let session = '';
    // The suite's secrets for the schemes the document names.
    const credentials: Record<string, () => string> = {
      authCode: () => AUTH_CODE,
      staffSession: () => session,
      renderToken: () => RENDER_TOKEN,
    };
    const credential = (scheme: string) => {
      const secret = credentials[scheme];
      if (!secret) throw new Error(`No credentials for the security scheme ${scheme}`);
      return secret();
    };
    let addresses = 0;
    /** Each request from an address of its own: sign-ins are limited per IP. */
    const freshAddress = () => {
      const n = addresses++;
      return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    };

    beforeAll(async () => {
      const { app, database } = suite();
      const response = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json() as Json;
      contract = new Contract(document);
      operations = readOperations(document);

      // A real staff session, so the inbox routes are fuzzed past their sign-in check.
      const cookie = locate(document, ['components', 'securitySchemes', 'staffSession', 'name']);
      const passwordHash = await hashPassword(STAFF_PASSWORD);
      // An owner, so that the owners' routes are fuzzed past their role check too.
      await saveStaffAccount(database.db, {
        email: STAFF_EMAIL,
        name: 'Fuzz',
        passwordHash,
        role: 'owner',
      });
      const signIn = await app.inject({
        method: 'POST',
        url: '/staff/sign-in',
        remoteAddress: freshAddress(),
        headers: { 'content-type': 'application/json', ...FROM_SITE },
        payload: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }),
      });
      expect(signIn.statusCode).toBe(200);
      session = signIn.cookies.find(({ name }) => name === cookie.value)?.value ?? '';
      // Its second factor on (required of owners by default), or every owners' route answers 403.
      await turnOnTwoFactor(app, `${cookie.value}=${session}`);
    });

    /** Sends one request; the problems are how its answer strays from the document. */
    async function exchange(operation: Operation, draft: Draft) {
      const broken = violations(contract, operation, draft);
      const request = toRequest(operation, draft, credential, freshAddress());
      const response = await suite().app.inject(request);
      const problems = answerProblems(contract, operation, response, broken);
      const report = `${operation.id}:\n${problems.join('\n')}\n${describeExchange(request, response)}`;
      return { broken, problems, report };
    }

    /** Runs the requests at every operation, then lists every operation that strayed. */
    async function fuzzEach(
      requests: (operation: Operation) => fc.Arbitrary<Mutation>,
      numRuns: number,
      valid: boolean,
    ) {
      const failures: string[] = [];
      for (const operation of operations) {
        const property = fc.asyncProperty(requests(operation), async ({ label, draft }) => {
          if (valid) {
            const broken = violations(contract, operation, draft);
            if (broken.length > 0) {
              throw new Error(`schema-arbitrary made a request the document refuses: ${broken}`);
            }
          }
          const { problems, report } = await exchange(operation, draft);
          if (problems.length > 0) throw new Error(`(${label}) ${report}`);
        });
        try {
          await fc.assert(property, { numRuns, includeErrorInReport: true });
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      expect(failures).toEqual([]);
    }

    /** A valid request to the operation, the same every time. */
    const sampleDraft = (operation: Operation) =>
      fc.sample(validDraft(contract, operation), { numRuns: 1, seed: 1 })[0]!;

    /** Sends the edited sample request to each operation; the reports of the stray answers. */
    async function replay(
      applies: (operation: Operation) => boolean,
      edit: (draft: Draft, operation: Operation) => Draft,
    ): Promise<string[]> {
      const reports: string[] = [];
      const chosen = operations.filter(applies);
      expect(chosen.length).toBeGreaterThan(0);
      for (const operation of chosen) {
        const draft = edit(sampleDraft(operation), operation);
        const { problems, report } = await exchange(operation, draft);
        if (problems.length > 0) reports.push(report);
      }
      return reports;
    }

    it('reads every operation of the document, with a staff session for the inbox', () => {
      expect(operations.length).toBeGreaterThanOrEqual(16);
      expect(new Set(operations.map((operation) => operation.id)).size).toBe(operations.length);
      expect(session).not.toBe('');
    });

    it('answers valid requests to every operation as documented', async () => {
      await fuzzEach(
        (operation) => validDraft(contract, operation).map((draft) => ({ label: 'valid', draft })),
        VALID_RUNS,
        true,
      );
    }, 120_000);

    it('answers invalid requests to every operation with a documented 4xx', async () => {
      await fuzzEach(
        (operation) =>
          validDraft(contract, operation).chain((draft) =>
            fc.oneof(...mutations(contract, operation, draft)),
          ),
        INVALID_RUNS,
        false,
      );
    }, 120_000);

    // What the first fuzzing found, kept as cases of their own.
    it('takes a POST without a body where the route needs none', async () => {
      const reports = await replay(
        (operation) => operation.method === 'POST' && !operation.body,
        (draft) => ({ ...draft, body: { kind: 'none' } }),
      );
      expect(reports).toEqual([]);
    });

    it('documents the 415 of a body that is not application/json', async () => {
      const reports = await replay(
        (operation) => operation.body !== undefined,
        (draft) => {
          const json = JSON.stringify(draft.body.kind === 'json' ? draft.body.value : {});
          return { ...draft, body: { kind: 'raw', payload: json, contentType: 'text/plain' } };
        },
      );
      expect(reports).toEqual([]);
    });

    it('documents the 400 of malformed JSON', async () => {
      const reports = await replay(
        (operation) => operation.body !== undefined,
        (draft) => ({
          ...draft,
          body: { kind: 'raw', payload: '{"a":', contentType: 'application/json' },
        }),
      );
      expect(reports).toEqual([]);
    });

    it('takes path parameters as long as the document allows', async () => {
      // Each string path parameter as long as the document allows.
      const longest = (parameter: Parameter) => {
        const rules = contract.resolve(parameter.schema);
        return isObject(rules) && typeof rules.maxLength === 'number' ? rules.maxLength : 0;
      };
      const reports = await replay(
        (operation) =>
          operation.parameters.some((parameter) => parameter.in === 'path' && longest(parameter)),
        (draft, operation) => {
          const path = { ...draft.path };
          for (const parameter of operation.parameters) {
            if (parameter.in === 'path' && longest(parameter)) {
              path[parameter.name] = 'x'.repeat(longest(parameter));
            }
          }
          return { ...draft, path };
        },
      );
      expect(reports).toEqual([]);
    });

    it('answers numbers past 32 bits as documented (PostgreSQL integer columns stop at 2^31 - 1)', async () => {
      // 2^31 in every query value and body field the document lets take it, on the first stored
      // row (the fuzz above stored leads): PostgreSQL's integer columns stop at 2^31 - 1.
      const big = 2 ** 31;
      const bigQuery = (operation: Operation) =>
        operation.parameters.filter(
          (parameter) =>
            parameter.in === 'query' && contract.acceptsText(parameter.at, String(big)),
        );
      const bigBody = (operation: Operation) => {
        const rules = operation.body && contract.resolve(operation.body.schema);
        const properties = (isObject(rules) && rules.properties) || {};
        return Object.entries(properties as Record<string, JsonSchema>)
          .filter(([, schema]) => allows(contract, schema, big))
          .map(([name]) => name);
      };
      const reports = await replay(
        (operation) => bigQuery(operation).length + bigBody(operation).length > 0,
        (draft, operation) => {
          const path = Object.fromEntries(Object.keys(draft.path).map((name) => [name, 1]));
          const query = { ...draft.query };
          for (const parameter of bigQuery(operation)) query[parameter.name] = String(big);
          if (!operation.body) return { ...draft, path, query };
          const sample = draft.body.kind === 'json' && isObject(draft.body.value);
          const value = { ...(sample ? (draft.body as { value: Json }).value : {}) };
          for (const name of bigBody(operation)) value[name] = big;
          return { ...draft, path, query, body: { kind: 'json', value } };
        },
      );
      expect(reports).toEqual([]);
    });

    // Last: a lead stored with U+0000 would break the staff inbox on PostgreSQL.
    it('refuses text with U+0000, so every list reads afterwards', async () => {
      const nul = 'a\u0000';
      const freeText = (schema: JsonSchema) => {
        const rules = contract.resolve(schema);
        return (
          isObject(rules) &&
          rules.type === 'string' &&
          !['pattern', 'format', 'enum'].some((keyword) => keyword in rules)
        );
      };
      // U+0000 in every free-text query value and body field (no pattern, format or enum)...
      const withNul = await replay(
        () => true,
        (draft, operation) => {
          const query = { ...draft.query };
          for (const parameter of operation.parameters) {
            if (parameter.name in query && freeText(parameter.schema)) query[parameter.name] = nul;
          }
          if (draft.body.kind !== 'json' || !isObject(draft.body.value)) return { ...draft, query };
          const rules = contract.resolve(operation.body!.schema) as Json;
          const properties = (rules.properties ?? {}) as Record<string, JsonSchema>;
          const value = { ...draft.body.value };
          for (const [name, schema] of Object.entries(properties)) {
            if (name in value && freeText(schema)) value[name] = nul;
          }
          return { ...draft, query, body: { kind: 'json', value } };
        },
      );
      // ...and then every GET as it was, over whatever the first round stored.
      const after = await replay(
        (operation) => operation.method === 'GET',
        (draft) => draft,
      );
      expect([...withNul, ...after]).toEqual([]);
    });
  });
}
