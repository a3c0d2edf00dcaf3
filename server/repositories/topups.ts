import type { Insertable } from 'kysely';
import type { Topup } from '../../src/api/entities';
import type { Db, TopupRow, TopupsTable } from '../db/schema';
import { koboToNaira } from '../services/money';

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
