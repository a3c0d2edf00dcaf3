import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslate } from 'react-admin';
import { ScreenTitle } from '../components/ScreenTitle';

/** Where react-admin sends an admin who opens a resource their privileges do not unlock. */
export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box
      sx={{ p: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, mt: 6 }}
    >
      <ScreenTitle title={translate('busads.accessDenied.title')} />
      <BlockIcon color="error" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {translate('busads.accessDenied.title')}
      </Typography>
      <Typography color="text.secondary">{translate('busads.accessDenied.text')}</Typography>
      <Button component={RouterLink} to="/dashboard/app" variant="contained">
        {translate('busads.accessDenied.home')}
      </Button>
    </Box>
  );
}
