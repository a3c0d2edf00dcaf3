import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/schema';
import { fillDemo } from '../../server/db/seed';
import { getVendor, listVendors } from '../../server/repositories/vendors';
import { cachedQuery, selectArrays } from '../../server/repositories/sql';
import { openTestDatabase } from './helpers/testDatabase';

let db: Db;
let close: (() => Promise<void>) | undefined;

/** The lists read rows as arrays and reuse the SQL of a query shape (issue 7): same answers as before. */
describe('list queries: rows as arrays, SQL built once per shape', () => {
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
    await fillDemo(db);
  });
  afterAll(() => close?.());

  it('reads the selected columns in the order selected, on both databases', async () => {
    const rows = await selectArrays(db, db.selectFrom('vendors').select(['username', 'id', 'fullname']).orderBy('id').limit(3));
    const objects = await db.selectFrom('vendors').select(['username', 'id', 'fullname']).orderBy('id').limit(3).execute();
    expect(rows).toEqual(objects.map((o) => [o.username, o.id, o.fullname]));
    expect(rows.length).toBe(3);
  });

  it('answers each call of a cached shape with its own values', async () => {
    const all = await listVendors(db, { page: 1, limit: 100 });
    expect(all.length).toBeGreaterThan(4);
    for (const page of [1, 2, 3]) {
      const rows = await listVendors(db, { page, limit: 2 });
      expect(rows.map((v) => v.id)).toEqual(all.slice((page - 1) * 2, page * 2).map((v) => v.id));
    }
    for (const vendor of all.slice(0, 4)) {
      const found = await listVendors(db, { page: 1, limit: 50, searchName: vendor.fullname.slice(1, 6) });
      expect(found.map((v) => v.id)).toContain(vendor.id);
      expect(found.every((v) => v.fullname.toLowerCase().includes(vendor.fullname.slice(1, 6).toLowerCase()))).toBe(true);
      const [byId] = await listVendors(db, { page: 1, limit: 50, id: vendor.id });
      expect(byId).toEqual(await getVendor(db, vendor.id));
    }
  });

  it('refuses a shape whose values are not the parameters of its query', () => {
    expect(() => cachedQuery(db, 'test: wrong values', [1, 2], () => db.selectFrom('vendors').select('id').where('id', '=', 3).limit(2))).toThrow(
      /parameters are not its values/,
    );
  });
});
