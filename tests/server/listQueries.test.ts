import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/schema';
import { fillDemo } from '../../server/db/seed';
import { getVendor, listVendors } from '../../server/repositories/vendors';
import { openTestDatabase } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT } from './helpers/testServer';

let db: Db;
let close: (() => Promise<void>) | undefined;

/** The vendors list answers each call with its own page, search and id, as reading one vendor does. */
describe('vendors list query', () => {
  // Seeding the demo data on PostgreSQL takes seconds: the same allowance as starting a test server.
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
    await fillDemo(db);
  }, SERVER_START_TIMEOUT);
  afterAll(() => close?.());

  it('answers each call with its own page, search and id, on both databases', async () => {
    const all = await listVendors(db, { page: 1, limit: 100 });
    expect(all.length).toBeGreaterThan(4);
    for (const page of [1, 2, 3]) {
      const rows = await listVendors(db, { page, limit: 2 });
      expect(rows.map((v) => v.id)).toEqual(all.slice((page - 1) * 2, page * 2).map((v) => v.id));
    }
    for (const vendor of all.slice(0, 4)) {
      const found = await listVendors(db, { page: 1, limit: 50, searchName: vendor.fullname.slice(1, 6) });
      expect(found.map((v) => v.id)).toContain(vendor.id);
      expect(found.every((v) => v.fullname.toLowerCase().includes(vendor.fullname.slice(1, 6).toLowerCase()))).toBe(
        true,
      );
      const [byId] = await listVendors(db, { page: 1, limit: 50, id: vendor.id });
      expect(byId).toEqual(await getVendor(db, vendor.id));
    }
  });
});
