import initSqlJs from 'sql.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { exportSqlJs, openSqlJs, sqlJsInTransaction } from '../../server/db/sqlJs';

/** Mock mode keeps its sql.js database by exporting it (issue 31): when that is safe, and what it keeps. */
describe('sql.js export', () => {
  it('knows when a Kysely transaction is open, committed or rolled back', async () => {
    const sqlite = new (await initSqlJs()).Database();
    const db = openSqlJs(sqlite);
    await sql`create table t (id integer primary key)`.execute(db);
    expect(sqlJsInTransaction(sqlite)).toBe(false);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('t' as never)
        .values({ id: 1 } as never)
        .execute();
      expect(sqlJsInTransaction(sqlite)).toBe(true);
    });
    expect(sqlJsInTransaction(sqlite)).toBe(false);
    await expect(
      db.transaction().execute(async () => {
        expect(sqlJsInTransaction(sqlite)).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(sqlJsInTransaction(sqlite)).toBe(false);
    await db.destroy();
  });

  it('exports the committed data and keeps foreign keys on for what follows', async () => {
    const SQL = await initSqlJs();
    const sqlite = new SQL.Database();
    const db = openSqlJs(sqlite);
    await sql`create table parent (id integer primary key)`.execute(db);
    await sql`create table child (id integer primary key, parent integer not null references parent(id))`.execute(db);
    await sql`insert into parent (id) values (1)`.execute(db);
    const bytes = exportSqlJs(sqlite);
    await expect(sql`insert into child (id, parent) values (1, 2)`.execute(db)).rejects.toThrow(/FOREIGN KEY/);
    const copy = new SQL.Database(bytes);
    expect(copy.exec('select id from parent')[0]?.values).toEqual([[1]]);
    copy.close();
    await db.destroy();
  });
});
