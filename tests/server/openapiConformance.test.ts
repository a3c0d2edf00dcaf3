import { describe, expect, it } from 'vitest';
import { api, ID_MAX } from '../../src/api';
import { checkConformance, SEED, servedDocument } from './helpers/openapiRequests';

// Ten requests per operation keep `npm test` quick; the slow project sends more (tests/slow/openapiConformance.test.ts).
describe('a request valid by the served OpenAPI document', () => {
  const served = servedDocument();

  it('is answered 200, or with a refusal the operation documents; never another 400, never 5xx', async () => {
    const doc = served.doc();
    const { breaches, requests, operations } = await checkConformance(served.server(), doc, {
      numRuns: 10,
      seed: SEED,
    });
    expect(operations).toBe(Object.values(doc.paths).flatMap(Object.values).length);
    expect(requests).toBeGreaterThanOrEqual(operations * 10);
    expect(breaches).toEqual([]);
  }, 60_000);

  it('refuses an id past the documented maximum with 400 (PostgreSQL answered 500: the id columns are 32 bits)', async () => {
    const s = served.server();
    const status = async (id: number) => [
      (await s.call(api.vendors.resetPassword, { params: { id } })).status,
      (await s.call(api.vendors.list, { params: { id } })).status,
      (await s.call(api.topups.create, { body: { amount: 1, vendorID: id } })).status,
    ];
    expect(await status(ID_MAX)).toEqual([404, 200, 404]);
    expect(await status(ID_MAX + 1)).toEqual([400, 400, 400]);
    expect(await status(Number.MAX_SAFE_INTEGER)).toEqual([400, 400, 400]);
  });
});
