import type { Insertable } from 'kysely';
import type { Topup } from '../../src/api/entities';
import type { Db, TopupRow, TopupsTable } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { selectArrays, startsWith, UNPAGED_LIMIT } from './sql';

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
  // The columns listTopups reads, in this order (it reads the rows as arrays).
  let q = db.selectFrom('topups').innerJoin('vendors', 'vendors.id', 'topups.vendorId').select([
    'topups.id', 'topups.vendorId', 'vendors.fullname', 'topups.walletId', 'topups.requestedAmountKobo', 'topups.amountPaidKobo',
    'topups.status', 'topups.channel', 'topups.reference', 'topups.timePaid', 'topups.dateCreated',
  ]);
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
  const rows = await selectArrays(db, topupListQuery(db, f));
  return rows.map((r): Topup => ({
    id: r[0] as number,
    vendor: { id: r[1] as number, fullname: r[2] as string },
    walletID: r[3] as number,
    requestedAmount: koboToNaira(r[4] as number),
    amountPaid: koboToNaira(r[5] as number),
    status: r[6] as Topup['status'],
    channel: r[7] as string,
    reference: r[8] as string,
    timePaid: r[9] === null ? null : Number(r[9]),
    dateCreated: Number(r[10]),
  }));
}
