import type { BodyEndpointName, BodyInput } from '../../server/helpers/endpointNames';

const person = {
  fullname: 'Fuzz Person',
  username: 'fuzzperson',
  phone: '08000000000',
  email: 'fuzz@example.com',
  address: '1 Fuzz Road',
};
const prices = { onViewPrice: 1, onClickPrice: 2, onConversionPrice: 3 };
const device = { name: 'Fuzz device', serial: 'FUZZ-1', busID: 'FUZZ-BUS', phone: '08000000000' };

/**
 * One valid `data` per endpoint that takes a body: the fuzz breaks one thing at a time from here. Keyed by every
 * endpoint with a body and typed by its body, so a missing or wrong one fails the typecheck (and
 * tests/server/endpointCoverage.test.ts, by name).
 */
const bodies: { [N in BodyEndpointName]: BodyInput<N> } = {
  'session.login': { username: 'admin', password: 'not-the-password', remember: false },
  'vendors.update': person,
  'routes.assignPlaces': { routeID: 1, places: [{ countryID: 1, stateID: null }] },
  'routes.unassignPlaces': { routeID: 1, places: [{ countryID: 1, stateID: null }] },
  'topups.create': { amount: 10, vendorID: 1 },
  'admins.create': { ...person, privileges: ['ADMIN_AD'], usertype: 1, password: 'password-1' },
  'admins.update': { ...person, privileges: ['ADMIN_AD'] },
  'admins.changePassword': { oldPassword: 'admin', newPassword: 'admin-2' },
  'prices.create': { price: 1, vendorID: null, eventType: 'view' },
  'devices.create': device,
  'devices.update': { ...device, id: 1 },
  'devices.assignPlaces': { deviceID: 1, placeIDs: [{ countryID: 1, stateID: null, routeID: null }] },
  'pricePlans.create': { name: 'Fuzz plan', vendorID: null, vendorLabel: null, ...prices },
  'pricePlans.update': prices,
  'session.secondFactor': { challenge: 'fuzz-challenge', code: '123456' },
  'session.enrolSecondFactor': { challenge: 'fuzz-challenge', code: '123456' },
  'secondFactor.confirm': { code: '123456' },
  'secondFactor.disable': { code: '123456' },
};

/** SAMPLE_BODIES by any name (`allEndpoints` names are strings). */
export const SAMPLE_BODIES: Record<string, Record<string, unknown>> = bodies;
