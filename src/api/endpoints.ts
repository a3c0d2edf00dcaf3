import { endpoint, listOf } from './endpoint';
import { param as p } from './path';
import * as E from './entities';
import * as B from './bodies';

/** The days of the dashboard's trend (api.session.trend). */
export const TREND_DAYS = 30;

/** Every call of SPEC.md section 7 (and the extensions marked `extension`), relative to the base path API_BASE_PATH. */
export const API_BASE_PATH = '/v1/admins';

const ID = { id: p.id };
/** The record a write acts on: it cannot be left out. */
const RECORD = { id: p.required(p.id) };
const STATUS = { status: p.required(p.flag) };
const dates = { from: p.unix, to: p.unix };

export const api = {
  session: {
    login: endpoint({
      method: 'POST',
      path: '/login/admin',
      body: B.LoginBody,
      /** The profile with a session token; an extension: a challenge (no token) for an admin with a second factor. */
      result: E.LoginResult,
      module: null,
      refusals: ['the username and password do not match an enabled account (429 after repeated failures)'],
      public: true,
    }),
    /**
     * Not in SPEC.md (docs/contract.md, "Second factor"): the second step of a sign-in that answered a 'code'
     * challenge: the challenge and a TOTP code or a recovery code; answers what the login answers.
     */
    secondFactor: endpoint({
      method: 'POST',
      path: '/login/admin/second-factor',
      body: B.SecondFactorLoginBody,
      result: E.AdminProfile,
      module: null,
      refusals: [
        'the challenge is unknown, used or expired',
        'the code is wrong or was used already (429 after repeated failures, counted with passwords)',
      ],
      public: true,
      extension: true,
    }),
    /** Not in SPEC.md: ends an 'enrol' challenge with the first code of the secret it showed; the recovery codes once. */
    enrolSecondFactor: endpoint({
      method: 'POST',
      path: '/login/admin/second-factor/enrol',
      body: B.SecondFactorLoginBody,
      result: E.EnrolledProfile,
      module: null,
      refusals: [
        'the challenge is unknown, used or expired',
        'the code is wrong (429 after repeated failures, counted with passwords)',
      ],
      public: true,
      extension: true,
    }),
    dashboard: endpoint({ method: 'GET', path: '/get/admin/dashboard', result: E.Dashboard, module: null }),
    /**
     * Not in SPEC.md: an extension of the reference server (docs/contract.md). TREND_DAYS days from `from` (the
     * start of the first day in the caller's time zone; '-': 29 days before today in Lagos), of every vendor or of
     * `vendorID` alone.
     */
    trend: endpoint({
      method: 'GET',
      path: '/get/admin/dashboard/trend/{from}/{vendorID}',
      params: { from: p.unix, vendorID: p.id },
      result: listOf(E.TrendDay),
      module: null,
      extension: true,
    }),
    /** Not in SPEC.md: an extension (docs/contract.md). Ends the caller's own session: its token is refused from then on. */
    logout: endpoint({ method: 'POST', path: '/logout/admin', result: E.Ack, module: null, extension: true }),
    /**
     * Not in SPEC.md: an extension (docs/contract.md). Ends every session of the caller, the calling one included
     * (other browsers, a copied token): each next call answers 'Expired session'.
     */
    logoutEverywhere: endpoint({
      method: 'POST',
      path: '/logout/everywhere/admin',
      result: E.Ack,
      module: null,
      extension: true,
    }),
  },
  ads: {
    list: endpoint({
      method: 'GET',
      path: '/get/ads/-/{routeID}/{vendorID}/{page}/{limit}/{countryID}/{stateID}/{cityID}/{busID}/{deviceID}/{adType}/{accessStatus}/{dateFrom}/{dateTo}',
      params: {
        routeID: p.id,
        vendorID: p.id,
        page: p.page,
        limit: p.limit(100),
        countryID: p.id,
        stateID: p.id,
        cityID: p.id,
        busID: p.text,
        deviceID: p.id,
        adType: p.oneOf(['media', 'app', 'form']),
        accessStatus: p.flag,
        dateFrom: p.unix,
        dateTo: p.unix,
      },
      result: listOf(E.Ad),
      module: 'ADMIN_AD',
    }),
    toggle: endpoint({
      method: 'PUT',
      path: '/toggle/ad/{id}/active-status/{status}',
      params: { ...RECORD, ...STATUS },
      result: E.Ack,
      module: 'ADMIN_AD',
    }),
  },
  vendors: {
    list: endpoint({
      method: 'GET',
      path: '/get/vendors/{page}/{limit}/{id}/{searchName}/{from}/{to}/{accessStatus}/{phoneVerified}/{emailVerified}',
      params: {
        page: p.page,
        limit: p.limit(50),
        ...ID,
        searchName: p.text,
        ...dates,
        accessStatus: p.flag,
        phoneVerified: p.flag,
        emailVerified: p.flag,
      },
      result: listOf(E.Vendor),
      module: 'ADMIN_VENDOR',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/update/vendor/{id}',
      params: RECORD,
      body: B.VendorUpdateBody,
      result: E.Vendor,
      module: 'ADMIN_VENDOR',
      refusals: ['the username is taken by another (compared after NFKC and lower case)'],
    }),
    resetPassword: endpoint({
      method: 'PUT',
      path: '/reset/vendor/password/{id}',
      params: RECORD,
      result: E.PasswordReset,
      module: 'ADMIN_VENDOR',
    }),
    logout: endpoint({
      method: 'POST',
      path: '/logout/vendor/{id}',
      params: RECORD,
      result: E.Ack,
      module: 'ADMIN_VENDOR',
    }),
  },
  routes: {
    list: endpoint({
      method: 'GET',
      path: '/get/routes/-/{page}/{limit}/{countryID}/{stateID}/{cityID}/{busID}/{deviceID}',
      params: {
        page: p.page,
        limit: p.limit(100),
        countryID: p.id,
        stateID: p.id,
        cityID: p.id,
        busID: p.text,
        deviceID: p.id,
      },
      result: listOf(E.Route),
      module: 'ADMIN_ROUTE',
    }),
    assignPlaces: endpoint({
      method: 'POST',
      path: '/routes/route/assign/places',
      body: B.PlacesBody,
      result: E.Route,
      module: 'ADMIN_ROUTE',
      refusals: ['a country or state does not exist', 'a state is not in its country'],
    }),
    unassignPlaces: endpoint({
      method: 'POST',
      path: '/routes/route/unassign/places',
      body: B.PlacesBody,
      result: E.Route,
      module: 'ADMIN_ROUTE',
      refusals: ['a country or state does not exist', 'a state is not in its country'],
    }),
  },
  world: {
    countries: endpoint({
      method: 'GET',
      path: '/world/get/countries/-/{stateID}/{cityID}/-/-',
      params: { stateID: p.id, cityID: p.id },
      result: listOf(E.Named),
      module: null,
    }),
    states: endpoint({
      method: 'GET',
      path: '/world/get/states/{countryID}/-/{cityID}/-/-',
      params: { countryID: p.id, cityID: p.id },
      result: listOf(E.Named),
      module: null,
    }),
    cities: endpoint({
      method: 'GET',
      path: '/world/get/cities/{countryID}/{stateID}/-/-/-',
      params: { countryID: p.id, stateID: p.id },
      result: listOf(E.Named),
      module: null,
    }),
  },
  wallets: {
    list: endpoint({
      method: 'GET',
      path: '/get/wallets/-/{vendorID}/{type}/{page}/{limit}',
      params: {
        vendorID: p.id,
        // The vendors' access status; the server reads it in any case.
        type: p.oneOf(['0', '1', 'active', 'inactive', 'all'], { anyCase: true }),
        page: p.page,
        limit: p.limit(50),
      },
      result: listOf(E.Wallet),
      module: 'ADMIN_WALLET',
    }),
  },
  topups: {
    list: endpoint({
      method: 'GET',
      path: '/get/topups/-/{vendorID}/{walletID}/{reference}/{status}/{from}/{to}/-/-',
      params: {
        vendorID: p.id,
        walletID: p.id,
        reference: p.text,
        status: p.oneOf(['success', 'abandoned']),
        ...dates,
      },
      result: listOf(E.Topup),
      module: 'ADMIN_TOPUP',
    }),
    create: endpoint({
      method: 'POST',
      path: '/create/topup',
      body: B.TopupBody,
      result: E.Topup,
      module: 'ADMIN_TOPUP',
    }),
  },
  transactions: {
    list: endpoint({
      method: 'GET',
      path: '/get/transactions/-/{vendorID}/-/{routeID}/{from}/{to}/-/-',
      params: { vendorID: p.id, routeID: p.id, ...dates },
      result: listOf(E.Transaction),
      module: 'ADMIN_TRANSACTION',
    }),
  },
  activityLogs: {
    self: endpoint({
      method: 'GET',
      path: '/get/self/activity-logs/{from}/{to}',
      params: dates,
      result: listOf(E.ActivityLog),
      module: null,
    }),
    admin: endpoint({
      method: 'GET',
      path: '/get/activity-logs/{adminID}/{from}/{to}',
      params: { adminID: p.id, ...dates },
      result: listOf(E.ActivityLog),
      module: 'ADMIN_ACTIVITY_LOG',
    }),
    vendor: endpoint({
      method: 'GET',
      path: '/get/vendor/activity-logs/{userID}/{from}/{to}',
      params: { userID: p.id, ...dates },
      result: listOf(E.ActivityLog),
      module: 'ADMIN_ACTIVITY_LOG',
    }),
  },
  admins: {
    list: endpoint({ method: 'GET', path: '/get/admins', result: listOf(E.Admin), module: 'ADMIN_ADMIN' }),
    me: endpoint({ method: 'GET', path: '/get/admin', result: E.Admin, module: null }),
    create: endpoint({
      method: 'POST',
      path: '/create/admin',
      body: B.AdminCreateBody,
      result: E.Admin,
      module: 'ADMIN_ADMIN',
      refusals: [
        'the username is taken by another (compared after NFKC and lower case)',
        'the password equals the username, case and surrounding spaces aside (code 2, at the password)',
      ],
    }),
    update: endpoint({
      method: 'PUT',
      path: '/update/admin/{id}',
      params: RECORD,
      body: B.AdminUpdateBody,
      result: E.Admin,
      module: 'ADMIN_ADMIN',
      refusals: [
        'the username is taken by another (compared after NFKC and lower case)',
        'the acting admin removes their own ADMIN_ADMIN',
      ],
    }),
    resetPassword: endpoint({
      method: 'PUT',
      path: '/reset/admin/password/{id}',
      params: RECORD,
      result: E.PasswordReset,
      module: 'ADMIN_ADMIN',
      refusals: ['the id is the acting admin (Change Password is the way)'],
    }),
    logout: endpoint({
      method: 'POST',
      path: '/logout/admin/{id}',
      params: RECORD,
      result: E.Ack,
      module: 'ADMIN_ADMIN',
      refusals: ['the id is the acting admin (Logout in the top bar is the way)'],
    }),
    changePassword: endpoint({
      method: 'PUT',
      path: '/update/admin/password',
      body: B.PasswordChangeBody,
      result: E.Ack,
      module: null,
      refusals: ['the old password is wrong (429 after repeated failures)', 'the new password equals the own username'],
    }),
  },
  prices: {
    list: endpoint({
      method: 'GET',
      path: '/get/prices/-/{vendorID}/{status}/{from}/{to}/-/-',
      params: { vendorID: p.id, status: p.flag, ...dates },
      result: listOf(E.Price),
      module: 'ADMIN_PRICE',
    }),
    constants: endpoint({ method: 'GET', path: '/iranlowos/get/constants', result: E.Constants, module: null }),
    create: endpoint({
      method: 'POST',
      path: '/create/price',
      body: B.PriceCreateBody,
      result: E.Price,
      module: 'ADMIN_PRICE',
    }),
    disable: endpoint({
      method: 'PUT',
      path: '/disable/price/{id}',
      params: RECORD,
      result: E.Price,
      module: 'ADMIN_PRICE',
      refusals: ['the price is already disabled'],
    }),
  },
  devices: {
    list: endpoint({
      method: 'GET',
      path: '/devices/get/devices/-/{serial}/{busID}/{routeID}/{page}/{limit}/{from}/{to}/{countryID}/{stateID}/{cityID}/{activeStatus}',
      params: {
        serial: p.text,
        busID: p.text,
        routeID: p.id,
        page: p.page,
        limit: p.limit(25),
        ...dates,
        countryID: p.id,
        stateID: p.id,
        cityID: p.id,
        activeStatus: p.flag,
      },
      result: listOf(E.Device),
      module: 'ADMIN_DEVICE',
    }),
    create: endpoint({
      method: 'POST',
      path: '/devices/create/device',
      body: B.DeviceBody,
      result: E.Device,
      module: 'ADMIN_DEVICE',
      refusals: ['the serial is taken by another device'],
    }),
    update: endpoint({
      method: 'PUT',
      path: '/devices/update/device/{id}',
      params: RECORD,
      body: B.DeviceUpdateBody,
      result: E.Device,
      module: 'ADMIN_DEVICE',
      refusals: ['the serial is taken by another device'],
    }),
    assignPlaces: endpoint({
      method: 'POST',
      path: '/devices/device/assign/places',
      body: B.DevicePlacesBody,
      result: E.Device,
      module: 'ADMIN_DEVICE',
      refusals: [
        'a country, state or route does not exist',
        'a state is not in its country',
        'a route does not pass through the place',
      ],
    }),
    toggle: endpoint({
      method: 'PUT',
      path: '/devices/toggle/device/{id}/active-status/{status}',
      params: { ...RECORD, ...STATUS },
      result: E.Ack,
      module: 'ADMIN_DEVICE',
    }),
    actionCounts: endpoint({
      method: 'GET',
      path: '/devices/get/device-action-counts/{deviceID}/{fromDate}/{toDate}',
      params: { deviceID: p.required(p.id), fromDate: p.unix, toDate: p.unix },
      result: E.DeviceActionCounts,
      module: 'ADMIN_DEVICE',
    }),
    history: endpoint({
      method: 'GET',
      path: '/devices/get/device-history/-/{busID}/{deviceID}/{countryID}/{stateID}/{cityID}/{routeID}/{from}/{to}/{page}/{limit}',
      params: {
        busID: p.text,
        deviceID: p.id,
        countryID: p.id,
        stateID: p.id,
        cityID: p.id,
        routeID: p.id,
        ...dates,
        page: p.page,
        limit: p.limit(20),
      },
      result: listOf(E.DeviceHistory),
      module: 'ADMIN_DEVICE',
    }),
  },
  reports: {
    summary: endpoint({
      method: 'GET',
      path: '/reports/get/summary/{vendorID}/{from}/{to}/{busID}/{deviceID}',
      params: { vendorID: p.id, ...dates, busID: p.text, deviceID: p.id },
      result: E.ReportSummary,
      module: 'ADMIN_REPORT',
    }),
  },
  conversions: {
    list: endpoint({
      method: 'GET',
      path: '/conversions/get/conversions/-/{vendorID}/{adID}/{from}/{to}/-/-',
      params: { vendorID: p.id, adID: p.id, ...dates },
      result: listOf(E.Conversion),
      module: 'ADMIN_AD',
    }),
  },
  pricePlans: {
    list: endpoint({
      method: 'GET',
      path: '/price-plans/get/price-plans/-/{vendorID}/{status}/{from}/{to}/-/-',
      params: { vendorID: p.id, status: p.flag, ...dates },
      result: listOf(E.PricePlan),
      module: 'ADMIN_PRICE',
    }),
    create: endpoint({
      method: 'POST',
      path: '/price-plans/create/price-plan',
      body: B.PricePlanCreateBody,
      result: E.PricePlan,
      module: 'ADMIN_PRICE',
    }),
    update: endpoint({
      method: 'PUT',
      path: '/price-plans/update/price-plan/{id}',
      params: RECORD,
      body: B.PricePlanUpdateBody,
      result: E.PricePlan,
      module: 'ADMIN_PRICE',
    }),
    disable: endpoint({
      method: 'PUT',
      path: '/price-plans/disable/price-plan/{id}',
      params: RECORD,
      result: E.PricePlan,
      module: 'ADMIN_PRICE',
      refusals: ['the price plan is already disabled'],
    }),
  },
  /** Not in SPEC.md: the signed-in admin's own second factor, and its reset by an Admins holder (docs/contract.md). */
  secondFactor: {
    status: endpoint({
      method: 'GET',
      path: '/get/admin/second-factor',
      result: E.SecondFactorStatus,
      module: null,
      extension: true,
    }),
    enrol: endpoint({
      method: 'POST',
      path: '/create/admin/second-factor',
      result: E.TotpEnrolment,
      module: null,
      refusals: ['the second factor is on already'],
      extension: true,
    }),
    confirm: endpoint({
      method: 'POST',
      path: '/confirm/admin/second-factor',
      body: B.SecondFactorCodeBody,
      result: E.RecoveryCodes,
      module: null,
      refusals: ['no enrolment was begun, or the second factor is on already', 'the code is wrong'],
      extension: true,
    }),
    disable: endpoint({
      method: 'POST',
      path: '/disable/admin/second-factor',
      body: B.SecondFactorDisableBody,
      result: E.Ack,
      module: null,
      refusals: [
        'neither a code nor a password is given',
        'the second factor is off',
        'the code or password is wrong (429 after repeated failures)',
        'the admin holds a privilege that requires a second factor (REQUIRE_2FA_FOR)',
      ],
      extension: true,
    }),
    reset: endpoint({
      method: 'PUT',
      path: '/reset/admin/second-factor/{id}',
      params: RECORD,
      result: E.Ack,
      module: 'ADMIN_ADMIN',
      refusals: ['the admin does not exist'],
      extension: true,
    }),
  },
  customers: {
    list: endpoint({
      method: 'GET',
      path: '/get/customers/{id}/{vendorID}/{phone}/{ageRange}/{gender}/{page}/{limit}',
      params: {
        ...ID,
        vendorID: p.id,
        phone: p.text,
        ageRange: p.text,
        gender: p.oneOf(['male', 'female']),
        page: p.page,
        limit: p.limit(50),
      },
      result: listOf(E.Customer),
      module: 'ADMIN_CUSTOMER',
    }),
  },
} as const;

/** Every endpoint with a dotted name ('vendors.list'), for the server's router and the tests. */
export const allEndpoints = Object.entries(api).flatMap(([area, calls]) =>
  Object.entries(calls).map(([call, e]) => ({ name: `${area}.${call}`, endpoint: e })),
);

export type Api = typeof api;
