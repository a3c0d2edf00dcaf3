import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, entities } from '../../src/api';
import { descending, expectRefused } from './helpers/money';
import { rowsOf, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

type Customer = entities.Customer;
const list = async (params: Record<string, string | number> = {}) =>
  rowsOf<Customer>(await s.call(api.customers.list, { params }));

describe('customers list', () => {
  it('defaults to page 1 of 50, newest first', async () => {
    const rows = await list();
    expect(rows).toHaveLength(50);
    expect(descending(rows.map((c) => c.dateCreated))).toBe(true);
    const db = await s.db.selectFrom('customers').selectAll().where('id', '=', rows[0].id).executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({ phone: db.phone, ageRange: db.ageRange, gender: db.gender, vendorID: db.vendorId });
  });

  it('pages without gaps or repeats', async () => {
    const first = await list({ page: 1, limit: 30 });
    expect((await list({ page: 2, limit: 15 })).map((c) => c.id)).toEqual(first.slice(15).map((c) => c.id));
    expect(await list({ page: 200, limit: 50 })).toEqual([]);
  });

  it('filters by id, vendor, phone part, exact age range and gender, combined', async () => {
    const sample = (await list())[7];
    expect(await list({ id: sample.id })).toEqual([sample]);
    const byVendor = await list({ vendorID: sample.vendorID, limit: 1000 });
    expect(byVendor.every((c) => c.vendorID === sample.vendorID)).toBe(true);
    const part = sample.phone.slice(-5);
    const byPhone = await list({ phone: part, limit: 1000 });
    expect(byPhone.map((c) => c.id)).toContain(sample.id);
    expect(byPhone.every((c) => c.phone.includes(part))).toBe(true);
    const byAge = await list({ ageRange: '25-34', limit: 1000 });
    expect(byAge.length).toBeGreaterThan(0);
    expect(byAge.every((c) => c.ageRange === '25-34')).toBe(true);
    expect(await list({ ageRange: '25' })).toEqual([]);
    const female = await list({ gender: 'female', limit: 1000 });
    expect(female.length).toBeGreaterThan(0);
    expect(female.every((c) => c.gender === 'female')).toBe(true);
    const combined = await list({
      vendorID: sample.vendorID,
      gender: sample.gender,
      ageRange: sample.ageRange,
      phone: part,
    });
    expect(combined.map((c) => c.id)).toContain(sample.id);
  });

  it('answers 400 for malformed parameters', async () => {
    const token = await s.adminToken();
    const get = (rest: string) => s.request('GET', `${API_BASE_PATH}/get/customers/${rest}`, { token });
    expectRefused(await get('-/-/-/-/other/1/50'), 2, 'gender:');
    expectRefused(await get('abc/-/-/-/-/1/50'), 2, 'id:');
    expectRefused(await get('-/-/-/-/-/0/50'), 2, 'page:');
    expectRefused(await get('-/-/-/-/-/1/2000'), 2, 'limit:');
  });
});
