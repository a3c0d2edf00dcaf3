import type { z } from 'zod';
import { PRICE_EVENT_TYPES, type PriceCreateBody } from '../../src/api/bodies';
import type { Constants, Price } from '../../src/api/entities';
import type { AdminRow, Db } from '../db/schema';
import { disablePriceRow, getPrice, insertPrice } from '../repositories/prices';
import { findVendorRow } from '../repositories/vendors';
import { named, writeActivityLog } from './activityLog';
import { nowUnix } from '../domain/clock';
import { AppError, notFound } from '../domain/errors';
import { formatKobo, nairaToKobo } from '../domain/money';

const PRICE_TYPE_NAMES: Record<(typeof PRICE_EVENT_TYPES)[number], string> = {
  view: 'Per View',
  click: 'Per Click',
  conversion: 'Per Conversion',
};

/** The event types a price may be set for (the keys of adEvents.eventType), with readable names. */
export const PRICE_TYPES: Constants['priceTypes'] = PRICE_EVENT_TYPES.map((key) => ({
  key,
  name: PRICE_TYPE_NAMES[key],
}));

export const priceConstants = (): Constants => ({ priceTypes: PRICE_TYPES });

const typeName = (key: string) => PRICE_TYPES.find((t) => t.key === key)?.name.toLowerCase() ?? key;

/**
 * A new active price for one vendor, or for all vendors when vendorID is null or missing. Older prices
 * stay as they are: where several active prices match, the newest applies.
 */
export async function createPrice(db: Db, admin: AdminRow, body: z.infer<typeof PriceCreateBody>): Promise<Price> {
  const { eventType } = body; // trimmed and one of PRICE_EVENT_TYPES (the contract)
  const kobo = nairaToKobo(body.price);
  return db.transaction().execute(async (trx) => {
    const vendor = body.vendorID == null ? null : await findVendorRow(trx, body.vendorID);
    if (vendor === undefined) throw notFound('Vendor');
    const id = await insertPrice(trx, {
      vendorId: vendor?.id ?? null,
      priceKobo: kobo,
      eventType,
      active: 1,
      dateCreated: nowUnix(),
    });
    const whom = vendor ? `vendor ${named(vendor)}` : 'all vendors';
    await writeActivityLog(
      trx,
      { type: 'admin', id: admin.id },
      `Created price #${id}: ${formatKobo(kobo)} ${typeName(eventType)} for ${whom}`,
    );
    const price = await getPrice(trx, id);
    if (!price) throw notFound('Price');
    return price;
  });
}

/** One-way: an active price becomes disabled; a disabled one answers 400, code 1, and nothing changes. */
export async function disablePrice(db: Db, admin: AdminRow, id: number): Promise<Price> {
  return db.transaction().execute(async (trx) => {
    const before = await getPrice(trx, id);
    if (!before) throw notFound('Price');
    if (!(await disablePriceRow(trx, id))) throw new AppError('Price is already disabled');
    const whom = before.vendor ? `vendor ${named(before.vendor)}` : 'all vendors';
    await writeActivityLog(
      trx,
      { type: 'admin', id: admin.id },
      `Disabled price #${id}: ${typeName(before.eventType)} for ${whom}`,
    );
    return { ...before, active: 0 };
  });
}
