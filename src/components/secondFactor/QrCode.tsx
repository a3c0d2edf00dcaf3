import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { t } from '../../i18n/translate';

/**
 * The QR code of an otpauth:// URI, drawn as SVG by uqr. The library is imported here on demand, so it is in
 * neither the login page's first load nor the app's: only when a secret is shown.
 */
export function QrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<{ uri: string; svg: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSvg({ uri, svg: renderSVG(uri, { border: 2 }) });
    });
    return () => {
      live = false;
    };
  }, [uri]);
  const src = svg?.uri === uri ? `data:image/svg+xml,${encodeURIComponent(svg.svg)}` : undefined;
  // An <img> of the SVG (the CSP allows data: images), so no markup is inserted into the page.
  return src ? (
    <Box
      component="img"
      src={src}
      alt={t('busads.secondFactor.qrLabel')}
      sx={{ width: 200, height: 200, bgcolor: '#fff' }}
    />
  ) : (
    <Box role="img" aria-label={t('busads.secondFactor.qrLabel')} sx={{ width: 200, height: 200 }} />
  );
}
