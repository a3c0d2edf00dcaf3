import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../src/api';
import { OPENAPI_PATH, type OpenApiDocument } from '../../src/api/openapi';
import { checkConformance } from '../server/helpers/openapiRequests';
import { SERVER_START_TIMEOUT, startTestServer, type TestServer } from '../server/helpers/testServer';

/** The heavier run of tests/server/openapiConformance.test.ts: OPENAPI_RUNS requests per operation (default 200). */
const SEED = Number(process.env.OPENAPI_SEED ?? 16);
const RUNS = Number(process.env.OPENAPI_RUNS ?? 200);

describe('a request valid by the served OpenAPI document (heavy run)', () => {
  let s: TestServer;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    s = await startTestServer();
    doc = (await s.request('GET', API_BASE_PATH + OPENAPI_PATH, { token: null })).body as OpenApiDocument;
  }, SERVER_START_TIMEOUT);
  afterAll(() => s?.close());

  it(`is answered 200 or with a documented refusal, ${RUNS} requests per operation`, async () => {
    const started = Date.now();
    const { breaches, requests, operations } = await checkConformance(s, doc, { numRuns: RUNS, seed: SEED });
    console.log(
      `openapi conformance (seed ${SEED}): ${requests} requests to ${operations} operations in ${Date.now() - started} ms`,
    );
    expect(breaches).toEqual([]);
  }, 600_000);
});
