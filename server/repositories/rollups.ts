import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/schema';
import { num } from './sql';

/**
 * Reading the rollups of migration 0007. A count over a period sums whole UTC days, then whole hours at
 * its edges, then reads the rows of the partial hours at its ends from the source table by an index
 * range: at most ~a year of day rows, 46 hour rows and two hours of source rows, whatever the period.
 */

export const HOUR = 3600;
export const DAY = 86_400;
/** Above any time the API accepts (unix seconds of at most 11 digits): the open end of a period. */
export const END_OF_TIME = 100_000_000_000;

/** A half-open range of unix seconds [start, end). */
export type Range = readonly [number, number];

export interface RangeParts {
  days: Range[];
  hours: Range[];
  /** The partial hours at the ends, read from the source rows. */
  raw: Range[];
}

const floorTo = (t: number, unit: number) => Math.floor(t / unit) * unit;
const ceilTo = (t: number, unit: number) => Math.ceil(t / unit) * unit;
const nonEmpty = (ranges: Range[]) => ranges.filter(([a, b]) => a < b);

/** [start, end) as whole days, whole hours and the partial hours at its ends. */
export function rangeParts(start: number, end: number): RangeParts {
  if (end <= start) return { days: [], hours: [], raw: [] };
  const h1 = ceilTo(start, HOUR);
  const h2 = floorTo(end, HOUR);
  if (h1 >= h2) return { days: [], hours: [], raw: [[start, end]] };
  const d1 = ceilTo(h1, DAY);
  const d2 = floorTo(h2, DAY);
  const raw = nonEmpty([
    [start, h1],
    [h2, end],
  ]);
  if (d1 >= d2) return { days: [], hours: [[h1, h2]], raw };
  return {
    days: [[d1, d2]],
    hours: nonEmpty([
      [h1, d1],
      [d2, h2],
    ]),
    raw,
  };
}

/** Selects of the rollup rows of `parts` (`columns` of them, filtered by `where`), one per range. */
function rollupSelects(
  table: string,
  columns: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  parts: RangeParts,
): RawBuilder<unknown>[] {
  const select = (period: number, [a, b]: Range) =>
    sql`select ${columns} from ${sql.table(table)} where ${sql.ref('period')} = ${sql.lit(period)} and ${where} and ${sql.ref('bucket')} >= ${a} and ${sql.ref('bucket')} < ${b}`;
  return [...parts.days.map((r) => select(DAY, r)), ...parts.hours.map((r) => select(HOUR, r))];
}

const unionAll = (selects: RawBuilder<unknown>[]) => sql.join(selects, sql` union all `);

/**
 * A period [from, to] (unix seconds, both inclusive, either open) as what to add and what to take off:
 * with an open start, everything (the period-0 row) less what came after `to`.
 */
function period(
  from: number | undefined,
  to: number | undefined,
): { whole: boolean; add: RangeParts; subtract: RangeParts } {
  const none = rangeParts(0, 0);
  if (from === undefined)
    return { whole: true, add: none, subtract: to === undefined ? none : rangeParts(to + 1, END_OF_TIME) };
  return { whole: false, add: rangeParts(from, (to ?? END_OF_TIME - 1) + 1), subtract: none };
}

/** Events of a type created in [from, to]: eventRollups plus adEvents(eventType, createdAt) at the edges. */
export function eventCountQuery(eventType: string, from: number | undefined, to: number | undefined) {
  const p = period(from, to);
  const typeIs = sql`${sql.ref('eventType')} = ${eventType}`;
  const parts = (parts: RangeParts, sign: 1 | -1) => [
    ...rollupSelects('eventRollups', sql`${sql.lit(sign)} * ${sql.ref('n')} as n`, typeIs, parts),
    ...parts.raw.map(
      ([a, b]) =>
        sql`select ${sql.lit(sign)} * count(*) as n from ${sql.table('adEvents')} where ${typeIs} and ${sql.ref('createdAt')} >= ${a} and ${sql.ref('createdAt')} < ${b}`,
    ),
  ];
  const selects = [
    ...(p.whole
      ? [
          sql`select ${sql.ref('n')} as n from ${sql.table('eventRollups')} where ${sql.ref('period')} = 0 and ${typeIs}`,
        ]
      : []),
    ...parts(p.add, 1),
    ...parts(p.subtract, -1),
  ];
  return selects.length === 0
    ? sql<{ n: unknown }>`select 0 as n`
    : sql<{ n: unknown }>`select sum(x.n) as n from (${unionAll(selects)}) x`;
}

export async function countEvents(db: Db, eventType: string, from?: number, to?: number): Promise<number> {
  const { rows } = await eventCountQuery(eventType, from, to).execute(db);
  return num(rows[0]?.n);
}

export interface AdTally {
  total: number;
  active: number;
  blocked: number;
  assigned: number;
}

const AD_MEASURES = ['total', 'active', 'blocked', 'assigned'] as const;

/** Ads created up to `to` (all, when open): the all-time adRollups row less the ads created after `to`. */
export function adCountQuery(to: number | undefined) {
  const after = to === undefined ? rangeParts(0, 0) : rangeParts(to + 1, END_OF_TIME);
  const negated = sql.join(AD_MEASURES.map((m) => sql`-1 * ${sql.ref(m)} as ${sql.ref(m)}`));
  const ref = (column: string) => sql.ref(`a.${column}`);
  const flag = (column: string) => sql`case when ${ref(column)} = 1 then 1 else 0 end`;
  const selects = [
    sql`select ${sql.join(AD_MEASURES.map((m) => sql.ref(m)))} from ${sql.table('adRollups')} where ${sql.ref('period')} = 0`,
    ...rollupSelects('adRollups', negated, sql`1 = 1`, after),
    ...after.raw.map(
      ([
        a,
        b,
      ]) => sql`select -1 * count(*) as total, -1 * sum(${flag('activeStatus')}) as active, -1 * sum(${flag('blocked')}) as blocked,
      -1 * sum(case when exists (select 1 from ${sql.table('adRoutes')} r where ${sql.ref('r.adId')} = ${ref('id')}) then 1 else 0 end) as assigned
      from ${sql.table('ads')} a where ${ref('dateCreated')} >= ${a} and ${ref('dateCreated')} < ${b}`,
    ),
  ];
  return sql<
    Record<(typeof AD_MEASURES)[number], unknown>
  >`select ${sql.join(AD_MEASURES.map((m) => sql`sum(x.${sql.ref(m)}) as ${sql.ref(m)}`))} from (${unionAll(selects)}) x`;
}

export async function countAds(db: Db, to?: number): Promise<AdTally> {
  const { rows } = await adCountQuery(to).execute(db);
  const row = rows[0];
  return { total: num(row?.total), active: num(row?.active), blocked: num(row?.blocked), assigned: num(row?.assigned) };
}

/** Successful topups paid in [from, to], by source: topupRollups plus topups(status, timePaid) at the edges. */
export function topupSumQuery(from: number | undefined, to: number | undefined) {
  const p = period(from, to);
  const parts = (parts: RangeParts, sign: 1 | -1) => [
    ...rollupSelects(
      'topupRollups',
      sql`${sql.ref('source')}, ${sql.lit(sign)} * ${sql.ref('n')} as n, ${sql.lit(sign)} * ${sql.ref('kobo')} as kobo`,
      sql`1 = 1`,
      parts,
    ),
    ...parts.raw.map(
      ([a, b]) =>
        sql`select ${sql.ref('source')}, ${sql.lit(sign)} * count(*) as n, ${sql.lit(sign)} * sum(${sql.ref('amountPaidKobo')}) as kobo from ${sql.table('topups')}
        where ${sql.ref('status')} = 'success' and ${sql.ref('timePaid')} >= ${a} and ${sql.ref('timePaid')} < ${b} group by ${sql.ref('source')}`,
    ),
  ];
  const selects = [
    ...(p.whole
      ? [
          sql`select ${sql.ref('source')}, ${sql.ref('n')}, ${sql.ref('kobo')} from ${sql.table('topupRollups')} where ${sql.ref('period')} = 0`,
        ]
      : []),
    ...parts(p.add, 1),
    ...parts(p.subtract, -1),
  ];
  if (selects.length === 0) return undefined;
  return sql<{
    source: string;
    n: unknown;
    kobo: unknown;
  }>`select x.${sql.ref('source')}, sum(x.n) as n, sum(x.kobo) as kobo from (${unionAll(selects)}) x group by x.${sql.ref('source')}`;
}

export async function sumTopups(
  db: Db,
  from?: number,
  to?: number,
): Promise<{ source: string; n: number; kobo: number }[]> {
  const query = topupSumQuery(from, to);
  if (!query) return [];
  const { rows } = await query.execute(db);
  return rows.map((r) => ({ source: r.source, n: num(r.n), kobo: num(r.kobo) }));
}

/** Vendors created in [from, to]: vendorRollups plus vendors(dateCreated) at the edges. */
export function vendorCountQuery(from: number | undefined, to: number | undefined) {
  const p = period(from, to);
  const parts = (parts: RangeParts, sign: 1 | -1) => [
    ...rollupSelects('vendorRollups', sql`${sql.lit(sign)} * ${sql.ref('n')} as n`, sql`1 = 1`, parts),
    ...parts.raw.map(
      ([a, b]) =>
        sql`select ${sql.lit(sign)} * count(*) as n from ${sql.table('vendors')} where ${sql.ref('dateCreated')} >= ${a} and ${sql.ref('dateCreated')} < ${b}`,
    ),
  ];
  const selects = [
    ...(p.whole
      ? [sql`select ${sql.ref('n')} as n from ${sql.table('vendorRollups')} where ${sql.ref('period')} = 0`]
      : []),
    ...parts(p.add, 1),
    ...parts(p.subtract, -1),
  ];
  return selects.length === 0
    ? sql<{ n: unknown }>`select 0 as n`
    : sql<{ n: unknown }>`select sum(x.n) as n from (${unionAll(selects)}) x`;
}

export async function countVendors(db: Db, from?: number, to?: number): Promise<number> {
  const { rows } = await vendorCountQuery(from, to).execute(db);
  return num(rows[0]?.n);
}
