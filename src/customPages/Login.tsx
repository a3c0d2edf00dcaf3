import { useEffectEvent, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { setFlash } from '../auth/flash';
import { returnPath } from '../auth/returnPath';
import { signedInElsewhereForThatTabOnly } from '../auth/token';
import { DEMO_SIGN_IN } from '../config/runtimeConfig';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import type { SignInModule } from '../auth/signInWith';
import type { CallEndpoint } from '../dataProvider/httpClient';
import { usePageQueryClient } from '../dataProvider/pageQueryClient';
import { t } from '../i18n/translate';
import { isChunkLoadError } from '../components/feedback/PageError';
import { PublicShell } from './PublicShell';
import { PublicTextField } from './PublicTextField';
import { PublicToast, type Toast } from './PublicToast';
import { findStaticLogin, takeStaticLogin } from './staticLogin';
import { SecondFactorStep } from './SecondFactorStep';
import type { entities } from '../api';

type Field = 'username' | 'password';

const validate = (values: Record<Field, string>): Partial<Record<Field, string>> => ({
  ...(values.username.trim() ? {} : { username: t('busads.validation.usernameRequired') }),
  ...(values.password ? {} : { password: t('busads.validation.passwordRequired') }),
});

/** The sign-in code (HTTP client, contract, zod): not in the page's first load, imported on demand. */
const importSignIn = (): Promise<SignInModule> => import('../auth/signInWith');

export interface LoginProps {
  /** Tests inject the endpoint caller; the page builds the real HTTP client. */
  call?: CallEndpoint;
  /** Tests inject a failing download; the page imports ../auth/signInWith. */
  loadSignIn?: () => Promise<SignInModule>;
}

/**
 * /login: signs in with the auth session module directly, so react-admin is not loaded here. The
 * sign-in code is downloaded on the form's first change (or on submit), after the form is on screen;
 * a download that fails says the server cannot be reached, and the next submit tries again.
 *
 * On a cold load of /login, index.html has already painted the same form (issue 17): this page replaces it
 * and starts from what the operator typed there, with the same field focused, and submits if they already
 * had (staticLogin.ts).
 */
export function Login({ call, loadSignIn = importSignIn }: LoginProps) {
  const navigate = useNavigate();
  // The link that sent a signed-out operator here (RequireSession), else SPEC.md's /dashboard (its home, /app).
  const next = returnPath(useLocation().state) ?? '/dashboard/app';
  const config = useRuntimeConfig();
  const queryClient = usePageQueryClient();
  const signInCode = useRef<Promise<SignInModule> | undefined>(undefined);
  const load = () =>
    (signInCode.current ??= loadSignIn().catch((err: unknown) => {
      signInCode.current = undefined;
      throw err;
    }));
  const preload = () => {
    if (!signInCode.current) load().catch(() => undefined);
  };
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [remember, setRemember] = useState(true);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [toast, setToast] = useState<Toast | null>(null);
  const [staticForm] = useState(findStaticLogin);
  const [tabOnlyElsewhere] = useState(signedInElsewhereForThatTabOnly);
  const formRef = useRef<HTMLFormElement>(null);
  // A sign-in whose password was right and which asks for a second factor (issue 30), with its 'Remember me'.
  const [challenge, setChallenge] = useState<{ challenge: entities.LoginChallenge; remember: boolean } | null>(null);
  const errors = validate(values);

  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const change = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const blur = (field: Field) => () => setTouched((s) => ({ ...s, [field]: true }));

  async function signIn(typed: Record<Field, string>, rememberMe: boolean) {
    setTouched({ username: true, password: true });
    if (Object.keys(validate(typed)).length > 0) return;
    setSubmitting(true);
    try {
      const { signInWith } = await load();
      const answer = await signInWith(
        config,
        { username: typed.username.trim(), password: typed.password, remember: rememberMe },
        call,
        queryClient,
      );
      if ('challenge' in answer) {
        setChallenge({ challenge: answer, remember: rememberMe });
        setSubmitting(false);
        return;
      }
      signedIn();
    } catch (err) {
      showFailure(err);
      setSubmitting(false);
    }
  }

  function signedIn() {
    setFlash({ message: 'busads.login.success', type: 'success' });
    navigate(next);
  }

  function showFailure(err: unknown) {
    const message = isChunkLoadError(err)
      ? t('busads.http.unreachable')
      : err instanceof Error && err.message
        ? err.message
        : t('busads.login.failure');
    setToast({ message, type: 'error' });
  }

  async function secondStep(code: string): Promise<string[]> {
    if (!challenge) return [];
    const { secondStepWith } = await load();
    const step = { challenge: challenge.challenge.challenge, code, remember: challenge.remember };
    return secondStepWith(config, step, challenge.challenge.secondFactor === 'enrol', call);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void signIn(values, remember);
  }

  // Read when React's form has replaced the static one (not at render): keys typed meanwhile count too.
  const takeOver = useEffectEvent((form: HTMLFormElement) => {
    const typed = takeStaticLogin(form);
    const fields = { username: typed.username, password: typed.password };
    setValues(fields);
    setRemember(typed.remember);
    setShowPassword(typed.showPassword);
    const focused = typed.focused && formRef.current?.elements.namedItem(typed.focused);
    if (focused instanceof HTMLElement) focused.focus();
    if (typed.submitted) void signIn(fields, typed.remember);
  });
  useLayoutEffect(() => {
    // The static form's fields are state from outside React, adopted once, before the first paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (staticForm) takeOver(staticForm);
  }, [staticForm]);

  return (
    <PublicShell title={t('busads.login.submit')}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('busads.login.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('busads.login.greeting')}
      </Typography>
      {tabOnlyElsewhere && config.dataProvider !== 'mock' && (
        <Typography role="status" variant="body2" sx={{ mb: 3, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          {t('busads.loginNote.tabOnly')}
        </Typography>
      )}
      {config.dataProvider === 'mock' && (
        <Typography variant="body2" sx={{ mb: 3, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          {t('busads.login.demoHint', DEMO_SIGN_IN)}
        </Typography>
      )}
      {challenge ? (
        <SecondFactorStep
          challenge={challenge.challenge}
          submit={secondStep}
          onDone={signedIn}
          onBack={() => {
            setChallenge(null);
            setValues((v) => ({ ...v, password: '' }));
          }}
          onError={showFailure}
        />
      ) : (
        <Stack
          component="form"
          ref={formRef}
          spacing={2.5}
          noValidate
          onSubmit={submit}
          onChange={preload}
          aria-label={t('busads.login.title')}
        >
          <PublicTextField
            id="login-username"
            name="username"
            label={t('busads.login.username')}
            autoComplete="username"
            autoFocus={!staticForm}
            value={values.username}
            onChange={change('username')}
            onBlur={blur('username')}
            error={Boolean(shown('username'))}
            helperText={shown('username')}
          />
          <PublicTextField
            id="login-password"
            name="password"
            label={t('busads.login.password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            onBlur={blur('password')}
            error={Boolean(shown('password'))}
            helperText={shown('password')}
            endAdornment={
              <InputAdornment position="end">
                <IconButton
                  aria-label={t(showPassword ? 'busads.login.hidePassword' : 'busads.login.showPassword')}
                  onClick={() => setShowPassword((s) => !s)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              </InputAdornment>
            }
          />
          <FormControlLabel
            control={<Checkbox name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
            label={t('busads.login.remember')}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={submitting} disabled={submitting}>
            {t('busads.login.submit')}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {t('busads.login.noAccount')}{' '}
            <Link component={RouterLink} to="/register">
              {t('busads.login.register')}
            </Link>
          </Typography>
        </Stack>
      )}
      <PublicToast toast={toast} onClose={() => setToast(null)} />
    </PublicShell>
  );
}
