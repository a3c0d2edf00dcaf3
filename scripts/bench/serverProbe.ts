/** Times each list/report query of the server on a database, in process (no HTTP): finds slow paths. */
import { performance } from 'node:perf_hooks';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { listVendors } from '../../server/repositories/vendors';
import { listAds } from '../../server/repositories/ads';
import { listWallets } from '../../server/repositories/walletList';
import { listTopups } from '../../server/repositories/topups';
import { listTransactions } from '../../server/repositories/transactions';
import { listActivityLogs } from '../../server/repositories/activityLogs';
import { listAdmins } from '../../server/repositories/admins';
import { listPrices } from '../../server/repositories/prices';
import { listPricePlans } from '../../server/repositories/pricePlans';
import { listConversions } from '../../server/repositories/conversions';
import { deviceListQuery } from '../../server/repositories/devices';
import { deviceActionCounts, deviceDetails } from '../../server/repositories/deviceDetails';
import { listDeviceHistory } from '../../server/repositories/deviceHistory';
import { listRoutes } from '../../server/repositories/routes';
import { listCustomers } from '../../server/repositories/customers';
import { dashboardFigures } from '../../server/repositories/dashboard';
import { reportSummary } from '../../server/repositories/reports';
import { adminForToken } from '../../server/services/sessions';

const file = process.argv[2] ?? '/tmp/mine/work.sqlite';
const filter = process.argv[3];
const db = openSqlite(file);
const now = Math.floor(Date.now() / 1000);
const DAY = 86_400;
const dayStart = (t: number) => t - (t % DAY) - 3600; // Lagos midnight, roughly
const yesterday = dayStart(now) - DAY;
const todayEnd = dayStart(now) + DAY - 1;
const year = { from: now - 365 * DAY, to: now };

const cases: [string, () => Promise<unknown>][] = [
  ['session', () => adminForToken(db, 'nope')],
  ['vendors', () => listVendors(db, { page: 1, limit: 50, from: yesterday, to: todayEnd })],
  ['vendors nodates', () => listVendors(db, { page: 1, limit: 50 })],
  ['vendors search', () => listVendors(db, { page: 1, limit: 50, searchName: 'ade', from: yesterday, to: todayEnd })],
  ['vendors search nodates', () => listVendors(db, { page: 1, limit: 50, searchName: 'ade' })],
  ['vendors page 20', () => listVendors(db, { page: 20, limit: 50 })],
  ['ads', () => listAds(db, { page: 1, limit: 50 })],
  ['wallets', () => listWallets(db, { page: 1, limit: 50 })],
  ['topups', () => listTopups(db, { from: yesterday, to: todayEnd })],
  ['transactions', () => listTransactions(db, { from: now - 300, to: todayEnd })],
  ['logs admin', () => listActivityLogs(db, { actorType: 'admin', from: yesterday, to: todayEnd })],
  ['logs vendor', () => listActivityLogs(db, { actorType: 'vendor', from: yesterday, to: todayEnd })],
  ['logs self', () => listActivityLogs(db, { actorType: 'admin', actorId: 1, from: yesterday, to: todayEnd })],
  ['admins', () => listAdmins(db)],
  ['prices', () => listPrices(db, {})],
  ['pricePlans', () => listPricePlans(db, {})],
  ['conversions', () => listConversions(db, { from: yesterday, to: todayEnd })],
  [
    'devices',
    async () =>
      deviceDetails(db, await deviceListQuery(db, { page: 1, limit: 25, activeStatus: 1 }).execute(), {
        from: now - DAY,
        to: now,
      }),
  ],
  ['device history', () => listDeviceHistory(db, { page: 1, limit: 20, from: now - DAY, to: now })],
  ['routes', () => listRoutes(db, { page: 1, limit: 100 })],
  ['customers', () => listCustomers(db, { page: 1, limit: 50 })],
  ['dashboard', () => dashboardFigures(db)],
  ['summary year', () => reportSummary(db, year)],
  ['summary vendor 1', () => reportSummary(db, { ...year, vendorID: 1 })],
  ['summary device 7', () => reportSummary(db, { ...year, deviceID: 7 })],
  ['summary default', () => reportSummary(db, { from: yesterday, to: todayEnd })],
  ['action counts year', () => deviceActionCounts(db, 7, year)],
];

async function main() {
  await migrateToLatest(db);
  for (const [name, run] of cases) {
    if (filter && !name.includes(filter)) continue;
    await run();
    const times: number[] = [];
    const until = performance.now() + 300;
    while (performance.now() < until || times.length < 3) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
      if (times.length >= 200) break;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(24)} median ${times[Math.floor(times.length / 2)].toFixed(2)} ms  max ${times[times.length - 1].toFixed(2)} ms  (n=${times.length})`,
    );
  }
  await db.destroy();
}
void main();
