import { lazy, Suspense, useMemo, type ComponentProps } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Route } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AdminContext,
  AuthCallback,
  CoreAdminUI,
  CustomRoutes,
  LoadingPage,
  memoryStore,
  Resource,
  type AuthProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { createAuthProvider, knownPermissions } from '../auth/authProvider';
import { getToken } from '../auth/token';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { formatCount, formatNaira } from '../format/format';
import { AccessDenied } from '../customPages/AccessDenied';
import { DashboardHome } from '../customPages/DashboardHome';
import { createAppCall } from '../dataProvider/appCall';
import { createDataProvider } from '../dataProvider/dataProvider';
import { createQueryClient } from '../dataProvider/queryClient';
import { i18nProvider } from '../i18n/i18nProvider';
import { t } from '../i18n/translate';
import { adminDarkTheme, adminTheme } from './theme/adminTheme';
import { Layout } from './layout/Layout';
import { Notification } from './layout/Notification';
import { registry } from '../resources';
import { resourceProps } from './resourceProps';
import { readThemeMode } from './theme/themeMode';

/** Template demo pages (SPEC.md section 1): open to every signed-in admin, no menu entry, own chunks. */
// react-admin's error and authentication-error pages come only when shown: with their <Title> (its configurable
// variant) they bring MUI's TextField, Select and Popover, which nothing on the way to the dashboard needs.
const LazyAdminError = lazy(() => import('./adminErrorPages').then((m) => ({ default: m.Error })));
const LazyAuthenticationError = lazy(() =>
  import('./adminErrorPages').then((m) => ({ default: m.AuthenticationError })),
);
const AdminError = (props: ComponentProps<typeof LazyAdminError>) => (
  <Suspense fallback={null}>
    <LazyAdminError {...props} />
  </Suspense>
);
const AuthenticationError = () => (
  <Suspense fallback={null}>
    <LazyAuthenticationError />
  </Suspense>
);
const ProductsPage = lazy(() => import('../templates/ProductsPage'));
const BlogPage = lazy(() => import('../templates/BlogPage'));
const UserPage = lazy(() => import('../templates/UserPage'));

/**
 * Called while the login page is idle, once this code is here: builds what the dashboard's first render would
 * otherwise build after the sign-in answer. Its number formatters cost 15–30 ms (locale data) at full speed.
 */
export function warmUp(): void {
  formatNaira(0);
  formatCount(0);
}

/** Unknown paths under /dashboard go to /dashboard, which the router sends on to /dashboard/app. */
const BackToDashboard = () => <Navigate to="/dashboard" replace />;

export interface AdminAppProps {
  /** Tests inject fakes; the app builds the real providers once. */
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
  store?: Store;
  /** The page's query cache (App.tsx), where the sign-in has asked for the dashboard's figures. */
  queryClient?: QueryClient;
}

/**
 * The react-admin part: what react-admin's <Admin> renders (its AdminContext, and its AdminUI: CssBaseline,
 * CoreAdminUI, the notification) with the declared resources (src/resources) and the custom routes.
 * Written out because <Admin> refers to react-admin's own login page, layout and a localStorage store as
 * defaults even when they are replaced: measured with the same props, 34 kB gzip more (react-hook-form 16 kB)
 * on the way from Login to the dashboard (docs/architecture.md, "Why AdminApp spells out <Admin>"). The
 * defaults kept are react-admin's own (loading, error, auth pages).
 * The app's router (App.tsx) loads it lazily and renders it for /dashboard/*; its basename makes react-admin's
 * routes and links those below /dashboard. Tests render it with fake providers under a memory router.
 */
export default function AdminApp(props: AdminAppProps) {
  const config = useRuntimeConfig();
  const providers = useMemo(() => {
    const call = createAppCall(config, getToken);
    return {
      dataProvider: props.dataProvider ?? createDataProvider(call, registry),
      authProvider: props.authProvider ?? createAuthProvider({ call, registry, config }),
    };
  }, [config, props.dataProvider, props.authProvider]);
  const store = useMemo(() => props.store ?? memoryStore(), [props.store]);
  const queryClient = useMemo(() => {
    const client = props.queryClient ?? createQueryClient();
    return props.authProvider ? client : knownPermissions(client);
  }, [props.queryClient, props.authProvider]);

  return (
    <AdminContext
      basename="/dashboard"
      dataProvider={providers.dataProvider}
      authProvider={providers.authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      theme={adminTheme}
      darkTheme={adminDarkTheme}
      defaultTheme={readThemeMode()}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          disableTelemetry
          requireAuth
          layout={Layout}
          dashboard={DashboardHome}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          error={AdminError}
          loading={LoadingPage}
          catchAll={BackToDashboard}
          loginPage={false}
          title={t('busads.app.name')}
        >
          {registry.map((decl) => (
            <Resource key={decl.name} {...resourceProps(decl)} />
          ))}
          <CustomRoutes>
            <Route path="/app" element={<DashboardHome />} />
            <Route path="/products" element={<ProductsPage />} />
            <Route path="/blog" element={<BlogPage />} />
            <Route path="/user" element={<UserPage />} />
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
