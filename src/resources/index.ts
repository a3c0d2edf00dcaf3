import activityLog, { adminLogs, selfLogs, vendorLogs } from './activityLog';
import admins from './admins';
import ads from './ads';
import conversions from './conversions';
import customers from './customers';
import devices, { deviceHistory } from './devices';
import pricePlans from './pricePlans';
import prices from './prices';
import reports from './reports';
import routes from './routes';
import topup from './topup';
import transactions from './transactions';
import type { ResourceDecl } from '../registry/types';
import vendors from './vendors';
import wallet from './wallet';
import { cities, countries, states } from './world';

/** The registry: every resource of the app. Its order is the side menu's order (SPEC.md section 2). */
export const registry: ResourceDecl[] = [
  ads,
  devices,
  deviceHistory,
  vendors,
  wallet,
  topup,
  routes,
  prices,
  pricePlans,
  customers,
  transactions,
  reports,
  activityLog,
  admins,
  conversions,
  selfLogs,
  adminLogs,
  vendorLogs,
  countries,
  states,
  cities,
];
