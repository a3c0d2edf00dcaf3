/**
 * The login form index.html paints before any script has arrived (issue 17): this page as the build renders it
 * (issue 28: scripts/build/staticLogin.tsx). React's login page replaces it and starts from what the operator did
 * there. Its inline script (scripts/build/staticLoginScript.js) marks on the form the field that had focus
 * (data-focused), a submit it held back (data-submitted) and a shown password (data-show-password).
 */
export const STATIC_LOGIN_ID = 'static-login';

/** Its styles, in <head>: for that page only. */
export const STATIC_LOGIN_STYLE_ID = 'static-login-style';

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
  if (typeof document === 'undefined') return null; // rendered at build time (scripts/build/staticLogin.tsx)
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
  // Its styles (CssBaseline's page styles among them) give way to MUI's, which draw the same here and follow
  // the theme from now on (the admin's, a change of mode).
  document.documentElement.removeAttribute('data-static-login');
  document.getElementById(STATIC_LOGIN_STYLE_ID)?.remove();
  return {
    username: fieldValue(form, 'username')?.value ?? '',
    password: fieldValue(form, 'password')?.value ?? '',
    remember: fieldValue(form, 'remember')?.checked ?? true,
    showPassword: form.hasAttribute('data-show-password'),
    focused: form.getAttribute('data-focused') || undefined,
    submitted,
  };
}
