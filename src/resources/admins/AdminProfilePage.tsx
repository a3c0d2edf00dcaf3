import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CanAccess, Title, useTranslate } from 'react-admin';
import { ResourceList } from '../../components/list/ResourceList';
import type { ResourceDecl } from '../../registry/types';
import { ProfileCard } from './ProfileCard';
import { SecondFactorCard } from './SecondFactorCard';
import { getProfile } from '../../auth/session';

/**
 * /dashboard/admin: the own-profile card for every signed-in admin (the top bar's Profile link opens
 * it), and below it, for holders of ADMIN_ADMIN only, the admin table.
 */
export default function AdminProfilePage({ decl: admins }: { decl: ResourceDecl }) {
  const translate = useTranslate();
  const profileId = getProfile()?.id;
  return (
    <Box sx={{ p: { xs: 1, sm: 2, md: 3 }, minWidth: 0 }}>
      <Title title={translate('busads.profile.title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {translate('busads.profile.title')}
      </Typography>
      <ProfileCard actions={admins.actions} />
      {profileId !== undefined && <SecondFactorCard adminId={profileId} />}
      <CanAccess resource={admins.name} action="list">
        <Typography variant="h5" component="h2" sx={{ mt: 4 }}>
          {translate('busads.admins.title')}
        </Typography>
        <ResourceList decl={admins} title={false} />
      </CanAccess>
    </Box>
  );
}
