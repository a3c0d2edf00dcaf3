import { z } from 'zod';

/**
 * Path parameters. Every call of SPEC.md section 7 carries its filters in the path: an empty part is
 * sent as '-', dates as unix seconds. A kind says how a parameter is written by the app and parsed
 * by the server; the server answers 400 for anything that does not parse.
 */
export type ParamKind =
  | { kind: 'id' } // positive integer
  | { kind: 'page' } // 1, 2, ...; '-' means 1
  | { kind: 'limit'; default: number } // 1..1000; '-' means the list's own page size
  | { kind: 'unix' } // unix seconds
  | { kind: 'flag' } // 0 or 1
  | { kind: 'text' } // free text, at most 200 characters
  | { kind: 'enum'; values: readonly string[] };

export const param = {
  id: { kind: 'id' },
  page: { kind: 'page' },
  /** A page size, and the size of a page when the call leaves it empty ('-'). */
  limit: (pageSize: number) => ({ kind: 'limit', default: pageSize }) as const,
  unix: { kind: 'unix' },
  flag: { kind: 'flag' },
  text: { kind: 'text' },
  oneOf: <const V extends readonly string[]>(values: V) => ({ kind: 'enum', values }) as const,
} as const satisfies Record<string, ParamKind | ((...a: never[]) => ParamKind)>;

export type ParamSpec = Record<string, ParamKind>;

/** What the app may pass for one parameter: empty values become '-'. */
export type ParamInput = string | number | Date | null | undefined;

type ParsedValue<K extends ParamKind> = K extends { kind: 'text' }
  ? string
  : K extends { kind: 'enum'; values: readonly (infer V)[] }
    ? V
    : number;

/** What the server's handler receives after parsing: '-' becomes undefined, or the default page and page size. */
export type ParsedParams<S extends ParamSpec> = {
  [P in keyof S]: S[P] extends { kind: 'page' | 'limit' } ? number : ParsedValue<S[P]> | undefined;
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
const digits = (max: number) =>
  z
    .string()
    .regex(/^\d{1,15}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().max(max));

/** The zod parser of one parameter kind, as the server uses it. */
export function paramParser(k: ParamKind): z.ZodType<unknown> {
  const countFrom1 = (max: number) => digits(max).pipe(z.number().min(1, 'must be 1 or more'));
  switch (k.kind) {
    case 'page':
      return z.preprocess(dash, countFrom1(1_000_000).default(1));
    case 'limit':
      return z.preprocess(dash, countFrom1(1000).default(k.default));
    case 'id':
      return z.preprocess(dash, digits(Number.MAX_SAFE_INTEGER).pipe(z.number().min(1, 'must be positive')).optional());
    case 'unix':
      return z.preprocess(dash, digits(99_999_999_999).optional());
    case 'flag':
      return z.preprocess(dash, z.enum(['0', '1']).transform(Number).optional());
    case 'text':
      return z.preprocess(dash, z.string().max(200, 'is too long').optional());
    case 'enum':
      return z.preprocess(dash, z.enum(k.values as [string, ...string[]]).optional());
  }
}

/** A zod object parsing all path parameters of a spec. */
export function paramsParser<S extends ParamSpec>(spec: S): z.ZodType<ParsedParams<S>> {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const [name, kind] of Object.entries(spec)) shape[name] = paramParser(kind);
  return z.object(shape).strict() as unknown as z.ZodType<ParsedParams<S>>;
}
