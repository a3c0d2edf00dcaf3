import { api } from '../../src/api';
import { listAdmins } from '../repositories/admins';
import { changeOwnPassword, logoutAdmin, resetAdminPassword } from '../services/adminAccess';
import { createAdmin, updateAdmin } from '../services/admins';
import { required } from './params';
import type { Registrar } from './registrar';

/** Admins: list, create, update (also one's own profile without ADMIN_ADMIN), reset, logout, own password. */
export function adminRoutes(r: Registrar): void {
  r.route(api.admins.list, async ({ db }) => ({ all: await listAdmins(db) }));
  r.route(api.admins.create, ({ db, admin, body }) => createAdmin(db, admin, body));
  r.route(api.admins.update, ({ db, admin, params, body }) => updateAdmin(db, admin, required(params.id), body), {
    ownRecordParam: 'id',
  });
  r.route(api.admins.resetPassword, ({ db, admin, params }) => resetAdminPassword(db, admin, required(params.id)));
  r.route(api.admins.logout, ({ db, admin, params }) => logoutAdmin(db, admin, required(params.id)));
  r.route(api.admins.changePassword, ({ db, admin, token, clientIp, body }) =>
    changeOwnPassword(db, admin, { currentToken: token, clientIp }, body),
  );
}
