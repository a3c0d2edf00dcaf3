import { allEndpoints, type Endpoint, type ParamInput } from '../../src/api';

/** A GET call of the contract with the values of its path parameters. */
export interface ReadCall {
  name: string;
  endpoint: Endpoint;
  params: Record<string, ParamInput>;
}

/** Where an id for a path parameter can be found: the list endpoint whose rows carry such ids. */
const ID_SOURCES: Record<string, string> = {
  vendorID: 'vendors.list',
  userID: 'vendors.list',
  adminID: 'admins.list',
  deviceID: 'devices.list',
  routeID: 'routes.list',
  adID: 'ads.list',
  walletID: 'wallets.list',
  countryID: 'world.countries',
  stateID: 'world.states',
  cityID: 'world.cities',
};

/** Calls that answer only for a given record: made only once an id is found. */
const NEEDS_ID: Record<string, string> = { 'devices.actionCounts': 'deviceID' };

/** The list whose rows carry ids for a parameter; `id` on a list names a row of that list itself. */
export const idSource = (call: string, param: string): string | undefined =>
  param === 'id' ? call : ID_SOURCES[param];

/** Small pages, so a big backend answers quickly. */
const paging = (e: Endpoint): Record<string, ParamInput> =>
  Object.fromEntries(
    Object.entries(e.params).flatMap(([name, kind]) =>
      kind.kind === 'page' ? [[name, 1]] : kind.kind === 'limit' ? [[name, 10]] : [],
    ),
  );

export const readEndpoints = allEndpoints.filter(({ endpoint }) => endpoint.method === 'GET' && !endpoint.public);

/** First round: every read call with no filters (but paging), except those that need a record. */
export const plainCalls = (): ReadCall[] =>
  readEndpoints
    .filter(({ name }) => !NEEDS_ID[name])
    .map(({ name, endpoint }) => ({ name, endpoint, params: paging(endpoint) }));

export interface Skipped {
  name: string;
  endpoint: Endpoint;
  reason: string;
}

/**
 * Second round, with ids found in the first: each read call once per id parameter it has, that
 * parameter set to the first id its source list answered.
 */
export function idCalls(found: ReadonlyMap<string, number>): { calls: ReadCall[]; skipped: Skipped[] } {
  const calls: ReadCall[] = [];
  const skipped: Skipped[] = [];
  for (const { name, endpoint } of readEndpoints) {
    for (const param of Object.keys(endpoint.params)) {
      const source = idSource(name, param);
      if (!source || endpoint.params[param].kind !== 'id') continue;
      const id = found.get(source);
      if (id === undefined) {
        if (NEEDS_ID[name] === param)
          skipped.push({ name, endpoint, reason: `no ${param} found: no valid answer of ${source} had a row` });
        continue;
      }
      calls.push({ name, endpoint, params: { ...paging(endpoint), [param]: id } });
    }
  }
  return { calls, skipped };
}

/** The id of the first row of a list answer's data, if any. */
export function firstId(data: unknown): number | undefined {
  const all = (data as { all?: unknown } | undefined)?.all;
  const id = Array.isArray(all) ? (all[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}
