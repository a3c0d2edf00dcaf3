import { describe, expect, it } from 'vitest';
import { allEndpoints, api, endpoint, entities, type Endpoint } from '../../src/api';
import { apiHandlers } from '../../server/handlers';
import { readEndpoints } from '../../scripts/contract/readCalls';
import { writeSteps } from '../../scripts/contract/writeCalls';
import { SAMPLE_BODIES } from '../slow/reliability/sampleBodies';
import { SAMPLES } from './helpers/endpointSamples';
import type { CallOptions } from './helpers/testServer';

/**
 * Every endpoint of src/api comes with its four companions (docs/adding-a-resource.md, case 2): a handler, a
 * sample call (a body in each where the endpoint takes one), a step in contract:check and, where it takes a body,
 * a fuzz body. One case per endpoint, failing with the endpoint's name and what to add where.
 */
interface Companions {
  handled: ReadonlySet<Endpoint>;
  samples: Readonly<Record<string, CallOptions[] | undefined>>;
  checked: ReadonlySet<Endpoint>;
  fuzzBodies: Readonly<Record<string, unknown>>;
}

const companions: Companions = {
  handled: new Set(apiHandlers().map((h) => h.endpoint)),
  samples: SAMPLES,
  checked: new Set([
    // contract:check signs in with it first (scripts/contract/check.ts), then reads and (--write) writes.
    api.session.login,
    ...readEndpoints.map((e) => e.endpoint),
    ...writeSteps('coverage').map((s) => s.endpoint),
  ]),
  fuzzBodies: SAMPLE_BODIES,
};

/** What `api.<name>` lacks, one sentence each naming the file to add it to; empty when it has everything. */
function missingCompanions(name: string, e: Endpoint, c: Companions): string[] {
  const missing: string[] = [];
  const label = `api.${name}`;
  if (!c.handled.has(e))
    missing.push(
      `${label} has no handler: add r.${e.public ? 'publicRoute' : 'route'}(${label}, ...) to its area's module in server/handlers/ (a new area is also called in registerHandlers(), server/handlers/index.ts)`,
    );
  const samples = c.samples[name];
  if (!samples?.length)
    missing.push(`${label} has no sample call: add '${name}' to SAMPLES in tests/server/helpers/endpointSamples.ts`);
  else if (e.body && samples.some((s) => s.body === undefined))
    missing.push(
      `${label} takes a body but a sample call has none: give each of SAMPLES['${name}'] (tests/server/helpers/endpointSamples.ts) a body`,
    );
  if (!c.checked.has(e))
    missing.push(
      e.method === 'GET'
        ? `${label} has no step in contract:check: readCalls.ts makes only the GET calls that need a session; add it to scripts/contract/`
        : `${label} has no step in contract:check: add one to writeSteps() in scripts/contract/writeCalls.ts`,
    );
  if (e.body && !c.fuzzBodies[name])
    missing.push(
      `${label} takes a body but has no fuzz body: add '${name}' to SAMPLE_BODIES in tests/slow/reliability/sampleBodies.ts`,
    );
  return missing;
}

describe('every endpoint of src/api has its handler, sample call, contract:check step and fuzz body', () => {
  it.each(allEndpoints.map((e) => [`api.${e.name}`, e.name, e.endpoint] as const))('%s', (_, name, e) => {
    expect(missingCompanions(name, e, companions)).toEqual([]);
  });

  it('names what a new endpoint lacks', () => {
    const busDepots = endpoint({
      method: 'POST',
      path: '/create/bus-depot',
      body: entities.Named,
      result: entities.Named,
      module: 'ADMIN_ROUTE',
    });
    const samples = { 'busDepots.create': [{}] };
    expect(missingCompanions('busDepots.create', busDepots, { ...companions, samples })).toEqual([
      "api.busDepots.create has no handler: add r.route(api.busDepots.create, ...) to its area's module in server/handlers/ (a new area is also called in registerHandlers(), server/handlers/index.ts)",
      "api.busDepots.create takes a body but a sample call has none: give each of SAMPLES['busDepots.create'] (tests/server/helpers/endpointSamples.ts) a body",
      'api.busDepots.create has no step in contract:check: add one to writeSteps() in scripts/contract/writeCalls.ts',
      "api.busDepots.create takes a body but has no fuzz body: add 'busDepots.create' to SAMPLE_BODIES in tests/slow/reliability/sampleBodies.ts",
    ]);
    // A new GET that needs a session is in readEndpoints by itself, as it is in allEndpoints.
    const busDepotsList = { ...api.world.cities, path: '/get/bus-depots' };
    const checked = new Set([...companions.checked, busDepotsList]);
    expect(missingCompanions('busDepots.list', busDepotsList, { ...companions, checked })).toEqual([
      "api.busDepots.list has no handler: add r.route(api.busDepots.list, ...) to its area's module in server/handlers/ (a new area is also called in registerHandlers(), server/handlers/index.ts)",
      "api.busDepots.list has no sample call: add 'busDepots.list' to SAMPLES in tests/server/helpers/endpointSamples.ts",
    ]);
  });

  it('every key of SAMPLES and SAMPLE_BODIES names an endpoint (with a body, for SAMPLE_BODIES)', () => {
    const names = new Set(allEndpoints.map((e) => e.name));
    const withBody = new Set(allEndpoints.filter((e) => e.endpoint.body).map((e) => e.name));
    expect(Object.keys(SAMPLES).filter((n) => !names.has(n))).toEqual([]);
    expect(Object.keys(SAMPLE_BODIES).filter((n) => !withBody.has(n))).toEqual([]);
  });
});
