import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { entities } from '../../api';
import { t } from '../../i18n/translate';
import { QrCode } from './QrCode';

/** A new secret to enter in an authenticator app: its QR code and the key as text, in groups of four. */
export function SecretKey({ enrolment }: { enrolment: entities.TotpEnrolment }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{t('busads.secondFactor.scan')}</Typography>
      <QrCode uri={enrolment.uri} />
      <Typography variant="body2" component="p">
        {t('busads.secondFactor.key')}:{' '}
        <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
        </Typography>
      </Typography>
    </Stack>
  );
}
