import { z } from './zod';

/** The twelve privilege modules of SPEC.md section 3, with their readable names. */
export const PRIVILEGES = {
  ADMIN_ADMIN: 'Admins',
  ADMIN_VENDOR: 'Vendor',
  ADMIN_ACTIVITY_LOG: 'Activity Log',
  ADMIN_TOPUP: 'Topup',
  ADMIN_WALLET: 'Wallet',
  ADMIN_AD: 'Ads',
  ADMIN_ROUTE: 'Routes',
  ADMIN_PRICE: 'Price',
  ADMIN_TRANSACTION: 'Summary',
  ADMIN_DEVICE: 'Devices',
  ADMIN_REPORT: 'Reports',
  ADMIN_CUSTOMER: 'Customers',
} as const;

export type Privilege = keyof typeof PRIVILEGES;
export const PRIVILEGE_NAMES = Object.keys(PRIVILEGES) as Privilege[];
export const Privilege = z.enum(PRIVILEGE_NAMES as [Privilege, ...Privilege[]]);
