import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, ErrorBody } from '../../src/api';
import { buildApp } from '../../server/app';
import { callHandler } from '../../server/handlers/call';
import { createAdminSession } from '../../server/services/sessions';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { startTestServer, type Answer, type TestServer } from './helpers/testServer';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.adminToken();
});
afterAll(() => s?.close());

/** A 400 error envelope with code 2 whose message names the field. */
function expectInvalid(answer: Answer, field: string) {
  expect(answer.status).toBe(400);
  const body = ErrorBody.parse(answer.body);
  expect(body.error).toMatchObject({ code: 2, status: 400 });
  expect(body.error.message).toContain(`${field}:`);
}

const vendors = (page: string, limit: string, rest = '-/-/-/-/-/-/-') =>
  s.request('GET', `${API_BASE_PATH}/get/vendors/${page}/${limit}/${rest}`, { token });

describe('path parameters', () => {
  it.each([
    ['page', 'abc', '50'],
    ['page', '0', '50'],
    ['page', '1.5', '50'],
    ['limit', '1', '0'],
    ['limit', '1', '5000'],
    ['limit', '1', '-3'],
  ])('rejects %s in /%s/%s with 400', async (field, page, limit) => {
    expectInvalid(await vendors(page, limit), field);
  });

  it('rejects a negative id, a bad flag and a bad date', async () => {
    expectInvalid(await vendors('1', '5', '-1/-/-/-/-/-/-'), 'id');
    expectInvalid(await vendors('1', '5', '-/-/-/-/2/-/-'), 'accessStatus');
    expectInvalid(await vendors('1', '5', '-/-/-/-/-/yes/-'), 'phoneVerified');
    expectInvalid(await vendors('1', '5', '-/-/yesterday/-/-/-/-'), 'from');
  });

  it('rejects an unknown ad type and text longer than 200 characters', async () => {
    const ads = (adType: string, busID = '-') =>
      s.request('GET', `${API_BASE_PATH}/get/ads/-/-/-/1/10/-/-/-/${busID}/-/${adType}/-/-/-`, { token });
    expectInvalid(await ads('video'), 'adType');
    expectInvalid(await ads('-', 'x'.repeat(201)), 'busID');
    expect((await ads('form')).status).toBe(200);
  });

  it('lists every bad field in one message', async () => {
    const answer = await vendors('abc', '0');
    expect(answer.json.error?.message).toMatch(/page: .*; limit: /);
  });

  it('rejects an id of "-" where the call needs one', async () => {
    const answer = await s.call(api.vendors.logout, { params: { id: null } });
    expectInvalid(answer, 'id');
  });
});

describe('request bodies', () => {
  const topup = (body: unknown, headers?: Record<string, string>) =>
    s.request('POST', `${API_BASE_PATH}/create/topup`, { token, body, headers });

  it.each([
    ['a string amount', { data: { amount: '10', vendorID: 1 } }, 'amount'],
    ['a missing vendor', { data: { amount: 10 } }, 'vendorID'],
    ['a negative amount', { data: { amount: -5, vendorID: 1 } }, 'amount'],
    ['three decimals', { data: { amount: 1.005, vendorID: 1 } }, 'amount'],
    ['a fractional vendor id', { data: { amount: 1, vendorID: 1.5 } }, 'vendorID'],
  ])('rejects %s with 400 naming the field', async (_, body, field) => {
    expectInvalid(await topup(body), field);
  });

  it('uses the messages of SPEC section 5', async () => {
    const answer = await topup({ data: {} });
    expect(answer.json.error?.message).toContain('Amount is required');
    expect(answer.json.error?.message).toContain('Vendor is required');
  });

  it.each([
    ['not JSON', '{"data": {amount: 1'],
    ['JSON without data', { amount: 1, vendorID: 1 }],
    ['a JSON array', [1, 2]],
    ['a JSON string', '"hello"'],
    ['null data', { data: null }],
  ])('answers 400 for %s', async (_, body) => {
    const answer = await topup(body);
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.body).error).toMatchObject({ code: 2, status: 400 });
  });

  it('answers 413 for a body that is too large, 400 for another media type', async () => {
    const big = await topup({ data: { amount: 1, vendorID: 1, pad: 'x'.repeat(200_000) } });
    expect(big.status).toBe(413);
    expect(big.json.error).toMatchObject({ code: 2, status: 413 });
    expect(big.json.error?.message).toMatch(/too large/);
    const text = await topup('amount=1', { 'Content-Type': 'text/plain' });
    expect(text.status).toBe(400);
    expect(text.json.error?.code).toBe(2);
  });

  it('accepts an empty JSON body on a call that takes none', async () => {
    const answer = await s.request('POST', `${API_BASE_PATH}/logout/vendor/5`, {
      token,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('unknown paths and failures', () => {
  it('answers 405 with Allow for a method a path of the API does not take', async () => {
    const list = await s.request('DELETE', `${API_BASE_PATH}/get/admins`, { token });
    expect(list.status).toBe(405);
    expect(list.headers.get('allow')).toBe('GET, HEAD');
    expect(list.json.error).toMatchObject({ status: 405, message: 'Use GET for this path' });
    const write = await s.request('GET', `${API_BASE_PATH}/create/topup`, { token });
    expect(write.status).toBe(405);
    expect(write.headers.get('allow')).toBe('POST');
    // The methods it takes still answer.
    expect((await s.request('GET', `${API_BASE_PATH}/get/admins`, { token })).status).toBe(200);
  });

  it('answers 404 for a path traversal attempt, not a 400 or 403', async () => {
    for (const path of [
      '/assets/..%2f..%2fpackage.json',
      '/media/..%2f..%2f..%2fpackage.json',
      '/media/%2e%2e/%2e%2e/package.json',
    ]) {
      const answer = await s.request('GET', path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toMatch(/busads-admin/);
    }
  });

  it('answers the 404 envelope for an unknown /v1 path', async () => {
    for (const path of [
      '/v1/admins/nope',
      '/v1',
      '/v1/admins/get/admins/1',
      '/v1/admins/reports/get/summary/-/-/-/-',
    ]) {
      const answer = await s.request('GET', path, { token });
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ error: { code: 5, message: 'Not found', status: 404 } });
    }
  });

  it('answers 500 "Internal server error" without internals when the database fails', async () => {
    const db = openSqlite(':memory:');
    await migrateToLatest(db);
    const app = buildApp({ db, validateResults: true });
    await db.destroy();
    const res = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/login/admin`,
      payload: { data: { username: 'a', password: 'b' } },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 9, message: 'Internal server error', status: 500 } });
    await app.close();
  });

  it('answers 500, never a broken body, when a handler breaks its result contract', async () => {
    const broken = {
      endpoint: api.session.dashboard,
      public: false as const,
      options: {},
      run: async () => ({ totalViews: 'many' }),
    };
    const token = await createAdminSession(s.db, 1, false);
    const failures: unknown[] = [];
    const answer = await callHandler(
      broken,
      { params: {}, body: undefined, token, clientIp: '127.0.0.1' },
      {
        db: s.db,
        validateResults: true,
        onInternalError: (error) => failures.push(error),
      },
    );
    expect(answer).toEqual({
      status: 500,
      body: { error: { code: 9, message: 'Internal server error', status: 500 } },
    });
    expect(String(failures[0])).toContain('breaks the contract');
  });
});
