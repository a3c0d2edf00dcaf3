import type { Admin, AdminProfile } from '../../src/api/entities';
import type { Updateable } from 'kysely';
import type { AdminRow, AdminsTable, Db, NewAdmin } from '../db/schema';
import { hasPrivilege, privilegesOf } from '../domain/privileges';
import { dialectOf } from '../db/migrations/helpers';

export const findAdminByUsername = (db: Db, username: string): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();

export const findAdminById = (db: Db, id: number): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * These admins' rows, read inside a transaction and locked until it ends, in id order so that two
 * transactions locking the same admins queue instead of deadlocking. FOR NO KEY UPDATE blocks their writers
 * but not the key-share locks that inserting a row referencing an admin takes (an activity log): a plain
 * FOR UPDATE would make an admin's own concurrent writes wait, or deadlock with them. SQLite has no row locks
 * and needs none: its one connection runs one transaction at a time (one instance per file, README).
 */
export async function lockAdmins(db: Db, ids: number[]): Promise<AdminRow[]> {
  const onPostgres = dialectOf(db) === 'postgres';
  return db
    .selectFrom('admins')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('id')
    .$if(onPostgres, (q) => q.forNoKeyUpdate())
    .execute();
}

/** The enabled admins holding ADMIN_ADMIN (privileges are JSON text, so they are filtered here). */
export async function enabledAdminManagers(db: Db): Promise<AdminRow[]> {
  const rows = await db.selectFrom('admins').selectAll().where('accessStatus', '=', 1).execute();
  return rows.filter((row) => hasPrivilege(row, 'ADMIN_ADMIN'));
}

export const countAdmins = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The profile sent at login and cached by the app. Never the password hash. */
export const toAdminProfile = (row: AdminRow): AdminProfile => ({
  id: row.id,
  fullname: row.fullname,
  username: row.username,
  email: row.email,
  phone: row.phone,
  address: row.address,
  profilePicture: row.profilePicture,
  privileges: privilegesOf(row),
  usertype: row.usertype,
});

export const toAdmin = (row: AdminRow): Admin => ({
  ...toAdminProfile(row),
  accessStatus: row.accessStatus,
  dateCreated: Number(row.dateCreated),
});

/** Every admin, oldest id first. */
export async function listAdmins(db: Db): Promise<Admin[]> {
  const rows = await db.selectFrom('admins').selectAll().orderBy('id', 'asc').execute();
  return rows.map(toAdmin);
}

export const insertAdmin = (db: Db, values: NewAdmin): Promise<AdminRow> =>
  db.insertInto('admins').values(values).returningAll().executeTakeFirstOrThrow();

export async function updateAdminRow(db: Db, id: number, values: Updateable<AdminsTable>): Promise<AdminRow> {
  return db.updateTable('admins').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Replaces a password hash with its upgrade, unless the password changed meanwhile (then the newer hash stays). */
export async function upgradePasswordHash(db: Db, id: number, from: string, to: string): Promise<void> {
  await db
    .updateTable('admins')
    .set({ passwordHash: to })
    .where('id', '=', id)
    .where('passwordHash', '=', from)
    .execute();
}

/** Usernames are unique among admins (case-sensitive, as the unique index compares them). */
export async function adminUsernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('admins').select('id').where('username', '=', username);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}
