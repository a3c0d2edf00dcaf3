import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query cache (react-query's, which react-admin reads), made at its first use: by the sign-in
 * code, which asks there for the dashboard's figures (dashboardQuery.ts), or by the admin part, which renders
 * over it. Both are loaded on demand, and so is react-query: the login page's first load does not carry it.
 */
export interface PageQueryClient {
  /** The client, once made. */
  readonly current: QueryClient | undefined;
  /** Makes the client (loading react-query) at the first call; later calls answer the same one. */
  load(): Promise<QueryClient>;
}

export function lazyQueryClient(): PageQueryClient {
  let loading: Promise<QueryClient> | undefined;
  const page: { current: QueryClient | undefined; load(): Promise<QueryClient> } = {
    current: undefined,
    load: () =>
      (loading ??= import('./queryClient').then(
        (m) => (page.current = m.createQueryClient()),
        (err: unknown) => {
          loading = undefined;
          throw err;
        },
      )),
  };
  return page;
}

/** Handed down by the app (src/shell/App.tsx) to the login page, and to the admin part as its query client. */
export const PageQueryClientContext = createContext<PageQueryClient | undefined>(undefined);

export const usePageQueryClient = (): PageQueryClient | undefined => useContext(PageQueryClientContext);
