import { CompiledQuery, PostgresAdapter, sql, type Compilable, type Expression, type SqlBool } from 'kysely';
import { ARRAY_ROWS } from '../db/connect';
import type { Db } from '../db/schema';

/**
 * Runs a select and answers each row as the array of its selected columns, in the order selected (the
 * select list must not repeat a column name). On SQLite the rows come back in raw mode (no object per
 * row); on PostgreSQL they are node-postgres' row objects read in field order. Goes through Kysely's
 * executor, so it waits for the connection like any query (never reads inside another's transaction).
 */
export async function selectArrays(db: Db, query: Compilable<unknown> | CompiledQuery): Promise<unknown[][]> {
  const compiled = 'compile' in query ? query.compile() : query;
  const result = await db.executeQuery<unknown>(CompiledQuery.raw(ARRAY_ROWS + compiled.sql, [...compiled.parameters]));
  const rows = result.rows;
  if (rows.length === 0 || Array.isArray(rows[0])) return rows as unknown[][];
  return rows.map((row) => Object.values(row as object));
}

/** Case-insensitive substring match, portable to SQLite and PostgreSQL; % and _ in the text match literally. */
export function containsText(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}

/** The LIKE pattern (the query parameter) of containsText. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive equality (bus IDs, references). */
export function equalsText(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = ${text.toLowerCase()}`;
}

/** SQL texts by dialect adapter and shape (see cachedQuery). */
const builtSql = new WeakMap<object, Map<string, string>>();

/**
 * A query of a fixed shape whose parameters are exactly `values`, in order. Kysely builds and compiles
 * it the first time a dialect sees `shape` (a key naming everything but the values that decides the
 * SQL); later calls reuse that SQL with their own values. The first build checks that its parameters
 * are the values (throws otherwise: a shape key that misses something) and is kept only when the values
 * all differ, so no two parameters can have been confused.
 */
export function cachedQuery(db: Db, shape: string, values: readonly unknown[], build: () => Compilable<unknown>): CompiledQuery {
  const adapter = db.getExecutor().adapter;
  let texts = builtSql.get(adapter);
  if (!texts) {
    texts = new Map();
    builtSql.set(adapter, texts);
  }
  const text = texts.get(shape);
  if (text !== undefined) return CompiledQuery.raw(text, [...values]);
  const compiled = build().compile();
  if (compiled.parameters.length !== values.length || compiled.parameters.some((p, i) => p !== values[i])) {
    throw new Error(`${shape}: the query's parameters are not its values`);
  }
  if (new Set(values).size === values.length) {
    if (texts.size >= 1000) texts.clear();
    texts.set(shape, compiled.sql);
  }
  return compiled;
}

/** A query whose parameters are a list of ids (an IN list of a page), built once per number of ids. */
export const forValues = (db: Db, name: string, ids: readonly number[], build: (ids: readonly number[]) => Compilable<unknown>): CompiledQuery =>
  cachedQuery(db, `${name}/${ids.length}`, ids, () => build(ids));

/** LIMIT/OFFSET of a 1-based page. */
export const pageWindow = (page: number, limit: number) => ({ limit, offset: (page - 1) * limit });

/** Counts and sums come back as strings from PostgreSQL (bigint/numeric) and numbers from SQLite. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A unique-constraint violation from SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** Lists whose call has no page or limit answer at most this many rows (the largest page of any list). */
export const UNPAGED_LIMIT = 1000;

/** The smallest string above every string starting with `prefix` (binary order): prefix search by index range. */
export function prefixUpperBound(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  if (last >= 0xd7ff) return `${prefix}\u{10FFFF}`;
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

/**
 * Rows whose column starts with `prefix` (case-sensitive), as an index range in binary order. On
 * PostgreSQL the comparison is made in the "C" collation: the database's own may be linguistic
 * (en_US.UTF-8 ignores punctuation at first), where the range would miss rows (migration 0006 indexes it).
 */
export function startsWith(db: Db, column: string, prefix: string): Expression<SqlBool> {
  const ref = db.getExecutor().adapter instanceof PostgresAdapter ? sql`${sql.ref(column)} collate "C"` : sql.ref(column);
  return sql<SqlBool>`${ref} >= ${prefix} and ${ref} < ${prefixUpperBound(prefix)}`;
}
