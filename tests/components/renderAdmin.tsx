import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, ResourceContextProvider, type AuthProvider } from 'react-admin';
import type { Endpoint, Privilege } from '../../src/api';
import type { AdminProfile } from '../../src/api/entities';
import { createAuthProvider } from '../../src/auth/authProvider';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import type { CallEndpoint } from '../../src/dataProvider/httpClient';
import { DEFAULT_CONFIG, type RuntimeConfig } from '../../src/config/runtimeConfig';
import { RuntimeConfigContext } from '../../src/config/RuntimeConfigContext';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import type { ResourceDecl } from '../../src/registry/types';
import { registry } from '../../src/resources';
import { createTestHost, type TestHost } from './testHost';

export interface RenderOptions {
  resource?: string;
  /** The host to render against (default: a new one on a fresh copy of the demo data). */
  host?: TestHost;
  /** Sign in as a new admin holding exactly these privileges (default: the demo 'admin', every privilege). */
  privileges?: Privilege[];
  /** Render without signing in. */
  signedOut?: boolean;
  /** Check access as the app does (react-admin's authProvider over the host). Default: no access checks. */
  withAuth?: boolean;
  authProvider?: AuthProvider;
  /** The registry the data provider serves (default: the app's, src/resources/index.ts). */
  registry?: ResourceDecl[];
  delay?: Delay;
  /** Answers of these endpoints wait until the test calls `release()`, so a test can see the loading state. */
  hold?: Endpoint[];
  fail?: Failure;
  network?: Network;
  /** The query cache to render over (default: a new one that does not retry). */
  queryClient?: QueryClient;
  /** config.json as main.tsx hands it down (default: the same-origin API). */
  config?: RuntimeConfig;
}

/**
 * Renders a screen inside react-admin's context, on the registry-driven provider over the server's own
 * handlers and demo data (testHost.ts), signed in as the app signs in.
 */
export async function renderAdmin(ui: ReactNode, options: RenderOptions = {}) {
  const { resource, privileges, signedOut, withAuth, delay, fail, network, hold } = options;
  const host = options.host ?? createTestHost();
  const profile: AdminProfile | undefined = signedOut ? undefined : await host.signIn(privileges);
  const failed = fail ? failing(host.call, fail) : host.call;
  const answering = network ? network(failed) : failed;
  const slow = delay ? slowly(answering, delay) : answering;
  const { call, release } = held(slow, hold ?? []);
  const config = options.config ?? DEFAULT_CONFIG;
  const authProvider = options.authProvider ?? (withAuth ? createAuthProvider({ call, registry, config }) : undefined);
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const content = resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui;
  const view = render(
    <RuntimeConfigContext value={config}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={createDataProvider(call, options.registry ?? registry)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        {content}
        <Notification />
      </AdminContext>
    </RuntimeConfigContext>,
  );
  return { ...view, call: host.call, host, profile, release };
}

/** What stands between the app and the host, e.g. a network that goes down (tests/components/apiDown.test.tsx). */
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

/**
 * Calls of `endpoints` wait until `release()`; from then on none waits. A test sees the loading state for as long
 * as it needs, on a machine of any speed, and waits for no clock.
 */
const held = (call: CallEndpoint, endpoints: Endpoint[]) => {
  let released = false;
  const waiting: (() => void)[] = [];
  const holding = (async (...args: Parameters<CallEndpoint>) => {
    if (!released && endpoints.includes(args[0])) await new Promise<void>((resolve) => waiting.push(resolve));
    return call(...args);
  }) as CallEndpoint;
  const release = () => {
    released = true;
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { call: endpoints.length > 0 ? holding : call, release };
};

/** Calls of `endpoint` reject with `error` (the first `times` of them; default: every one), e.g. a network failure. */
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
