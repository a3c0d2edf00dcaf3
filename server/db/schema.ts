import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';

/**
 * The whole data model of SPEC.md section 3. Column names are camelCase and quoted by Kysely, so the
 * same names work on SQLite and PostgreSQL. Dates are unix seconds; money is integer kobo (`...Kobo`);
 * flags are 0/1 integers.
 */
type Id = Generated<number>;

export interface AdminsTable {
  id: Id;
  fullname: string;
  username: string;
  phone: string;
  email: string;
  address: string;
  profilePicture: string | null;
  passwordHash: string;
  /** JSON text: a list of privilege module names. */
  privileges: string;
  usertype: number;
  accessStatus: number;
  dateCreated: number;
}

export interface SessionsTable {
  id: Id;
  tokenHash: string;
  adminId: number;
  expiresAt: number;
  remember: number;
  createdAt: number;
}

/** A failed sign-in (or one being checked), for login throttling. */
export interface LoginFailuresTable {
  id: Id;
  username: string;
  clientIp: string;
  usernameCleared: number;
  createdAt: number;
}

/** A username's known client: the address of its last successful password check (migration 0009). */
export interface LoginKnownClientsTable {
  id: Id;
  username: string;
  clientIp: string;
  signedInAt: number;
}

export interface VendorsTable {
  id: Id;
  fullname: string;
  username: string;
  phone: string;
  email: string;
  address: string;
  profilePicture: string | null;
  passwordHash: string;
  accessStatus: number;
  phoneVerified: number;
  emailVerified: number;
  referredBy: number | null;
  currDailyCostKobo: number;
  dateCreated: number;
}

export interface VendorSessionsTable {
  id: Id;
  tokenHash: string;
  vendorId: number;
  expiresAt: number;
  createdAt: number;
}

export interface WalletsTable {
  id: Id;
  vendorId: number;
  amountKobo: number;
  dateCreated: number;
  /** The vendor's status as a flag (1: accessStatus 1), kept by the triggers of migration 0012. */
  vendorActive: Generated<number>;
}

export interface TopupsTable {
  id: Id;
  vendorId: number;
  walletId: number;
  requestedAmountKobo: number;
  amountPaidKobo: number;
  status: 'success' | 'abandoned';
  channel: string;
  reference: string;
  source: 'self' | 'system';
  timePaid: number | null;
  adminId: number | null;
  dateCreated: number;
}

export interface CountriesTable {
  id: Id;
  name: string;
}
export interface StatesTable {
  id: Id;
  countryId: number;
  name: string;
}
export interface CitiesTable {
  id: Id;
  stateId: number;
  name: string;
}

export interface RoutesTable {
  id: Id;
  name: string;
  source: string;
  dateCreated: number;
}
export interface RoutePlacesTable {
  id: Id;
  routeId: number;
  countryId: number;
  stateId: number | null;
  cityId: number | null;
}

export interface DevicesTable {
  id: Id;
  name: string;
  serial: string;
  busID: string;
  phone: string;
  activeStatus: number;
  lastseen: number | null;
  dateCreated: number;
}
export interface DevicePlacesTable {
  id: Id;
  deviceId: number;
  countryId: number;
  stateId: number | null;
  routeId: number | null;
  dateCreated: number;
}
export interface DeviceHistoryTable {
  id: Id;
  deviceId: number;
  busID: string;
  routeId: number | null;
  countryId: number | null;
  stateId: number | null;
  views: number;
  dateCreated: number;
  dateUpdated: number;
}

export type AdType = 'media' | 'app' | 'form';
export type EventType = 'view' | 'click' | 'conversion';

export interface AdsTable {
  id: Id;
  vendorId: number;
  name: string;
  actionLink: string | null;
  caption: string | null;
  adType: AdType;
  conversionUrl: string | null;
  activeStatus: number;
  blocked: number;
  maxDailyLimitKobo: number;
  currDailyCostKobo: number;
  dateCreated: number;
}
export interface AdMediasTable {
  id: Id;
  adId: number;
  media: string;
  mediaType: 'IMAGE' | 'video';
}
export interface AdRoutesTable {
  id: Id;
  adId: number;
  routeId: number;
}
export interface AdEventsTable {
  id: Id;
  adId: number;
  vendorId: number;
  deviceId: number | null;
  routeId: number | null;
  eventType: EventType;
  costKobo: number;
  createdAt: number;
}

export interface TransactionsTable {
  id: Id;
  vendorId: number;
  adId: number;
  routeId: number | null;
  views: number;
  costKobo: number;
  dateCreated: number;
}
export interface PricesTable {
  id: Id;
  vendorId: number | null;
  priceKobo: number;
  eventType: string;
  active: number;
  dateCreated: number;
}
export interface PricePlansTable {
  id: Id;
  name: string;
  vendorId: number | null;
  onViewPriceKobo: number;
  onClickPriceKobo: number;
  onConversionPriceKobo: number;
  accessStatus: number;
  dateCreated: number;
}
export interface CustomersTable {
  id: Id;
  vendorId: number;
  phone: string;
  ageRange: string;
  gender: 'male' | 'female';
  dateCreated: number;
}
export interface ActivityLogsTable {
  id: Id;
  actorType: 'admin' | 'vendor';
  adminId: number | null;
  vendorId: number | null;
  activityLogDesc: string;
  dateCreated: number;
}

/** Rollups kept by triggers (migration 0007): a bucket is the start of its hour (period 3600) or UTC day (86400); period 0 is all time. */
export interface EventRollupsTable {
  period: number;
  bucket: number;
  eventType: string;
  n: number;
}
export interface AdRollupsTable {
  period: number;
  bucket: number;
  total: number;
  active: number;
  blocked: number;
  assigned: number;
}
export interface TopupRollupsTable {
  period: number;
  bucket: number;
  source: string;
  n: number;
  kobo: number;
}
export interface VendorRollupsTable {
  period: number;
  bucket: number;
  n: number;
}
/** Each device's lifetime events by type. */
export interface DeviceEventTotalsTable {
  deviceId: number;
  eventType: string;
  n: number;
}

/** An admin's TOTP second factor (migration 0014): enabled once a first code confirmed it. */
export interface AdminSecondFactorsTable {
  id: Id;
  adminId: number;
  /** Base32, as shown at enrolment. */
  secret: string;
  enabled: Generated<number>;
  /** The latest 30-second step whose code was accepted: a code is never accepted twice. */
  lastUsedStep: Generated<number>;
  createdAt: number;
}

/** The SHA-256 of one unused recovery code (migration 0014); a used code's row is deleted. */
export interface AdminRecoveryCodesTable {
  id: Id;
  adminId: number;
  codeHash: string;
}

/** A sign-in waiting for its second factor (migration 0014): single use, 5 minutes. */
export interface LoginChallengesTable {
  id: Id;
  tokenHash: string;
  adminId: number;
  /** 'code': the admin has a second factor; 'enrol': the admin must set one up first. */
  kind: string;
  remember: Generated<number>;
  expiresAt: number;
}

export interface Database {
  admins: AdminsTable;
  sessions: SessionsTable;
  vendors: VendorsTable;
  vendorSessions: VendorSessionsTable;
  wallets: WalletsTable;
  topups: TopupsTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  routes: RoutesTable;
  routePlaces: RoutePlacesTable;
  devices: DevicesTable;
  devicePlaces: DevicePlacesTable;
  deviceHistory: DeviceHistoryTable;
  ads: AdsTable;
  adMedias: AdMediasTable;
  adRoutes: AdRoutesTable;
  adEvents: AdEventsTable;
  transactions: TransactionsTable;
  prices: PricesTable;
  pricePlans: PricePlansTable;
  customers: CustomersTable;
  activityLogs: ActivityLogsTable;
  loginFailures: LoginFailuresTable;
  loginKnownClients: LoginKnownClientsTable;
  eventRollups: EventRollupsTable;
  adRollups: AdRollupsTable;
  topupRollups: TopupRollupsTable;
  vendorRollups: VendorRollupsTable;
  deviceEventTotals: DeviceEventTotalsTable;
  adminSecondFactors: AdminSecondFactorsTable;
  adminRecoveryCodes: AdminRecoveryCodesTable;
  loginChallenges: LoginChallengesTable;
}

/** A database handle or an open transaction: repository functions take this first so calls compose. */
export type Db = Kysely<Database>;

export type AdminRow = Selectable<AdminsTable>;
export type NewAdmin = Insertable<AdminsTable>;
export type VendorRow = Selectable<VendorsTable>;
export type NewVendor = Insertable<VendorsTable>;
export type VendorUpdate = Updateable<VendorsTable>;
export type AdRow = Selectable<AdsTable>;
export type TopupRow = Selectable<TopupsTable>;
