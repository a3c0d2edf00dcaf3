import { useState } from 'react';

/**
 * A query's error, kept while the query loads again: react-query forgets a failed query's error as soon as it
 * fetches again with no data (its state goes back to 'pending'), so without this a screen's error box would turn
 * into a spinner at each automatic retry (src/dataProvider/queryClient.ts, recoveryInterval) and back. It goes
 * when a load ends without an error.
 */
export function useKeptError(error: unknown, isFetching: boolean): Error | null {
  const [kept, setKept] = useState<Error | null>(error ? (error as Error) : null);
  const next: Error | null = error ? (error as Error) : isFetching ? kept : null;
  // React's way of keeping a value from the previous render: set while rendering, when it changes.
  if (next !== kept) setKept(next);
  return next;
}
