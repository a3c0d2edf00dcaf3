import { api, type Endpoint, type ParamInput } from '../../src/api';
import { totpCodeAt } from '../../server/domain/totp';

/** A write call of the contract, made only with --write on a throwaway backend. */
export interface WriteCall {
  endpoint: Endpoint;
  params?: Record<string, ParamInput>;
  body?: unknown;
  /**
   * Made as another admin instead of the admin the check signs in as: signed in at its first call, and that session
   * kept for its later calls (a sign-in with a second factor on would need a code).
   */
  as?: { username: string; password: string };
  /** The call ends the session it is made with (a logout): the next call `as` the same admin signs in anew. */
  endsSession?: boolean;
}

/** What earlier answers gave: the data of the first answer of each call ('vendors.list', 'devices.create'). */
export type Answers = ReadonlyMap<string, unknown>;

type Row = Record<string, unknown>;
const firstRow = (answers: Answers, name: string): Row | undefined =>
  ((answers.get(name) as { all?: Row[] } | undefined)?.all ?? [])[0];
const idOf = (answers: Answers, name: string): number | undefined => {
  const data = answers.get(name) as Row | undefined;
  const id = (data?.id as number | undefined) ?? firstRow(answers, name)?.id;
  return typeof id === 'number' ? id : undefined;
};

/** A step: the call to make from what is known so far, or why it cannot be made. */
export interface WriteStep {
  name: string;
  endpoint: Endpoint;
  call(answers: Answers): WriteCall | string;
}

const step = (name: string, endpoint: Endpoint, call: (answers: Answers) => WriteCall | string): WriteStep => ({
  name,
  endpoint,
  call,
});

/** Why a step that needs a record from a list cannot be made. */
const missing = (what: string, source: string) => `no ${what} found: no valid answer of ${source} had one`;

/**
 * Every write call of the contract, in an order where each finds what it needs: records it creates
 * itself (a device, a price, a price plan, an admin) and the first vendor, ad, route and country the
 * lists answered. Existing records get their own values back where the call allows (vendor update, ad
 * toggle), the admin running the check keeps their password (the new admin changes theirs), but a route loses the country assigned then unassigned, a vendor's
 * password is reset, the vendor is signed out and a topup is added: only for a throwaway backend.
 */
export function writeSteps(stamp: string): WriteStep[] {
  const label = `Contract check ${stamp}`;
  const device = { name: label, serial: `CC-${stamp}`, busID: `CC-${stamp}`, phone: '+2348000000000' };
  const admin = {
    fullname: label,
    username: `contract.check.${stamp}`,
    phone: '+2348000000001',
    email: `contract.check.${stamp}@example.com`,
    address: '1 Contract Road, Lagos',
  };
  const newPassword = `Contract-${stamp}`;
  const prices = { onViewPrice: 1.5, onClickPrice: 12, onConversionPrice: 60.25 };
  const created = (answers: Answers, name: string, then: (id: number) => WriteCall) => {
    const id = idOf(answers, name);
    return id === undefined ? `${name} made nothing to go on with` : then(id);
  };
  const country = (answers: Answers) => idOf(answers, 'world.countries');
  return [
    step('devices.create', api.devices.create, () => ({ endpoint: api.devices.create, body: device })),
    step('devices.update', api.devices.update, (a) =>
      created(a, 'devices.create', (id) => ({ endpoint: api.devices.update, params: { id }, body: { ...device, id } })),
    ),
    step('devices.toggle', api.devices.toggle, (a) =>
      created(a, 'devices.create', (id) => ({ endpoint: api.devices.toggle, params: { id, status: 0 } })),
    ),
    step('devices.assignPlaces', api.devices.assignPlaces, (a) => {
      const countryID = country(a);
      if (countryID === undefined) return missing('country', 'world.countries');
      return created(a, 'devices.create', (deviceID) => ({
        endpoint: api.devices.assignPlaces,
        body: { deviceID, placeIDs: [{ countryID }] },
      }));
    }),
    step('prices.create', api.prices.create, (a) => {
      const eventType = (a.get('prices.constants') as { priceTypes?: { key?: string }[] } | undefined)?.priceTypes?.[0]
        ?.key;
      return eventType
        ? { endpoint: api.prices.create, body: { price: 1.25, vendorID: null, eventType } }
        : missing('price type', 'prices.constants');
    }),
    step('prices.disable', api.prices.disable, (a) =>
      created(a, 'prices.create', (id) => ({ endpoint: api.prices.disable, params: { id } })),
    ),
    step('pricePlans.create', api.pricePlans.create, () => ({
      endpoint: api.pricePlans.create,
      body: { name: label, vendorID: null, ...prices },
    })),
    step('pricePlans.update', api.pricePlans.update, (a) =>
      created(a, 'pricePlans.create', (id) => ({ endpoint: api.pricePlans.update, params: { id }, body: prices })),
    ),
    step('pricePlans.disable', api.pricePlans.disable, (a) =>
      created(a, 'pricePlans.create', (id) => ({ endpoint: api.pricePlans.disable, params: { id } })),
    ),
    step('admins.create', api.admins.create, () => ({
      endpoint: api.admins.create,
      body: { ...admin, password: newPassword, privileges: [] },
    })),
    // As the new admin, so the password of the admin running the check stays as it is.
    step('admins.changePassword', api.admins.changePassword, (a) =>
      created(a, 'admins.create', () => ({
        endpoint: api.admins.changePassword,
        body: { oldPassword: newPassword, newPassword: `${newPassword}-2` },
        as: { username: admin.username, password: newPassword },
      })),
    ),
    // As the new admin too (signed in anew for each), so the session of the check goes on.
    ...(['logout', 'logoutEverywhere'] as const).map((call) =>
      step(`session.${call}`, api.session[call], (a) =>
        created(a, 'admins.create', () => ({
          endpoint: api.session[call],
          as: { username: admin.username, password: `${newPassword}-2` },
          endsSession: true,
        })),
      ),
    ),
    // The second factor (an extension), on and off again in one session of the new admin (password changed before).
    ...(['enrol', 'confirm', 'disable'] as const).map((call) =>
      step(`secondFactor.${call}`, api.secondFactor[call], (a) => {
        const as = { username: admin.username, password: `${newPassword}-2` };
        if (call === 'enrol') return created(a, 'admins.create', () => ({ endpoint: api.secondFactor.enrol, as }));
        const secret = (a.get('secondFactor.enrol') as { secret?: string } | undefined)?.secret;
        if (secret === undefined) return 'secondFactor.enrol gave no secret';
        const now = Math.floor(Date.now() / 1000);
        return call === 'confirm'
          ? { endpoint: api.secondFactor.confirm, body: { code: totpCodeAt(secret, now) }, as }
          : { endpoint: api.secondFactor.disable, body: { password: as.password }, as };
      }),
    ),
    step('secondFactor.reset', api.secondFactor.reset, (a) =>
      created(a, 'admins.create', (id) => ({ endpoint: api.secondFactor.reset, params: { id } })),
    ),
    ...(['secondFactor', 'enrolSecondFactor'] as const).map((call) =>
      step(
        `session.${call}`,
        api.session[call],
        () => 'needs a sign-in challenge: tests/server/secondFactor.test.ts makes it',
      ),
    ),
    step('admins.update', api.admins.update, (a) =>
      created(a, 'admins.create', (id) => ({ endpoint: api.admins.update, params: { id }, body: admin })),
    ),
    step('admins.resetPassword', api.admins.resetPassword, (a) =>
      created(a, 'admins.create', (id) => ({ endpoint: api.admins.resetPassword, params: { id } })),
    ),
    step('admins.logout', api.admins.logout, (a) =>
      created(a, 'admins.create', (id) => ({ endpoint: api.admins.logout, params: { id } })),
    ),
    step('vendors.update', api.vendors.update, (a) => {
      const v = firstRow(a, 'vendors.list');
      if (!v) return missing('vendor', 'vendors.list');
      const body = {
        fullname: v.fullname,
        username: v.username,
        phone: v.phone,
        email: v.email,
        address: v.address,
        profilePicture: v.profilePicture,
      };
      return { endpoint: api.vendors.update, params: { id: v.id as number }, body };
    }),
    step('vendors.resetPassword', api.vendors.resetPassword, (a) =>
      created(a, 'vendors.list', (id) => ({ endpoint: api.vendors.resetPassword, params: { id } })),
    ),
    step('vendors.logout', api.vendors.logout, (a) =>
      created(a, 'vendors.list', (id) => ({ endpoint: api.vendors.logout, params: { id } })),
    ),
    step('topups.create', api.topups.create, (a) =>
      created(a, 'vendors.list', (vendorID) => ({ endpoint: api.topups.create, body: { amount: 100, vendorID } })),
    ),
    step('ads.toggle', api.ads.toggle, (a) => {
      const ad = firstRow(a, 'ads.list');
      return ad
        ? { endpoint: api.ads.toggle, params: { id: ad.id as number, status: ad.activeStatus as number } }
        : missing('ad', 'ads.list');
    }),
    ...(['assignPlaces', 'unassignPlaces'] as const).map((call) =>
      step(`routes.${call}`, api.routes[call], (a) => {
        const countryID = country(a);
        if (countryID === undefined) return missing('country', 'world.countries');
        return created(a, 'routes.list', (routeID) => ({
          endpoint: api.routes[call],
          body: { routeID, places: [{ countryID }] },
        }));
      }),
    ),
  ];
}
