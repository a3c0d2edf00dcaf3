import { api } from '../../src/api';
import { adminTopup } from '../services/topups';
import type { Registrar } from './registrar';

/** Wallet topups made by an admin. */
export function topupRoutes(r: Registrar): void {
  r.route(api.topups.create, ({ db, admin, body }) => adminTopup(db, admin, body));
}
