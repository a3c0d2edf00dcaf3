import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, successEnvelope, type Endpoint } from '../../src/api';
import { apiHandlers } from '../../server/handlers';
import { SAMPLES } from './helpers/endpointSamples';
import { startTestServer, type TestServer } from './helpers/testServer';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s?.close());

/** The endpoints every host serves. */
const served: Endpoint[] = apiHandlers().map((h) => h.endpoint);
const named = allEndpoints.filter((e) => served.includes(e.endpoint));

describe('contract', () => {
  it('serves each endpoint once, only endpoints of src/api', () => {
    expect(new Set(served).size).toBe(served.length);
    expect(named).toHaveLength(served.length);
  });

  it.each(named.map((e) => [e.name, e.endpoint] as const))(
    '%s answers what its result schema says',
    async (name, endpoint) => {
      const samples = SAMPLES[name];
      expect(samples, `add a sample call for ${name}`).toBeDefined();
      for (const sample of samples) {
        const answer = await s.call(endpoint, sample);
        expect(answer.status, answer.text).toBe(200);
        const parsed = successEnvelope(endpoint.result).safeParse(answer.body);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }
    },
  );

  it.each(allEndpoints.filter((e) => !served.includes(e.endpoint)).map((e) => [e.name, e.endpoint] as const))(
    '%s is not served yet and answers the 404 envelope',
    async (_, endpoint) => {
      const answer = await s.call(endpoint, {
        params: { id: 1, page: 1, limit: 1 },
        body: endpoint.body ? {} : undefined,
      });
      expect(answer.status).toBe(404);
      expect(answer.json.error).toEqual({ code: 5, message: 'Not found', status: 404 });
    },
  );
});
