import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { nowUnix } from '../domain/clock';

/** The vendor's wallet id, creating an empty wallet if the vendor has none yet. */
export async function ensureWallet(db: Db, vendorId: number): Promise<number> {
  await db
    .insertInto('wallets')
    .values({ vendorId, amountKobo: 0, dateCreated: nowUnix() })
    .onConflict((oc) => oc.column('vendorId').doNothing())
    .execute();
  const row = await db.selectFrom('wallets').select('id').where('vendorId', '=', vendorId).executeTakeFirstOrThrow();
  return row.id;
}

/** Adds kobo in one atomic UPDATE (amountKobo = amountKobo + x): concurrent credits never overwrite each other. */
export async function creditWallet(db: Db, walletId: number, kobo: number): Promise<void> {
  await db
    .updateTable('wallets')
    .set({ amountKobo: sql<number>`${sql.ref('amountKobo')} + ${kobo}` })
    .where('id', '=', walletId)
    .execute();
}

export async function walletBalanceKobo(db: Db, vendorId: number): Promise<number | undefined> {
  const row = await db.selectFrom('wallets').select('amountKobo').where('vendorId', '=', vendorId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.amountKobo);
}
