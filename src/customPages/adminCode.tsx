import { lazy } from 'react';

type AdminModule = typeof import('./RoutedAdminApp');
let loaded: AdminModule | undefined;

/** The admin part's code (react-admin, react-router, every screen's declaration): one import for its route and the prefetch. */
export const importAdmin = (): Promise<AdminModule> => import('./RoutedAdminApp').then((m) => (loaded = m));

const LazyAdmin = lazy(importAdmin);

/**
 * The admin part. Once its code is here (prefetched on the login page) it renders at once: through
 * React.lazy it would suspend one more time, and React holds back content revealed after a Suspense
 * fallback for up to 300 ms so that spinners do not flicker – time an operator would wait after Login.
 */
export function AdminPart() {
  const Admin = loaded?.default ?? LazyAdmin;
  return <Admin />;
}

interface SaveDataConnection {
  connection?: { saveData?: boolean };
}

/**
 * Once the login form is on screen and the browser has nothing else to do, fetch the admin's code, so
 * signing in waits for the server only. Skipped when the browser asks to save data (metered phone
 * plans), and where the browser has no idle callbacks. Returns the cancel.
 */
export function prefetchAdminWhenIdle(load: () => Promise<unknown> = importAdmin): () => void {
  if (typeof requestIdleCallback !== 'function' || (navigator as SaveDataConnection).connection?.saveData) return () => undefined;
  const id = requestIdleCallback(() => void load().catch(() => undefined), { timeout: 3000 });
  return () => cancelIdleCallback(id);
}
