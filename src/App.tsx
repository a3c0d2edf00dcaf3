import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { RequireSession } from './auth/RequireSession';
import { ErrorBoundary } from './customPages/ErrorBoundary';
import { Login } from './customPages/Login';
import { NotFound } from './customPages/NotFound';
import { PageSpinner } from './customPages/PageSpinner';

/** The react-admin part is loaded only under /dashboard, so the public pages stay light. */
const AdminApp = lazy(() => import('./AdminApp'));
/** The register page validates with zod: its own chunk, so the login page's first load has no zod. */
const Register = lazy(() => import('./customPages/Register').then((m) => ({ default: m.Register })));

/** A lazily loaded page: a spinner while its code downloads, 'Cannot reach the server' if that fails. */
const Lazy = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary>
    <Suspense fallback={<PageSpinner />}>{children}</Suspense>
  </ErrorBoundary>
);

/**
 * The routes of SPEC.md section 2, rendered inside a router (tests use a memory router and may pass an
 * admin element built with fake providers).
 */
export function AppRoutes({ admin = <AdminApp /> }: { admin?: ReactNode }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/login" replace />} />
      <Route path="/login" element={<Login />} />
      <Route
        path="/register"
        element={
          <Lazy>
            <Register />
          </Lazy>
        }
      />
      <Route path="/404" element={<NotFound />} />
      <Route
        path="/dashboard"
        element={
          <RequireSession>
            <Navigate to="/dashboard/app" replace />
          </RequireSession>
        }
      />
      <Route
        path="/dashboard/*"
        element={
          <RequireSession>
            {/* The admin's code may fail to download (server down): a message with Retry, not a blank page. */}
            <Lazy>{admin}</Lazy>
          </RequireSession>
        }
      />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
