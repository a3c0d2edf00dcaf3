import fc from 'fast-check';
import { afterAll, beforeAll } from 'vitest';
import { API_BASE_PATH, DEEP_PAGE_MESSAGE, ERROR_CODE } from '../../../src/api';
import type { JsonSchema } from '../../../src/api/openapiSchemas';
import { OPENAPI_PATH, type OpenApiDocument } from '../../../src/api/openapi';
import { SERVER_START_TIMEOUT, startTestServer, type Answer, type TestServer } from './testServer';

/** OPENAPI_SEED reproduces a run; the default keeps the runs deterministic. */
export const SEED = Number(process.env.OPENAPI_SEED ?? 16);

/** A test server for the enclosing describe, and the OpenAPI document it serves (read once started). */
export function servedDocument(): { server: () => TestServer; doc: () => OpenApiDocument } {
  let s: TestServer;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    s = await startTestServer();
    doc = (await s.request('GET', API_BASE_PATH + OPENAPI_PATH, { token: null })).body as OpenApiDocument;
  }, SERVER_START_TIMEOUT);
  afterAll(() => s?.close());
  return { server: () => s, doc: () => doc };
}

/**
 * Requests valid by the OpenAPI document, generated with fast-check from its JSON Schemas, as an outside fuzzer
 * driven by the document sends them. Only the subset of JSON Schema the document uses is known here; any other
 * keyword throws, so the document cannot grow a rule this generator would silently ignore.
 */

const KNOWN = new Set([
  ...['$ref', 'type', 'enum', 'const', 'anyOf', 'allOf', 'not', 'description', 'default', 'format'],
  ...['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'multipleOf'],
  ...['items', 'minItems', 'maxItems', 'uniqueItems', 'properties', 'required', 'additionalProperties'],
]);

function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = doc.components.schemas[name];
  if (!target) throw new Error(`unresolved ${ref}`);
  return resolve(doc, target);
}

const codePoints = (s: string) => [...s].length;
const regex = (pattern: unknown) => new RegExp(pattern as string, 'u');
const nearlyWhole = (x: number) => Math.abs(x - Math.round(x)) < 1e-9 * Math.max(1, Math.abs(x));

/** Whether a value is valid by a schema of the subset (JSON Schema 2020-12: lengths in code points, patterns with 'u'). */
export function isValid(doc: OpenApiDocument, raw: JsonSchema, value: unknown): boolean {
  const s = resolve(doc, raw);
  for (const key of Object.keys(s)) if (!KNOWN.has(key)) throw new Error(`unknown JSON Schema keyword ${key}`);
  const sub = (x: unknown) => x as JsonSchema;
  if (s.anyOf && !(s.anyOf as JsonSchema[]).some((x) => isValid(doc, x, value))) return false;
  if (s.allOf && !(s.allOf as JsonSchema[]).every((x) => isValid(doc, x, value))) return false;
  if (s.not && isValid(doc, sub(s.not), value)) return false;
  if ('const' in s && value !== s.const) return false;
  if (s.enum && !(s.enum as unknown[]).includes(value)) return false;
  const type = s.type;
  if (type === 'null' && value !== null) return false;
  if (type === 'boolean' && typeof value !== 'boolean') return false;
  if (type === 'integer' && !Number.isInteger(value)) return false;
  if (type === 'number' && typeof value !== 'number') return false;
  if (type === 'string' && typeof value !== 'string') return false;
  if (type === 'array' && !Array.isArray(value)) return false;
  if (type === 'object' && (typeof value !== 'object' || value === null || Array.isArray(value))) return false;
  if (typeof value === 'string') {
    if (s.minLength !== undefined && codePoints(value) < (s.minLength as number)) return false;
    if (s.maxLength !== undefined && codePoints(value) > (s.maxLength as number)) return false;
    if (s.pattern !== undefined && !regex(s.pattern).test(value)) return false;
  }
  if (typeof value === 'number') {
    if (s.minimum !== undefined && value < (s.minimum as number)) return false;
    if (s.maximum !== undefined && value > (s.maximum as number)) return false;
    if (s.exclusiveMinimum !== undefined && value <= (s.exclusiveMinimum as number)) return false;
    if (s.multipleOf !== undefined && !nearlyWhole(value / (s.multipleOf as number))) return false;
  }
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < (s.minItems as number)) return false;
    if (s.maxItems !== undefined && value.length > (s.maxItems as number)) return false;
    if (s.uniqueItems === true && new Set(value.map((item) => JSON.stringify(item))).size !== value.length)
      return false;
    if (s.items && !value.every((item) => isValid(doc, sub(s.items), item))) return false;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    if (((s.required ?? []) as string[]).some((k) => !(k in record))) return false;
    for (const [k, v] of Object.entries(record)) {
      if (k in properties) {
        if (!isValid(doc, properties[k], v)) return false;
      } else if (s.additionalProperties === false) return false;
    }
  }
  return true;
}

/**
 * One character of generated text: mostly printable ASCII, often the characters servers trip on (space, dots,
 * slash, percent, dash, NUL, control and format characters, bidi overrides, full-width and astral letters),
 * sometimes any code point at all.
 */
const character = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...[' ', '.', '/', '%', '-', '\u0000', '\u0007', '\u001b', '\t', '\n', '\u00a0', '\u200b', '\u202e', '\ufeff'],
      ...['ａ', 'é', 'ß', 'İ', 'ﬁ', '😀', '\u{10ffff}'],
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

/** Patterns a whole string meets when each of its characters does: '^[^...]*$'. */
const perCharacter = (pattern: string) => /^\^\[\^[^\]]*\]\*\$$/.test(pattern);

function stringArbitrary(s: JsonSchema, patterns: string[], nots: JsonSchema[]): fc.Arbitrary<string> {
  const minLength = (s.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((s.maxLength as number | undefined) ?? 300, 1000);
  // Characters a per-character pattern or a `not: {pattern}` refuses are left out up front, so few strings are
  // filtered away afterwards; the final check against the whole schema keeps the generator sound regardless.
  const allowed = (c: string) =>
    patterns.every((p) => !perCharacter(p) || regex(p).test(c)) &&
    nots.every((n) => typeof n.pattern !== 'string' || !regex(n.pattern).test(c));
  const anchored = patterns.filter((p) => p.startsWith('^') && !perCharacter(p));
  if (anchored.length > 0) return fc.stringMatching(regex(anchored[0]));
  return fc.string({ unit: character.filter(allowed), minLength, maxLength });
}

/** The schema's own patterns and `not`s, and those of its allOf members (zod writes several patterns that way). */
function constraintsOf(s: JsonSchema): { patterns: string[]; nots: JsonSchema[] } {
  const members = [s, ...((s.allOf ?? []) as JsonSchema[])];
  return {
    patterns: members.flatMap((m) => (typeof m.pattern === 'string' ? [m.pattern] : [])),
    nots: members
      .flatMap((m) => (m.not ? [m.not as JsonSchema] : []))
      .flatMap((n) => (n.anyOf ? (n.anyOf as JsonSchema[]) : [n])),
  };
}

/** An arbitrary of values valid by the schema. */
export function schemaArbitrary(doc: OpenApiDocument, raw: JsonSchema): fc.Arbitrary<unknown> {
  const s = resolve(doc, raw);
  return baseArbitrary(doc, s).filter((v) => isValid(doc, s, v));
}

function baseArbitrary(doc: OpenApiDocument, s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.anyOf) return fc.oneof(...(s.anyOf as JsonSchema[]).map((x) => schemaArbitrary(doc, x)));
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]));
  switch (s.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = Math.max((s.minimum as number | undefined) ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
      const exclusive = s.exclusiveMinimum as number | undefined;
      const max = Math.min((s.maximum as number | undefined) ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      return fc.integer({ min: exclusive === undefined ? min : Math.max(min, exclusive + 1), max });
    }
    case 'number': {
      const min = (s.minimum ?? s.exclusiveMinimum ?? -1e15) as number;
      const max = (s.maximum ?? 1e15) as number;
      const step = s.multipleOf as number | undefined;
      if (step === undefined)
        return fc.double({ min, max, minExcluded: s.exclusiveMinimum !== undefined, noNaN: true });
      // Decimal multiples, written as a JSON client writes them (cents / 100, not cents * 0.01).
      const per = Math.round(1 / step);
      return fc.integer({ min: Math.ceil(min * per), max: Math.floor(max * per) }).map((k) => k / per);
    }
    case 'string': {
      const { patterns, nots } = constraintsOf(s);
      return stringArbitrary(s, patterns, nots);
    }
    case 'array': {
      const item = schemaArbitrary(doc, s.items as JsonSchema);
      const size = {
        minLength: s.minItems as number | undefined,
        maxLength: Math.min((s.maxItems as number | undefined) ?? 10, 20),
      };
      return s.uniqueItems === true
        ? fc.uniqueArray(item, { ...size, selector: (v) => JSON.stringify(v) })
        : fc.array(item, size);
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
      const shape = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, schemaArbitrary(doc, v)]));
      return fc.record(shape, { requiredKeys: (s.required ?? []) as string[] });
    }
  }
  throw new Error(`no arbitrary for schema ${JSON.stringify(s)}`);
}

type Parameter = { name: string; in: string; required: boolean; schema: JsonSchema };
type Operation = {
  operationId: string;
  parameters: Parameter[];
  security: unknown[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
  /** A paged list: page × limit may not pass it (documented as a refusal). */
  'x-max-rows'?: number;
};

export interface DocumentCall {
  operationId: string;
  method: string;
  template: string;
  operation: Operation;
}

/** Every operation of the document. */
export function operationsOf(doc: OpenApiDocument): DocumentCall[] {
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const operation = op as unknown as Operation;
      return { operationId: operation.operationId, method: method.toUpperCase(), template, operation };
    }),
  );
}

export interface GeneratedRequest {
  path: string;
  body?: unknown;
}

/** Requests valid by the document for one operation: each path parameter percent-encoded, the body ({data}) as JSON. */
export function requestArbitrary(doc: OpenApiDocument, call: DocumentCall): fc.Arbitrary<GeneratedRequest> {
  const { operation, template } = call;
  for (const p of operation.parameters) if (p.in !== 'path') throw new Error(`${p.in} parameters are not generated`);
  const params = fc.record(
    Object.fromEntries(operation.parameters.map((p) => [p.name, schemaArbitrary(doc, p.schema)])),
  ) as fc.Arbitrary<Record<string, unknown>>;
  const bodySchema = operation.requestBody?.content['application/json'].schema;
  const body = bodySchema ? schemaArbitrary(doc, bodySchema) : fc.constant(undefined);
  return fc.record({ params, body }).map(({ params: values, body: b }) => ({
    path: template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name]))),
    ...(b === undefined ? {} : { body: b }),
  }));
}

/**
 * The refusals a call documents in its description (x-refusals): business rules a request valid by the document
 * can still meet, keyed by operationId, each with the message the server answers. A 400 with any other message
 * is a request the document called valid and the server refused.
 */
export const BUSINESS_REFUSALS: Record<string, { reason: string; message: RegExp }[]> = {
  sessionLogin: [
    { reason: 'a username and password that do not match an account', message: /^Username or Password is incorrect/ },
    { reason: 'a disabled account', message: /^This account has been disabled/ },
  ],
  adminsCreate: [
    { reason: 'a username already taken (after NFKC and lower case)', message: /^Username already exists$/ },
    { reason: 'a password equal to the username', message: /^data\.password: Password must not be the username$/ },
  ],
  adminsUpdate: [
    { reason: 'a username already taken', message: /^Username already exists$/ },
    { reason: 'the acting admin removing their own Admins privilege', message: /^You cannot remove your own Admins/ },
  ],
  adminsResetPassword: [{ reason: 'the acting admin themself', message: /^Use Change Password/ }],
  adminsLogout: [{ reason: 'the acting admin themself', message: /^You cannot log yourself out/ }],
  adminsChangePassword: [
    { reason: 'a wrong old password', message: /^Old Password is incorrect$/ },
    { reason: 'a new password equal to the own username', message: /^New Password must not be your username$/ },
  ],
  vendorsUpdate: [{ reason: 'a username already taken', message: /^Username already exists$/ }],
  devicesCreate: [{ reason: 'a serial already taken', message: /^Serial already exists$/ }],
  devicesUpdate: [{ reason: 'a serial already taken', message: /^Serial already exists$/ }],
  routesAssignPlaces: [
    { reason: 'a country or state that does not exist', message: /^(Country|State) #\d+ does not exist$/ },
    { reason: 'a state outside its country', message: /^State .* is not in / },
  ],
  routesUnassignPlaces: [
    { reason: 'a country or state that does not exist', message: /^(Country|State) #\d+ does not exist$/ },
    { reason: 'a state outside its country', message: /^State .* is not in / },
  ],
  devicesAssignPlaces: [
    { reason: 'a country, state or route that does not exist', message: /^(Country|State|Route) #\d+ does not exist$/ },
    { reason: 'a state outside its country', message: /^State .* is not in / },
    { reason: 'a route that does not pass through the place', message: /^Route .* does not pass through / },
  ],
  sessionSecondFactor: [
    { reason: 'an unknown, used or expired challenge', message: /^This sign-in has expired/ },
    { reason: 'a wrong or used code', message: /^The code is wrong/ },
    { reason: 'a disabled account', message: /^This account has been disabled/ },
  ],
  sessionEnrolSecondFactor: [
    { reason: 'an unknown, used or expired challenge', message: /^This sign-in has expired/ },
    { reason: 'a wrong code', message: /^The code is wrong/ },
    { reason: 'a disabled account', message: /^This account has been disabled/ },
  ],
  secondFactorEnrol: [{ reason: 'the second factor is on already', message: /^The second factor is on already/ }],
  secondFactorConfirm: [
    { reason: 'no enrolment begun, or on already', message: /^Set up the second factor first/ },
    { reason: 'a wrong code', message: /^The code is wrong/ },
  ],
  secondFactorDisable: [
    { reason: 'neither a code nor a password', message: /^Code or password is required$/ },
    { reason: 'the second factor is off', message: /^The second factor is off/ },
    { reason: 'a wrong code or password', message: /^(The code is wrong|Password is incorrect)/ },
    { reason: 'a privilege that requires it', message: /^Your privileges require a second factor/ },
  ],
  pricesDisable: [{ reason: 'a price already disabled', message: /^Price is already disabled$/ }],
  pricePlansDisable: [{ reason: 'a price plan already disabled', message: /^Price plan is already disabled$/ }],
};

/** Operations that end the caller's sessions: each request's are put back after it (TestServer.keepingSessions). */
const ENDS_OWN_SESSION = new Set(['sessionLogout', 'sessionLogoutEverywhere']);

/** Why an answer breaks the document, or undefined when the document allows it. */
export function breach(call: DocumentCall, answer: Answer): string | undefined {
  const { status, json } = answer;
  const documented = (s: number) => String(s) in call.operation.responses;
  if (status === 200) return undefined;
  if (status >= 500) return `answered ${status}`;
  const error = json.error;
  if (status === 404 && documented(404) && error?.code === ERROR_CODE.business && / not found$/.test(error.message))
    return undefined;
  if (status === 429 && documented(429)) return undefined;
  if (status === 400 && error && BUSINESS_REFUSALS[call.operationId]?.some((r) => r.message.test(error.message)))
    return undefined;
  if (status === 400 && call.operation['x-max-rows'] !== undefined && error?.message === `page: ${DEEP_PAGE_MESSAGE}`)
    return undefined;
  return `answered ${status}${error ? ` (code ${error.code}) ${error.message}` : ''}`;
}

export interface Breach {
  operationId: string;
  request: string;
  answer: string;
}

/**
 * Sends numRuns requests valid by the document to every operation (fast-check, one seed for all) and returns
 * the shrunk counterexample of each operation whose answers break the document. The acting admin's own record
 * can lose privileges through admins.update (all but Admins), so that operation runs last.
 */
export async function checkConformance(
  s: TestServer,
  doc: OpenApiDocument,
  { numRuns, seed }: { numRuns: number; seed: number },
): Promise<{ breaches: Breach[]; requests: number; operations: number }> {
  const token = await s.adminToken();
  const calls = operationsOf(doc).sort(
    (a, b) => Number(a.operationId === 'adminsUpdate') - Number(b.operationId === 'adminsUpdate'),
  );
  const breaches: Breach[] = [];
  let requests = 0;
  for (const call of calls) {
    const secured = call.operation.security.length > 0;
    const result = await fc.check(
      fc.asyncProperty(requestArbitrary(doc, call), async (req) => {
        requests++;
        const send = () =>
          s.request(call.method, API_BASE_PATH + req.path, { token: secured ? token : null, body: req.body });
        const answer = await (ENDS_OWN_SESSION.has(call.operationId) ? s.keepingSessions(token, send) : send());
        const why = breach(call, answer);
        if (why) throw new Error(why);
      }),
      { numRuns, seed },
    );
    if (result.failed) {
      const [req] = result.counterexample ?? [];
      breaches.push({
        operationId: call.operationId,
        request: `${call.method} ${req?.path ?? '?'}${req?.body === undefined ? '' : ` ${JSON.stringify(req.body)}`}`,
        answer: result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance),
      });
    }
  }
  return { breaches, requests, operations: calls.length };
}
