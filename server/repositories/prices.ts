import type { Insertable } from 'kysely';
import type { api, ParamsOf } from '../../src/api';
import type { Price } from '../../src/api/entities';
import type { Db, PricesTable } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { UNPAGED_LIMIT } from './sql';

/** status: the active flag, 1 active, 0 disabled. */
export type PriceFilters = ParamsOf<typeof api.prices.list>;

const COLUMNS = [
  'p.id',
  'p.vendorId',
  'p.priceKobo',
  'p.eventType',
  'p.active',
  'p.dateCreated',
  'v.fullname',
] as const;

function priceQuery(db: Db) {
  return db.selectFrom('prices as p').leftJoin('vendors as v', 'v.id', 'p.vendorId').select(COLUMNS);
}
type PriceJoined = Awaited<ReturnType<ReturnType<typeof priceQuery>['executeTakeFirstOrThrow']>>;

/** Prices newest first, at most UNPAGED_LIMIT. `vendorID` matches that vendor's own prices only. */
export function priceListQuery(db: Db, f: PriceFilters) {
  let q = priceQuery(db);
  if (f.vendorID !== undefined) q = q.where('p.vendorId', '=', f.vendorID);
  if (f.status !== undefined) q = q.where('p.active', '=', f.status);
  if (f.from !== undefined) q = q.where('p.dateCreated', '>=', f.from);
  if (f.to !== undefined) q = q.where('p.dateCreated', '<=', f.to);
  return q.orderBy('p.dateCreated', 'desc').orderBy('p.id', 'desc').limit(UNPAGED_LIMIT);
}

export const toPrice = (r: PriceJoined): Price => ({
  id: r.id,
  price: koboToNaira(r.priceKobo),
  active: r.active,
  eventType: r.eventType,
  vendor: r.vendorId !== null && r.fullname !== null ? { id: r.vendorId, fullname: r.fullname } : null,
  dateCreated: Number(r.dateCreated),
});

export async function listPrices(db: Db, f: PriceFilters): Promise<Price[]> {
  return (await priceListQuery(db, f).execute()).map(toPrice);
}

export async function getPrice(db: Db, id: number): Promise<Price | undefined> {
  const row = await priceQuery(db).where('p.id', '=', id).executeTakeFirst();
  return row && toPrice(row);
}

export async function insertPrice(db: Db, values: Insertable<PricesTable>): Promise<number> {
  const row = await db.insertInto('prices').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Sets active 0 only if the price is still active; true when this call disabled it. */
export async function disablePriceRow(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('prices')
    .set({ active: 0 })
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
