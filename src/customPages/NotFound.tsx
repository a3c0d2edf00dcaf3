import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { getToken } from '../auth/token';
import { t } from '../i18n/translate';
import { PublicShell } from './PublicShell';

/** /404. 'Go to Home' leads a signed-in admin to the dashboard, anyone else to the sign-in form. */
export function NotFound() {
  const home = getToken() ? '/dashboard/app' : '/';
  return (
    <PublicShell title={t('busads.notFound.documentTitle')}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('busads.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('busads.notFound.text')}
      </Typography>
      <Button component={RouterLink} to={home} variant="contained" size="large">
        {t('busads.notFound.home')}
      </Button>
    </PublicShell>
  );
}
