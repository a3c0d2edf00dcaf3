import { useState, type FormEvent } from 'react';
import { z } from '../api/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../i18n/translate';
import { PublicShell } from './PublicShell';
import { PublicTextField } from './PublicTextField';

const name = () =>
  z
    .string()
    .check(z.trim(), z.minLength(2, t('busads.validation.tooShort')), z.maxLength(50, t('busads.validation.tooLong')));

/** SPEC.md section 5, register (template): names 2..50, a valid email, a password. */
export const registerSchema = z.object({
  firstName: name(),
  lastName: name(),
  email: z.email(t('busads.validation.email')),
  password: z.string().check(z.minLength(1, t('busads.validation.passwordRequired'))),
});

type Field = keyof z.infer<typeof registerSchema>;
const FIELDS: { field: Field; label: string; type?: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'busads.register.firstName', autoComplete: 'given-name' },
  { field: 'lastName', label: 'busads.register.lastName', autoComplete: 'family-name' },
  { field: 'email', label: 'busads.register.email', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'busads.register.password', type: 'password', autoComplete: 'new-password' },
];

function errorsOf(values: Record<Field, string>): Partial<Record<Field, string>> {
  const result = registerSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return errors;
}

/** /register: the template page of SPEC.md. It validates and makes no call. */
export function Register() {
  const [values, setValues] = useState<Record<Field, string>>({ firstName: '', lastName: '', email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [done, setDone] = useState(false);
  const errors = errorsOf(values);

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched({ firstName: true, lastName: true, email: true, password: true });
    setDone(Object.keys(errors).length === 0);
  }

  return (
    <PublicShell title={t('busads.register.title')}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('busads.register.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('busads.register.subtitle')}
      </Typography>
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-label={t('busads.register.title')}>
        {done && <Alert severity="info">{t('busads.register.noCall')}</Alert>}
        {FIELDS.map(({ field, label, type, autoComplete }) => {
          const error = touched[field] ? errors[field] : undefined;
          return (
            <PublicTextField
              key={field}
              id={`register-${field}`}
              name={field}
              type={type}
              label={t(label)}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
              onBlur={() => setTouched((s) => ({ ...s, [field]: true }))}
              error={Boolean(error)}
              helperText={error}
            />
          );
        })}
        <Button type="submit" variant="contained" size="large" fullWidth>
          {t('busads.register.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('busads.register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login">
            {t('busads.register.login')}
          </Link>
        </Typography>
      </Stack>
    </PublicShell>
  );
}
