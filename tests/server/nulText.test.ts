import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH } from '../../src/api';
import { containsNul } from '../../server/handlers/nulText';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const refused = { error: { code: 2, message: 'Text must not contain NUL characters (\\u0000)', status: 400 } };

describe('text with a NUL character (PostgreSQL cannot hold it)', () => {
  it('finds NUL in any string, key or nesting', () => {
    expect(containsNul({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: ['x', { b: 'y' }], n: 1, z: null })).toBe(false);
  });

  it('is refused with 400 in a path parameter, on both databases alike', async () => {
    const token = await s.adminToken();
    const answer = await s.request('GET', `${API_BASE_PATH}/get/routes/-/1/10/-/-/-/a%00b/-`, { token });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(refused);
  });

  it('is refused with 400 in a body, and nothing is written', async () => {
    const before = await s.db.selectFrom('devices').select('id').execute();
    const answer = await s.call(api.devices.create, {
      body: { name: 'Bus\u0000', serial: 'NUL-1', busID: 'NUL-1', phone: '0800' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(refused);
    expect(await s.db.selectFrom('devices').select('id').execute()).toHaveLength(before.length);
  });

  it('at login too (a public call)', async () => {
    const answer = await s.request('POST', `${API_BASE_PATH}/login/admin`, {
      body: { data: { username: 'admin\u0000', password: 'admin', remember: false } },
    });
    expect(answer.status).toBe(400);
  });
});
