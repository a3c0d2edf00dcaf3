/**
 * Where sign-in returns to: the link that sent a signed-out operator to /login. It travels as react-admin's own
 * location state ({nextPathname, nextSearch}, what its logout on a failed checkAuth leaves and its useLogin
 * reads), set by RequireSession and read by the login page.
 */
export interface NextLocation {
  nextPathname: string;
  nextSearch: string;
}

const ORIGIN = 'https://busads.invalid';

/**
 * A path of this app's signed-in part ('/dashboard', '/dashboard/...', with a query), or undefined: never
 * another site ('//host', 'https:', '/\host'), nor a public page. Location state is written by the app, but
 * a page of the same origin could write it too, so it is checked like a link's parameter.
 */
export function appPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return undefined;
  // Backslashes read as slashes in URLs ('/\evil.example'); control characters and spaces (a location's are encoded) are stripped by URL parsers.
  if ([...path].some((c) => c === '\\' || c <= ' ' || c === '\u007f')) return undefined;
  let url: URL;
  try {
    url = new URL(path, ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== ORIGIN) return undefined;
  if (url.pathname !== '/dashboard' && !url.pathname.startsWith('/dashboard/')) return undefined;
  return `${url.pathname}${url.search}`;
}

/** The path to return to after sign-in, from the login page's location state; undefined: the dashboard. */
export function returnPath(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const { nextPathname, nextSearch } = state as Partial<Record<keyof NextLocation, unknown>>;
  if (typeof nextPathname !== 'string') return undefined;
  return appPath(nextPathname + (typeof nextSearch === 'string' ? nextSearch : ''));
}
