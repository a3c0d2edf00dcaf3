import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../src/api';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

const vendorsPage = `${API_BASE_PATH}/get/vendors/1/50/-/-/-/-/-/-/-`;

it('gzips a JSON answer of 1 kB or more for a client that accepts gzip, and says it varies with Accept-Encoding', async () => {
  const token = await s.adminToken();
  const zipped = await s.request('GET', vendorsPage, { token, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const plain = await s.request('GET', vendorsPage, { token, headers: { 'accept-encoding': 'identity' } });
  expect(zipped.headers.get('content-encoding')).toBe('gzip');
  expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(plain.text.length).toBeGreaterThan(1024);
  expect(zipped.body).toEqual(plain.body);
});

it('sends small answers and errors as they are', async () => {
  const answer = await s.request('GET', vendorsPage, { headers: { 'accept-encoding': 'gzip' } });
  expect(answer.status).toBe(401);
  expect(answer.headers.get('content-encoding')).toBeNull();
});
