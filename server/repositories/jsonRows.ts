import { sql, type OperationNodeSource, type RawBuilder } from 'kysely';
import type { Db } from '../db/schema';
import { JsonText } from '../domain/jsonText';
import { koboToNaira } from '../domain/money';
import { dialectOf } from '../db/migrations/helpers';

/**
 * How a row of a list becomes the object the contract names, written once for two places: the database,
 * which writes a whole list as JSON text (jsonRows: no object per row in the server, PostgREST's way), and
 * JavaScript, for the one row a write answers with (rowToJson).
 * A value is a column of the row (as it is), money (`naira`: a kobo column, divided by 100 as koboToNaira
 * does), an object of such values (`objectOrNull`: null when one of its columns is null), or, for the
 * database only, a number a subquery counts (`counted`) or a list of nested rows (`nestedList`).
 * A column is a column of the list's row, or, with a dot, a qualified column of a nested list's own tables.
 */
export type JsonShape = { readonly [key: string]: JsonValue };
type JsonValue =
  | string
  | { naira: string }
  | { object: JsonShape; nullWhenNull: readonly string[] }
  | { counted: RawBuilder<unknown> }
  | { nested: { from: RawBuilder<unknown>; shape: JsonShape; orderBy: readonly string[] } };

export const naira = (column: string): JsonValue => ({ naira: column });
export const objectOrNull = (object: JsonShape, ...nullWhenNull: string[]): JsonValue => ({ object, nullWhenNull });
/** A number a scalar subquery answers (`select count(*) from … where … = x.id`; the list's row is `x`). */
export const counted = (subquery: RawBuilder<unknown>): JsonValue => ({ counted: subquery });
/**
 * The rows of `from` (the FROM and WHERE of a subquery on the list's row `x`) as an array of `shape`, in the
 * order of `orderBy` (qualified columns, ascending); [] when there are none.
 */
export const nestedList = (from: RawBuilder<unknown>, shape: JsonShape, orderBy: readonly string[]): JsonValue => ({
  nested: { from, shape, orderBy },
});

/** The object of `shape` for one row, in JavaScript. */
export function rowToJson(shape: JsonShape, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(shape)) {
    if (typeof value === 'string') out[key] = row[value];
    else if ('naira' in value) out[key] = koboToNaira(row[value.naira] as number);
    else if ('counted' in value || 'nested' in value)
      throw new Error(`${key}: a subquery's value is the database's to write`);
    else
      out[key] = value.nullWhenNull.some((column) => row[column] === null || row[column] === undefined)
        ? null
        : rowToJson(value.object, row);
  }
  return out;
}

const column = (name: string) => sql.ref(name.includes('.') ? name : `x.${name}`);

/** The SQL expression of a value, in PostgreSQL's or SQLite's JSON functions. */
function valueSql(value: JsonValue, pg: boolean): RawBuilder<unknown> {
  if (typeof value === 'string') return column(value);
  if ('naira' in value) {
    const kobo = column(value.naira);
    // float8 prints as the shortest exact number; SQLite's real prints 5000.0, so whole naira stay integers.
    return pg
      ? sql`(${kobo}::float8 / 100)`
      : sql`(case when ${kobo} % 100 = 0 then ${kobo} / 100 else ${kobo} / 100.0 end)`;
  }
  if ('counted' in value) return sql`(${value.counted})`;
  if ('nested' in value) {
    const { from, shape, orderBy } = value.nested;
    const order = sql.join(orderBy.map(column));
    const list = pg
      ? sql`(select coalesce(json_agg(${objectSql(shape, pg)} order by ${order}), '[]'::json) from ${from})`
      : sql`(select json_group_array(${objectSql(shape, pg)} order by ${order}) from ${from})`;
    // A subquery's JSON is text to SQLite's json_object: json() makes it JSON again.
    return pg ? list : sql`json(${list})`;
  }
  const object = objectSql(value.object, pg);
  if (value.nullWhenNull.length === 0) return object;
  const nulls = sql.join(
    value.nullWhenNull.map((c) => sql`${column(c)} is null`),
    sql` or `,
  );
  const maybe = sql`case when ${nulls} then null else ${object} end`;
  // SQLite's JSON object is taken for text once it has passed a CASE; json() makes it JSON again.
  return pg ? sql`(${maybe})` : sql`json(${maybe})`;
}

function objectSql(shape: JsonShape, pg: boolean): RawBuilder<unknown> {
  const pairs = sql.join(Object.entries(shape).map(([key, value]) => sql`${sql.lit(key)}, ${valueSql(value, pg)}`));
  return pg ? sql`json_build_object(${pairs})` : sql`json_object(${pairs})`;
}

/**
 * The rows of `query` (ordered and limited as the list wants them) as one JSON array text written by the
 * database, each row the object of `shape`, in the order `orderBy` (columns of the rows, newest first).
 */
export async function jsonRows<T>(
  db: Db,
  query: OperationNodeSource,
  shape: JsonShape,
  orderBy: readonly string[],
): Promise<JsonText<T[]>> {
  const pg = dialectOf(db) === 'postgres';
  const order = sql.join(orderBy.map((c) => sql`${column(c)} desc`));
  const element = objectSql(shape, pg);
  const list = pg
    ? sql<string>`coalesce(json_agg(${element} order by ${order}), '[]')::text`
    : sql<string>`json_group_array(${element} order by ${order})`;
  const { rows } = await sql<{ json: string }>`select ${list} as json from (${query}) as x`.execute(db);
  return new JsonText(rows[0]?.json ?? '[]');
}
