import type { api, ParamsOf } from '../../src/api';
import type { Wallet } from '../../src/api/entities';
import type { Db } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { pageWindow } from './sql';

/** The wallets call's parameters, its free-text `type` read as vendorActive (handlers/topups.ts walletType). */
export type WalletFilters = Omit<ParamsOf<typeof api.wallets.list>, 'type'> & {
  /** The vendor's access status: 1 active, 0 any other value (SPEC.md section 4). */
  vendorActive?: 0 | 1;
};

/**
 * Wallets newest first with their vendor; the amount is the kobo balance converted once to naira. The page is
 * read first from wallets alone (a status filter reads the wallet's copy of its vendor's status, migration
 * 0012, so one index serves filter and order), then only its rows get their vendor: joined before the
 * OFFSET, every skipped wallet's vendor was looked up too (2,000 on page 40).
 */
export function walletListQuery(db: Db, f: WalletFilters) {
  let page = db
    .selectFrom('wallets')
    .select(['wallets.id', 'wallets.vendorId', 'wallets.amountKobo', 'wallets.dateCreated']);
  if (f.vendorID !== undefined) page = page.where('wallets.vendorId', '=', f.vendorID);
  if (f.vendorActive !== undefined) page = page.where('wallets.vendorActive', '=', f.vendorActive);
  const { limit, offset } = pageWindow(f.page, f.limit);
  page = page.orderBy('wallets.dateCreated', 'desc').orderBy('wallets.id', 'desc').limit(limit).offset(offset);
  return db
    .selectFrom(page.as('w'))
    .innerJoin('vendors', 'vendors.id', 'w.vendorId')
    .select([
      'w.id',
      'w.vendorId',
      'w.amountKobo',
      'w.dateCreated',
      'vendors.fullname',
      'vendors.username',
      'vendors.email',
      'vendors.phone',
      'vendors.accessStatus',
    ])
    .orderBy('w.dateCreated', 'desc')
    .orderBy('w.id', 'desc');
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
