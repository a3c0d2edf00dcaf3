import { z } from 'zod';

/**
 * Path parameters. Every call of SPEC.md section 7 carries its filters in the path: an empty part is
 * sent as '-', dates as unix seconds. A kind says how a parameter is written by the app and parsed
 * by the server; the server answers 400 for anything that does not parse.
 */
export type ParamKind =
  | { kind: 'id' } // positive integer
  | { kind: 'page' } // 1, 2, ...
  | { kind: 'limit' } // 1..1000
  | { kind: 'unix' } // unix seconds
  | { kind: 'flag' } // 0 or 1
  | { kind: 'text' } // free text, at most 200 characters
  | { kind: 'enum'; values: readonly string[] };

export const param = {
  id: { kind: 'id' },
  page: { kind: 'page' },
  limit: { kind: 'limit' },
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

/** What the server's handler receives after parsing: '-' becomes undefined. */
export type ParsedParams<S extends ParamSpec> = { [P in keyof S]: ParsedValue<S[P]> | undefined };
export type PathInput<S extends ParamSpec> = { [P in keyof S]?: ParamInput };

export const EMPTY = '-';

/** Unix seconds of a Date (or of milliseconds). */
export const toUnix = (d: Date | number): number =>
  Math.floor((d instanceof Date ? d.getTime() : d) / 1000);

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
export const paramNames = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

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
  const base = (() => {
    switch (k.kind) {
      case 'id':
        return digits(Number.MAX_SAFE_INTEGER).pipe(z.number().min(1, 'must be positive'));
      case 'page':
        return digits(1_000_000).pipe(z.number().min(1, 'must be 1 or more'));
      case 'limit':
        return digits(1000).pipe(z.number().min(1, 'must be 1 or more'));
      case 'unix':
        return digits(99_999_999_999);
      case 'flag':
        return z.enum(['0', '1']).transform(Number);
      case 'text':
        return z.string().max(200, 'is too long');
      case 'enum':
        return z.enum(k.values as [string, ...string[]]);
    }
  })();
  return z.preprocess(dash, base.optional());
}

/** A zod object parsing all path parameters of a spec. */
export function paramsParser<S extends ParamSpec>(spec: S): z.ZodType<ParsedParams<S>> {
  const shape: Record<string, z.ZodType<unknown>> = {};
  for (const [name, kind] of Object.entries(spec)) shape[name] = paramParser(kind);
  return z.object(shape).strict() as unknown as z.ZodType<ParsedParams<S>>;
}
