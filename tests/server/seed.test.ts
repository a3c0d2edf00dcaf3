import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import type { Db } from '../../server/db/schema';
import { shiftDemo } from '../../server/db/demo/shiftDates';
import { createFirstAdmin, fillDemo, seedDemo, seedIfEmpty } from '../../server/db/seed';
import { verifyPassword } from '../../server/domain/passwords';
import { ON_POSTGRES, openTestDatabase, TEST_DIALECT } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT } from './helpers/testServer';

const NOW = 1_750_000_000;

async function seeded(): Promise<{ db: Db; close(): Promise<void> }> {
  const database = await openTestDatabase();
  await seedDemo(database.db, NOW);
  return database;
}

describe('demo seed', () => {
  it('is deterministic and fills every screen', { timeout: 2 * SERVER_START_TIMEOUT }, async () => {
    const [first, second] = [await seeded(), await seeded()];
    const [a, b] = [first.db, second.db];
    try {
      const vendors = (db: Db) =>
        db
          .selectFrom('vendors')
          .select(['id', 'fullname', 'username', 'phone', 'dateCreated', 'referredBy'])
          .orderBy('id')
          .execute();
      expect(await vendors(a)).toEqual(await vendors(b));
      const events = (db: Db) =>
        db
          .selectFrom('adEvents')
          .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('costKobo').as('kobo')])
          .executeTakeFirstOrThrow();
      expect(await events(a)).toEqual(await events(b));

      const all = await vendors(a);
      expect(all.length).toBeGreaterThanOrEqual(300);
      const recent = all.filter((v) => v.dateCreated > NOW - 86400).length / all.length;
      expect(recent).toBeGreaterThan(0.03);
      expect(recent).toBeLessThan(0.08);
      expect(all.some((v) => v.referredBy !== null)).toBe(true);
      expect(all.every((v) => v.phone.startsWith('+234'))).toBe(true);

      const distinct = async (table: string, column: string) =>
        (await sql<{ v: string }>`select distinct ${sql.ref(column)} as v from ${sql.table(table)}`.execute(a)).rows
          .map((r) => r.v)
          .sort();
      expect(await distinct('topups', 'status')).toEqual(['abandoned', 'success']);
      expect(await distinct('topups', 'source')).toEqual(['self', 'system']);
      expect(await distinct('customers', 'gender')).toEqual(['female', 'male']);
      expect(await distinct('ads', 'adType')).toEqual(['app', 'form', 'media']);
      expect(await distinct('adEvents', 'eventType')).toEqual(['click', 'conversion', 'view']);
      const [first] = await a
        .selectFrom('adEvents')
        .select((eb) => eb.fn.min('createdAt').as('t'))
        .execute();
      expect(Number(first.t)).toBeGreaterThanOrEqual(NOW - 30 * 86400);
      const [last] = await a
        .selectFrom('adEvents')
        .select((eb) => eb.fn.max('createdAt').as('t'))
        .execute();
      expect(Number(last.t)).toBeLessThanOrEqual(NOW);
      const wallets = await a.selectFrom('wallets').select('amountKobo').execute();
      expect(wallets).toHaveLength(all.length);
      expect(wallets.every((w) => Number.isInteger(w.amountKobo) && w.amountKobo >= 0)).toBe(true);
      const admin = await a.selectFrom('admins').selectAll().where('username', '=', 'admin').executeTakeFirstOrThrow();
      expect(await verifyPassword('admin', admin.passwordHash)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it(
    'moved a week later, the demo data is the seed of a week later, rollups included',
    { timeout: 2 * SERVER_START_TIMEOUT },
    async () => {
      const WEEK = 7 * 86_400;
      const [moved, later] = [await seeded(), await openTestDatabase()];
      try {
        await shiftDemo(moved.db, NOW, { now: NOW + WEEK });
        await seedDemo(later.db, NOW + WEEK);
        const tables = (await later.db.introspection.getTables()).map((t) => t.name);
        expect(tables).toEqual(expect.arrayContaining(['adEvents', 'eventRollups', 'transactions', 'topups']));
        for (const table of tables) {
          // Every column but the salted password hashes, rows in one order whatever the engine's.
          const rows = async (db: Db) =>
            (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db)).rows
              .map(({ passwordHash: _salted, ...row }) => JSON.stringify(row))
              .sort();
          expect({ table, rows: await rows(moved.db) }).toEqual({ table, rows: await rows(later.db) });
        }
      } finally {
        await moved.close();
        await later.close();
      }
    },
  );

  it('SEED=none creates only the first admin, with every privilege', async () => {
    const { db, close } = await openTestDatabase();
    await createFirstAdmin(db, 'boss', 'a-long-password');
    const admins = await db.selectFrom('admins').selectAll().execute();
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ username: 'boss', usertype: 0, accessStatus: 1 });
    expect(JSON.parse(admins[0].privileges)).toHaveLength(12);
    expect(await verifyPassword('a-long-password', admins[0].passwordHash)).toBe(true);
    expect(await db.selectFrom('vendors').select('id').execute()).toEqual([]);
    await close();
  });

  // Two processes on one SQLite file are not a supported deployment; on PostgreSQL they are.
  it.runIf(ON_POSTGRES)(
    'seeds once when several instances start together on an empty database',
    { timeout: SERVER_START_TIMEOUT },
    async () => {
      const { db, target, close } = await openTestDatabase();
      const instances = [0, 1, 2].map(() => openDatabase(target));
      try {
        const ran = await Promise.all(
          instances.map((other) => seedIfEmpty(other, TEST_DIALECT, (trx) => fillDemo(trx, NOW))),
        );
        expect(ran.filter(Boolean)).toHaveLength(1);
        expect(await db.selectFrom('admins').select('username').where('username', '=', 'admin').execute()).toHaveLength(
          1,
        );
      } finally {
        for (const other of instances) await other.destroy();
        await close();
      }
    },
  );
});
