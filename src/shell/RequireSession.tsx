import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { NextLocation } from '../auth/returnPath';
import { getToken } from '../auth/token';

/**
 * Serves its children only while a session token is in sessionStorage; otherwise goes to /login, which
 * returns here after sign-in (returnPath.ts).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const next: NextLocation = { nextPathname: pathname, nextSearch: search };
  return getToken() ? children : <Navigate to="/login" replace state={next} />;
}
