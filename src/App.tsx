import { lazy, Suspense, type ReactNode } from 'react';
import { RequireSession } from './auth/RequireSession';
import { ErrorBoundary } from './customPages/ErrorBoundary';
import { AdminPart } from './customPages/adminCode';
import { Login } from './customPages/Login';
import { NotFound } from './customPages/NotFound';
import { PageSpinner } from './customPages/PageSpinner';
import { BrowserLocation, Redirect, usePublicLocation } from './customPages/publicRouter';

/** The register page validates with zod: its own chunk, so the login page's first load has no zod. */
const Register = lazy(() => import('./customPages/Register').then((m) => ({ default: m.Register })));

/** A lazily loaded page: a spinner while its code downloads, 'Cannot reach the server' if that fails. */
const Lazy = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary>
    <Suspense fallback={<PageSpinner />}>{children}</Suspense>
  </ErrorBoundary>
);

/** Matches like react-router's routes did: case-insensitive, a trailing slash ignored. */
const normalise = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

/**
 * The routes of SPEC.md section 2: / -> /login, /login, /register, /404, /dashboard/* (react-admin),
 * anything else -> /404. Rendered inside a public location (the browser's in the app; tests bridge a
 * memory router and may pass an admin element built with fake providers).
 */
export function AppRoutes({ admin = <AdminPart /> }: { admin?: ReactNode }) {
  const path = normalise(usePublicLocation().pathname);
  if (path === '/') return <Redirect to="/login" />;
  if (path === '/login') return <Login />;
  if (path === '/register')
    return (
      <Lazy>
        <Register />
      </Lazy>
    );
  if (path === '/404') return <NotFound />;
  if (path === '/dashboard')
    return (
      <RequireSession>
        <Redirect to="/dashboard/app" />
      </RequireSession>
    );
  if (path.startsWith('/dashboard/'))
    return (
      <RequireSession>
        {/* The admin's code may fail to download (server down): a message with Retry, not a blank page. */}
        <Lazy>{admin}</Lazy>
      </RequireSession>
    );
  return <Redirect to="/404" />;
}

export function App() {
  return (
    <BrowserLocation>
      <AppRoutes />
    </BrowserLocation>
  );
}
