import type { Insertable, Updateable } from 'kysely';
import type { api, ParamsOf } from '../../src/api';
import type { PricePlan } from '../../src/api/entities';
import type { Db, PricePlansTable } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { UNPAGED_LIMIT } from './sql';

/** status: the plan's accessStatus, 1 active, 0 disabled. */
export type PricePlanFilters = ParamsOf<typeof api.pricePlans.list>;

function planQuery(db: Db) {
  return db
    .selectFrom('pricePlans as p')
    .leftJoin('vendors as v', 'v.id', 'p.vendorId')
    .selectAll('p')
    .select('v.fullname');
}
type PlanJoined = Awaited<ReturnType<ReturnType<typeof planQuery>['executeTakeFirstOrThrow']>>;

/** Price plans newest first, at most UNPAGED_LIMIT. `vendorID` matches that vendor's own plans only. */
export function pricePlanListQuery(db: Db, f: PricePlanFilters) {
  let q = planQuery(db);
  if (f.vendorID !== undefined) q = q.where('p.vendorId', '=', f.vendorID);
  if (f.status !== undefined) q = q.where('p.accessStatus', '=', f.status);
  if (f.from !== undefined) q = q.where('p.dateCreated', '>=', f.from);
  if (f.to !== undefined) q = q.where('p.dateCreated', '<=', f.to);
  return q.orderBy('p.dateCreated', 'desc').orderBy('p.id', 'desc').limit(UNPAGED_LIMIT);
}

const toPlan = (r: PlanJoined): PricePlan => ({
  id: r.id,
  name: r.name,
  vendor: r.vendorId !== null && r.fullname !== null ? { id: r.vendorId, fullname: r.fullname } : null,
  onViewPrice: koboToNaira(r.onViewPriceKobo),
  onClickPrice: koboToNaira(r.onClickPriceKobo),
  onConversionPrice: koboToNaira(r.onConversionPriceKobo),
  accessStatus: r.accessStatus,
  dateCreated: Number(r.dateCreated),
});

export async function listPricePlans(db: Db, f: PricePlanFilters): Promise<PricePlan[]> {
  return (await pricePlanListQuery(db, f).execute()).map(toPlan);
}

export async function getPricePlan(db: Db, id: number): Promise<PricePlan | undefined> {
  const row = await planQuery(db).where('p.id', '=', id).executeTakeFirst();
  return row && toPlan(row);
}

export async function insertPricePlan(db: Db, values: Insertable<PricePlansTable>): Promise<number> {
  const row = await db.insertInto('pricePlans').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a plan; true when it exists. */
export async function updatePricePlanRow(db: Db, id: number, values: Updateable<PricePlansTable>): Promise<boolean> {
  const result = await db.updateTable('pricePlans').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets accessStatus 0 only if the plan is still active; true when this call disabled it. */
export async function disablePricePlanRow(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('pricePlans')
    .set({ accessStatus: 0 })
    .where('id', '=', id)
    .where('accessStatus', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
