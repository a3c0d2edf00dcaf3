import type { Insertable } from 'kysely';
import type { api, ParamsOf } from '../../src/api';
import type { Topup } from '../../src/api/entities';
import type { Db, TopupRow, TopupsTable } from '../db/schema';
import type { JsonText } from '../domain/jsonText';
import { jsonRows, naira, objectOrNull, rowToJson, type JsonShape } from './jsonRows';
import { startsWith, UNPAGED_LIMIT } from './sql';

export async function insertTopup(db: Db, values: Insertable<TopupsTable>): Promise<TopupRow> {
  return db.insertInto('topups').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A Topup as the contract names it, from a row of topupListQuery (repositories/jsonRows.ts). */
const TOPUP: JsonShape = {
  id: 'id',
  vendor: objectOrNull({ id: 'vendorId', fullname: 'vendorFullname' }),
  walletID: 'walletId',
  requestedAmount: naira('requestedAmountKobo'),
  amountPaid: naira('amountPaidKobo'),
  status: 'status',
  channel: 'channel',
  reference: 'reference',
  timePaid: 'timePaid',
  dateCreated: 'dateCreated',
};

/** The Topup of one row and its vendor (the answer of a topup). */
export const toTopup = (row: TopupRow, vendor: { id: number; fullname: string }): Topup =>
  rowToJson(TOPUP, { ...row, vendorFullname: vendor.fullname, vendorId: vendor.id }) as Topup;

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

/** The list as the database writes it: JSON text, no object per row (repositories/jsonRows.ts). */
export const listTopups = (db: Db, f: TopupFilters): Promise<JsonText<Topup[]>> =>
  jsonRows<Topup>(db, topupListQuery(db, f), TOPUP, ['dateCreated', 'id']);
