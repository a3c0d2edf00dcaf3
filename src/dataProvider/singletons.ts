import { HttpError, type RaRecord } from 'ra-core';
import { api, type Endpoint } from '../api';
import type { PathValues } from '../registry/types';
import type { CallEndpoint } from './httpClient';

/** Records that are not lists: read with getOne(name, {id}). */
export const singletons: Record<string, Endpoint> = {
  dashboard: api.session.dashboard,
  // The dashboard's daily trend (an extension of the reference server); its start travels as meta.params.
  trend: api.session.trend,
  profile: api.admins.me,
  // The server's constants: the price types (key, name) of a price's event.
  constants: api.prices.constants,
  // The reports summary; its filter travels as meta.params of getOne.
  report: api.reports.summary,
};

/** What getOne answers for an extension singleton (api.session.trend) that the backend does not serve (404). */
export const NOT_SERVED = { notServed: true } as const;

export interface SingletonParams {
  id: RaRecord['id'];
  signal?: AbortSignal;
  meta?: { params?: PathValues };
}

/**
 * getOne of a singleton: its endpoint's answer as a record with the id asked for. The data provider's getOne,
 * and the dashboard asked for at sign-in (dashboardQuery.ts), which fills react-admin's query cache before
 * react-admin is loaded. Free of react-admin's own modules, so that the sign-in code does not bring them.
 */
export async function readSingleton(
  call: CallEndpoint,
  endpoint: Endpoint,
  params: SingletonParams,
): Promise<{ data: RaRecord }> {
  const { data } = await call(endpoint, { params: params.meta?.params, signal: params.signal }).catch(
    (error: unknown) => {
      // A call beyond SPEC.md that this backend lacks is no failure: the screen leaves out what it feeds.
      if (endpoint.extension && error instanceof HttpError && error.status === 404) return { data: NOT_SERVED };
      throw error;
    },
  );
  return { data: { id: params.id, ...(data as object) } as RaRecord };
}
