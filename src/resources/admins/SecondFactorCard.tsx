import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { entities } from '../../api';
import { showFailure } from '../../components/actions/FieldErrorsTarget';
import { RecoveryCodes } from '../../components/secondFactor/RecoveryCodes';
import { SecretKey } from '../../components/secondFactor/SecretKey';
import type { BusAdsDataProvider } from '../../dataProvider/dataProvider';
import type { Values } from '../../registry/types';

const STATUS_KEY = ['profile', 'secondFactor'];
type Step =
  | { kind: 'idle' }
  | { kind: 'enrol'; enrolment: entities.TotpEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/**
 * The own profile's two-step verification (issue 30, an extension): set it up (QR code and key, a first code,
 * then the ten recovery codes once), or turn it off with a current code or the password. A backend without the
 * extension answers the status with 404: the card is then left out.
 */
export function SecondFactorCard({ adminId }: { adminId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BusAdsDataProvider>();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [values, setValues] = useState({ code: '', password: '' });
  const [busy, setBusy] = useState(false);
  const run = (name: string, v: Values = {}) =>
    dataProvider.action('admin', name, { record: { id: adminId }, values: v });
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: async () => (await run('secondFactorStatus')).data as entities.SecondFactorStatus,
    retry: false,
  });
  if (!status.data) return null;
  const { enabled, required, recoveryCodesLeft } = status.data;

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showFailure(error, notify);
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    setValues({ code: '', password: '' });
    setStep({ kind: 'idle' });
    void queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  };
  const enrol = () =>
    attempt(async () =>
      setStep({ kind: 'enrol', enrolment: (await run('secondFactorEnrol')).data as entities.TotpEnrolment }),
    );
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    void attempt(async () => {
      const { recoveryCodes } = (await run('secondFactorConfirm', { code: values.code }))
        .data as entities.RecoveryCodes;
      // No toast: the recovery codes say it, and on a phone a toast would cover their Done button.
      setStep({ kind: 'codes', codes: recoveryCodes });
    });
  };
  const disable = (e: FormEvent) => {
    e.preventDefault();
    void attempt(async () => {
      await run('secondFactorDisable', values);
      notify('busads.secondFactor.turnedOff', { type: 'success' });
      reset();
    });
  };
  const field = (name: 'code' | 'password', label: string) => (
    <TextField
      name={name}
      label={translate(label)}
      type={name === 'password' ? 'password' : 'text'}
      autoComplete={name === 'code' ? 'one-time-code' : 'current-password'}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      size="small"
      sx={{ maxWidth: 320 }}
    />
  );

  return (
    <Card sx={{ mt: 3, maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {translate('busads.secondFactor.profileTitle')}
          </Typography>
          <Typography variant="body2">
            {enabled
              ? translate('busads.secondFactor.on', { left: recoveryCodesLeft })
              : translate('busads.secondFactor.off')}
            {required ? ` ${translate('busads.secondFactor.required')}` : ''}
          </Typography>
          {step.kind === 'idle' && !enabled && (
            <Button variant="contained" onClick={() => void enrol()} loading={busy}>
              {translate('busads.secondFactor.setUp')}
            </Button>
          )}
          {step.kind === 'idle' && enabled && !required && (
            <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'disable' })}>
              {translate('busads.secondFactor.turnOff')}
            </Button>
          )}
          {step.kind === 'enrol' && (
            <Stack component="form" spacing={2} onSubmit={confirm} noValidate sx={{ alignItems: 'flex-start' }}>
              <SecretKey enrolment={step.enrolment} />
              {field('code', 'busads.secondFactor.code')}
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" loading={busy}>
                  {translate('busads.secondFactor.confirm')}
                </Button>
                <Button onClick={reset}>{translate('busads.secondFactor.cancel')}</Button>
              </Stack>
            </Stack>
          )}
          {step.kind === 'codes' && (
            <>
              <RecoveryCodes codes={step.codes} />
              <Button variant="contained" onClick={reset}>
                {translate('busads.secondFactor.done')}
              </Button>
            </>
          )}
          {step.kind === 'disable' && (
            <Stack
              component="form"
              spacing={2}
              onSubmit={disable}
              noValidate
              aria-label={translate('busads.secondFactor.turnOffTitle')}
              sx={{ alignItems: 'flex-start' }}
            >
              <Typography variant="body2">{translate('busads.secondFactor.turnOffPrompt')}</Typography>
              {field('code', 'busads.secondFactor.code')}
              {field('password', 'busads.secondFactor.password')}
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" color="error" loading={busy}>
                  {translate('busads.secondFactor.turnOff')}
                </Button>
                <Button onClick={reset}>{translate('busads.secondFactor.cancel')}</Button>
              </Stack>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
