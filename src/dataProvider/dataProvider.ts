import { HttpError, type DataProvider, type GetListResult, type RaRecord } from 'react-admin';
import { api, type Endpoint } from '../api';
import type { ResourceDecl, Values } from '../resources/types';
import type { CallEndpoint } from './httpClient';

/**
 * The registry-driven data provider.
 *
 *   getList   -> decl.list.endpoint, path from decl.list.params({page, perPage, filter})
 *   getOne    -> a singleton below, or the list endpoint filtered by id
 *   getMany   -> getOne for each id
 *   action    -> decl.actions[name].endpoint, path from params(record), body from body(record, values)
 *
 * The API has no totals: server-paged lists answer pageInfo (a full page means there may be more).
 * Lists that return everything ('client' paging) answer every row with its total.
 */
export interface ActionParams {
  record: RaRecord;
  values?: Values;
}

export interface BusAdsDataProvider extends DataProvider {
  action: (resource: string, name: string, params: ActionParams) => Promise<{ data: unknown }>;
}

/** Records that are not lists: read with getOne(name, {id}). */
export const singletons: Record<string, Endpoint> = {
  dashboard: api.session.dashboard,
  profile: api.admins.me,
};

const unavailable = (method: string, resource: string) =>
  Promise.reject(new HttpError(`${method} is not available for ${resource}`, 400));

export function createDataProvider(call: CallEndpoint, registry: ResourceDecl[]): BusAdsDataProvider {
  const find = (resource: string): ResourceDecl => {
    const decl = registry.find((d) => d.name === resource);
    if (!decl) throw new HttpError(`Unknown resource "${resource}"`, 404);
    return decl;
  };
  const listOf = (resource: string) => {
    const list = find(resource).list;
    if (!list) throw new HttpError(`Resource "${resource}" has no list`, 404);
    return list;
  };

  const getList = async (resource: string, params: { pagination?: { page: number; perPage: number }; filter?: Values; signal?: AbortSignal }): Promise<GetListResult> => {
    const list = listOf(resource);
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? list.perPage;
    const { data } = await call(list.endpoint, {
      params: list.params({ page, perPage, filter: params.filter ?? {} }),
      signal: params.signal,
    });
    const rows = (data as { all: RaRecord[] }).all;
    if (list.paging === 'client') return { data: rows, total: rows.length };
    return { data: rows, pageInfo: { hasNextPage: rows.length >= perPage, hasPreviousPage: page > 1 } };
  };

  const getOne = async (resource: string, params: { id: RaRecord['id']; signal?: AbortSignal }) => {
    const single = singletons[resource];
    if (single) {
      const { data } = await call(single, { signal: params.signal });
      return { data: { id: params.id, ...(data as object) } as RaRecord };
    }
    const { data } = await getList(resource, { pagination: { page: 1, perPage: 1 }, filter: { id: params.id }, signal: params.signal });
    const record = data.find((r) => String(r.id) === String(params.id));
    if (!record) throw new HttpError(`${resource} #${params.id} was not found`, 404);
    return { data: record };
  };

  const provider = {
    getList,
    getOne,
    getMany: async (resource, params) => {
      const found = await Promise.all(params.ids.map((id) => getOne(resource, { id, signal: params.signal }).catch(() => null)));
      return { data: found.filter((r): r is { data: RaRecord } => r !== null).map((r) => r.data) };
    },
    getManyReference: (resource) => unavailable('getManyReference', resource),
    create: (resource) => unavailable('create', resource),
    update: (resource) => unavailable('update', resource),
    updateMany: (resource) => unavailable('updateMany', resource),
    delete: (resource) => unavailable('delete', resource),
    deleteMany: (resource) => unavailable('deleteMany', resource),
    action: async (resource, name, { record, values = {} }) => {
      const action = find(resource).actions.find((a) => a.name === name);
      if (!action?.endpoint) throw new HttpError(`${resource} has no action "${name}"`, 400);
      const { data } = await call(action.endpoint, {
        params: action.params?.(record as ResourceRecord) ?? { id: record.id },
        body: action.body?.(record as ResourceRecord, values) as never,
      });
      return { data };
    },
  } as BusAdsDataProvider;
  return provider;
}

type ResourceRecord = { id: number };
