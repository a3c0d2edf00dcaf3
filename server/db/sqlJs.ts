import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { BindParams, Database as SqlJsDatabase } from 'sql.js';
import type { Database, Db } from './schema';

/** The sql.js databases inside a transaction (Kysely's 'begin' run, its 'commit' or 'rollback' not yet). */
const inTransaction = new WeakSet<SqlJsDatabase>();
const BEGIN = /^\s*begin\b/i;
const END = /^\s*(commit|end|rollback)\b(?!\s+to\b)/i;

/**
 * sql.js (SQLite compiled to WebAssembly) shaped as the better-sqlite3 database Kysely's SqliteDialect
 * drives: `prepare(sql)` answering a statement with `reader`, `all`, `run` and `iterate`. Each statement
 * is freed after its one run, as Kysely prepares anew for every query.
 */
function asKyselyDatabase(sqlite: SqlJsDatabase): SqliteDatabase {
  const lastInsertRowid = (): number => Number(sqlite.exec('SELECT last_insert_rowid()')[0]?.values[0]?.[0] ?? 0);
  const rowsOf = (source: string, parameters: ReadonlyArray<unknown>): Record<string, unknown>[] => {
    const statement = sqlite.prepare(source, parameters as BindParams);
    try {
      const rows: Record<string, unknown>[] = [];
      while (statement.step()) rows.push(statement.getAsObject());
      return rows;
    } finally {
      statement.free();
    }
  };
  return {
    close: () => sqlite.close(),
    prepare(source: string): SqliteStatement {
      const probe = sqlite.prepare(source);
      const reader = probe.getColumnNames().length > 0;
      probe.free();
      return {
        reader,
        all: (parameters) => rowsOf(source, parameters),
        run(parameters) {
          sqlite.run(source, parameters as BindParams);
          if (BEGIN.test(source)) inTransaction.add(sqlite);
          else if (END.test(source)) inTransaction.delete(sqlite);
          return { changes: sqlite.getRowsModified(), lastInsertRowid: lastInsertRowid() };
        },
        iterate: (parameters) => rowsOf(source, parameters)[Symbol.iterator](),
      };
    },
  };
}

const withForeignKeys = (sqlite: SqlJsDatabase) => sqlite.run('PRAGMA foreign_keys = ON');

/** Kysely over an sql.js database, with foreign keys on as openSqlite sets them. */
export function openSqlJs(sqlite: SqlJsDatabase): Db {
  withForeignKeys(sqlite);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: asKyselyDatabase(sqlite) }) });
}

/** A transaction begun through Kysely is open on this database: exporting now would lose it. */
export const sqlJsInTransaction = (sqlite: SqlJsDatabase): boolean => inTransaction.has(sqlite);

/**
 * The database as the bytes of an SQLite file. sql.js closes and reopens the database to read them: the
 * connection's settings (foreign keys) are set again, and an open transaction would be lost, so callers
 * export only outside one (sqlJsInTransaction).
 */
export function exportSqlJs(sqlite: SqlJsDatabase): Uint8Array {
  const bytes = sqlite.export();
  withForeignKeys(sqlite);
  return bytes;
}
