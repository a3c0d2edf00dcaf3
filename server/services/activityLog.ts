import type { Db } from '../db/schema';
import { nowUnix } from '../domain/clock';
import { insertActivityLog } from '../repositories/activityLogs';

/** Who did it; an admin of id null is someone not signed in (a failed sign-in: the row names the username typed). */
export type Actor = { type: 'admin'; id: number | null } | { type: 'vendor'; id: number };

/**
 * Writes one activity-log row. Pass the caller's transaction so the row commits or rolls back with the
 * change it describes.
 */
export async function writeActivityLog(db: Db, actor: Actor, description: string): Promise<void> {
  await insertActivityLog(db, {
    actorType: actor.type,
    adminId: actor.type === 'admin' ? actor.id : null,
    vendorId: actor.type === 'vendor' ? actor.id : null,
    activityLogDesc: description,
    dateCreated: nowUnix(),
  });
}

/** 'Ada Obi (#12)': how log lines name a record. */
export const named = (record: { fullname: string; id: number }): string => `${record.fullname} (#${record.id})`;
