import { api } from '../../src/api';
import { listActivityLogs } from '../repositories/activityLogs';
import type { Registrar } from './registrar';

/** The three activity-log calls: one's own rows, an admin's (or every admin's), a vendor's (or every vendor's). */
export function activityLogRoutes(r: Registrar): void {
  r.route(api.activityLogs.self, async ({ db, admin, params: { from, to } }) => ({
    all: await listActivityLogs(db, { actorType: 'admin', actorId: admin.id, from, to }),
  }));
  r.route(api.activityLogs.admin, async ({ db, params: { adminID, from, to } }) => ({
    all: await listActivityLogs(db, { actorType: 'admin', actorId: adminID, from, to }),
  }));
  r.route(api.activityLogs.vendor, async ({ db, params: { userID, from, to } }) => ({
    all: await listActivityLogs(db, { actorType: 'vendor', actorId: userID, from, to }),
  }));
}
