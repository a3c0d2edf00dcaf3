import type { Endpoint, ParamInput } from '../../api';
import type {
  ActivityLog, Ad, Admin, AdminProfile, Conversion, Customer, Dashboard, Device, DeviceHistory, Named, Price, PricePlan, ReportSummary, Route, Topup, Transaction, Vendor, Wallet,
} from '../../api/entities';

/** The in-memory data of the mock backend; each area module reads and changes its own part. */
export interface MockData {
  profile: AdminProfile;
  dashboard: Dashboard;
  vendors: Vendor[];
  countries: Named[];
  states: (Named & { countryID: number })[];
  cities: (Named & { stateID: number })[];
  routes: Route[];
  ads: Ad[];
  devices: Device[];
  deviceHistory: DeviceHistory[];
  wallets: Wallet[];
  topups: Topup[];
  transactions: Transaction[];
  conversions: Conversion[];
  customers: Customer[];
  prices: Price[];
  pricePlans: PricePlan[];
  priceTypes: { key: string; name: string }[];
  /** Other admins (the own profile is `profile`). */
  admins: Admin[];
  activityLogs: ActivityLog[];
  /** The reports summary; undefined: computed from the data above. */
  report: ReportSummary | undefined;
}

export type Params = Record<string, ParamInput>;
export type Handler = (params: Params, body: Record<string, unknown>) => unknown;
/** One area's answers: which endpoint, answered how, from the shared data. */
export type AreaHandlers = (data: MockData) => [Endpoint, Handler][];

/** A path value as a number, or undefined for an empty part. */
export const num = (v: ParamInput): number | undefined =>
  v === undefined || v === null || v === '' ? undefined : Number(v instanceof Date ? v.getTime() / 1000 : v);

/** One page of rows, as the real API pages (page from 1). */
export const pageOf = <T,>(rows: T[], p: Params, defaultLimit: number): { all: T[] } => {
  const limit = num(p.limit) ?? defaultLimit;
  const page = num(p.page) ?? 1;
  return { all: rows.slice((page - 1) * limit, page * limit) };
};
