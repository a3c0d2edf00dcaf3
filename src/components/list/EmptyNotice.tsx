import { useEffect, useRef } from 'react';
import { useListContext, useNotify } from 'react-admin';

/**
 * Shows an info toast when a load of the list comes back empty (ListDecl.emptyNotice), once per
 * filter: paging or a refetch of the same empty answer does not repeat it. A name search that matches
 * none of the rows (`search`: its filter key) is not the server having no data: no toast then.
 */
export function EmptyNotice({ message, search }: { message: string; search?: string }) {
  const notify = useNotify();
  const { data, isPending, isFetching, error, filterValues } = useListContext();
  const notified = useRef<string | undefined>(undefined);
  const key = JSON.stringify(filterValues);
  const searching =
    search !== undefined && typeof filterValues[search] === 'string' && filterValues[search].trim() !== '';
  const empty = !isPending && !isFetching && !error && !searching && (data?.length ?? 0) === 0;
  useEffect(() => {
    if (!empty) {
      notified.current = undefined;
      return;
    }
    if (notified.current === key) return;
    notified.current = key;
    notify(message, { type: 'info' });
  }, [empty, key, message, notify]);
  return null;
}
