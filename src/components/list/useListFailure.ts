import { useMemo, useState } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { mayPassByItself } from '../../dataProvider/failures';

/**
 * The list's error, kept while the list loads again: react-query forgets a failed query's error as soon as it
 * fetches again with no rows (its state goes back to 'pending'), so without this the error box would turn into a
 * loading table at each automatic retry (queryClient.ts, recoveryInterval) and back. It goes when a load ends
 * without an error.
 */
export function useListFailure(): Error | null {
  const { error, isFetching } = useListContext();
  const [shown, setShown] = useState<Error | null>(error ?? null);
  const next: Error | null = error ? (error as Error) : isFetching ? shown : null;
  // React's way of keeping a value from the previous render: set while rendering, when it changes.
  if (next !== shown) setShown(next);
  return next;
}

/**
 * The list's query options: a failed load toasts its reason as react-admin does, except when the server could not
 * be reached or answered 5xx. Then the list's error box says it (Rows.tsx) and the list tries again by itself
 * (queryClient.ts): a toast at each try would repeat the box every few seconds.
 */
export function useListQueryOptions() {
  const notify = useNotify();
  return useMemo(
    () => ({
      onError: (error: Error) => {
        if (mayPassByItself(error)) return;
        notify(error.message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: error.message } });
      },
    }),
    [notify],
  );
}
