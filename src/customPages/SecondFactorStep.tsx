import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { entities } from '../api';
import { RecoveryCodes } from '../components/secondFactor/RecoveryCodes';
import { SecretKey } from '../components/secondFactor/SecretKey';
import { t } from '../i18n/translate';
import { PublicTextField } from './PublicTextField';

export interface SecondFactorStepProps {
  challenge: entities.LoginChallenge;
  /** Sends the code with the challenge; answers the recovery codes of a compulsory enrolment (else none). */
  submit: (code: string) => Promise<string[]>;
  /** Signed in: on to the app. */
  onDone: () => void;
  /** Starts the sign-in again. */
  onBack: () => void;
  /** Shows a failure (the login page's toast). */
  onError: (err: unknown) => void;
}

/**
 * The sign-in's second step (issue 30): the code of the admin's authenticator app or a recovery code; or, when
 * their privileges require a second factor they lack (REQUIRE_2FA_FOR), the new key to enter and its first
 * code, then the recovery codes, once, before the app.
 */
export function SecondFactorStep({ challenge, submit, onDone, onBack, onError }: SecondFactorStepProps) {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const error = touched && !code.trim() ? t('busads.secondFactor.codeRequired') : undefined;

  async function send(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (!code.trim()) return;
    setSubmitting(true);
    try {
      const codes = await submit(code.trim());
      if (codes.length > 0) setRecoveryCodes(codes);
      else onDone();
    } catch (err) {
      setSubmitting(false);
      onError(err);
    }
  }

  if (recoveryCodes)
    return (
      <Stack spacing={2.5}>
        <RecoveryCodes codes={recoveryCodes} />
        <Button variant="contained" size="large" fullWidth onClick={onDone}>
          {t('busads.secondFactor.continue')}
        </Button>
      </Stack>
    );

  const enrol = challenge.enrolment;
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={send} aria-label={t('busads.secondFactor.title')}>
      <Typography variant="h5" component="h2">
        {t('busads.secondFactor.title')}
      </Typography>
      {enrol ? (
        <>
          <Typography>{t('busads.secondFactor.enrolRequired')}</Typography>
          <SecretKey enrolment={enrol} />
        </>
      ) : (
        <Typography>{t('busads.secondFactor.codePrompt')}</Typography>
      )}
      <PublicTextField
        id="login-code"
        name="code"
        label={t('busads.secondFactor.code')}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(error)}
        helperText={error}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} disabled={submitting}>
        {t(enrol ? 'busads.secondFactor.confirm' : 'busads.secondFactor.verify')}
      </Button>
      <Button variant="text" onClick={onBack}>
        {t('busads.secondFactor.back')}
      </Button>
    </Stack>
  );
}
