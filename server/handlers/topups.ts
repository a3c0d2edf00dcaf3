import { api } from '../../src/api';
import { listWallets } from '../repositories/walletList';
import { listTopups } from '../repositories/topups';
import { listTransactions } from '../repositories/transactions';
import { adminTopup } from '../services/topups';
import type { Registrar } from './registrar';

/** The wallets call's free-text `type`: the vendor's access status, 'active' (1) or 'inactive' (any other). */
export function walletType(type: string | undefined): 0 | 1 | undefined {
  if (type === undefined) return undefined;
  const t = type.trim().toLowerCase();
  if (t === '' || t === 'all') return undefined;
  return t === 'active' || t === '1' ? 1 : 0; // else 'inactive' or '0': the contract refuses other values
}

/** Wallets, topups (list and admin topup) and the ad summaries (transactions). */
export function topupRoutes(r: Registrar): void {
  r.route(api.wallets.list, async ({ db, params: p }) => ({
    all: await listWallets(db, { ...p, vendorActive: walletType(p.type) }),
  }));
  r.route(api.topups.list, async ({ db, params: p }) => ({
    all: await listTopups(db, { ...p, reference: p.reference?.trim() }),
  }));
  r.route(api.topups.create, ({ db, admin, body }) => adminTopup(db, admin, body));
  r.route(api.transactions.list, async ({ db, params: p }) => ({ all: await listTransactions(db, p) }));
}
