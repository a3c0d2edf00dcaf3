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

/** The endpoints every host serves: all of src/api (tests/server/endpointCoverage.test.ts names one without a handler). */
const served: Endpoint[] = apiHandlers().map((h) => h.endpoint);

describe('contract', () => {
  it('serves each endpoint once, only endpoints of src/api', () => {
    expect(new Set(served).size).toBe(served.length);
    expect(allEndpoints.filter((e) => served.includes(e.endpoint))).toHaveLength(served.length);
  });

  it.each(allEndpoints.map((e) => [e.name, e.endpoint] as const))(
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
});
