import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PasswordReset } from '../../api/entities';
import { InfoDialog } from './ResultDialog';

/** Whose password was reset: anyone with a name and a username (a vendor, an admin). */
interface Owner {
  fullname: string;
  username: string;
}

/**
 * The result dialog of a password reset ('Password Information', resetPasswordAction): the reset's message
 * and the new password, shown once. `hint` is the i18n key of the line that says whom to share it with.
 */
export function passwordInfoDialog(hint: string) {
  return function PasswordInfoDialog({
    record,
    result,
    onClose,
  }: {
    record: Owner;
    result: unknown;
    onClose: () => void;
  }) {
    const translate = useTranslate();
    const { message, password } = result as PasswordReset;
    return (
      <InfoDialog title="busads.account.passwordInfo" onClose={onClose}>
        <Typography gutterBottom>{message}</Typography>
        <Typography variant="body2" color="text.secondary">
          {record.fullname} ({record.username})
        </Typography>
        <Typography sx={{ mt: 2 }}>
          {translate('busads.account.newPassword')}:{' '}
          <Typography
            component="code"
            data-testid="new-password"
            sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '1.1rem' }}
          >
            {password}
          </Typography>
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(hint)}
        </Typography>
      </InfoDialog>
    );
  };
}
