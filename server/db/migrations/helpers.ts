import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';

/** The SQL dialects the server runs on; migrations differ only in how an id column is declared. */
export type DialectName = 'sqlite' | 'postgres';

/** Migrations see the database as it was when they were written, not today's schema type. */
export type MigrationDb = Kysely<unknown>;

/** The dialect a Kysely instance (of any schema) speaks. */
export const dialectOf = (db: Pick<Kysely<unknown>, 'getExecutor'>): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** Integer unix seconds and integer kobo: bigint, so amounts and dates never overflow 32 bits. */
export const BIG = 'bigint';

export function idColumn(dialect: DialectName) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'sqlite' ? col.primaryKey() : col.primaryKey().generatedByDefaultAsIdentity();
}

/** CREATE TABLE name (id ...): every table has an integer id. */
export function table(db: MigrationDb, dialect: DialectName, name: string): CreateTableBuilder<string, 'id'> {
  return db.schema.createTable(name).addColumn('id', 'integer', idColumn(dialect));
}

/** CREATE [UNIQUE] INDEX table_col1_col2_idx ON table (col1, col2). */
export async function index(db: MigrationDb, name: string, columns: string[], unique = false): Promise<void> {
  let builder = db.schema
    .createIndex(`${name}_${columns.join('_')}_idx`)
    .on(name)
    .columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
export const flag = (defaultValue: number) => (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(defaultValue);
export const ref =
  (target: string, onDelete: 'cascade' | 'set null' = 'cascade') =>
  (col: ColumnDefinitionBuilder) =>
    col.references(target).onDelete(onDelete);
export const refNotNull = (target: string) => (col: ColumnDefinitionBuilder) =>
  col.notNull().references(target).onDelete('cascade');

/**
 * A PostgreSQL trigram index on lower(column), for the searches `lower(column) like '%text%'` (migration 0011 says
 * why, and why fastupdate is off). Nothing on SQLite, nor where the pg_trgm extension is not installed: the search
 * then reads as before.
 */
export const trigramIndex = (dialect: DialectName, name: string, table: string, column: string): Migration => ({
  async up(db: MigrationDb) {
    if (dialect !== 'postgres') return;
    const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length === 0) return;
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index ${sql.ref(name)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex(name).ifExists().execute();
  },
});
