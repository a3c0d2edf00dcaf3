import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, useLogout, useTranslate } from 'react-admin';
import { clearSession } from '../../auth/session';
import { actionLabel } from '../../components/actions/actionLabel';
import { useResourceAction } from '../../components/actions/useResourceAction';
import type { ActionDecl, AnyRecord } from '../../registry/types';

/**
 * The profile's 'Log out everywhere': after its confirmation every session of the signed-in admin ends on the
 * server (this one included), then this browser signs out as Logout does. A failed call keeps the session and
 * toasts why, as any failed action does.
 */
export function LogoutEverywhere({ action, record }: { action: ActionDecl<AnyRecord>; record: AnyRecord }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  // The session has ended on the server: forgotten first, so Logout does not ask the server to end it again.
  const run = useResourceAction('admin', action, record, () => {
    clearSession();
    void logout();
  });
  const label = actionLabel(action, record);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Confirm
        isOpen={open}
        loading={run.isPending}
        title={action.confirmTitle!}
        content={action.confirm!}
        confirm={label}
        cancel="busads.action.cancel"
        onConfirm={() => run.mutate(undefined, { onError: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
