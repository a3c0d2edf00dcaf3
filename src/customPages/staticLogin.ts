/**
 * The login form index.html paints before any script has arrived (issue 17): React's login page starts
 * from what the operator did there. index.html's inline script marks on the form the field that had focus
 * (data-focused), a submit it held back (data-submitted) and a shown password (data-show-password).
 */
export const STATIC_LOGIN_ID = 'static-login';

export interface StaticLoginState {
  username: string;
  password: string;
  remember: boolean;
  showPassword: boolean;
  /** The name of the field that had focus ('username', 'password', 'remember'), if any. */
  focused?: string;
  /** The operator submitted before the scripts arrived: React's form submits once it is there. */
  submitted: boolean;
}

/** The static form while it is in the page (React removes it with its first render of the app). */
export const findStaticLogin = (): HTMLFormElement | null => {
  const form = document.getElementById(STATIC_LOGIN_ID);
  return form instanceof HTMLFormElement ? form : null;
};

const fieldValue = (form: HTMLFormElement, name: string) => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field : undefined;
};

/**
 * What the operator left in the static form, read once: a held submit is handed over only the first time,
 * so that it is replayed once.
 */
export function takeStaticLogin(form: HTMLFormElement): StaticLoginState {
  const submitted = form.hasAttribute('data-submitted');
  form.removeAttribute('data-submitted');
  // index.html's page styles (body, color-scheme) give way to MUI's CssBaseline, which draws the same here
  // and follows the theme from now on (the admin's, a change of mode).
  document.documentElement.removeAttribute('data-static-login');
  return {
    username: fieldValue(form, 'username')?.value ?? '',
    password: fieldValue(form, 'password')?.value ?? '',
    remember: fieldValue(form, 'remember')?.checked ?? true,
    showPassword: form.hasAttribute('data-show-password'),
    focused: form.getAttribute('data-focused') || undefined,
    submitted,
  };
}
