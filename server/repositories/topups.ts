import type { Insertable } from 'kysely';
import type { Topup } from '../../src/api/entities';
import type { Db, TopupRow, TopupsTable } from '../db/schema';
import { koboToNaira } from '../services/money';
import { startsWith, UNPAGED_LIMIT } from './sql';

export async function insertTopup(db: Db, values: Insertable<TopupsTable>): Promise<TopupRow> {
  return db.insertInto('topups').values(values).returningAll().executeTakeFirstOrThrow();
}

export function toTopup(row: TopupRow, vendor: { id: number; fullname: string }): Topup {
  return {
    id: row.id,
    vendor: { id: vendor.id, fullname: vendor.fullname },
    walletID: row.walletId,
    requestedAmount: koboToNaira(row.requestedAmountKobo),
    amountPaid: koboToNaira(row.amountPaidKobo),
    status: row.status,
    channel: row.channel,
    reference: row.reference,
    timePaid: row.timePaid === null ? null : Number(row.timePaid),
    dateCreated: Number(row.dateCreated),
  };
}

export interface TopupFilters {
  vendorID?: number;
  walletID?: number;
  /** A prefix of the reference, case-sensitive ('ADM-' lists the admin topups). */
  reference?: string;
  status?: 'success' | 'abandoned';
  from?: number;
  to?: number;
}

/** Topups newest first (by creation date), at most UNPAGED_LIMIT: the call has no page or limit. */
export function topupListQuery(db: Db, f: TopupFilters) {
  let q = db.selectFrom('topups').innerJoin('vendors', 'vendors.id', 'topups.vendorId').selectAll('topups').select('vendors.fullname');
  if (f.vendorID !== undefined) q = q.where('topups.vendorId', '=', f.vendorID);
  if (f.walletID !== undefined) q = q.where('topups.walletId', '=', f.walletID);
  if (f.reference !== undefined && f.reference !== '') {
    q = q.where(startsWith(db, 'topups.reference', f.reference));
  }
  if (f.status !== undefined) q = q.where('topups.status', '=', f.status);
  if (f.from !== undefined) q = q.where('topups.dateCreated', '>=', f.from);
  if (f.to !== undefined) q = q.where('topups.dateCreated', '<=', f.to);
  return q.orderBy('topups.dateCreated', 'desc').orderBy('topups.id', 'desc').limit(UNPAGED_LIMIT);
}

export async function listTopups(db: Db, f: TopupFilters): Promise<Topup[]> {
  const rows = await topupListQuery(db, f).execute();
  return rows.map((r) => toTopup(r, { id: r.vendorId, fullname: r.fullname }));
}
