import type { api, ParamsOf } from '../../src/api';
import type { Transaction } from '../../src/api/entities';
import type { Db } from '../db/schema';
import { koboToNaira } from '../domain/money';
import { num, UNPAGED_LIMIT } from './sql';

export type TransactionFilters = ParamsOf<typeof api.transactions.list>;

/** Ad summaries newest first with vendor, ad and route names, at most UNPAGED_LIMIT (the call has no page). */
export function transactionListQuery(db: Db, f: TransactionFilters) {
  let q = db
    .selectFrom('transactions as t')
    .innerJoin('vendors as v', 'v.id', 't.vendorId')
    .innerJoin('ads as a', 'a.id', 't.adId')
    .leftJoin('routes as r', 'r.id', 't.routeId')
    .select([
      't.id',
      't.vendorId',
      't.adId',
      't.routeId',
      't.views',
      't.costKobo',
      't.dateCreated',
      'v.fullname',
      'a.name as adName',
      'a.activeStatus as adActiveStatus',
      'a.actionLink as adActionLink',
      'r.name as routeName',
    ]);
  if (f.vendorID !== undefined) q = q.where('t.vendorId', '=', f.vendorID);
  if (f.routeID !== undefined) q = q.where('t.routeId', '=', f.routeID);
  if (f.from !== undefined) q = q.where('t.dateCreated', '>=', f.from);
  if (f.to !== undefined) q = q.where('t.dateCreated', '<=', f.to);
  return q.orderBy('t.dateCreated', 'desc').orderBy('t.id', 'desc').limit(UNPAGED_LIMIT);
}

/** Lifetime view counts of some ads, from the view events (index adEvents(adId, eventType, createdAt)). */
export function adViewCountsQuery(db: Db, adIds: number[]) {
  return db
    .selectFrom('adEvents')
    .select((eb) => ['adId', eb.fn.countAll().as('n')])
    .where('adId', 'in', adIds)
    .where('eventType', '=', 'view')
    .groupBy('adId');
}

export async function listTransactions(db: Db, f: TransactionFilters): Promise<Transaction[]> {
  const rows = await transactionListQuery(db, f).execute();
  if (rows.length === 0) return [];
  const counts = await adViewCountsQuery(db, [...new Set(rows.map((r) => r.adId))]).execute();
  const views = new Map(counts.map((c) => [c.adId, num(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    vendor: { id: r.vendorId, fullname: r.fullname },
    views: Number(r.views),
    cost: koboToNaira(r.costKobo),
    dateCreated: Number(r.dateCreated),
    ad: {
      id: r.adId,
      name: r.adName,
      views: views.get(r.adId) ?? 0,
      activeStatus: r.adActiveStatus,
      actionLink: r.adActionLink,
    },
    route: r.routeId !== null && r.routeName !== null ? { id: r.routeId, name: r.routeName } : null,
  }));
}
