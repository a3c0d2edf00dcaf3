import type { Privilege } from '../../src/api';

export interface SpecMenuEntry {
  label: string;
  path: string;
  /** The privilege module that unlocks it; null: always shown. */
  module: Privilege | null;
}

/** The side menu of SPEC.md section 2, in its order: each entry's label, path and module. */
export const SPEC_MENU: readonly SpecMenuEntry[] = [
  { label: 'dashboard', path: '/dashboard/app', module: null },
  { label: 'ads', path: '/dashboard/ads', module: 'ADMIN_AD' },
  { label: 'devices', path: '/dashboard/devices', module: 'ADMIN_DEVICE' },
  { label: 'device-history', path: '/dashboard/device-history', module: 'ADMIN_DEVICE' },
  { label: 'vendor', path: '/dashboard/vendors', module: 'ADMIN_VENDOR' },
  { label: 'wallet', path: '/dashboard/wallet', module: 'ADMIN_WALLET' },
  { label: 'topup', path: '/dashboard/topup', module: 'ADMIN_TOPUP' },
  { label: 'routes', path: '/dashboard/routes', module: 'ADMIN_ROUTE' },
  { label: 'price (deprecated)', path: '/dashboard/price', module: 'ADMIN_PRICE' },
  { label: 'price plan', path: '/dashboard/pplan', module: 'ADMIN_PRICE' },
  { label: 'customers', path: '/dashboard/customers', module: 'ADMIN_CUSTOMER' },
  { label: 'summary', path: '/dashboard/transactions', module: 'ADMIN_TRANSACTION' },
  { label: 'reports', path: '/dashboard/reports', module: 'ADMIN_REPORT' },
  { label: 'activity log', path: '/dashboard/activitylog', module: 'ADMIN_ACTIVITY_LOG' },
  { label: 'admin', path: '/dashboard/admin', module: 'ADMIN_ADMIN' },
];

/** The entries of SPEC_MENU an admin holding `privileges` sees (`locked`: false), and those hidden (true). */
export const specMenuFor = (privileges: readonly string[], locked = false): SpecMenuEntry[] =>
  SPEC_MENU.filter((e) => (e.module === null || privileges.includes(e.module)) !== locked);

/**
 * Throws unless every item of `expected` appears in `actual`, in `expected`'s order, other items allowed in
 * between: the menu may carry entries beyond SPEC.md without changing a test. A plain Error, so it fails a
 * Vitest and a Playwright test alike.
 */
export function expectInOrder(actual: readonly string[], expected: readonly string[], what = 'the menu'): void {
  let at = 0;
  for (const [i, item] of expected.entries()) {
    const found = actual.indexOf(item, at);
    if (found === -1) {
      const where = actual.includes(item) ? `out of order (expected after '${expected[i - 1]}')` : 'missing';
      throw new Error(
        `${what}: '${item}' is ${where}\n  shown:    ${JSON.stringify(actual)}\n  expected: ${JSON.stringify(expected)} in this order`,
      );
    }
    at = found + 1;
  }
}
