import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';
import type { Endpoint } from '../../src/api';
import { createMockCall, mockVendors, type MockData } from '../../src/dataProvider/mockBackend';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { registry } from '../../src/resources';

export const demoProfile: MockData['profile'] = {
  id: 1, fullname: 'Ada Admin', username: 'admin', email: 'admin@busads.ng', phone: '+2348030000000', address: 'Ikeja',
  profilePicture: null, privileges: ['ADMIN_VENDOR'], usertype: 0,
};

/** Renders a screen inside react-admin's context, on the registry-driven provider over the mock backend. */
export function renderAdmin(
  ui: ReactNode,
  { resource, data, delay, fail, network, authProvider }: { resource?: string; data?: Partial<MockData>; delay?: Delay; fail?: Failure; network?: Network; authProvider?: AuthProvider } = {},
) {
  const call = createMockCall({
    vendors: mockVendors(120),
    profile: demoProfile,
    dashboard: { totalTopupSum: 0, totalSelfTopupSum: 0, totalSystemTopupSum: 0, totalRoutes: 0, vendorsCount: 0, totalAds: 0, totalActiveAds: 0, totalInactiveAds: 0, totalBlockedAds: 0, totalViews: 0 },
    ...data,
  });
  const failed = fail ? failing(call, fail) : call;
  const answering = network ? network(failed) : failed;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const content = resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui;
  const view = render(
    <AdminContext authProvider={authProvider} dataProvider={createDataProvider(delay ? slowly(answering, delay) : answering, registry)} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
      {content}
      <Notification />
    </AdminContext>,
  );
  return { ...view, call };
}

/** What stands between the app and the mock backend, e.g. a network that goes down (tests/components/apiDown.test.tsx). */
type Network = (backend: CallEndpoint) => CallEndpoint;

/** Answers of these endpoints (default: all) come after `ms`, so a test can see the loading state. */
interface Delay {
  ms: number;
  endpoints?: Endpoint[];
}
const slowly = (call: CallEndpoint, { ms, endpoints }: Delay): CallEndpoint =>
  (async (...args: Parameters<CallEndpoint>) => {
    if (!endpoints || endpoints.includes(args[0])) await new Promise((resolve) => setTimeout(resolve, ms));
    return call(...args);
  }) as CallEndpoint;

/** Calls of `endpoint` reject with `error` (the first `times` of them; default: every one), e.g. a code-1 answer. */
interface Failure {
  endpoint: Endpoint;
  error: Error;
  times?: number;
}
const failing = (call: CallEndpoint, { endpoint, error, times = Infinity }: Failure): CallEndpoint => {
  let failed = 0;
  return (async (...args: Parameters<CallEndpoint>) => {
    if (args[0] === endpoint && failed < times) {
      failed += 1;
      throw error;
    }
    return call(...args);
  }) as CallEndpoint;
};
