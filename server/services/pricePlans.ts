import type { z } from 'zod';
import type { PricePlanCreateBody, PricePlanUpdateBody } from '../../src/api/bodies';
import type { PricePlan } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import { disablePricePlanRow, getPricePlan, insertPricePlan, updatePricePlanRow } from '../repositories/pricePlans';
import { findVendorRow } from '../repositories/vendors';
import { named, writeActivityLog } from './activityLog';
import { nowUnix } from '../domain/clock';
import { AppError, notFound } from '../domain/errors';
import { formatKobo, nairaToKobo } from '../domain/money';

type Prices = z.infer<typeof PricePlanUpdateBody>;

const planKobo = (b: Prices) => ({
  onViewPriceKobo: nairaToKobo(b.onViewPrice),
  onClickPriceKobo: nairaToKobo(b.onClickPrice),
  onConversionPriceKobo: nairaToKobo(b.onConversionPrice),
});

const describePrices = (k: ReturnType<typeof planKobo>) =>
  `view ${formatKobo(k.onViewPriceKobo)}, click ${formatKobo(k.onClickPriceKobo)}, conversion ${formatKobo(k.onConversionPriceKobo)}`;

async function requirePlan(db: Db, id: number): Promise<PricePlan> {
  const plan = await getPricePlan(db, id);
  if (!plan) throw notFound('Price plan');
  return plan;
}

/** A new active plan for one vendor, or for all vendors. `vendorLabel` (the picker's text) is not stored. */
export async function createPricePlan(
  db: Db,
  admin: AdminRow,
  body: z.infer<typeof PricePlanCreateBody>,
): Promise<PricePlan> {
  const kobo = planKobo(body);
  return db.transaction().execute(async (trx) => {
    const vendor = body.vendorID == null ? null : await findVendorRow(trx, body.vendorID);
    if (vendor === undefined) throw notFound('Vendor');
    const id = await insertPricePlan(trx, {
      name: body.name,
      vendorId: vendor?.id ?? null,
      ...kobo,
      accessStatus: 1,
      dateCreated: nowUnix(),
    });
    const whom = vendor ? `vendor ${named(vendor)}` : 'all vendors';
    await writeActivityLog(
      trx,
      { type: 'admin', id: admin.id },
      `Created price plan ${body.name} (#${id}) for ${whom}: ${describePrices(kobo)}`,
    );
    return requirePlan(trx, id);
  });
}

/** Changes the three prices only (name, vendor and status stay); a disabled plan may be repriced. */
export async function updatePricePlan(db: Db, admin: AdminRow, id: number, body: Prices): Promise<PricePlan> {
  const kobo = planKobo(body);
  return db.transaction().execute(async (trx) => {
    if (!(await updatePricePlanRow(trx, id, kobo))) throw notFound('Price plan');
    const plan = await requirePlan(trx, id);
    await writeActivityLog(
      trx,
      { type: 'admin', id: admin.id },
      `Updated price plan ${named({ fullname: plan.name, id })}: ${describePrices(kobo)}`,
    );
    return plan;
  });
}

/** One-way: an active plan becomes disabled; a disabled one answers 400, code 1, and nothing changes. */
export async function disablePricePlan(db: Db, admin: AdminRow, id: number): Promise<PricePlan> {
  return db.transaction().execute(async (trx) => {
    const before = await requirePlan(trx, id);
    if (!(await disablePricePlanRow(trx, id))) throw new AppError('Price plan is already disabled');
    await writeActivityLog(
      trx,
      { type: 'admin', id: admin.id },
      `Disabled price plan ${named({ fullname: before.name, id })}`,
    );
    return { ...before, accessStatus: 0 };
  });
}
