import { lazy, memo, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RequireSession } from './RequireSession';
import { ErrorBoundary } from '../components/feedback/ErrorBoundary';
import { Login } from '../customPages/Login';
import { NotFound } from '../customPages/NotFound';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { BrowserLocation, Redirect, usePublicLocation } from '../components/publicRouter';
import { lazyQueryClient, PageQueryClientContext, usePageQueryClient } from '../dataProvider/pageQueryClient';

/** The register page validates with zod: its own chunk, so the login page's first load has no zod. */
const Register = lazy(() => import('../customPages/Register').then((m) => ({ default: m.Register })));

type AdminModule = typeof import('./AdminApp');
let loaded: AdminModule | undefined;

/** The admin part's code (react-admin, react-router, every declaration): its own chunk, for its route and the prefetch. */
export const importAdmin = (): Promise<AdminModule> => import('./AdminApp').then((m) => (loaded = m));

/**
 * The admin part: a spinner until its code is here (prefetched on the login page, preloaded by index.html on a
 * direct load of a signed-in page), then the admin, rendered in a transition (in slices). Not through React.lazy:
 * React holds back content revealed after a Suspense fallback for up to 300 ms so that spinners do not flicker,
 * which an operator would wait after Login and on every direct load. A download that fails is thrown to the
 * error boundary around it ('Cannot reach the server' with Retry).
 *
 * Memoised: every navigation inside the admin changes the public router's path (a synchronous update, from
 * useSyncExternalStore), and without it the whole admin (frame, page, charts) rendered again in one task before
 * react-router's own rendering of the navigation (~90 ms at full speed on the dashboard, at each menu click).
 */
const AdminPart = memo(function AdminPart() {
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
  return part ? <part.admin.RoutedAdminApp queryClient={part.client} /> : <PageSpinner />;
});

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

/** Matches like react-router's routes did: case-insensitive, a trailing slash ignored. */
const normalise = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

/**
 * The routes of SPEC.md section 2: / -> /login, /login, /register, /404, /dashboard/* (react-admin,
 * src/shell/AdminApp.tsx, loaded lazily), anything else -> /404. Rendered inside a public location (the
 * browser's in the app; tests bridge a memory router and may pass an admin element built with fake providers).
 */
export function AppRoutes({ admin = <AdminPart /> }: { admin?: ReactNode }) {
  const path = normalise(usePublicLocation().pathname);
  const onLogin = path === '/login';
  // While the login form is on screen, the admin's code downloads in idle time.
  useEffect(() => (onLogin ? prefetchAdminWhenIdle() : undefined), [onLogin]);
  if (path === '/') return <Redirect to="/login" />;
  if (onLogin) return <Login />;
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
  // The page's one query cache: the sign-in fills it, the admin part renders over it (pageQueryClient.ts).
  const [queryClient] = useState(lazyQueryClient);
  return (
    <PageQueryClientContext value={queryClient}>
      <BrowserLocation>
        <AppRoutes />
      </BrowserLocation>
    </PageQueryClientContext>
  );
}
