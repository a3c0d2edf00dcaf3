import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/translate';
import { PublicLink } from '../shell/publicRouter';
import { PublicShell } from './PublicShell';

/** /404 */
export function NotFound() {
  return (
    <PublicShell>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('busads.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('busads.notFound.text')}
      </Typography>
      <Button component={PublicLink} href="/" variant="contained" size="large">
        {t('busads.notFound.home')}
      </Button>
    </PublicShell>
  );
}
