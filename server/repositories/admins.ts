import type { Admin, AdminProfile } from '../../src/api/entities';
import type { Updateable } from 'kysely';
import type { AdminRow, AdminsTable, Db, NewAdmin } from '../db/schema';
import { privilegesOf } from '../domain/privileges';

export const findAdminByUsername = (db: Db, username: string): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();

export const findAdminById = (db: Db, id: number): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();

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

/** Usernames are unique among admins (case-sensitive, as the unique index compares them). */
export async function adminUsernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('admins').select('id').where('username', '=', username);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}
