import { useMemo } from 'react';
import { useListContext, useNotify } from 'react-admin';
import { mayPassByItself } from '../../dataProvider/failures';
import { useKeptError } from '../feedback/useKeptError';

/** The list's error, kept while the list loads again (useKeptError): its box does not blink at each retry. */
export function useListFailure(): Error | null {
  const { error, isFetching } = useListContext();
  return useKeptError(error, Boolean(isFetching));
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
