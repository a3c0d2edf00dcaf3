import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, required, TextInput, useGetOne, useTranslate, type Identifier } from 'react-admin';
import type { Admin } from '../../api/entities';
import { updateStoredProfile } from '../../auth/session';
import { ActionRunner } from '../../components/actions/ActionRunner';
import { FieldErrorsTarget } from '../../components/actions/FieldErrorsTarget';
import { useResourceAction } from '../../components/actions/useResourceAction';
import { Failure, failureText } from '../../components/feedback/Failure';
import { PageSpinner } from '../../components/feedback/PageSpinner';
import { useKeptError } from '../../components/feedback/useKeptError';
import type { ActionDecl, AnyRecord, Values } from '../../registry/types';
import { LogoutEverywhere } from './LogoutEverywhere';

const FIELDS = ['fullname', 'username', 'phone', 'address'] as const;
/** Messages of SPEC.md section 5 (own profile), shared with the admin dialogs. */
const REQUIRED: Record<(typeof FIELDS)[number], string> = {
  fullname: 'busads.admins.validation.fullname',
  username: 'busads.admins.validation.username',
  phone: 'busads.admins.validation.phone',
  address: 'busads.admins.validation.address',
};

/** The data provider answers getOne('profile', {id: 'me'}) with the own record. */
type ProfileRecord = Omit<Admin, 'id'> & { id: Identifier };

/** The own-profile card: read-only until 'Edit Profile' (which becomes 'Submit'), and 'Change Password'. */
export function ProfileCard({ actions }: { actions: ActionDecl<AnyRecord>[] }) {
  const translate = useTranslate();
  const query = useGetOne<ProfileRecord>('profile', { id: 'me' });
  const { data, refetch } = query;
  // A failure stays on screen while the profile is asked for again by itself (issue 29): no spinner between tries.
  const error = useKeptError(query.error, query.isFetching);
  if (query.isPending && !error) return <PageSpinner label={translate('busads.profile.loading')} />;
  if (error || typeof data?.username !== 'string' || typeof data.id !== 'number')
    return (
      <Failure
        message={failureText(translate, 'busads.profile.error', error)}
        retryLabel={translate('busads.profile.retry')}
        onRetry={() => void refetch()}
      />
    );
  return <ProfileForm profile={data as Admin} actions={actions} />;
}

function ProfileForm({ profile, actions }: { profile: Admin; actions: ActionDecl<AnyRecord>[] }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const update = actions.find((a) => a.name === 'updateProfile')!;
  const changePassword = actions.find((a) => a.name === 'changePassword')!;
  const logoutEverywhere = actions.find((a) => a.name === 'logoutEverywhere')!;
  const save = useResourceAction('admin', update, profile, (result) => {
    const { fullname, username, phone, email, address } = result as Admin;
    updateStoredProfile({ fullname, username, phone, email, address });
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
    void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    setEditing(false);
  });
  const values = Object.fromEntries(FIELDS.map((f) => [f, profile[f]]));
  const canRename = profile.privileges.includes('ADMIN_ADMIN');
  return (
    <Card sx={{ maxWidth: 720 }} component="section" aria-label={translate('busads.profile.title')}>
      {/* A new form per mode and per saved profile: Cancel and a refetch both show the stored values. */}
      <Form
        key={editing ? 'editing' : JSON.stringify(values)}
        defaultValues={values}
        onSubmit={(v: Values) => save.mutate(v)}
        noValidate
        disableInvalidFormNotification
      >
        <FieldErrorsTarget sources={FIELDS} />
        <CardContent sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          {FIELDS.map((field) => {
            // The server refuses a rename without ADMIN_ADMIN, whatever the name (issue 30): say so, keep it as is.
            const fixed = editing && field === 'username' && !canRename;
            return (
              <TextInput
                key={field}
                source={field}
                label={`busads.profile.${field}`}
                readOnly={!editing || fixed}
                validate={editing && !fixed ? required(REQUIRED[field]) : undefined}
                helperText={fixed ? 'busads.ownUsername.fixed' : false}
                // The read-only field greys its helper text as disabled, below the contrast the reason needs.
                sx={fixed ? { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } } : undefined}
                fullWidth
              />
            );
          })}
        </CardContent>
        <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {/* Distinct keys: the click on 'Edit Profile' must not submit the form it turns into 'Submit'. */}
          {editing ? (
            <Box key="editing" sx={{ display: 'flex', gap: 1 }}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {translate('busads.profile.submit')}
              </Button>
              <Button onClick={() => setEditing(false)}>{translate('busads.profile.cancel')}</Button>
            </Box>
          ) : (
            <Button key="view" variant="contained" onClick={() => setEditing(true)}>
              {translate('busads.profile.edit')}
            </Button>
          )}
          <Button variant="outlined" onClick={() => setChangingPassword(true)}>
            {translate('busads.profile.changePassword')}
          </Button>
          <LogoutEverywhere action={logoutEverywhere} record={profile} />
        </CardActions>
      </Form>
      {changingPassword && (
        <ActionRunner
          resource="admin"
          action={changePassword}
          record={profile}
          onClose={() => setChangingPassword(false)}
        />
      )}
    </Card>
  );
}
