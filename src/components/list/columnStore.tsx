import useMediaQuery from '@mui/material/useMediaQuery';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  localStorageStore,
  StoreContext,
  StoreContextProvider,
  useGetIdentity,
  useStoreContext,
  type Store,
} from 'react-admin';
import type { ResourceDecl } from '../../registry/types';
import { defaultHidden, NARROW_SCREEN } from './columnRank';

/**
 * The admin's choice of columns (react-admin's column chooser) outlives a reload and a sign-out: it is kept
 * in local storage under keys that name the admin, apart from the app's store (a memory store, emptied at
 * logout). Only the table's header, its chooser and its body's choice read it: the rows (their menus and
 * dialogs) get the app's store back (AppStore).
 */
const columnsStore = localStorageStore('1', 'BusAdsColumns');

/** The key of one table's choice: the admin and the table (`name`: the resource, or a table of its own). */
export function useColumnsStoreKey(name: string): string {
  const { identity } = useGetIdentity();
  return `${identity?.id ?? 'anonymous'}.${name}.columns`;
}

/** The columns a table starts without, before the admin chooses: none on a wide screen. */
export function useDefaultHidden(decl: ResourceDecl): string[] {
  const narrow = useMediaQuery(NARROW_SCREEN, { noSsr: true });
  return useMemo(() => (narrow ? defaultHidden(decl.list!.columns) : []), [narrow, decl]);
}

const AppStoreContext = createContext<Store | undefined>(undefined);

/** Around a table: the columns store for react-admin's DataTable, remembering the app's store for the rows. */
export function ColumnsStore({ children }: { children: ReactNode }) {
  const appStore = useStoreContext();
  return (
    <AppStoreContext.Provider value={appStore}>
      <StoreContextProvider value={columnsStore}>{children}</StoreContextProvider>
    </AppStoreContext.Provider>
  );
}

/** Inside a table's body: the app's store again, for what the rows render. */
export function AppStore({ children }: { children: ReactNode }) {
  const appStore = useContext(AppStoreContext);
  return appStore ? <StoreContext.Provider value={appStore}>{children}</StoreContext.Provider> : children;
}
