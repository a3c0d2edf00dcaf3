import { api } from '../../api';
import type { ActivityLog, Vendor } from '../../api/entities';
import { num, type AreaHandlers, type Params } from './types';

type Actor = { id: number; fullname: string };

/** Newest first, at most the 1000 newest, within the inclusive from/to window ('-' unbounded). */
const window = (rows: ActivityLog[], p: Params) => {
  const from = num(p.from);
  const to = num(p.to);
  const kept = rows.filter((l) => (from === undefined || l.dateCreated >= from) && (to === undefined || l.dateCreated <= to));
  return { all: kept.sort((a, b) => b.dateCreated - a.dateCreated || b.id - a.id).slice(0, 1000) };
};

/** The three activity-log calls of the mock backend: own rows, an admin's (or every admin's), a vendor's (or every vendor's). */
export const activityHandlers: AreaHandlers = (data) => [
  [api.activityLogs.self, (p) => window(data.activityLogs.filter((l) => l.admin?.id === data.profile.id), p)],
  [
    api.activityLogs.admin,
    (p) => window(data.activityLogs.filter((l) => l.admin !== null && (num(p.adminID) === undefined || l.admin.id === num(p.adminID))), p),
  ],
  [
    api.activityLogs.vendor,
    (p) => window(data.activityLogs.filter((l) => l.vendor !== null && (num(p.userID) === undefined || l.vendor.id === num(p.userID))), p),
  ],
];

type Describe = (vendor: Actor, i: number) => string;
const adminDoes: Describe[] = [
  (v) => `Updated vendor ${v.fullname} (#${v.id})`,
  (v, i) => `Topped up the wallet of ${v.fullname} (#${v.id}) with ₦${(5000 + (i % 6) * 2500).toLocaleString('en-NG')}.00`,
  (_, i) => `Deactivated ad Jollof Fridays (#${(i % 8) + 1})`,
  (v) => `Reset the password of vendor ${v.fullname} (#${v.id})`,
  (_, i) => `Assigned device BUS-${String(100 + (i % 40)).padStart(4, '0')} to route Oshodi - Ikeja`,
  (v) => `Logged out vendor ${v.fullname} (#${v.id})`,
];
const vendorDoes: Describe[] = [
  () => 'Logged in',
  (_, i) => `Created ad Suya Spot Deals (#${(i % 8) + 1})`,
  (_, i) => `Funded wallet with ₦${(10000 + (i % 4) * 5000).toLocaleString('en-NG')}.00 by card`,
  () => 'Updated profile picture',
  (_, i) => `Paused ad Zobo Fresh (#${(i % 8) + 1})`,
];

/**
 * Believable activity: one row every 45 minutes back from `now`, two in three by an admin (the
 * first admin most often, so 'My Logs' has rows), the rest by vendors.
 */
export function mockActivityLogs(admins: Actor[], vendors: Vendor[], { now = Math.floor(Date.now() / 1000), count = 80 } = {}): ActivityLog[] {
  return Array.from({ length: count }, (_, i) => {
    const vendor = vendors[(i * 7) % vendors.length];
    const byAdmin = i % 3 !== 2;
    const admin = i % 2 === 0 || admins.length === 1 ? admins[0] : admins[1 + (Math.floor(i / 2) % (admins.length - 1))];
    const doing = byAdmin ? adminDoes[(i + Math.floor(i / 6)) % adminDoes.length] : vendorDoes[i % vendorDoes.length];
    return {
      id: count - i,
      activityLogDesc: doing(vendor, i),
      dateCreated: now - i * 45 * 60,
      admin: byAdmin ? { id: admin.id, fullname: admin.fullname } : null,
      vendor: byAdmin ? null : { id: vendor.id, fullname: vendor.fullname },
    };
  });
}
