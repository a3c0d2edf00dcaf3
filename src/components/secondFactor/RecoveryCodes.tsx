import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/translate';

/** The ten recovery codes, shown once after an enrolment: to copy or download before going on. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'busads-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {t('busads.secondFactor.recoveryTitle')}
      </Typography>
      <Typography variant="body2">{t('busads.secondFactor.recoveryHint')}</Typography>
      <Box
        component="ul"
        aria-label={t('busads.secondFactor.recoveryTitle')}
        sx={{
          m: 0,
          p: 1.5,
          listStyle: 'none',
          columns: 2,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {t('busads.secondFactor.copy')}
        </Button>
        <Button variant="outlined" onClick={download}>
          {t('busads.secondFactor.download')}
        </Button>
      </Stack>
      {copied && (
        <Typography role="status" variant="body2">
          {t('busads.secondFactor.copied')}
        </Typography>
      )}
    </Stack>
  );
}
