import { useMemo, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { PublicLocationContext, type PublicLocation } from '../../src/components/publicRouter';

/**
 * Feeds the public pages' router from react-router's location, so a test can drive a public page (and
 * the react-admin part) with a MemoryRouter. The app uses the browser's history (publicRouter.test.tsx).
 */
export function RouterLocation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<PublicLocation>(
    () => ({ pathname, navigate: (to, options) => void navigate(to, { replace: options?.replace }) }),
    [pathname, navigate],
  );
  return <PublicLocationContext.Provider value={value}>{children}</PublicLocationContext.Provider>;
}

/**
 * For <AppRoutes admin={...}>: as RouterLocation, and under /dashboard/* the routes sit in that route, as
 * RoutedAdminApp puts react-admin in the app, so <Admin basename="/dashboard"> matches its own routes.
 */
export function AppRouterLocation({ children }: { children: ReactNode }) {
  return (
    <Routes>
      <Route path="/dashboard/*" element={<RouterLocation>{children}</RouterLocation>} />
      <Route path="*" element={<RouterLocation>{children}</RouterLocation>} />
    </Routes>
  );
}
