import { HttpError, type DataProvider, type GetListResult, type RaRecord } from 'react-admin';
import { ERROR_CODE, NO_MORE_DATA, withinListWindow } from '../api';
import type { ResourceDecl, Values } from '../registry/types';
import { valueAt } from '../format/format';
import type { CallEndpoint } from './httpClient';
import { readSingleton, singletons, type SingletonParams } from './singletons';

/**
 * The registry-driven data provider.
 *
 *   getList   -> decl.list.endpoint, path from decl.list.params({page, perPage, filter})
 *   getOne    -> a singleton (singletons.ts; path values in meta.params), or the list endpoint filtered by id
 *   getMany   -> getOne for each id ('client' lists: one call, then pick)
 *   create    -> decl.create.endpoint, body from decl.create.body(values)
 *   action    -> decl.actions[name].endpoint, path from params(record), body from body(record, values)
 *
 * The API has no totals: server-paged lists answer pageInfo (a full page means there may be more).
 * Lists that return everything ('client' paging) are searched (filter.q) and paged here, with a total;
 * so are pickers (meta.picker) over a list declaring `lookupPerPage`, from one page of that size.
 */
export interface ActionParams {
  record: RaRecord;
  values?: Values;
  signal?: AbortSignal;
}

export interface BusAdsDataProvider extends DataProvider {
  action: (resource: string, name: string, params: ActionParams) => Promise<{ data: unknown }>;
}

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

  const getList = async (resource: string, params: ListParams): Promise<GetListResult> => {
    const list = listOf(resource);
    const page = params.pagination?.page ?? 1;
    const perPage = params.pagination?.perPage ?? list.perPage;
    const lookup = list.lookupPerPage !== undefined && isPicker(params.meta);
    const filter = params.filter ?? {};
    const query = lookup
      ? { page: 1, perPage: list.lookupPerPage!, filter: withoutSearch(filter) }
      : { page, perPage, filter };
    const path = list.params(query);
    const rows = await call(list.endpoint, { params: path, signal: params.signal }).then(
      ({ data }) => (data as { all: RaRecord[] }).all,
      (error: unknown) => {
        if (isNoMoreData(error)) return [];
        throw error;
      },
    );
    if (list.paging === 'client' || lookup) {
      const decl = find(resource);
      const q = typeof params.filter?.q === 'string' ? params.filter.q.trim().toLowerCase() : '';
      const found = q
        ? rows.filter((r) =>
            decl
              .representation(r as ResourceRecord)
              .toLowerCase()
              .includes(q),
          )
        : rows;
      const sorted = params.sort?.field ? sortRows(found, params.sort.field, params.sort.order) : found;
      return { data: sorted.slice((page - 1) * perPage, page * perPage), total: found.length };
    }
    // A filter may set the page size itself (e.g. a 'count' field): a full page is one of the size sent.
    const limit = typeof path.limit === 'number' ? path.limit : perPage;
    // The API reads no deeper than MAX_LIST_ROWS: there the list ends, and narrower filters find the rest.
    const hasNextPage = rows.length >= limit && withinListWindow(page + 1, limit);
    return { data: rows, pageInfo: { hasNextPage, hasPreviousPage: page > 1 } };
  };

  /** Records by id: a 'client' list is read whole once; a server-paged one is asked per id. */
  const byIds = async (resource: string, ids: RaRecord['id'][], signal?: AbortSignal): Promise<RaRecord[]> => {
    const list = listOf(resource);
    if (list.paging === 'client' || list.lookupPerPage !== undefined) {
      const all = {
        pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
        filter: {},
        meta: { picker: true },
        signal,
      };
      const { data } = await getList(resource, all);
      const wanted = new Set(ids.map(String));
      return data.filter((r) => wanted.has(String(r.id)));
    }
    const pages = await Promise.all(
      ids.map((id) =>
        getList(resource, { pagination: { page: 1, perPage: 1 }, filter: { id }, signal }).then(
          (p) => p.data,
          () => [],
        ),
      ),
    );
    return pages.flat().filter((r) => ids.some((id) => String(id) === String(r.id)));
  };

  const getOne = async (resource: string, params: SingletonParams) => {
    const single = singletons[resource];
    if (single) return readSingleton(call, single, params);
    const data = await byIds(resource, [params.id], params.signal);
    const record = data.find((r) => String(r.id) === String(params.id));
    if (!record) throw new HttpError(`${resource} #${params.id} was not found`, 404);
    return { data: record };
  };

  const provider = {
    getList,
    getOne,
    getMany: async (resource, params) => ({ data: await byIds(resource, params.ids, params.signal) }),
    getManyReference: (resource) => unavailable('getManyReference', resource),
    create: async (resource, params) => {
      const create = find(resource).create;
      if (!create) return unavailable('create', resource);
      const values = params.data as Values;
      const { data } = await call(create.endpoint, { body: create.body(values) });
      return { data: data as RaRecord };
    },
    update: (resource) => unavailable('update', resource),
    updateMany: (resource) => unavailable('updateMany', resource),
    delete: (resource) => unavailable('delete', resource),
    deleteMany: (resource) => unavailable('deleteMany', resource),
    action: async (resource, name, { record, values = {}, signal }) => {
      const action = find(resource).actions.find((a) => a.name === name);
      if (!action?.endpoint) throw new HttpError(`${resource} has no action "${name}"`, 400);
      const { data } = await call(action.endpoint, {
        params: action.params?.(record as ResourceRecord, values) ?? { id: record.id },
        body: action.body?.(record as ResourceRecord, values),
        signal,
      });
      return { data };
    },
  } as BusAdsDataProvider;
  return provider;
}

type ResourceRecord = { id: number };

/** Sorts a copy by the value at a (dotted) field: numbers as numbers, the rest as text, empty last. */
function sortRows(rows: RaRecord[], field: string, order: string): RaRecord[] {
  const sign = order === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = valueAt(a, field);
    const y = valueAt(b, field);
    if (x === y) return 0;
    if (x === null || x === undefined || x === '') return 1;
    if (y === null || y === undefined || y === '') return -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x).localeCompare(String(y));
  });
}
interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Values;
  meta?: unknown;
  signal?: AbortSignal;
}
const withoutSearch = (filter: Values) => Object.fromEntries(Object.entries(filter).filter(([key]) => key !== 'q'));
const isPicker = (meta: unknown) =>
  typeof meta === 'object' && meta !== null && (meta as { picker?: unknown }).picker === true;
/** A real backend answers an empty page with code 1 'No more data': an empty page, not an error. */
const isNoMoreData = (error: unknown) =>
  error instanceof HttpError &&
  error.message === NO_MORE_DATA &&
  (error.body as { code?: unknown } | undefined)?.code === ERROR_CODE.business;
