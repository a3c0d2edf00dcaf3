import { api } from '../../src/api';
import { listVendors } from '../repositories/vendors';
import { logoutVendor, resetVendorPassword, updateVendor } from '../services/vendors';
import { required } from './params';
import type { Registrar } from './registrar';

/** Vendors: list with filters and paging, update, password reset, logout. */
export function vendorRoutes(r: Registrar): void {
  r.route(api.vendors.list, async ({ db, params }) => ({ all: await listVendors(db, params) }));

  r.route(api.vendors.update, ({ db, admin, params, body }) => updateVendor(db, admin, required(params.id), body));
  r.route(api.vendors.resetPassword, ({ db, admin, params }) => resetVendorPassword(db, admin, required(params.id)));
  r.route(api.vendors.logout, ({ db, admin, params }) => logoutVendor(db, admin, required(params.id)));
}
