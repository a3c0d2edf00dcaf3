import type { Wallet } from '../../src/api/entities';
import type { Db } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { pageWindow } from './sql';

export interface WalletFilters {
  page: number;
  limit: number;
  vendorID?: number;
  /** The vendor's access status: 1 active, 0 any other value (SPEC.md section 4). */
  vendorActive?: 0 | 1;
}

/** Wallets newest first with their vendor; the amount is the kobo balance converted once to naira. */
export function walletListQuery(db: Db, f: WalletFilters) {
  let q = db
    .selectFrom('wallets')
    .innerJoin('vendors', 'vendors.id', 'wallets.vendorId')
    .select([
      'wallets.id',
      'wallets.vendorId',
      'wallets.amountKobo',
      'wallets.dateCreated',
      'vendors.fullname',
      'vendors.username',
      'vendors.email',
      'vendors.phone',
      'vendors.accessStatus',
    ]);
  if (f.vendorID !== undefined) q = q.where('wallets.vendorId', '=', f.vendorID);
  if (f.vendorActive === 1) q = q.where('vendors.accessStatus', '=', 1);
  if (f.vendorActive === 0) q = q.where('vendors.accessStatus', '!=', 1);
  const { limit, offset } = pageWindow(f.page, f.limit);
  return q.orderBy('wallets.dateCreated', 'desc').orderBy('wallets.id', 'desc').limit(limit).offset(offset);
}

export async function listWallets(db: Db, f: WalletFilters): Promise<Wallet[]> {
  const rows = await walletListQuery(db, f).execute();
  return rows.map((r) => ({
    id: r.id,
    vendorID: r.vendorId,
    amount: koboToNaira(r.amountKobo),
    dateCreated: Number(r.dateCreated),
    vendor: {
      id: r.vendorId,
      fullname: r.fullname,
      username: r.username,
      email: r.email,
      phone: r.phone,
      accessStatus: r.accessStatus,
    },
  }));
}
