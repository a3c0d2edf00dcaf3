import { sql, type Migration } from 'kysely';
import { BIG, index, type DialectName, type MigrationDb } from './helpers';

/**
 * 0007: rollups kept by triggers, so the report summary, the dashboard and the devices list count
 * millions of events, hundreds of thousands of ads and topups without reading them:
 *
 * - eventRollups (period, bucket, eventType): events per hour (period 3600), per day (86400, UTC days)
 *   and in all (period 0, bucket 0), by their createdAt;
 * - adRollups (period, bucket): ads by creation time: how many, active, blocked, assigned to a route;
 * - topupRollups (period, bucket, source): successful topups by the time they were paid: count and kobo;
 * - vendorRollups (period, bucket): vendors by creation time;
 * - deviceEventTotals (deviceId, eventType): each device's lifetime events.
 *
 * A bucket is the start (unix seconds) of its hour or day. A count over [from, to] sums whole days,
 * then whole hours at the edges, then reads the events of the partial hours at the ends by an index
 * range (repositories/rollups.ts). Triggers on both databases keep every rollup exact through inserts,
 * updates and deletes, whoever writes; the migration fills them from the rows already there.
 */

export const PERIODS = [0, 3600, 86_400] as const;

type Row = 'NEW' | 'OLD';

interface RollupSpec {
  /** The rollup table. */
  name: string;
  source: string;
  /** Time column of the source whose hour/day is the bucket; none: one row per key, no period or bucket. */
  time?: string;
  /** Grouping columns copied from the source row, with their column type. */
  keys: [string, 'text' | 'integer'][];
  /** Measures: column name and its value for one source row. */
  measures: [string, (r: string) => string][];
  /** Whether a source row counts at all. */
  counts: (r: string) => string;
  /** Source columns whose update moves the row between buckets or changes its measures. */
  watch: string[];
  /** Subtract before the source row is deleted (a measure reads rows a cascade removes). */
  deleteBefore?: boolean;
  /** Primary key (period, keys, bucket): ranges of buckets are read for one key value (else (period, bucket, keys)). */
  keysBeforeBucket?: boolean;
}

const q = (name: string) => `"${name}"`;
const flagValue = (r: string, column: string) => `case when ${r}.${q(column)} = 1 then 1 else 0 end`;
const hasRoute = (adId: string) =>
  `case when exists (select 1 from "adRoutes" where "adRoutes"."adId" = ${adId}) then 1 else 0 end`;

export const ROLLUPS: RollupSpec[] = [
  {
    name: 'eventRollups',
    source: 'adEvents',
    time: 'createdAt',
    keys: [['eventType', 'text']],
    measures: [['n', () => '1']],
    counts: () => '1 = 1',
    watch: ['eventType', 'createdAt'],
    keysBeforeBucket: true,
  },
  {
    name: 'deviceEventTotals',
    source: 'adEvents',
    keys: [
      ['deviceId', 'integer'],
      ['eventType', 'text'],
    ],
    measures: [['n', () => '1']],
    counts: (r) => `${r}."deviceId" is not null`,
    watch: ['deviceId', 'eventType'],
  },
  {
    name: 'adRollups',
    source: 'ads',
    time: 'dateCreated',
    keys: [],
    measures: [
      ['total', () => '1'],
      ['active', (r) => flagValue(r, 'activeStatus')],
      ['blocked', (r) => flagValue(r, 'blocked')],
      ['assigned', (r) => hasRoute(`${r}."id"`)],
    ],
    counts: () => '1 = 1',
    watch: ['activeStatus', 'blocked', 'dateCreated'],
    deleteBefore: true,
  },
  {
    name: 'topupRollups',
    source: 'topups',
    time: 'timePaid',
    keys: [['source', 'text']],
    measures: [
      ['n', () => '1'],
      ['kobo', (r) => `${r}."amountPaidKobo"`],
    ],
    counts: (r) => `${r}."status" = 'success' and ${r}."timePaid" is not null`,
    watch: ['status', 'source', 'amountPaidKobo', 'timePaid'],
  },
  {
    name: 'vendorRollups',
    source: 'vendors',
    time: 'dateCreated',
    keys: [],
    measures: [['n', () => '1']],
    counts: () => '1 = 1',
    watch: ['dateCreated'],
  },
];

const periodsTable = PERIODS.map((p) => `select ${p} as period`).join(' union all ');
const bucketOf = (time: string) => `case when p.period = 0 then 0 else ${time} / p.period * p.period end`;

function conflictColumns(spec: RollupSpec): string[] {
  const keys = spec.keys.map(([k]) => k);
  if (!spec.time) return keys;
  return spec.keysBeforeBucket ? ['period', ...keys, 'bucket'] : ['period', 'bucket', ...keys];
}

/**
 * INSERT ... SELECT ... ON CONFLICT DO UPDATE adding `sign` times the measures of `select` rows
 * (aliased r, with p the periods when the rollup is bucketed) to the rollup.
 */
function upsert(
  spec: RollupSpec,
  from: string,
  where: string,
  r: string,
  sign: 1 | -1,
  measureOverride?: Record<string, string>,
): string {
  const keyCols = spec.keys.map(([k]) => k);
  const columns = [...(spec.time ? ['period', 'bucket'] : []), ...keyCols, ...spec.measures.map(([m]) => m)];
  const values = [
    ...(spec.time ? ['p.period', bucketOf(`${r}.${q(spec.time)}`)] : []),
    ...keyCols.map((k) => `${r}.${q(k)}`),
    ...spec.measures.map(([m, value]) => `${sign} * (${measureOverride?.[m] ?? value(r)})`),
  ];
  const sets = spec.measures.map(([m]) => `${q(m)} = ${q(spec.name)}.${q(m)} + excluded.${q(m)}`);
  return `insert into ${q(spec.name)} (${columns.map(q).join(', ')})
    select ${values.join(', ')} from ${from}${spec.time ? `, (${periodsTable}) p` : ''}
    where ${where}
    on conflict (${conflictColumns(spec).map(q).join(', ')}) do update set ${sets.join(', ')}`;
}

/** The statement adding (sign 1) or removing (-1) one source row (NEW or OLD) to its rollup. */
const rowUpsert = (spec: RollupSpec, row: Row, sign: 1 | -1) =>
  upsert(spec, `(select 1 as one) one_row`, spec.counts(row), row, sign);

/** adRollups.assigned: an ad's first route assigns it, removing its last unassigns it (while the ad exists). */
function adRouteUpsert(row: Row, sign: 1 | -1): string {
  const ads = ROLLUPS.find((s) => s.name === 'adRollups') as RollupSpec;
  const zero = { total: '0', active: '0', blocked: '0', assigned: '1' };
  const routeCount = `(select count(*) from "adRoutes" where "adRoutes"."adId" = ${row}."adId")`;
  const condition = sign === 1 ? `${routeCount} = 1` : `${routeCount} = 0`;
  return upsert(ads, '"ads" a', `a."id" = ${row}."adId" and ${condition}`, 'a', sign, zero);
}

async function createRollupTable(db: MigrationDb, dialect: DialectName, spec: RollupSpec): Promise<void> {
  let table = db.schema.createTable(spec.name);
  if (spec.time)
    table = table.addColumn('period', 'integer', (c) => c.notNull()).addColumn('bucket', BIG, (c) => c.notNull());
  for (const [key, type] of spec.keys) table = table.addColumn(key, type, (c) => c.notNull());
  for (const [measure] of spec.measures) table = table.addColumn(measure, BIG, (c) => c.notNull().defaultTo(0));
  table = table.addPrimaryKeyConstraint(`${spec.name}_pkey`, conflictColumns(spec) as never);
  if (dialect === 'sqlite') table = table.modifyEnd(sql`without rowid`);
  await table.execute();
}

const exec = (db: MigrationDb, text: string) => sql.raw(text).execute(db);

/** SQLite: one trigger per operation. PostgreSQL: one plpgsql function per rollup and source. */
async function createTriggers(db: MigrationDb, dialect: DialectName, spec: RollupSpec): Promise<void> {
  const name = `${spec.name}_${spec.source}`;
  const watch = spec.watch.map(q).join(', ');
  if (dialect === 'sqlite') {
    await exec(
      db,
      `create trigger ${q(`${name}_insert`)} after insert on ${q(spec.source)} begin ${rowUpsert(spec, 'NEW', 1)}; end`,
    );
    await exec(
      db,
      `create trigger ${q(`${name}_update`)} after update of ${watch} on ${q(spec.source)} begin ${rowUpsert(spec, 'OLD', -1)}; ${rowUpsert(spec, 'NEW', 1)}; end`,
    );
    await exec(
      db,
      `create trigger ${q(`${name}_delete`)} ${spec.deleteBefore ? 'before' : 'after'} delete on ${q(spec.source)} begin ${rowUpsert(spec, 'OLD', -1)}; end`,
    );
    return;
  }
  await exec(
    db,
    `create function ${q(name)}() returns trigger language plpgsql as $$
    begin
      if TG_OP in ('UPDATE', 'DELETE') then ${rowUpsert(spec, 'OLD', -1)}; end if;
      if TG_OP in ('INSERT', 'UPDATE') then ${rowUpsert(spec, 'NEW', 1)}; end if;
      if TG_OP = 'DELETE' then return OLD; end if;
      return NEW;
    end $$`,
  );
  if (spec.deleteBefore) {
    await exec(
      db,
      `create trigger ${q(`${name}_delete`)} before delete on ${q(spec.source)} for each row execute function ${q(name)}()`,
    );
    await exec(
      db,
      `create trigger ${q(name)} after insert or update of ${watch} on ${q(spec.source)} for each row execute function ${q(name)}()`,
    );
  } else {
    await exec(
      db,
      `create trigger ${q(name)} after insert or delete or update of ${watch} on ${q(spec.source)} for each row execute function ${q(name)}()`,
    );
  }
}

/**
 * PostgreSQL runs row triggers of a many-row statement after the whole statement, each seeing every
 * row of it, so "the first route" is not a row-by-row question there: a statement trigger with the
 * statement's rows compares, per ad touched, whether it has a route now and whether it had one before
 * (now, less the rows added, plus the rows removed), and adds the difference to the ad's buckets.
 */
function adRouteStatementUpsert(added: boolean, removed: boolean): string {
  const sources = [added ? 'select "adId" from new_rows' : '', removed ? 'select "adId" from old_rows' : ''].filter(
    Boolean,
  );
  const touched = `select distinct u."adId" from (${sources.join(' union all ')}) u`;
  const countIn = (table: string) => `(select count(*) from ${table} x where x."adId" = t."adId")`;
  const before = `${countIn('"adRoutes"')}${added ? ` - ${countIn('new_rows')}` : ''}${removed ? ` + ${countIn('old_rows')}` : ''}`;
  const change = `(case when ${countIn('"adRoutes"')} > 0 then 1 else 0 end) - (case when ${before} > 0 then 1 else 0 end)`;
  return `insert into "adRollups" ("period", "bucket", "total", "active", "blocked", "assigned")
    select p.period, ${bucketOf('a."dateCreated"')}, 0, 0, 0, sum(d.change)
    from (select t."adId", ${change} as change from (${touched}) t) d
    join "ads" a on a."id" = d."adId", (${periodsTable}) p
    where d.change <> 0
    group by p.period, ${bucketOf('a."dateCreated"')}
    on conflict ("period", "bucket") do update set "assigned" = "adRollups"."assigned" + excluded."assigned"`;
}

async function createAdRouteTriggers(db: MigrationDb, dialect: DialectName): Promise<void> {
  const name = 'adRollups_adRoutes';
  if (dialect === 'sqlite') {
    await exec(
      db,
      `create trigger ${q(`${name}_insert`)} after insert on "adRoutes" begin ${adRouteUpsert('NEW', 1)}; end`,
    );
    await exec(
      db,
      `create trigger ${q(`${name}_update`)} after update of "adId" on "adRoutes" begin ${adRouteUpsert('OLD', -1)}; ${adRouteUpsert('NEW', 1)}; end`,
    );
    await exec(
      db,
      `create trigger ${q(`${name}_delete`)} after delete on "adRoutes" begin ${adRouteUpsert('OLD', -1)}; end`,
    );
    return;
  }
  // Transition tables allow one event per trigger: one function and trigger per operation.
  const variants: [string, boolean, boolean, string][] = [
    ['insert', true, false, 'insert'],
    ['update', true, true, 'update'],
    ['delete', false, true, 'delete'],
  ];
  for (const [op, added, removed, event] of variants) {
    const fn = `${name}_${op}`;
    const referencing = [removed ? 'old table as old_rows' : '', added ? 'new table as new_rows' : '']
      .filter(Boolean)
      .join(' ');
    await exec(
      db,
      `create function ${q(fn)}() returns trigger language plpgsql as $$
      begin ${adRouteStatementUpsert(added, removed)}; return null; end $$`,
    );
    await exec(
      db,
      `create trigger ${q(fn)} after ${event} on "adRoutes" referencing ${referencing} for each statement execute function ${q(fn)}()`,
    );
  }
}

/** Every trigger and trigger function of the rollups: created by the migration, dropped around bulk loads. */
export async function createRollupTriggers(db: MigrationDb, dialect: DialectName): Promise<void> {
  for (const spec of ROLLUPS) await createTriggers(db, dialect, spec);
  await createAdRouteTriggers(db, dialect);
}

export async function dropRollupTriggers(db: MigrationDb, dialect: DialectName): Promise<void> {
  const names = ROLLUPS.map((s) => `${s.name}_${s.source}`);
  for (const op of ['insert', 'update', 'delete']) {
    for (const name of names) {
      if (dialect === 'sqlite') await exec(db, `drop trigger if exists ${q(`${name}_${op}`)}`);
    }
    // SQLite: adRoutes' three triggers; PostgreSQL: its three statement-trigger functions (cascade drops the triggers).
    if (dialect === 'sqlite') await exec(db, `drop trigger if exists ${q(`adRollups_adRoutes_${op}`)}`);
    else await exec(db, `drop function if exists ${q(`adRollups_adRoutes_${op}`)}() cascade`);
  }
  if (dialect === 'postgres') for (const name of names) await exec(db, `drop function if exists ${q(name)}() cascade`);
}

/** Runs a bulk change (a seed, a move of every date) with the rollup triggers off, then builds the rollups in one pass. */
export async function withRollupsRebuilt(
  db: MigrationDb,
  dialect: DialectName,
  change: () => Promise<void>,
): Promise<void> {
  await dropRollupTriggers(db, dialect);
  await change();
  await createRollupTriggers(db, dialect);
  await rebuildRollups(db);
}

/**
 * Fills every rollup from the rows there now (after emptying it): hours first, grouped straight from the
 * source, then days and totals from the hours. Run by the migration and after a bulk load.
 */
export async function rebuildRollups(db: MigrationDb): Promise<void> {
  for (const spec of ROLLUPS) {
    await exec(db, `delete from ${q(spec.name)}`);
    const keys = spec.keys.map(([k]) => q(k));
    const measures = spec.measures.map(([m]) => q(m));
    const sums = spec.measures.map(([, value]) => `sum(${value('r')})`);
    if (!spec.time) {
      await exec(
        db,
        `insert into ${q(spec.name)} (${[...keys, ...measures].join(', ')})
        select ${[...keys.map((k) => `r.${k}`), ...sums].join(', ')} from ${q(spec.source)} r where ${spec.counts('r')} group by ${keys.map((k) => `r.${k}`).join(', ')}`,
      );
      continue;
    }
    const time = `r.${q(spec.time)}`;
    const hourKeys = [`${time} / 3600 * 3600`, ...keys.map((k) => `r.${k}`)];
    await exec(
      db,
      `insert into ${q(spec.name)} (${['"period"', '"bucket"', ...keys, ...measures].join(', ')})
      select ${['3600', ...hourKeys, ...sums].join(', ')} from ${q(spec.source)} r where ${spec.counts('r')} group by ${hourKeys.join(', ')}`,
    );
    for (const period of [86_400, 0]) {
      const bucket = period === 0 ? '0' : `h."bucket" / ${period} * ${period}`;
      const groups = [...(period === 0 ? [] : [bucket]), ...keys.map((k) => `h.${k}`)];
      await exec(
        db,
        `insert into ${q(spec.name)} (${['"period"', '"bucket"', ...keys, ...measures].join(', ')})
        select ${[String(period), bucket, ...keys.map((k) => `h.${k}`), ...measures.map((m) => `sum(h.${m})`)].join(', ')}
        from ${q(spec.name)} h where h."period" = 3600${groups.length ? ` group by ${groups.join(', ')}` : ''} having count(*) > 0`,
      );
    }
  }
}

export const rollups = (dialect: DialectName): Migration => ({
  async up(db: MigrationDb) {
    // The ads seen on a device in a period (the report by device or bus) read the ad of each event:
    // (deviceId, createdAt) of 0001 widened to cover adId, so that is an index range, not a row per event.
    await db.schema.dropIndex('adEvents_deviceId_createdAt_idx').execute();
    await index(db, 'adEvents', ['deviceId', 'createdAt', 'adId']);
    for (const spec of ROLLUPS) await createRollupTable(db, dialect, spec);
    await rebuildRollups(db);
    await createRollupTriggers(db, dialect);
  },
  async down(db: MigrationDb) {
    await dropRollupTriggers(db, dialect);
    for (const spec of [...ROLLUPS].reverse()) await db.schema.dropTable(spec.name).ifExists().execute();
    await db.schema.dropIndex('adEvents_deviceId_createdAt_adId_idx').ifExists().execute();
    await index(db, 'adEvents', ['deviceId', 'createdAt']);
  },
});
