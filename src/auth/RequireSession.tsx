import type { ReactNode } from 'react';
import { Redirect } from '../shell/publicRouter';
import { getToken } from './token';

/** Serves its children only while a session token is in sessionStorage; otherwise goes to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  return getToken() ? children : <Redirect to="/login" />;
}
