import { describe, expect, it } from 'vitest';
import { checkConformance, SEED, servedDocument } from '../server/helpers/openapiRequests';

/** The heavier run of tests/server/openapiConformance.test.ts: OPENAPI_RUNS requests per operation (default 200). */
const RUNS = Number(process.env.OPENAPI_RUNS ?? 200);

describe('a request valid by the served OpenAPI document (heavy run)', () => {
  const served = servedDocument();

  it(`is answered 200 or with a documented refusal, ${RUNS} requests per operation`, async () => {
    const started = Date.now();
    const { breaches, requests, operations } = await checkConformance(served.server(), served.doc(), {
      numRuns: RUNS,
      seed: SEED,
    });
    console.log(
      `openapi conformance (seed ${SEED}): ${requests} requests to ${operations} operations in ${Date.now() - started} ms`,
    );
    expect(breaches).toEqual([]);
  }, 600_000);
});
