import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { RequireSession } from './RequireSession';
import { ErrorBoundary } from '../components/feedback/ErrorBoundary';
import { Login } from '../customPages/Login';
import { NotFound } from '../customPages/NotFound';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { lazyQueryClient, PageQueryClientContext, usePageQueryClient } from '../dataProvider/pageQueryClient';
import { loadMockMode } from '../dataProvider/mockModeLoader';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';

/** The register page validates with zod: its own chunk, so the login page's first load has no zod. */
const Register = lazy(() => import('../customPages/Register').then((m) => ({ default: m.Register })));

type AdminModule = typeof import('./AdminApp');
let loaded: AdminModule | undefined;

/** The admin part's code (react-admin, every declaration): its own chunk, for its route and the prefetch. */
export const importAdmin = (): Promise<AdminModule> => import('./AdminApp').then((m) => (loaded = m));

/**
 * The admin part: a spinner until its code is here (prefetched on the login page, preloaded by index.html on a
 * direct load of a signed-in page), then the admin, rendered in a transition (in slices). Not through React.lazy:
 * React holds back content revealed after a Suspense fallback for up to 300 ms so that spinners do not flicker,
 * which an operator would wait after Login and on every direct load. A download that fails is thrown to the
 * error boundary around it ('Cannot reach the server' with Retry).
 *
 * A navigation inside the admin does not render it again from here: its route's element is the same one (made
 * once by AppRoutes), and react-router renders what the navigation changes, react-admin's own routes.
 */
function AdminPart() {
  // The page's query cache, where the sign-in has asked for the dashboard's figures.
  const queryClient = usePageQueryClient();
  const [part, setPart] = useState(() =>
    loaded && (!queryClient || queryClient.current) ? { admin: loaded, client: queryClient?.current } : undefined,
  );
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (part) return;
    let current = true;
    Promise.all([importAdmin(), queryClient?.load()]).then(
      ([admin, client]) => current && startTransition(() => setPart({ admin, client })),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [part, queryClient]);
  if (failure) throw failure.error;
  return part ? <part.admin.default queryClient={part.client} /> : <PageSpinner />;
}

interface SaveDataConnection {
  connection?: { saveData?: boolean };
}

/**
 * The admin's code (its modules are evaluated as they arrive), then, in a later idle moment, what its first
 * screen would otherwise build after the sign-in answer (warmUp).
 */
const prefetchAdmin = () =>
  importAdmin().then((admin) => {
    requestIdleCallback(() => admin.warmUp());
  });

/**
 * Once the login form is on screen and the browser has nothing else to do, fetch the admin's code, so
 * signing in waits for the server only. Skipped when the browser asks to save data (metered phone
 * plans), and where the browser has no idle callbacks. Returns the cancel.
 */
export function prefetchAdminWhenIdle(load: () => Promise<unknown> = prefetchAdmin): () => void {
  if (typeof requestIdleCallback !== 'function' || (navigator as SaveDataConnection).connection?.saveData)
    return () => undefined;
  const id = requestIdleCallback(() => void load().catch(() => undefined), { timeout: 3000 });
  return () => cancelIdleCallback(id);
}

/** A lazily loaded page: a spinner while its code downloads, 'Cannot reach the server' if that fails. */
const Lazy = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary>
    <Suspense fallback={<PageSpinner />}>{children}</Suspense>
  </ErrorBoundary>
);

/** /login: the form, and while it is on screen, the admin's code downloading in idle time. */
function LoginRoute() {
  useEffect(() => prefetchAdminWhenIdle(), []);
  return <Login />;
}

/**
 * The routes of SPEC.md section 2, the app's one router (react-router's, which react-admin uses too): / -> /login,
 * /login, /register, /404, /dashboard -> /dashboard/app, /dashboard/* (react-admin, src/shell/AdminApp.tsx, loaded
 * lazily, under <Admin basename="/dashboard">), anything else -> /404. Matched case-insensitively, a trailing slash
 * ignored. Rendered inside a router (the browser's in the app; tests use a memory router and may pass an admin
 * element built with fake providers).
 */
export function AppRoutes({ admin = <AdminPart /> }: { admin?: ReactNode }) {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/login" replace />} />
      <Route path="/login" element={<LoginRoute />} />
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
  // The page's one query cache: the sign-in fills it, the admin part renders over it (pageQueryClient.ts).
  const [queryClient] = useState(lazyQueryClient);
  // Mock mode's backend (its code, the kept or the build's database, sql.js) starts with the page, beside the
  // login page or the admin's code, rather than at the first call (issue 31). A failure shows at that call.
  const mock = useRuntimeConfig().dataProvider === 'mock';
  useEffect(() => {
    if (mock) loadMockMode().catch(() => undefined);
  }, [mock]);
  return (
    <PageQueryClientContext value={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PageQueryClientContext>
  );
}
