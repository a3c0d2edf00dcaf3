import type { Insertable } from 'kysely';
import type { api, ParamsOf } from '../../src/api';
import type { ActivityLogsTable, Db } from '../db/schema';
import type { ActivityLog } from '../../src/api/entities';
import type { JsonText } from '../domain/jsonText';
import { jsonRows, objectOrNull, type JsonShape } from './jsonRows';
import { UNPAGED_LIMIT } from './sql';

/**
 * The three activity-log calls' window (unix seconds, both inclusive; undefined: unbounded) and whose rows: each
 * call names its actor differently (the own id, adminID, userID), so the handlers say it as actorType and actorId.
 */
export type ActivityLogFilters = Pick<ParamsOf<typeof api.activityLogs.admin>, 'from' | 'to'> & {
  /** Whose rows: admins' or vendors' (the actor). */
  actorType: 'admin' | 'vendor';
  /** One admin or vendor; undefined: every actor of that type. */
  actorId?: number;
};

/**
 * Log rows newest first (id breaks ties), at most the UNPAGED_LIMIT newest, with the actor's name. Each
 * filter reads one index of 0001: (adminId, dateCreated), (vendorId, dateCreated) or (actorType, dateCreated).
 */
export function activityLogQuery(db: Db, f: ActivityLogFilters) {
  let q = db
    .selectFrom('activityLogs as l')
    .leftJoin('admins as a', 'a.id', 'l.adminId')
    .leftJoin('vendors as v', 'v.id', 'l.vendorId')
    .select([
      'l.id',
      'l.activityLogDesc',
      'l.dateCreated',
      'l.adminId',
      'l.vendorId',
      'a.fullname as adminName',
      'v.fullname as vendorName',
    ]);
  if (f.actorId === undefined) q = q.where('l.actorType', '=', f.actorType);
  else q = q.where(f.actorType === 'admin' ? 'l.adminId' : 'l.vendorId', '=', f.actorId);
  if (f.from !== undefined) q = q.where('l.dateCreated', '>=', f.from);
  if (f.to !== undefined) q = q.where('l.dateCreated', '<=', f.to);
  return q.orderBy('l.dateCreated', 'desc').orderBy('l.id', 'desc').limit(UNPAGED_LIMIT);
}

/** An ActivityLog as the contract names it, from a row of activityLogQuery (repositories/jsonRows.ts). */
const ACTIVITY_LOG: JsonShape = {
  id: 'id',
  activityLogDesc: 'activityLogDesc',
  dateCreated: 'dateCreated',
  admin: objectOrNull({ id: 'adminId', fullname: 'adminName' }, 'adminId', 'adminName'),
  vendor: objectOrNull({ id: 'vendorId', fullname: 'vendorName' }, 'vendorId', 'vendorName'),
};

/** The list as the database writes it: JSON text, no object per row. */
export const listActivityLogs = (db: Db, f: ActivityLogFilters): Promise<JsonText<ActivityLog[]>> =>
  jsonRows<ActivityLog>(db, activityLogQuery(db, f), ACTIVITY_LOG, ['dateCreated', 'id']);

/** Adds one log row (services/activityLog.ts says who and when). */
export async function insertActivityLog(db: Db, values: Insertable<ActivityLogsTable>): Promise<void> {
  await db.insertInto('activityLogs').values(values).execute();
}
