import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Title, useGetOne, useTranslate, type Identifier } from 'react-admin';
import type { entities } from '../api';
import { LoadError } from './LoadError';
import { PageSpinner } from './PageSpinner';

const FIELDS = ['fullname', 'username', 'phone', 'address'] as const;

/** The data provider answers getOne('profile', {id: 'me'}) with the own profile. */
type ProfileRecord = Omit<entities.AdminProfile, 'id'> & { id: Identifier };

/** /dashboard/admin for now: the own-profile card, read-only (SPEC.md section 2, Admin Profile). */
export function Profile() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne<ProfileRecord>('profile', { id: 'me' });
  return (
    <Box sx={{ p: { xs: 1, sm: 2, md: 3 } }}>
      <Title title={translate('busads.profile.title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {translate('busads.profile.title')}
      </Typography>
      {isPending ? (
        <PageSpinner label={translate('busads.profile.loading')} />
      ) : error || typeof data?.username !== 'string' ? (
        <LoadError text="busads.profile.error" error={error} retryLabel="busads.profile.retry" onRetry={() => void refetch()} />
      ) : (
        <Card sx={{ maxWidth: 720 }}>
          <CardContent
            sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
          >
            {FIELDS.map((field) => (
              <TextField
                key={field}
                id={`profile-${field}`}
                label={translate(`busads.profile.${field}`)}
                value={data[field] ?? ''}
                slotProps={{ input: { readOnly: true } }}
                fullWidth
              />
            ))}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
