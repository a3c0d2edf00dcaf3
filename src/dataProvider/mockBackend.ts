import { HttpError } from 'react-admin';
import { api, type Endpoint, type ParamInput } from '../api';
import type { CallEndpoint } from './httpClient';
import { activityHandlers } from './mock/activity';
import { adminsHandlers } from './mock/admins';
import { adsHandlers } from './mock/ads';
import { devicesHandlers } from './mock/devices';
import { insightsHandlers } from './mock/insights';
import { pricingHandlers } from './mock/pricing';
import { reportsHandlers } from './mock/reports';
import { topupsHandlers } from './mock/topups';
import { routesHandlers } from './mock/routes';
import type { Handler, MockData } from './mock/types';
import { mockVendors, vendorHandlers } from './mock/vendors';
import { mockWorld, worldHandlers } from './mock/world';

export { mockVendors };
export type { MockData };

/** Every area of the mock backend; an area answers the calls of its screens. */
const areas = [vendorHandlers, worldHandlers, routesHandlers, adsHandlers, devicesHandlers, topupsHandlers, insightsHandlers, pricingHandlers,
  adminsHandlers, activityHandlers, reportsHandlers];

const emptyDashboard: MockData['dashboard'] = {
  totalTopupSum: 0, totalSelfTopupSum: 0, totalSystemTopupSum: 0, totalRoutes: 0, vendorsCount: 0,
  totalAds: 0, totalActiveAds: 0, totalInactiveAds: 0, totalBlockedAds: 0, totalViews: 0,
};

/** A call the mock answered: what a test may check was sent. */
export interface MockCall {
  endpoint: Endpoint;
  params: Record<string, ParamInput>;
  body?: unknown;
}

/**
 * An in-memory backend with the interface of the HTTP client: the registry-driven provider runs on
 * it unchanged. Component tests use it. Results are parsed by the contract like real answers.
 */
export function createMockCall(
  partial: Partial<MockData> & Pick<MockData, 'profile'>,
): CallEndpoint & { calls: MockCall[] } {
  const data: MockData = {
    dashboard: emptyDashboard, vendors: mockVendors(20), ...mockWorld(), routes: [], ads: [], devices: [], deviceHistory: [],
    wallets: [], topups: [], transactions: [], conversions: [], customers: [], prices: [], pricePlans: [], priceTypes: [],
    admins: [], activityLogs: [], report: undefined,
    ...partial,
  };
  const handlers = new Map<Endpoint, Handler>([
    [api.session.dashboard, () => data.dashboard],
    [api.admins.me, () => ({ ...data.profile, dateCreated: 0, accessStatus: 1 })],
    ...areas.flatMap((area) => area(data)),
  ]);

  const calls: MockCall[] = [];
  const call = (async (endpoint: Endpoint, opts: { params?: Record<string, ParamInput>; body?: unknown } = {}) => {
    const params = opts.params ?? {};
    calls.push({ endpoint, params, body: opts.body });
    const handler = handlers.get(endpoint);
    if (!handler) throw new HttpError(`The mock backend does not answer ${endpoint.method} ${endpoint.path}`, 404);
    const result = handler(params, (opts.body ?? {}) as Record<string, unknown>);
    return { data: endpoint.result.parse(result) };
  }) as CallEndpoint;
  return Object.assign(call, { calls });
}
