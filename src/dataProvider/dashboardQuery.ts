import type { QueryClient, QueryState } from '@tanstack/react-query';
import { api } from '../api';
import type { CallEndpoint } from './httpClient';
import { readSingleton } from './singletons';

/** The dashboard's figures as its screen reads them: react-admin's useGetOne('dashboard', { id: 'summary' }). */
export const DASHBOARD = { resource: 'dashboard', id: 'summary' } as const;

/** The key ra-core's useGetOne gives that read's query: [resource, 'getOne', { id: String(id), meta }]. */
export const dashboardQueryKey = [DASHBOARD.resource, 'getOne', { id: DASHBOARD.id, meta: undefined }] as const;

/**
 * How long the figures stay fresh: the screen mounting within this time of their answer (the one asked for at
 * sign-in, most of all) shows them without asking again.
 */
export const DASHBOARD_FRESH_MS = 10_000;

/**
 * Right after sign-in: the dashboard's figures are asked for while the admin part starts, into the query
 * react-admin's useGetOne reads, with the call its data provider would make (getOne of a singleton), so the
 * first screen does not wait for two things one after the other, and finds the answer, or the request on its
 * way, in the cache.
 */
export function prefetchDashboard(queryClient: QueryClient, call: CallEndpoint): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: dashboardQueryKey,
    queryFn: () => readSingleton(call, api.session.dashboard, { id: DASHBOARD.id }).then(({ data }) => data),
  });
}

/** Whether the figures were here, or on their way, before the screen asked: asked for at sign-in, or shown before. */
export const askedBefore = (state: QueryState | undefined): boolean =>
  state !== undefined && (state.data !== undefined || state.fetchStatus === 'fetching');
