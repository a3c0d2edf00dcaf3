import type { Admin, AdminProfile } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import { privilegesOf } from '../services/privileges';

export const findAdminByUsername = (db: Db, username: string): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();

export const findAdminById = (db: Db, id: number): Promise<AdminRow | undefined> =>
  db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();

export const countAdmins = async (db: Db): Promise<number> => {
  const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
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
