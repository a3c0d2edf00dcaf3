import type { AdminRow, Db } from '../db/schema';
import { findAdName, setAdActiveStatus } from '../repositories/ads';
import { writeActivityLog } from './activityLog';
import { notFound } from '../domain/errors';

/** Activates (1) or deactivates (0) an ad; the change and its activity-log row commit together. */
export async function toggleAd(
  db: Db,
  admin: AdminRow,
  id: number,
  activeStatus: number,
): Promise<{ message: string }> {
  return db.transaction().execute(async (trx) => {
    const ad = await findAdName(trx, id);
    if (!ad) throw notFound('Ad');
    await setAdActiveStatus(trx, id, activeStatus);
    const state = activeStatus === 1 ? 'Activated' : 'Deactivated';
    await writeActivityLog(trx, { type: 'admin', id: admin.id }, `${state} ad ${ad.name} (#${ad.id})`);
    return { message: `${ad.name} is now ${activeStatus === 1 ? 'active' : 'inactive'}` };
  });
}
