import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Ad } from '../../api/entities';
import { InfoDialog } from '../../components/actions/ResultDialog';
import { apiBaseOf } from '../../config/runtimeConfig';
import { useRuntimeConfig } from '../../config/RuntimeConfigContext';
import { mediaUrl } from '../../format/urls';

/** Media: the ad's images and videos (ad_medias); relative paths are served by the API. */
export function AdMediaDialog({ record, onClose }: { record: Ad; onClose: () => void }) {
  const translate = useTranslate();
  const base = apiBaseOf(useRuntimeConfig());
  const medias = record.ad_medias;
  return (
    <InfoDialog title="busads.ads.dialog.media" onClose={onClose} maxWidth="md">
      <Typography variant="subtitle1" gutterBottom>
        {record.name}
      </Typography>
      {medias.length === 0 ? (
        <Typography color="text.secondary">{translate('busads.ads.noMedia')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          {medias.map((m, i) => {
            const label = translate(m.mediaType === 'video' ? 'busads.ads.videoOf' : 'busads.ads.imageOf', {
              name: record.name,
              n: i + 1,
            });
            const style = {
              width: '100%',
              maxHeight: 320,
              objectFit: 'contain',
              background: '#f4f6f8',
              borderRadius: 8,
            } as const;
            return m.mediaType === 'video' ? (
              <video
                key={m.id}
                src={mediaUrl(m.media, base)}
                controls
                preload="metadata"
                aria-label={label}
                style={style}
              />
            ) : (
              <img key={m.id} src={mediaUrl(m.media, base)} alt={label} loading="lazy" style={style} />
            );
          })}
        </Box>
      )}
    </InfoDialog>
  );
}
