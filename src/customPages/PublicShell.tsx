import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { alpha } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import { t } from '../i18n/translate';
import { useDocumentTitle } from '../components/documentTitle';

/** The frame of the public pages: the product name above a centred card; `title` names the page in the tab. */
export function PublicShell({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.12)} 0%, ${theme.palette.background.default} 60%)`,
      }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440, alignItems: 'center' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
          <DirectionsBusIcon fontSize="large" aria-hidden />
          <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
            {t('busads.app.name')}
          </Typography>
        </Stack>
        <Card elevation={3} sx={{ width: '100%' }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{children}</CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
