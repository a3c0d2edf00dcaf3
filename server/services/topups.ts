import { randomHex } from '../domain/passwords';
import type { z } from 'zod';
import type { TopupBody } from '../../src/api/bodies';
import type { Topup } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import { insertTopup, toTopup } from '../repositories/topups';
import { findVendorRow } from '../repositories/vendors';
import { creditWallet, ensureWallet } from '../repositories/wallets';
import { named, writeActivityLog } from './activityLog';
import { nowUnix } from '../domain/clock';
import { notFound } from '../domain/errors';
import { formatKobo, nairaToKobo } from '../domain/money';

/** 'ADM-' and 16 random hex digits: admin topups have no payment provider reference of their own. */
export const adminTopupReference = (): string => `ADM-${randomHex(8)}`;

/**
 * An admin credits a vendor's wallet. In one transaction: the atomic wallet credit, the topup row
 * (success, source 'system', channel 'admin', paid now) and the activity-log row.
 */
export async function adminTopup(db: Db, admin: AdminRow, body: z.infer<typeof TopupBody>): Promise<Topup> {
  const kobo = nairaToKobo(body.amount);
  return db.transaction().execute(async (trx) => {
    const vendor = await findVendorRow(trx, body.vendorID);
    if (!vendor) throw notFound('Vendor');
    const walletId = await ensureWallet(trx, vendor.id);
    await creditWallet(trx, walletId, kobo);
    const now = nowUnix();
    const row = await insertTopup(trx, {
      vendorId: vendor.id,
      walletId,
      requestedAmountKobo: kobo,
      amountPaidKobo: kobo,
      status: 'success',
      channel: 'admin',
      reference: adminTopupReference(),
      source: 'system',
      timePaid: now,
      adminId: admin.id,
      dateCreated: now,
    });
    await writeActivityLog(
      trx,
      { type: 'admin', id: admin.id },
      `Topped up the wallet of vendor ${named(vendor)} with ${formatKobo(kobo)}`,
    );
    return toTopup(row, vendor);
  });
}
