import type { EndpointName } from './endpointNames';
import type { CallOptions } from './testServer';
import { challengeFor, secretOfToken, totpNow } from './secondFactor';

const adminFields = {
  fullname: 'Contract Admin',
  phone: '+2348011111111',
  email: 'contract@busads.ng',
  address: '1 Marina, Lagos',
};

/**
 * One or more valid calls of every endpoint, against the demo seed, meant to run in this order as admin/admin
 * (each answers 200). Shared by the contract, privilege and exposure tests. Keyed by every endpoint name, so a
 * new endpoint without a sample fails the typecheck (and tests/server/endpointCoverage.test.ts, by name).
 */
/** The body of a code of the caller's secret (this step's, or `steps` later); none: the sample's own. */
const codeOf = (secret: string | undefined, steps = 0) => (secret ? { body: { code: totpNow(secret, steps) } } : {});

const samples: { [N in EndpointName]: CallOptions[] } = {
  'session.login': [{ token: null, body: { username: 'admin', password: 'admin', remember: false } }],
  'session.dashboard': [{}],
  'session.trend': [{}, { params: { from: 1_700_000_000 } }, { params: { vendorID: 12 } }],
  'session.logout': [{ endsSession: true }],
  'session.logoutEverywhere': [{ endsSession: true }],
  'admins.me': [{}],
  'ads.list': [
    { params: { page: 1, limit: 50 } },
    { params: { page: 1, limit: 5, adType: 'form', accessStatus: 1, stateID: 25 } },
    { params: { page: 2, limit: 100, dateFrom: 0, dateTo: 9_999_999_999 } },
  ],
  'vendors.list': [
    { params: { page: 1, limit: 50 } },
    { params: { page: 1, limit: 5, searchName: 'ada', accessStatus: 1 } },
  ],
  'vendors.update': [
    {
      params: { id: 40 },
      body: {
        fullname: 'Kemi Ade',
        username: 'kemi.ade',
        phone: '+2348020000000',
        email: 'kemi@ade.ng',
        address: '2 Allen Avenue, Ikeja',
        profilePicture: null,
      },
    },
  ],
  'vendors.resetPassword': [{ params: { id: 41 } }],
  'vendors.logout': [{ params: { id: 42 } }],
  'world.countries': [{}, { params: { stateID: 25 } }],
  'world.states': [{}, { params: { countryID: 1 } }],
  'world.cities': [{}, { params: { stateID: 25 } }],
  'topups.create': [{ body: { amount: 2500, vendorID: 43 } }],
  'ads.toggle': [{ params: { id: 5, status: 0 } }, { params: { id: 5, status: 1 } }],
  'routes.list': [
    { params: { page: 1, limit: 100 } },
    { params: { page: 1, limit: 5, countryID: 1, stateID: 25, busID: 'LAG-BRT-014' } },
  ],
  'routes.assignPlaces': [{ body: { routeID: 3, places: [{ countryID: 1, stateID: 25 }, { countryID: 2 }] } }],
  'routes.unassignPlaces': [{ body: { routeID: 3, places: [{ countryID: 2, stateID: null }] } }],
  'devices.list': [
    { params: { page: 1, limit: 25 } },
    { params: { page: 1, limit: 25, activeStatus: 1, from: 0, to: 9_999_999_999, serial: 'bas', stateID: 25 } },
  ],
  'devices.create': [
    { body: { name: 'Contract Screen', serial: 'CONTRACT-1', busID: 'LAG-BRT-900', phone: '+2348000000000' } },
  ],
  'devices.update': [
    {
      params: { id: 4 },
      body: { id: 4, name: 'Renamed Screen', serial: 'CONTRACT-2', busID: 'LAG-BRT-901', phone: '+2348000000001' },
    },
  ],
  'devices.assignPlaces': [
    {
      body: {
        deviceID: 5,
        placeIDs: [
          { countryID: 1, stateID: 25 },
          { countryID: 1, stateID: 25, routeID: 1 },
        ],
      },
    },
  ],
  'devices.toggle': [{ params: { id: 6, status: 0 } }],
  'devices.actionCounts': [
    { params: { deviceID: 3 } },
    { params: { deviceID: 3, fromDate: 0, toDate: 9_999_999_999 } },
  ],
  'devices.history': [{}, { params: { deviceID: 3, routeID: 1, from: 0, to: 9_999_999_999, page: 1, limit: 20 } }],
  'wallets.list': [
    {},
    { params: { vendorID: 12, type: 'active', page: 1, limit: 5 } },
    { params: { type: 'inactive', page: 2, limit: 10 } },
  ],
  'topups.list': [
    {},
    { params: { status: 'success', reference: 'ADM-', from: 0, to: 9_999_999_999 } },
    { params: { vendorID: 12, walletID: 12, status: 'abandoned' } },
  ],
  'transactions.list': [{}, { params: { vendorID: 12, routeID: 1, from: 0, to: 9_999_999_999 } }],
  'prices.list': [{}, { params: { status: 1, from: 0, to: 9_999_999_999 } }, { params: { vendorID: 12 } }],
  'prices.constants': [{}],
  'prices.create': [
    { body: { price: 1.5, vendorID: null, eventType: 'view' } },
    { body: { price: 75, vendorID: 44, eventType: 'conversion' } },
  ],
  'prices.disable': [{ params: { id: 1 } }],
  'pricePlans.list': [{}, { params: { status: 1, vendorID: 12, from: 0, to: 9_999_999_999 } }],
  'pricePlans.create': [
    {
      body: {
        name: 'Contract Plan',
        vendorID: 45,
        vendorLabel: 'Someone',
        onViewPrice: 2,
        onClickPrice: 15,
        onConversionPrice: 80,
      },
    },
  ],
  'pricePlans.update': [{ params: { id: 1 }, body: { onViewPrice: 2.5, onClickPrice: 16, onConversionPrice: 85.25 } }],
  'pricePlans.disable': [{ params: { id: 1 } }],
  'conversions.list': [{}, { params: { vendorID: 12, from: 0, to: 9_999_999_999 } }],
  'customers.list': [{}, { params: { page: 1, limit: 5, gender: 'female', ageRange: '25-34', phone: '080' } }],
  'admins.list': [{}],
  'admins.create': [
    { body: { ...adminFields, username: 'contract.admin', password: 'contract-pass', privileges: ['ADMIN_REPORT'] } },
  ],
  'admins.update': [
    {
      params: { id: 3 },
      body: { ...adminFields, username: 'contract.updated', usertype: 1, privileges: ['ADMIN_VENDOR'] },
    },
    { params: { id: 4 }, body: { ...adminFields, username: 'contract.partial' } },
  ],
  'admins.resetPassword': [{ params: { id: 5 } }],
  'admins.logout': [{ params: { id: 2 } }],
  // The current session stays, so the calls after this one keep working; session.login ran before it.
  'admins.changePassword': [{ body: { oldPassword: 'admin', newPassword: 'contract-pass' } }],
  'activityLogs.self': [{}, { params: { from: 0, to: 9_999_999_999 } }],
  'activityLogs.admin': [{}, { params: { adminID: 1, from: 0, to: 9_999_999_999 } }],
  'activityLogs.vendor': [{}, { params: { userID: 12, from: 0 } }],
  'reports.summary': [{}, { params: { vendorID: 12, from: 0, to: 9_999_999_999, busID: 'LAG-BRT-014', deviceID: 3 } }],
  // The second factor: a sign-in's second step for admins made with a challenge (helpers/secondFactor.ts)...
  'session.secondFactor': [
    {
      token: null,
      body: { challenge: '-', code: '-' },
      prepare: async (s) => ({ token: null, body: await challengeFor(s, 'code') }),
    },
  ],
  'session.enrolSecondFactor': [
    {
      token: null,
      body: { challenge: '-', code: '-' },
      prepare: async (s) => ({ token: null, body: await challengeFor(s, 'enrol') }),
    },
  ],
  // ...and admin/admin's own: on (the code of the secret enrol gave), then off (the code of the next step).
  'secondFactor.status': [{}],
  'secondFactor.enrol': [{}],
  'secondFactor.confirm': [{ body: { code: '-' }, prepare: async (s, token) => codeOf(await secretOfToken(s, token)) }],
  'secondFactor.disable': [
    { body: { code: '-' }, prepare: async (s, token) => codeOf(await secretOfToken(s, token), 1) },
  ],
  'secondFactor.reset': [{ params: { id: 2 } }],
};

/** SAMPLES by any name (`allEndpoints` names are strings). */
export const SAMPLES: Record<string, CallOptions[]> = samples;
