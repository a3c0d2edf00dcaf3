import type { api, ParamsOf } from '../../src/api';
import type { Customer } from '../../src/api/entities';
import type { Db } from '../db/schema';
import { containsText, pageWindow } from './sql';

/** phone: any part of the phone number; ageRange: the age range exactly as stored, e.g. '25-34'. */
export type CustomerFilters = ParamsOf<typeof api.customers.list>;

/** Customers newest first (id breaks ties). */
export function customerListQuery(db: Db, f: CustomerFilters) {
  let q = db.selectFrom('customers').selectAll();
  if (f.id !== undefined) q = q.where('id', '=', f.id);
  if (f.vendorID !== undefined) q = q.where('vendorId', '=', f.vendorID);
  if (f.phone !== undefined && f.phone.trim() !== '') q = q.where(containsText('phone', f.phone.trim()));
  if (f.ageRange !== undefined) q = q.where('ageRange', '=', f.ageRange.trim());
  if (f.gender !== undefined) q = q.where('gender', '=', f.gender);
  const { limit, offset } = pageWindow(f.page, f.limit);
  return q.orderBy('dateCreated', 'desc').orderBy('id', 'desc').limit(limit).offset(offset);
}

export async function listCustomers(db: Db, f: CustomerFilters): Promise<Customer[]> {
  const rows = await customerListQuery(db, f).execute();
  return rows.map((r) => ({
    id: r.id,
    phone: r.phone,
    ageRange: r.ageRange,
    gender: r.gender,
    vendorID: r.vendorId,
    dateCreated: Number(r.dateCreated),
  }));
}
