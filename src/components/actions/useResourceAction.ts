import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { BusAdsDataProvider } from '../../dataProvider/dataProvider';
import type { ActionDecl, AnyRecord, Values } from '../../registry/types';
import { showFailure } from './FieldErrorsTarget';

/**
 * Runs a declared row action through dataProvider.action, then toasts its success message and
 * refreshes the resource's lists (not after a read-only call). Errors toast the server's message, but a
 * refused body's field messages go under those fields of the open form (showFailure).
 */
export function useResourceAction(
  resource: string,
  action: ActionDecl<AnyRecord>,
  record: { id: number },
  onDone: (result: unknown) => void,
) {
  const dataProvider = useDataProvider<BusAdsDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values?: Values) => dataProvider.action(resource, action.name, { record, values }),
    onSuccess: (response) => {
      // After a logout, react-admin may resolve with nothing instead of rejecting.
      if (!response) return;
      if (action.success) notify(action.success, { type: 'success' });
      if (action.endpoint?.method !== 'GET') void queryClient.invalidateQueries({ queryKey: [resource] });
      onDone(response.data);
    },
    onError: (error: Error) => showFailure(error, notify),
  });
}
