import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';

/** The frame of a template page: app-bar title, a heading, a note that the data is fake, and the page's tools. */
export function TemplatePage({ title, tools, children }: { title: string; tools?: ReactNode; children: ReactNode }) {
  const translate = useTranslate();
  const heading = translate(title);
  return (
    <Box sx={{ p: { xs: 1, sm: 2, md: 3 } }}>
      <Title title={heading} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('busads.templates.demoNote')}
          </Typography>
        </Box>
        {tools && <Box sx={{ width: { xs: '100%', sm: 280 }, flexShrink: 0 }}>{tools}</Box>}
      </Stack>
      {children}
    </Box>
  );
}
