import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PasswordReset, Vendor } from '../../api/entities';
import { InfoDialog } from '../../components/actions/ResultDialog';

/** 'Password Information': the reset's message and the new password, shown once. */
export function PasswordInfoDialog({ record, result, onClose }: { record: Vendor; result: unknown; onClose: () => void }) {
  const translate = useTranslate();
  const { message, password } = result as PasswordReset;
  return (
    <InfoDialog title="busads.vendors.dialog.password" onClose={onClose}>
      <Typography gutterBottom>{message}</Typography>
      <Typography variant="body2" color="text.secondary">
        {record.fullname} ({record.username})
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {translate('busads.vendors.dialog.newPassword')}:{' '}
        <Typography component="code" data-testid="new-password" sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '1.1rem' }}>
          {password}
        </Typography>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('busads.vendors.dialog.passwordHint')}
      </Typography>
    </InfoDialog>
  );
}
