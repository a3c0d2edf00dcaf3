import { useEffect, useRef } from 'react';
import { useListContext, useNotify } from 'react-admin';

/**
 * Shows an info toast when a load of the list comes back empty (ListDecl.emptyNotice), once per
 * filter: paging or a refetch of the same empty answer does not repeat it.
 */
export function EmptyNotice({ message }: { message: string }) {
  const notify = useNotify();
  const { data, isPending, isFetching, error, filterValues } = useListContext();
  const notified = useRef<string | undefined>(undefined);
  const key = JSON.stringify(filterValues);
  const empty = !isPending && !isFetching && !error && (data?.length ?? 0) === 0;
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
