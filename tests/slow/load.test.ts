import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, API_BASE_PATH, fillPath, type Endpoint, type ParamInput } from '../../src/api';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../server/helpers/testServer';

/**
 * A bounded load test on loopback over the demo data: 50 connections on each list and report call in
 * turn. LOAD_SECONDS (default 10) is the whole run, split evenly over the calls; CI may use 30.
 * The test server checks every result against its contract schema, which production does not: the
 * figures are on the conservative side.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);

const CALLS: [string, Endpoint, Record<string, ParamInput>][] = [
  ['vendors list', api.vendors.list, { page: 1, limit: 50 }],
  ['ads list', api.ads.list, { page: 1, limit: 50 }],
  ['devices list', api.devices.list, { page: 1, limit: 25 }],
  // As the Topup screen asks: the last days, not every topup ever made.
  ['topups list', api.topups.list, { from: new Date(Date.now() - 7 * 86_400_000), to: new Date() }],
  ['reports summary', api.reports.summary, {}],
];
const perCall = Math.max(1, Math.round(SECONDS / CALLS.length));

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  token = await s.adminToken();
}, SERVER_START_TIMEOUT);
afterAll(() => s?.close());

describe(`load: ${CONNECTIONS} connections, ${perCall} s per call`, () => {
  it.each(CALLS)(
    '%s: no errors, timeouts or non-2xx answers',
    async (name, endpoint, params) => {
      const result = await autocannon({
        url: s.base + API_BASE_PATH + fillPath(endpoint.path, params),
        method: endpoint.method,
        headers: { Token: token },
        connections: CONNECTIONS,
        duration: perCall,
        timeout: 10,
      });
      const { latency, requests } = result;
      console.log(
        `load ${name}: ${requests.total} requests, ${Math.round(requests.average)} req/s, latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, ` +
          `max ${latency.max} ms; errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
      );
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
      expect(requests.total).toBeGreaterThan(0);
    },
    perCall * 1000 + 30_000,
  );
});
