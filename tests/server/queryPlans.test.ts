import { expect, it } from 'vitest';
import {
  deviceActionCountsQuery,
  deviceEventTotalsQuery,
  deviceWindowViewsQuery,
} from '../../server/repositories/deviceDetails';
import { deviceListQuery } from '../../server/repositories/devices';
import { historyListQuery } from '../../server/repositories/deviceHistory';
import { routeListQuery } from '../../server/repositories/routes';
import { describePlans, seededDatabase } from './helpers/queryPlan';

const { db: seeded, plan } = seededDatabase();

/** Big tables are searched through an index, never scanned (a scan of the small devices table is fine). */
function expectIndexed(lines: string[]) {
  const scans = lines.filter((l) => /^SCAN (adEvents|deviceHistory|devicePlaces|routePlaces|h|dp|current)\b/.test(l));
  expect(scans, lines.join('\n')).toEqual([]);
}

const page = { page: 1, limit: 25 };
const now = 1_750_000_000;

describePlans('query plans of the lists', () => {
  it.each([
    [
      'routes by place',
      () => routeListQuery(seeded(), { ...page, countryID: 1, stateID: 25, cityID: 3 }),
      'routePlaces_',
    ],
    [
      'routes by bus and device',
      () => routeListQuery(seeded(), { ...page, busID: 'lag-brt-014', deviceID: 3 }),
      'devices_lower_busID_idx',
    ],
    [
      'devices as the app opens them',
      () => deviceListQuery(seeded(), { ...page, activeStatus: 1, from: now - 86_400, to: now }),
      'devices_activeStatus_dateCreated_idx',
    ],
    ['devices by current route', () => deviceListQuery(seeded(), { ...page, routeID: 2 }), 'devicePlaces_routeId_idx'],
    [
      'devices by place',
      () => deviceListQuery(seeded(), { ...page, countryID: 1, stateID: 25, cityID: 3 }),
      'routePlaces_cityId_idx',
    ],
    ['devices by bus', () => deviceListQuery(seeded(), { ...page, busID: 'LAG-BRT-014' }), 'devices_lower_busID_idx'],
    [
      'device lifetime counts',
      () => deviceEventTotalsQuery(seeded(), [1, 2, 3]),
      'deviceEventTotals USING PRIMARY KEY',
    ],
    [
      'device views in the window',
      () => deviceWindowViewsQuery(seeded(), [1, 2, 3], { from: now - 86_400, to: now }),
      'COVERING INDEX adEvents_deviceId_eventType_createdAt_idx',
    ],
    [
      'device action counts',
      () => deviceActionCountsQuery(seeded(), 3, { from: 0, to: now }),
      'COVERING INDEX adEvents_deviceId_eventType_createdAt_idx',
    ],
    [
      'history as the app opens it',
      () => historyListQuery(seeded(), { page: 1, limit: 20, from: now - 86_400, to: now }),
      'deviceHistory_',
    ],
    ['history by device', () => historyListQuery(seeded(), { ...page, deviceID: 3, routeID: 2 }), 'deviceHistory_'],
    [
      'history by bus',
      () => historyListQuery(seeded(), { ...page, busID: 'LAG-BRT-014' }),
      'deviceHistory_lower_busID_idx',
    ],
    [
      'history by country and state',
      () => historyListQuery(seeded(), { ...page, countryID: 1, stateID: 25 }),
      'deviceHistory_',
    ],
    ['history by city', () => historyListQuery(seeded(), { ...page, cityID: 3 }), 'deviceHistory_routeId_'],
  ])('%s searches by index', async (_, query, index) => {
    const lines = await plan(query());
    expectIndexed(lines);
    expect(
      lines.some((l) => l.startsWith('SEARCH') && l.includes(index)),
      lines.join('\n'),
    ).toBe(true);
  });
});
