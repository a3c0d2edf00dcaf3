import { useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import type { AnyRecord } from '../../registry/types';

/** Keeps the first row of each id; react-admin's infinite list concatenates its pages as they come. */
export function uniqueById<R extends AnyRecord>(rows: R[]): R[] {
  const seen = new Set<R['id']>();
  return rows.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
}

/** The list context below sees each record once (ListDecl.dedupe). */
export function UniqueRows({ children }: { children: ReactNode }) {
  const context = useListContext<AnyRecord>();
  const data = useMemo(() => (context.data ? uniqueById(context.data) : context.data), [context.data]);
  return <ListContextProvider value={{ ...context, data } as ListControllerResult}>{children}</ListContextProvider>;
}
