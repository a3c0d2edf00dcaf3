import type { Insertable } from 'kysely';
import type { api, ParamsOf } from '../../src/api';
import type { Topup } from '../../src/api/entities';
import type { Db, TopupRow, TopupsTable } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { startsWith, UNPAGED_LIMIT } from './sql';

export async function insertTopup(db: Db, values: Insertable<TopupsTable>): Promise<TopupRow> {
  return db.insertInto('topups').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The columns a Topup shows. */
type TopupFields = Pick<
  TopupRow,
  | 'id'
  | 'walletId'
  | 'requestedAmountKobo'
  | 'amountPaidKobo'
  | 'status'
  | 'channel'
  | 'reference'
  | 'timePaid'
  | 'dateCreated'
>;

export function toTopup(row: TopupFields, vendor: { id: number; fullname: string }): Topup {
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

/** reference: a prefix of the reference, case-sensitive ('ADM-' lists the admin topups). */
export type TopupFilters = ParamsOf<typeof api.topups.list>;

/** Topups newest first (by creation date), at most UNPAGED_LIMIT: the call has no page or limit. */
export function topupListQuery(db: Db, f: TopupFilters) {
  let q = db
    .selectFrom('topups')
    .innerJoin('vendors', 'vendors.id', 'topups.vendorId')
    .select([
      'topups.id',
      'topups.vendorId',
      'vendors.fullname as vendorFullname',
      'topups.walletId',
      'topups.requestedAmountKobo',
      'topups.amountPaidKobo',
      'topups.status',
      'topups.channel',
      'topups.reference',
      'topups.timePaid',
      'topups.dateCreated',
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

/** A row of topupListQuery: the topup with its vendor's name. */
type TopupListRow = TopupFields & { vendorId: number; vendorFullname: string };

const toListedTopup = (row: TopupListRow): Topup => toTopup(row, { id: row.vendorId, fullname: row.vendorFullname });

export async function listTopups(db: Db, f: TopupFilters): Promise<Topup[]> {
  const rows = await topupListQuery(db, f).execute();
  return rows.map(toListedTopup);
}
