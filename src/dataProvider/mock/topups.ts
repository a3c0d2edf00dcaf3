import { HttpError } from 'react-admin';
import { api } from '../../api';
import type { Topup, Vendor, Wallet } from '../../api/entities';
import { num, pageOf, type AreaHandlers, type MockData } from './types';

const vendorRef = (v: Vendor): Wallet['vendor'] => ({
  id: v.id, fullname: v.fullname, username: v.username, email: v.email, phone: v.phone, accessStatus: v.accessStatus,
});

/** The wallets and topups calls of the mock backend, newest first. */
export const topupsHandlers: AreaHandlers = (data) => [
  [
    api.wallets.list,
    (p) => {
      // 'type' is the vendor's access status: 'active' or 'inactive' (docs/api-assumptions.md).
      const rows = data.wallets.filter(
        (w) =>
          (num(p.vendorID) === undefined || w.vendorID === num(p.vendorID)) &&
          (!p.type || (p.type === 'active') === (w.vendor.accessStatus === 1)),
      );
      return pageOf(rows, p, 50);
    },
  ],
  [
    api.topups.list,
    (p) => {
      // A case-sensitive prefix, as the reference server reads it ('ADM-' lists the admin topups).
      const reference = typeof p.reference === 'string' && p.reference !== '' ? p.reference : undefined;
      const rows = data.topups.filter(
        (t) =>
          (num(p.vendorID) === undefined || t.vendor.id === num(p.vendorID)) &&
          (num(p.walletID) === undefined || t.walletID === num(p.walletID)) &&
          (reference === undefined || t.reference.startsWith(reference)) &&
          (!p.status || t.status === p.status) &&
          (num(p.from) === undefined || t.dateCreated >= num(p.from)!) &&
          (num(p.to) === undefined || t.dateCreated <= num(p.to)!),
      );
      // The call has no page or limit: every match, at most 1000 like the reference server.
      return { all: rows.slice(0, 1000) };
    },
  ],
  [api.topups.create, (_p, b) => createTopup(data, Number(b.amount), Number(b.vendorID))],
];

/** An admin topup: credits the vendor's wallet (made if missing) and records a successful topup. */
function createTopup(data: MockData, amount: number, vendorID: number): Topup {
  const vendor = data.vendors.find((v) => v.id === vendorID);
  if (!vendor) throw new HttpError('Vendor not found', 404, { code: 1 });
  const now = Math.floor(Date.now() / 1000);
  let wallet = data.wallets.find((w) => w.vendorID === vendorID);
  if (!wallet) {
    wallet = { id: Math.max(0, ...data.wallets.map((w) => w.id)) + 1, vendorID, amount: 0, dateCreated: now, vendor: vendorRef(vendor) };
    data.wallets.unshift(wallet);
  }
  wallet.amount = Math.round((wallet.amount + amount) * 100) / 100;
  const id = Math.max(0, ...data.topups.map((t) => t.id)) + 1;
  const topup: Topup = {
    id, vendor: { id: vendor.id, fullname: vendor.fullname }, walletID: wallet.id, requestedAmount: amount, amountPaid: amount,
    status: 'success', channel: 'admin', reference: `ADM-${id.toString(16).padStart(16, '0')}`, timePaid: now, dateCreated: now,
  };
  data.topups.unshift(topup);
  return topup;
}

/** One wallet per vendor, balances from 0 to tens of thousands of naira. */
export function mockWallets(vendors: Vendor[]): Wallet[] {
  return vendors.map((v, i) => ({
    id: vendors.length - i,
    vendorID: v.id,
    amount: i === 1 ? 0 : 25000 + ((i * 7919) % 120) * 512.5,
    dateCreated: v.dateCreated,
    vendor: vendorRef(v),
  }));
}

/** Topups of the wallets, one every 10 minutes back from `now`: paystack payments (some abandoned) and admin credits. */
export function mockTopups(wallets: Wallet[], count: number, now = Math.floor(Date.now() / 1000)): Topup[] {
  return Array.from({ length: count }, (_, i) => {
    const w = wallets[i % wallets.length];
    const admin = i % 4 === 3;
    const abandoned = !admin && i % 5 === 2;
    const requested = 5000 + (i % 8) * 2500;
    const at = now - i * 600;
    return {
      id: count - i,
      vendor: { id: w.vendor.id, fullname: w.vendor.fullname },
      walletID: w.id,
      requestedAmount: requested,
      amountPaid: abandoned ? 0 : requested,
      status: abandoned ? 'abandoned' : 'success',
      channel: admin ? 'admin' : i % 2 ? 'card' : 'bank_transfer',
      reference: admin ? `ADM-${(count - i).toString(16).padStart(16, '0')}` : `PSK-${(987654 + i * 37).toString(36).toUpperCase()}`,
      timePaid: abandoned ? null : at,
      dateCreated: at,
    };
  });
}
