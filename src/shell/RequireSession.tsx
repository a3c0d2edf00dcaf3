import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getToken } from '../auth/token';

/** Serves its children only while a session token is in sessionStorage; otherwise goes to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  return getToken() ? children : <Navigate to="/login" replace />;
}
