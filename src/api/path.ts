import { z } from './zod';

/**
 * Path parameters. Every call of SPEC.md section 7 carries its filters in the path: an empty part is
 * sent as '-', dates as unix seconds. A kind says how a parameter is written by the app and parsed
 * by the server; the server answers 400 for anything that does not parse.
 */
export type ParamKind = (
  | { kind: 'id' } // positive integer, at most ID_MAX
  | { kind: 'page' } // 1, 2, ...; '-' means 1
  | { kind: 'limit'; default: number } // 1..1000; '-' means the list's own page size
  | { kind: 'unix' } // unix seconds
  | { kind: 'flag' } // 0 or 1
  | { kind: 'text' } // free text, at most 200 characters
  | { kind: 'enum'; values: readonly string[]; anyCase?: boolean }
) & {
  /** The call cannot do without it: '-' answers 400 ('id: is required'), and the document offers no '-'. */
  required?: true;
};

/** The largest id: ids are PostgreSQL `integer` columns (32 bits), which refuse a larger value in a query. */
export const ID_MAX = 2_147_483_647;

export const param = {
  id: { kind: 'id' },
  page: { kind: 'page' },
  /** A page size, and the size of a page when the call leaves it empty ('-'). */
  limit: (pageSize: number) => ({ kind: 'limit', default: pageSize }) as const,
  unix: { kind: 'unix' },
  flag: { kind: 'flag' },
  text: { kind: 'text' },
  /** One of the values; `anyCase`: also in upper case and with spaces around (then trimmed and lower-cased). */
  oneOf: <const V extends readonly string[]>(values: V, options: { anyCase?: boolean } = {}) =>
    ({ kind: 'enum', values, ...options }) as const,
  /** A parameter the call needs: '-' is refused. */
  required: <K extends ParamKind>(kind: K) => ({ ...kind, required: true }) as K & { required: true },
} as const satisfies Record<string, ParamKind | ((...a: never[]) => ParamKind)>;

export type ParamSpec = Record<string, ParamKind>;

/** What the app may pass for one parameter: empty values become '-'. */
export type ParamInput = string | number | Date | null | undefined;

type ParsedValue<K extends ParamKind> = K extends { kind: 'text' }
  ? string
  : K extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : number;

/** A parameter that always has a value once parsed: page and limit take their defaults, a required one refuses '-'. */
type AlwaysGiven = { kind: 'page' | 'limit' } | { required: true };

/** What the server's handler receives after parsing: '-' becomes undefined, or the default page and page size. */
export type ParsedParams<S extends ParamSpec> = {
  [P in keyof S]: S[P] extends AlwaysGiven ? ParsedValue<S[P]> : ParsedValue<S[P]> | undefined;
};

/**
 * The same parsed values as a repository's filters take them: a parameter that may be left empty may also be
 * absent. A handler's ParsedParams fit it as they are, so a parameter renamed in the contract fails the
 * repository (and any handler) that reads it by its old name.
 */
export type ParsedFilters<S extends ParamSpec> = {
  [P in keyof S as S[P] extends AlwaysGiven ? P : never]: ParsedValue<S[P]>;
} & {
  [P in keyof S as S[P] extends AlwaysGiven ? never : P]?: ParsedValue<S[P]>;
};
export type PathInput<S extends ParamSpec> = { [P in keyof S]?: ParamInput };

export const EMPTY = '-';

/** Unix seconds of a Date (or of milliseconds). */
export const toUnix = (d: Date | number): number => Math.floor((d instanceof Date ? d.getTime() : d) / 1000);

function writeParam(value: ParamInput): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (value instanceof Date) return String(toUnix(value));
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return EMPTY;
    return String(value);
  }
  const trimmed = value.trim();
  return trimmed === '' ? EMPTY : encodeURIComponent(trimmed);
}

/** Fills '/get/vendors/{page}/{limit}' with values; empty parts become '-'. */
export function fillPath(template: string, values: Record<string, ParamInput> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => writeParam(values[name]));
}

/** Names of the {parameters} of a template, in order. */
export const paramNames = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/** The same template in the router's syntax: '{id}' -> ':id'. */
export const routerPath = (template: string): string => template.replace(/\{(\w+)\}/g, ':$1');

const dash = (v: unknown) => (v === EMPTY || v === '' ? undefined : v);
/** '-' for a required parameter: 'is required'; other failures keep their own message. */
const requiredError = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};

/**
 * The value of one parameter kind as it is written in the path ('-' aside), numbers as numbers: every rule
 * the server applies to it, and what the OpenAPI document states (openapiSchemas.ts pathParamSchema).
 */
export function paramValueSchema(k: ParamKind): z.ZodMiniType<unknown> {
  switch (k.kind) {
    case 'page':
      return z.int().check(z.gte(1, 'must be 1 or more'), z.lte(1_000_000));
    case 'limit':
      return z.int().check(z.gte(1, 'must be 1 or more'), z.lte(1000));
    case 'id':
      return z.int().check(z.gte(1, 'must be positive'), z.lte(ID_MAX));
    case 'unix':
      return z.int().check(z.gte(0), z.lte(99_999_999_999));
    case 'flag':
      return z.enum(['0', '1'], requiredError);
    case 'text':
      return z.string(requiredError).check(z.maxLength(200, 'is too long'));
    case 'enum':
      return z.enum(k.values as [string, ...string[]], requiredError);
  }
}

const isNumeric = (k: ParamKind) => k.kind === 'page' || k.kind === 'limit' || k.kind === 'id' || k.kind === 'unix';
const lowerTrimmed = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
/** zod's preprocess: the value goes through `fn` before `schema` parses it. */
const preprocess = (fn: (v: unknown) => unknown, schema: z.ZodMiniType<unknown>) => z.pipe(z.transform(fn), schema);

/** The zod parser of one parameter kind, as the server uses it: the text of the path to paramValueSchema's value. */
export function paramParser(k: ParamKind): z.ZodMiniType<unknown> {
  const value = paramValueSchema(k);
  let parsed: z.ZodMiniType<unknown> = value;
  if (isNumeric(k))
    parsed = z.pipe(
      z.pipe(z.string(requiredError).check(z.regex(/^\d{1,15}$/, 'must be a whole number')), z.transform(Number)),
      value as z.ZodMiniType<unknown, number>,
    );
  else if (k.kind === 'flag') parsed = z.pipe(value, z.transform(Number));
  else if (k.kind === 'enum' && k.anyCase) parsed = preprocess(lowerTrimmed, value);
  if (k.kind === 'page') return preprocess(dash, z._default(parsed, 1));
  if (k.kind === 'limit') return preprocess(dash, z._default(parsed, k.default));
  return preprocess(dash, k.required ? parsed : z.optional(parsed));
}

/**
 * The deepest row a paged list reads: page × limit may not pass it. An offset costs the database every row
 * it skips (a page one million of ads scanned 500,000 rows for none), so a deeper page is refused at once
 * (400), as search engines refuse past their result window. Narrower filters reach any row.
 */
export const MAX_LIST_ROWS = 10_000;
export const DEEP_PAGE_MESSAGE = `reaches past row ${MAX_LIST_ROWS.toLocaleString('en')} of the list (page × limit at most ${MAX_LIST_ROWS}); narrow the filters instead`;

/** Whether a page of that size stays within the first MAX_LIST_ROWS rows. */
export const withinListWindow = (page: number, limit: number): boolean => page * limit <= MAX_LIST_ROWS;

/** A zod object parsing all path parameters of a spec; a paged list's page must stay within MAX_LIST_ROWS. */
export function paramsParser<S extends ParamSpec>(spec: S): z.ZodMiniType<ParsedParams<S>> {
  const shape: Record<string, z.ZodMiniType<unknown>> = {};
  for (const [name, kind] of Object.entries(spec)) shape[name] = paramParser(kind);
  const entries = Object.entries(spec);
  const pageName = entries.find(([, k]) => k.kind === 'page')?.[0];
  const limitName = entries.find(([, k]) => k.kind === 'limit')?.[0];
  const object = z.strictObject(shape);
  if (pageName === undefined || limitName === undefined) return object as unknown as z.ZodMiniType<ParsedParams<S>>;
  return object.check(
    z.refine((v) => withinListWindow(v[pageName] as number, v[limitName] as number), {
      message: DEEP_PAGE_MESSAGE,
      path: [pageName],
      // Only once every parameter parsed: a bad one is reported alone.
      when: (payload) => payload.issues.length === 0,
    }),
  ) as unknown as z.ZodMiniType<ParsedParams<S>>;
}
